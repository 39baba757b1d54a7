import { skipSpace, stringEnd } from './scan.ts';

/**
 * Where each member of a JSON array or object lies in the text (an item, or `"key": value`), found
 * in one pass: [start, end) pairs. The lazy scanner (scan.ts) walks a container once to find its
 * end and again for its members; on a 10,000-joint plan that was 50–90 ms of a rename, and one
 * pass is 10–15 ms. Like scan.ts it assumes valid JSON; `open` is the offset of the `[` or `{`.
 */
export function memberSpans(text: string, open: number): Int32Array {
  const spans: number[] = [];
  let depth = 0;
  let start = -1;
  let i = open + 1;
  const length = text.length;
  for (; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      // A string: jump to its closing quote (one not escaped by an odd run of backslashes).
      if (depth === 0 && start < 0) start = i;
      let quote = text.indexOf('"', i + 1);
      for (;;) {
        if (quote < 0) throw new Error('unterminated string');
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === 92) backslashes++;
        if (backslashes % 2 === 0) break;
        quote = text.indexOf('"', quote + 1);
      }
      i = quote;
    } else if (code === 123 || code === 91) {
      if (depth === 0 && start < 0) start = i;
      depth++;
    } else if (code === 125 || code === 93) {
      if (depth === 0) {
        // The container's own closing bracket.
        if (start >= 0) spans.push(start, trimmedEnd(text, i));
        return Int32Array.from(spans);
      }
      depth--;
    } else if (code === 44 && depth === 0) {
      spans.push(start, trimmedEnd(text, i));
      start = -1;
    } else if (depth === 0 && start < 0 && !(code === 32 || code === 10 || code === 13 || code === 9)) start = i;
  }
  throw new Error('unterminated container');
}

/** The end of the value that stops before `i` (a comma or the closing bracket), without trailing space. */
function trimmedEnd(text: string, i: number): number {
  let end = i;
  while (end > 0) {
    const code = text.charCodeAt(end - 1);
    if (!(code === 32 || code === 10 || code === 13 || code === 9)) break;
    end--;
  }
  return end;
}

/**
 * The item spans of the root object's array member `key` (the last such member, as JSON.parse
 * keeps), or null when the root is not an object or that member is missing or not an array.
 */
export function rootArrayItemSpans(text: string, key: string): Int32Array | null {
  const root = skipSpace(text, 0);
  if (text.charCodeAt(root) !== 123) return null;
  const members = memberSpans(text, root);
  let open = -1;
  for (let m = 0; m < members.length; m += 2) {
    const keyStart = members[m]!;
    const keyEnd = stringEnd(text, keyStart);
    if (JSON.parse(text.slice(keyStart, keyEnd)) !== key) continue;
    open = skipSpace(text, skipSpace(text, keyEnd) + 1);
  }
  if (open < 0 || text.charCodeAt(open) !== 91) return null;
  return memberSpans(text, open);
}
