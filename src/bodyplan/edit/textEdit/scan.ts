import { isJsonSpace, JSON_CHAR } from '../../format/jsonCharCodes.ts';

/**
 * A lazy view of the values in a JSON text: a node's members are scanned only when asked for, so an
 * edit touching a few joints of a 10 MB file reads little more than one shallow pass over it.
 * It assumes valid JSON and does not validate: the caller checks the edited text with JSON.parse.
 */
export interface TextNode {
  type: 'object' | 'array' | 'property' | 'string' | 'number' | 'boolean' | 'null';
  offset: number;
  length: number;
  parent: TextNode | undefined;
  /** Members (array items, object properties) or, for a property, [key, value]. */
  readonly children: TextNode[];
  /** For a property's key node: the key. */
  value?: string;
}

const { QUOTE, BACKSLASH, OPEN_BRACE, CLOSE_BRACE, OPEN_BRACKET, CLOSE_BRACKET, COMMA, COLON } = JSON_CHAR;
const isSpace = isJsonSpace;

export function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The end (exclusive) of the string starting at i: the next quote not escaped by an odd run of backslashes. */
export function stringEnd(text: string, i: number): number {
  for (let quote = text.indexOf('"', i + 1); quote >= 0; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
  }
  throw new Error('unterminated string');
}

/** The end of the value starting at i (exclusive). */
function valueEnd(text: string, i: number): number {
  const first = text.charCodeAt(i);
  if (first === QUOTE) return stringEnd(text, i);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    for (; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (isSpace(code) || code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET) break;
    }
    return i;
  }
  let depth = 0;
  for (; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) i = stringEnd(text, i) - 1;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth++;
    else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && --depth === 0) return i + 1;
  }
  throw new Error('unterminated container');
}

function typeAt(text: string, i: number): TextNode['type'] {
  const first = text[i];
  if (first === '{') return 'object';
  if (first === '[') return 'array';
  if (first === '"') return 'string';
  if (first === 't' || first === 'f') return 'boolean';
  if (first === 'n') return 'null';
  return 'number';
}

function node(text: string, offset: number, length: number, parent: TextNode | undefined, type = typeAt(text, offset)): TextNode {
  let members: TextNode[] | undefined;
  const self: TextNode = {
    type,
    offset,
    length,
    parent,
    get children() {
      members ??= type === 'object' || type === 'array' ? scanMembers(text, self) : [];
      return members;
    },
  };
  return self;
}

function scanMembers(text: string, container: TextNode): TextNode[] {
  const members: TextNode[] = [];
  const close = container.offset + container.length - 1;
  let i = skipSpace(text, container.offset + 1);
  while (i < close) {
    if (container.type === 'array') {
      const end = valueEnd(text, i);
      members.push(node(text, i, end - i, container));
      i = end;
    } else {
      const keyEnd = stringEnd(text, i);
      const valueStart = skipSpace(text, skipSpace(text, keyEnd) + 1); // past the colon
      if (text.charCodeAt(skipSpace(text, keyEnd)) !== COLON) throw new Error('expected a colon');
      const end = valueEnd(text, valueStart);
      const property = node(text, i, end - i, container, 'property');
      const key: TextNode = { type: 'string', offset: i, length: keyEnd - i, parent: property, children: [], value: JSON.parse(text.slice(i, keyEnd)) as string };
      const value = node(text, valueStart, end - valueStart, property);
      Object.defineProperty(property, 'children', { value: [key, value] });
      members.push(property);
      i = end;
    }
    i = skipSpace(text, i);
    if (text.charCodeAt(i) === COMMA) i = skipSpace(text, i + 1);
  }
  return members;
}

/** The root value of a valid JSON text. */
export function scanJson(text: string): TextNode {
  const start = skipSpace(text, 0);
  return node(text, start, valueEnd(text, start) - start, undefined);
}

/** The value at [offset, offset + length) of a valid JSON text (a span from memberSpans), scanned lazily as scanJson's are. */
export function scanValueAt(text: string, offset: number, length: number): TextNode {
  return node(text, offset, length, undefined);
}
