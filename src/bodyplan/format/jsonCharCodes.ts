/**
 * The UTF-16 code units of JSON's structural characters, for the scanners that read a JSON text
 * without building its values (the text editor's lazy view, `bodyplan ik`'s cuts of a large
 * targets file): one table, so they cannot disagree.
 */
export const JSON_CHAR = {
  QUOTE: 34,
  BACKSLASH: 92,
  COMMA: 44,
  COLON: 58,
  OPEN_BRACE: 123,
  CLOSE_BRACE: 125,
  OPEN_BRACKET: 91,
  CLOSE_BRACKET: 93,
  LOWER_L: 108,
} as const;

/** JSON's whitespace: space, line feed, carriage return, tab. */
export function isJsonSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}
