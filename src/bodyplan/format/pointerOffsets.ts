import { createScanner } from 'jsonc-parser';
import { JSON_TOKEN } from './jsonTokens.ts';
import { parsePointer } from './diagnostics.ts';

/**
 * Where given JSON pointers sit in a text that is known to be valid JSON, without building the
 * value: it walks down only along the wanted paths (a trie of their segments) and skips every
 * other container with a character loop, so locating one warning in a 10 MB plan costs a
 * fraction of a full parse, and 300,000 of them no pointer string per value.
 */
export interface PointerOffset {
  key: number;   // offset of the member's key, or of the value for array items and the root
  value: number; // offset of the value
}

/** A node per wanted path prefix; `at` is filled when the scan meets it. */
export class PointerTrie {
  readonly children = new Map<string, PointerTrie>();
  at: PointerOffset | null = null;

  add(pointer: string): void {
    addPath(this, parsePointer(pointer));
  }

  /**
   * The offsets of `pointer`, else of its deepest ancestor found in the text; `exact` says which,
   * `known` is false when the pointer was never added (it needs a scan first).
   */
  lookup(pointer: string): { at: PointerOffset | null; exact: boolean; known: boolean } {
    return lookupPath(this, parsePointer(pointer));
  }
}

function addPath(root: PointerTrie, segments: string[]): void {
  let node = root;
  for (const segment of segments) {
    let child = node.children.get(segment);
    if (child === undefined) {
      child = new PointerTrie();
      node.children.set(segment, child);
    }
    node = child;
  }
}

function lookupPath(root: PointerTrie, segments: string[]): { at: PointerOffset | null; exact: boolean; known: boolean } {
  let node = root;
  let best = root.at;
  let exact = best !== null;
  for (const segment of segments) {
    const child = node.children.get(segment);
    if (child === undefined) return { at: best, exact: false, known: false };
    node = child;
    // Once a prefix is not in the text, nothing below it is: keep the deepest ancestor found.
    if (node.at === null) exact = false;
    else if (exact) best = node.at;
  }
  return { at: best, exact, known: true };
}

const { OpenBrace: OPEN_BRACE, CloseBrace: CLOSE_BRACE, OpenBracket: OPEN_BRACKET, CloseBracket: CLOSE_BRACKET, Comma: COMMA, Colon: COLON, String: STRING, EOF } = JSON_TOKEN;

/** Fills `trie` with the offsets of every wanted path that exists in `text`. */
export function findPointerOffsets(text: string, trie: PointerTrie): void {
  const scanner = createScanner(text, true);
  // One frame per open container on a wanted path.
  const stack: { node: PointerTrie; isArray: boolean; index: number }[] = [];
  let token = scanner.scan();
  let memberNode: PointerTrie | undefined = trie;
  let keyOffset = 0;
  let pending = true; // a value starts at the current token

  while (token !== EOF) {
    if (pending) {
      pending = false;
      const offset = scanner.getTokenOffset();
      const top = stack[stack.length - 1];
      let node = memberNode;
      if (top === undefined) {
        keyOffset = offset;
      } else if (top.isArray) {
        node = top.node.children.get(String(top.index++));
        keyOffset = offset;
      }
      if (node !== undefined) node.at = { key: keyOffset, value: offset };
      if (token === OPEN_BRACE || token === OPEN_BRACKET) {
        if (node !== undefined && node.children.size > 0) {
          const isArray = token === OPEN_BRACKET;
          stack.push({ node, isArray, index: 0 });
          token = scanner.scan();
          if (isArray && token !== CLOSE_BRACKET) pending = true;
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
      memberNode = top.node.children.get(scanner.getTokenValue());
      token = scanner.scan();
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
}

/** Offset just past the container that opens at `start` (strings may hold brackets). */
function skipContainer(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
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
