/** Plain JSON helpers shared by the text-edit modules. */

export type Json = unknown;

export function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function jsonEqual(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]));
  }
  return false;
}

/** JSON on one line with the given separators (`, ` and `: ` for Python-style files). */
export function stringifyInline(value: Json, itemSeparator: string, keySeparator: string): string {
  if (Array.isArray(value)) return `[${value.map((item) => stringifyInline(item, itemSeparator, keySeparator)).join(itemSeparator)}]`;
  if (isObject(value)) {
    const members = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${members.map(([key, item]) => JSON.stringify(key) + keySeparator + stringifyInline(item, itemSeparator, keySeparator)).join(itemSeparator)}}`;
  }
  return JSON.stringify(value);
}
