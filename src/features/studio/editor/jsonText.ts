import { findNodeAtLocation, getLocation, parseTree } from 'jsonc-parser';

/** Offset of a 1-based line and column in the text (clamped to the text). */
export function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  const lineEnd = text.indexOf('\n', offset);
  const end = lineEnd < 0 ? text.length : lineEnd;
  return Math.min(offset + Math.max(0, column - 1), end);
}

/**
 * The range a diagnostic at line:column underlines: the token or value starting there (up to the
 * next delimiter on that line), at least one character when the line has one.
 */
export function diagnosticRange(text: string, line: number, column: number): { from: number; to: number } {
  const from = offsetOf(text, line, column);
  const lineEnd = text.indexOf('\n', from);
  const end = lineEnd < 0 ? text.length : lineEnd;
  let to = from;
  if (text[from] === '"') {
    to = from + 1;
    while (to < end && text[to] !== '"') to += text[to] === '\\' ? 2 : 1;
    to = Math.min(end, to + 1);
  } else {
    while (to < end && !/[,}\]\s]/.test(text[to]!)) to++;
  }
  if (to === from && from < end) to = from + 1;
  return { from, to: Math.min(to, end) };
}

/** Index of the joint whose JSON the offset is in, or null. */
export function jointAtOffset(text: string, offset: number): number | null {
  const path = getLocation(text, offset).path;
  return path[0] === 'joints' && typeof path[1] === 'number' ? path[1] : null;
}

/** Start offset of joint `index`'s object in the text, or null when the text does not hold it. */
export function jointOffset(text: string, index: number): number | null {
  const root = parseTree(text);
  if (!root) return null;
  const node = findNodeAtLocation(root, ['joints', index]);
  return node ? node.offset : null;
}

/** The smallest single replacement turning `before` into `after` (common prefix and suffix kept). */
export function minimalChange(before: string, after: string): { from: number; to: number; insert: string } {
  let start = 0;
  const shorter = Math.min(before.length, after.length);
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before.charCodeAt(endBefore - 1) === after.charCodeAt(endAfter - 1)) {
    endBefore--;
    endAfter--;
  }
  return { from: start, to: endBefore, insert: after.slice(start, endAfter) };
}

/**
 * The text with a diagnostic's suggestion applied: the quoted key or string value at its line:column
 * replaced by the suggested name. Null when the text there is not a quoted string any more (the text
 * changed since the diagnostic), so a stale fix never edits the wrong place.
 */
export function withSuggestionApplied(text: string, diagnostic: { line: number; column: number; suggestion?: string }): string | null {
  if (diagnostic.suggestion === undefined) return null;
  const { from, to } = diagnosticRange(text, diagnostic.line, diagnostic.column);
  if (text[from] !== '"' || to - from < 2 || text[to - 1] !== '"') return null;
  return text.slice(0, from) + JSON.stringify(diagnostic.suggestion) + text.slice(to);
}
