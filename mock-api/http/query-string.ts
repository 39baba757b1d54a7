/**
 * Query strings exactly as Django/DRF read and write them (Python's `parse_qsl` with blank values
 * kept, and `urlencode(sorted(...), doseq=True)`), so `next`/`previous` links match the real service.
 */
export type QueryPairs = ReadonlyArray<readonly [key: string, value: string]>;

const decoder = new TextDecoder('utf-8', { fatal: false });
const encoder = new TextEncoder();
const HEX = /^[0-9A-Fa-f]{2}$/;

/** Python's `unquote_plus`: `+` is a space; bad `%` escapes stay literal; bad UTF-8 becomes U+FFFD. */
export function unquotePlus(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  const bytes: number[] = [];
  for (let i = 0; i < spaced.length; ) {
    const char = spaced[i] as string;
    if (char === '%' && HEX.test(spaced.slice(i + 1, i + 3))) {
      bytes.push(parseInt(spaced.slice(i + 1, i + 3), 16));
      i += 3;
      continue;
    }
    const codePoint = spaced.codePointAt(i) as number;
    const width = codePoint > 0xffff ? 2 : 1;
    for (const byte of encoder.encode(spaced.slice(i, i + width))) bytes.push(byte);
    i += width;
  }
  return decoder.decode(Uint8Array.from(bytes));
}

/**
 * Django's `DATA_UPLOAD_MAX_NUMBER_FIELDS`: its QueryDict splits the query on `&` (empty fields
 * counted) and raises TooManyFieldsSent past 1,000 fields, when DRF first reads the query.
 */
export const MAX_QUERY_FIELDS = 1000;

export function exceedsFieldLimit(query: string): boolean {
  if (query === '') return false;
  let fields = 1;
  for (let at = query.indexOf('&'); at >= 0; at = query.indexOf('&', at + 1)) if (++fields > MAX_QUERY_FIELDS) return true;
  return false;
}

/** Python's `parse_qsl(query, keep_blank_values=True)`: `&` separates, empty fields are skipped. */
export function parseQueryString(query: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  if (query === '') return pairs;
  for (const field of query.split('&')) {
    if (field === '') continue;
    const eq = field.indexOf('=');
    const key = eq < 0 ? field : field.slice(0, eq);
    const value = eq < 0 ? '' : field.slice(eq + 1);
    pairs.push([unquotePlus(key), unquotePlus(value)]);
  }
  return pairs;
}

/** Django's `QueryDict.get`: the last value of a repeated key. */
export function lastValue(pairs: QueryPairs, key: string): string | undefined {
  for (let i = pairs.length - 1; i >= 0; i -= 1) {
    const pair = pairs[i] as readonly [string, string];
    if (pair[0] === key) return pair[1];
  }
  return undefined;
}

export function allValues(pairs: QueryPairs, key: string): string[] {
  const values: string[] = [];
  for (const [k, v] of pairs) if (k === key) values.push(v);
  return values;
}

/** Python's `quote_plus`: only letters, digits and `_.-~` stay as they are. */
export function quotePlus(text: string): string {
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Python compares strings by code point (JavaScript's `<` by UTF-16 unit: they differ past U+FFFF). */
function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/**
 * DRF's `replace_query_param`/`remove_query_param`: group values by key (first appearance), set
 * or drop some keys, then write the keys sorted with every value of each, form-encoded.
 */
export function rewriteQuery(pairs: QueryPairs, set: Readonly<Record<string, string>>, remove: readonly string[] = []): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of pairs) {
    const values = grouped.get(key);
    if (values) values.push(value);
    else grouped.set(key, [value]);
  }
  for (const [key, value] of Object.entries(set)) grouped.set(key, [value]);
  for (const key of remove) grouped.delete(key);
  const keys = [...grouped.keys()].sort(compareCodePoints);
  const parts: string[] = [];
  for (const key of keys) {
    const encodedKey = quotePlus(key);
    for (const value of grouped.get(key) as string[]) parts.push(`${encodedKey}=${quotePlus(value)}`);
  }
  return parts.join('&');
}
