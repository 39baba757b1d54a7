/** Diagnostics: every problem found in a body-plan text, located for a person and for tools. */

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `unknown-key`, `duplicate-name`. */
  code: string;
  /** A sentence a person understands. */
  message: string;
  /** RFC 6901 JSON pointer of the offending value, e.g. `/joints/3/dofs/0/axis`. */
  pointer: string;
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units like editors do. */
  column: number;
  /**
   * The name or key the author probably meant ("did you mean"): replacing the located key or string
   * value with it is the one-click fix. Only for unknown keys and unknown parents.
   */
  suggestion?: string;
}

/**
 * A problem before it is located in the text. `anchor: 'key'` points at the member's key
 * (unknown and duplicate keys), `'value'` (the default) at the value itself.
 */
export interface Finding {
  severity: Severity;
  code: string;
  message: string;
  pointer: string;
  anchor?: 'key' | 'value';
  /** Text offset, when the finding already knows it (syntax problems). */
  offset?: number;
  suggestion?: string;
}

export function hasErrors(diagnostics: readonly { severity: Severity }[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Builds an RFC 6901 pointer from path segments. */
export function toPointer(path: readonly (string | number)[]): string {
  let out = '';
  for (const segment of path) {
    out += '/' + (typeof segment === 'number' ? String(segment) : escapePointerSegment(segment));
  }
  return out;
}

export function escapePointerSegment(segment: string): string {
  return segment.includes('~') || segment.includes('/')
    ? segment.replace(/~/g, '~0').replace(/\//g, '~1')
    : segment;
}

/** Splits an RFC 6901 pointer into unescaped segments ("" is the whole document). */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => (s.includes('~') ? s.replace(/~1/g, '/').replace(/~0/g, '~') : s));
}
