import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

export type MetadataParse = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** Line and column (1-based) of an offset in a text. */
function locate(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * Parses the metadata box: strict JSON holding an object whose keys all start with "x-". Errors say
 * where (line:column) and what, so the person can fix the text they typed (it is kept as it is).
 */
export function parseMetadata(text: string): MetadataParse {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (first) {
    const { line, column } = locate(text, first.offset);
    return { ok: false, message: `Line ${line}, column ${column}: ${describeError(printParseErrorCode(first.error))}.` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'Metadata must be a JSON object such as {"x-note": "..."}.' };
  const bad = Object.keys(value).find((key) => !key.startsWith('x-'));
  if (bad !== undefined) return { ok: false, message: `Metadata keys must start with "x-"; "${bad}" does not.` };
  return { ok: true, value: value as Record<string, unknown> };
}

function describeError(code: string): string {
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The object's x- keys as a JSON object (what the metadata box shows). */
export function metadataOf(object: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => key.startsWith('x-')));
}
