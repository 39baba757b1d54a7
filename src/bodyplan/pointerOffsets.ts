import { createScanner } from 'jsonc-parser';
import { escapePointerSegment } from './diagnostics.ts';

/**
 * Where given JSON pointers sit in a text that is known to be valid JSON, without building the
 * value: it walks down only along the wanted paths and skips every other container with a
 * character loop, so locating one warning in a 10 MB plan costs a fraction of a full parse.
 */
export interface PointerOffset {
  key: number;   // offset of the member's key, or of the value for array items and the root
  value: number; // offset of the value
}

const OPEN_BRACE = 1, CLOSE_BRACE = 2, OPEN_BRACKET = 3, CLOSE_BRACKET = 4, COMMA = 5, COLON = 6, STRING = 10, EOF = 17;

/** Offsets of every wanted pointer and of all their ancestors that exist in the text. */
export function findPointerOffsets(text: string, wanted: Iterable<string>): Map<string, PointerOffset> {
  const prefixes = new Set<string>(['']);
  for (const pointer of wanted) {
    let end = pointer.length;
    while (end > 0) {
      prefixes.add(pointer.slice(0, end));
      end = pointer.lastIndexOf('/', end - 1);
    }
  }
  const found = new Map<string, PointerOffset>();
  const scanner = createScanner(text, true);
  // One frame per open container on the wanted path: its pointer and the next array index.
  const stack: { pointer: string; isArray: boolean; index: number }[] = [];
  let token = scanner.scan();
  let memberPointer = '';
  let keyOffset = 0;
  let pending = true; // a value starts at the current token

  for (;;) {
    if (token === EOF) break;
    if (pending) {
      const offset = scanner.getTokenOffset();
      const top = stack[stack.length - 1];
      let pointer = memberPointer;
      if (top === undefined) {
        pointer = '';
        keyOffset = offset;
      } else if (top.isArray) {
        pointer = `${top.pointer}/${top.index++}`;
        keyOffset = offset;
      }
      if (prefixes.has(pointer)) found.set(pointer, { key: keyOffset, value: offset });
      pending = false;
      if (token === OPEN_BRACE || token === OPEN_BRACKET) {
        if (prefixes.has(pointer)) {
          stack.push({ pointer, isArray: token === OPEN_BRACKET, index: 0 });
          token = scanner.scan();
          if (stack[stack.length - 1]!.isArray && token !== CLOSE_BRACKET) pending = true;
          continue;
        }
        scanner.setPosition(skipContainer(text, offset));
      }
      token = scanner.scan();
      continue;
    }
    const top = stack[stack.length - 1];
    if (top === undefined) break;
    if (token === STRING && !top.isArray) {
      keyOffset = scanner.getTokenOffset();
      memberPointer = `${top.pointer}/${escapePointerSegment(scanner.getTokenValue())}`;
      token = scanner.scan(); // the colon
      if (token === COLON) token = scanner.scan();
      pending = true;
      continue;
    }
    if (token === COMMA) {
      token = scanner.scan();
      if (top.isArray) pending = true;
      continue;
    }
    if (token === CLOSE_BRACE || token === CLOSE_BRACKET) {
      stack.pop();
      if (stack.length === 0) break;
    }
    token = scanner.scan();
  }
  return found;
}

/** Offset just past the container that opens at `start` (strings may hold brackets). */
function skipContainer(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      // Skip the string: find the closing quote that is not escaped.
      i++;
      while (i < text.length) {
        const q = text.charCodeAt(i);
        if (q === 92) i += 2;
        else if (q === 34) break;
        else i++;
      }
    } else if (c === 123 || c === 91) {
      depth++;
    } else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}
