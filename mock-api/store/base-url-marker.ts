/**
 * Records are serialized once with a marker where the request's `scheme://host` goes, then split
 * there; a response joins the pieces with the request's base. U+0001 never occurs in the data
 * and JSON.stringify writes it as the six characters `\u0001`. The pieces are kept as UTF-8 bytes.
 */
export const BASE_URL_MARKER = '\u0001';
const SERIALIZED_MARKER = '\\u0001';

export type RenderParts = readonly string[];

export function toRenderParts(value: unknown): RenderParts {
  return JSON.stringify(value).split(SERIALIZED_MARKER);
}

export function jsonStringContent(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/** The same pieces as UTF-8 bytes: answers are assembled with Buffer.concat, no re-encoding per request. */
export type EncodedParts = readonly Buffer[];

export function encodeParts(parts: RenderParts): EncodedParts {
  return parts.map((part) => Buffer.from(part, 'utf8'));
}

/** Appends the pieces, with the (encoded, JSON-escaped) base between them, to `chunks`. */
export function pushEncoded(chunks: Buffer[], parts: EncodedParts, base: Buffer): number {
  let length = 0;
  for (let i = 0; i < parts.length; i += 1) {
    if (i > 0) {
      chunks.push(base);
      length += base.length;
    }
    const part = parts[i] as Buffer;
    chunks.push(part);
    length += part.length;
  }
  return length;
}
