import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { clientSchemas, paginatedSchema } from '../src/api/resources/resources.ts';
import * as documented from '../src/api/resources/documentedSchemas.ts';
import { loadContract, type Contract } from './testing/openapiContract.ts';

// The client's zod schemas and the contract's schemas must agree: every example of the
// description passes both, every counter-example fails both.
let contract: Contract;
beforeAll(async () => {
  contract = await loadContract();
});

/** The description's schema name -> the client's (lenient) and the mock's (strict) zod schemas. */
const ZOD: Record<string, { client: z.ZodMiniType; strict: z.ZodMiniType }> = {
  Labelled: { client: clientSchemas.labelledResourceSchema, strict: documented.labelledResourceSchema },
  Channel: { client: clientSchemas.channelSchema, strict: documented.channelSchema },
  Memento: { client: clientSchemas.mementoSchema, strict: documented.mementoSchema },
  Author: { client: clientSchemas.authorSchema, strict: documented.authorSchema },
  Link: { client: clientSchemas.linkSchema, strict: documented.linkSchema },
  News: { client: clientSchemas.newsSchema, strict: documented.newsSchema },
  Envelope: { client: paginatedSchema(z.unknown()), strict: paginatedSchema(z.unknown()) },
};

type Annotated = { examples?: unknown[]; 'x-counter-examples'?: unknown[] };

describe('examples of mock-api/openapi.yaml and the client\'s zod schemas', () => {
  it('every schema with a zod counterpart holds examples and counter-examples', () => {
    const schemas = contract.document.components.schemas as Record<string, Annotated>;
    const counts = Object.keys(ZOD).map((name) => `${name} ${schemas[name]?.examples?.length ?? 0}/${schemas[name]?.['x-counter-examples']?.length ?? 0}`);
    console.info(`examples/counter-examples: ${counts.join(', ')}`);
    for (const name of Object.keys(ZOD)) {
      expect(schemas[name]?.examples?.length, name).toBeGreaterThan(0);
      expect(schemas[name]?.['x-counter-examples']?.length, name).toBeGreaterThan(0);
    }
  });

  it.each(Object.keys(ZOD))('%s: the client and the mock accept every example, as the description does', (name) => {
    const schema = contract.document.components.schemas[name] as Annotated & Record<string, unknown>;
    const validate = contract.validator(schema);
    for (const example of schema.examples ?? []) {
      expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
      expect(z.safeParse(ZOD[name]!.client, example).error).toBeUndefined();
      expect(z.safeParse(ZOD[name]!.strict, example).error).toBeUndefined();
    }
  });

  it.each(Object.keys(ZOD))('%s: the client and the description reject every counter-example', (name) => {
    const schema = contract.document.components.schemas[name] as Annotated & Record<string, unknown>;
    const validate = contract.validator(schema);
    for (const counter of schema['x-counter-examples'] ?? []) {
      expect(validate(counter), JSON.stringify(counter)).toBe(false);
      expect(z.safeParse(ZOD[name]!.client, counter).success, JSON.stringify(counter)).toBe(false);
    }
  });

  it('every example of a response\'s media type validates against that media type\'s schema', () => {
    const checked: string[] = [];
    for (const [path, pathItem] of Object.entries(contract.document.paths)) {
      for (const [code, response] of Object.entries(pathItem.get?.responses ?? {})) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          for (const [exampleName, example] of Object.entries(media.examples ?? {})) {
            const validate = contract.validator(media.schema!);
            expect(validate(example.value), `${path} ${code} ${type} ${exampleName}: ${JSON.stringify(validate.errors)}`).toBe(true);
            checked.push(`${path} ${code} ${exampleName}`);
          }
        }
      }
    }
    console.info(`response examples validated: ${checked.length}`);
    expect(checked.length).toBeGreaterThan(0);
  });

  it('the error bodies\' examples validate too (the client reads them without zod)', () => {
    for (const name of ['Detail', 'FilterErrors']) {
      const schema = contract.document.components.schemas[name] as Annotated & Record<string, unknown>;
      const validate = contract.validator(schema);
      for (const example of schema.examples ?? []) expect(validate(example), `${name} ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });
});
