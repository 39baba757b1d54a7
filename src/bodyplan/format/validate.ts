import type { Finding } from './diagnostics.ts';
import { schemaFindings } from './schemaCheck.ts';
import { semanticFindings } from './semantics.ts';




/**
 * Every schema and semantic problem of a parsed JSON value, not yet located in the text
 * (`Locator.locateAll` adds line and column and puts them in text order).
 * `knownSchemaValid` passes on a verdict the load fast path already has (inspectBodyPlan).
 */
export function validateDocument(value: unknown, knownSchemaValid?: boolean): { findings: Finding[]; schemaValid: boolean } {
  const schema = knownSchemaValid === true ? [] : schemaFindings(value);
  return { findings: [...schema, ...semanticFindings(value)], schemaValid: schema.length === 0 };
}
