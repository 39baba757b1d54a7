import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020.js';
import { loadBodyPlan } from '../load.ts';
import { bodyPlanSchema } from '../schema.ts';
import { isSchemaValidFast, schemaFindings } from '../schemaCheck.ts';
import { anyDocument } from './arbitraries.ts';
import { readProjectJsonSchema, SEMANTIC_ERROR_CODES } from './projectJsonSchema.ts';

const projectJsonSchema = readProjectJsonSchema();

const RUNS = 10_000;

describe("differential: the validator against the project's JSON Schema (public/bodyplan.schema.json) run by ajv", () => {
  const ajv = new Ajv2020({ strict: false });
  const validate = ajv.compile(projectJsonSchema);

  it(`accepts a document at the schema level exactly when ajv does (${RUNS} documents)`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(anyDocument, fc.boolean(), (doc, pretty) => {
        const text = JSON.stringify(doc, null, pretty ? 2 : undefined);
        const value: unknown = JSON.parse(text);
        const ajvAccepts = validate(value);
        const result = loadBodyPlan(text);
        const schemaLevelErrors = result.diagnostics.filter((d) => d.severity === 'error' && !SEMANTIC_ERROR_CODES.has(d.code));
        expect(schemaLevelErrors.length === 0, `${text}\najv: ${JSON.stringify(validate.errors)}\nours: ${JSON.stringify(schemaLevelErrors)}`).toBe(ajvAccepts);
        expect(result.document !== null).toBe(ajvAccepts);
        if (ajvAccepts) accepted++;
      }),
      { numRuns: RUNS },
    );
    // Both verdicts must be well represented, or the comparison proves little.
    expect(accepted).toBeGreaterThan(RUNS * 0.2);
    expect(accepted).toBeLessThan(RUNS * 0.8);
  }, 300_000);

  it(`the hand-written fast check and the per-joint zod run agree with the whole-document zod schema (${RUNS} documents)`, () => {
    fc.assert(
      fc.property(anyDocument, (doc) => {
        const value: unknown = JSON.parse(JSON.stringify(doc));
        const zodAccepts = bodyPlanSchema.safeParse(value).success;
        expect(isSchemaValidFast(value)).toBe(zodAccepts);
        // Validation runs zod per rejected joint: its verdict must equal the whole-document schema's.
        expect(schemaFindings(value).length === 0).toBe(zodAccepts);
      }),
      { numRuns: RUNS },
    );
  }, 300_000);
});
