// Test support: the project's own JSON Schema of the body-plan format (public/bodyplan.schema.json,
// what `bodyplan schema` prints and the app serves) and the validator's error codes it cannot express.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../diagnostics.ts';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const PROJECT_JSON_SCHEMA_PATH = join(REPO_ROOT, 'public', 'bodyplan.schema.json');

export function readProjectJsonSchema(): Record<string, unknown> {
  return JSON.parse(readFileSync(PROJECT_JSON_SCHEMA_PATH, 'utf8')) as Record<string, unknown>;
}

/**
 * The project's rules beyond the JSON Schema: the only error codes allowed on a document
 * that ajv accepts. Warnings never make a document invalid.
 */
export const SEMANTIC_ERROR_CODES: ReadonlySet<string> = new Set([
  'duplicate-name', 'unknown-parent', 'no-root', 'multiple-roots', 'self-parent', 'cycle', 'unreachable',
  'zero-axis', 'zero-quaternion', 'limits-reversed',
]);

/**
 * Errors in the text itself, which a JSON Schema never sees: it validates the parsed value, where a
 * duplicate key is gone (the last one wins), a lone surrogate is just a string and 1e400 is a number.
 */
export const PARSE_ERROR_CODES: ReadonlySet<string> = new Set(['json-syntax', 'duplicate-key', 'number-out-of-range', 'not-unicode']);

/** The errors a JSON Schema of the format could also report: all but the semantic and parse-level ones. */
export function schemaLevelErrors(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return diagnostics.filter((d) => d.severity === 'error' && !SEMANTIC_ERROR_CODES.has(d.code) && !PARSE_ERROR_CODES.has(d.code));
}
