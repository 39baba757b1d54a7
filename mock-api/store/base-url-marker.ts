/**
 * Records are serialized once with a marker where the request's `scheme://host` goes, then split
 * there; a response joins the pieces with the request's base. U+0001 never occurs in the data
 * and JSON.stringify writes it as the six characters `\u0001`.
 */
export const BASE_URL_MARKER = '\u0001';
const SERIALIZED_MARKER = '\\u0001';

export type RenderParts = readonly string[];

export function toRenderParts(value: unknown): RenderParts {
  return JSON.stringify(value).split(SERIALIZED_MARKER);
}

/** `base` must already be escaped for a JSON string (see jsonStringContent). */
export function renderParts(parts: RenderParts, escapedBase: string): string {
  return parts.length === 1 ? (parts[0] as string) : parts.join(escapedBase);
}

export function jsonStringContent(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}
