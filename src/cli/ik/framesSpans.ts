import { JSON_CHAR } from '../../bodyplan/format/jsonCharCodes.ts';

/**
 * Where the elements of a JSON object's top-level "frames" array lie in its text, found by one scan
 * that follows strings and nesting (no values are built): `start` and `end` bound the array's
 * inside (between its brackets) and `commas` are the offsets of the commas between its elements.
 * Null when the text is not an object with one "frames" array of at least one element, or when
 * anything about it is unusual (the caller then parses the whole text the ordinary way, which says
 * what is wrong where). Only the spans are trusted from here: each part is then parsed strictly.
 */
export interface FramesSpans {
  start: number;
  end: number;
  commas: Int32Array;
}

const { QUOTE, BACKSLASH, COMMA, COLON, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET } = JSON_CHAR;

export function framesSpans(text: string): FramesSpans | null {
  let depth = 0;
  // Inside the top-level object: whether the next string is a key, and the last key read.
  let expectKey = false;
  let key: string | null = null;
  let framesStart = -1;
  let framesEnd = -1;
  let commas = new Int32Array(1024);
  let commaCount = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const from = i + 1;
      for (i = from; i < length; i++) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i++;
        else if (d === QUOTE) break;
      }
      if (i >= length) return null;
      if (depth === 1 && expectKey) {
        key = text.slice(from, i);
        expectKey = false;
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (depth === 0 && c !== OPEN_BRACE) return null;
      depth++;
      if (depth === 1) expectKey = true;
      else if (depth === 2 && key === 'frames') {
        // A second "frames" key is a duplicate: the ordinary parse says so.
        if (c !== OPEN_BRACKET || framesStart !== -1) return null;
        framesStart = i + 1;
      }
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      if (depth === 2 && key === 'frames') framesEnd = i;
      depth--;
      if (depth < 0) return null;
    } else if (c === COMMA) {
      if (depth === 1) expectKey = true;
      else if (depth === 2 && key === 'frames') {
        if (commaCount === commas.length) {
          const grown = new Int32Array(2 * commas.length);
          grown.set(commas);
          commas = grown;
        }
        commas[commaCount++] = i;
      }
    } else if (c === COLON && depth === 1) {
      expectKey = false;
    }
  }
  if (depth !== 0 || framesStart === -1 || framesEnd === -1 || text.slice(framesStart, framesEnd).trim() === '') return null;
  return { start: framesStart, end: framesEnd, commas: commas.slice(0, commaCount) };
}
