/**
 * A small, safe XML reader for robot description files (URDF, MJCF): elements, attributes,
 * text, comments, CDATA, processing instructions and the XML declaration (skipped), the five
 * predefined entities and numeric character references. It never expands any other entity and
 * never fetches anything: a DOCTYPE that declares entities is refused with a located error, so
 * an entity-expansion bomb fails at once instead of growing in memory.
 */

/** 1-based line and column (UTF-16 code units, like editors), and the file when not the model's own. */
export interface SourcePosition {
  line: number;
  column: number;
  /** The file the position is in, when that is not the file opened (an MJCF `<include>`d file, by its path as written). */
  file?: string;
}

/** Something the reader accepted but that is worth saying (a warning for the importer). */
export interface XmlNote extends SourcePosition {
  code: string;
  message: string;
}

export interface ParseOptions {
  /** Stamped on every element and attribute, so findings about them name their file. */
  file?: string;
  /** Receives what was accepted with a remark (NUL bytes after the root element). */
  notes?: XmlNote[];
  /** Deepest nesting accepted (default MAX_XML_DEPTH). */
  maxDepth?: number;
}

export interface XmlAttribute extends SourcePosition {
  name: string;
  value: string;
}

export interface XmlElement extends SourcePosition {
  name: string;
  attributes: XmlAttribute[];
  children: XmlElement[];
  /** Concatenated character data directly inside the element (rarely used by URDF/MJCF). */
  text: string;
}

export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
  constructor(message: string, readonly line: number, readonly column: number, readonly file?: string) {
    super(`${line}:${column}: ${message}`);
  }
}

/** "3 NUL bytes", "2 NUL bytes and 1 control character U+001A": what non-space characters `raw` holds. */
function describeControls(raw: string): string {
  const counts = new Map<number, number>();
  for (const c of raw) if (c.trim() !== '') counts.set(c.charCodeAt(0), (counts.get(c.charCodeAt(0)) ?? 0) + 1);
  const parts = [...counts].map(([code, n]) =>
    code === 0 ? `${n} NUL byte${n === 1 ? '' : 's'}` : `${n} control character${n === 1 ? '' : 's'} U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The value of the attribute `name`, or undefined. */
export function attribute(element: XmlElement, name: string): string | undefined {
  for (const a of element.attributes) if (a.name === name) return a.value;
  return undefined;
}

export function findAttribute(element: XmlElement, name: string): XmlAttribute | undefined {
  return element.attributes.find((a) => a.name === name);
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
const NAME_START = /[A-Za-z_:\u00C0-\uFFFF]/;
/** The rest of a name and a run of spaces, matched in one step at a position (sticky): a 1 MB start tag stays fast. */
const NAME_REST = /[A-Za-z0-9_:.\-\u00B7\u00C0-\uFFFF]*/y;
const SPACES = /\s*/y;
/**
 * Nesting deeper than this is refused (robot trees are far shallower; keeps everything bounded, and
 * the xacro expander walks elements recursively). Plain URDF and MJCF are read with
 * MAX_MODEL_XML_DEPTH: their readers are iterative, and an exported 10,000-joint chain nests 10,002
 * bodies deep.
 */
const MAX_XML_DEPTH = 10_000;
export const MAX_MODEL_XML_DEPTH = 100_000;

/**
 * Parses `text` into its root element; throws XmlSyntaxError with line:column on any problem.
 * NUL bytes and other control characters after the root element (padding some tools leave, which
 * MuJoCo's reader skips) are accepted with a note saying how many and after what.
 */
export function parseXml(text: string, options: ParseOptions = {}): XmlElement {
  const stamp = options.file === undefined ? {} : { file: options.file };
  const maxDepth = options.maxDepth ?? MAX_XML_DEPTH;
  let pos = 0;
  // Line starts, so each element's line:column is a binary search.
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const locate = (offset: number): SourcePosition => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
  const fail = (message: string, offset = pos): never => {
    const at = locate(offset);
    throw new XmlSyntaxError(message, at.line, at.column, options.file);
  };

  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;

  if (text.charCodeAt(0) === 0xfeff) pos = 1;
  while (pos < text.length) {
    const lt = text.indexOf('<', pos);
    if (lt < 0) {
      addText(text.slice(pos), pos);
      pos = text.length;
      break;
    }
    if (lt > pos) addText(text.slice(pos, lt), pos);
    pos = lt;
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end < 0) fail('comment not closed (missing "-->")');
      pos = end + 3;
    } else if (text.startsWith('<![CDATA[', pos)) {
      const end = text.indexOf(']]>', pos + 9);
      if (end < 0) fail('CDATA section not closed (missing "]]>")');
      if (stack.length === 0) fail('character data outside the root element');
      stack[stack.length - 1]!.text += text.slice(pos + 9, end);
      pos = end + 3;
    } else if (text.startsWith('<?', pos)) {
      const end = text.indexOf('?>', pos + 2);
      if (end < 0) fail('processing instruction not closed (missing "?>")');
      pos = end + 2;
    } else if (text.startsWith('<!DOCTYPE', pos)) {
      readDoctype();
    } else if (text.startsWith('<!', pos)) {
      fail('unsupported markup declaration');
    } else if (text.startsWith('</', pos)) {
      readEndTag();
    } else {
      readStartTag();
    }
  }
  if (stack.length > 0) {
    const open = stack[stack.length - 1]!;
    throw new XmlSyntaxError(`element <${open.name}> is not closed`, open.line, open.column, options.file);
  }
  if (root === null) fail('no root element', 0);
  return root!;

  function addText(raw: string, offset: number): void {
    if (stack.length === 0) {
      if (raw.trim() === '') return;
      // Control characters (NUL padding, a DOS end-of-file mark) are not text anyone wrote.
      // eslint-disable-next-line no-control-regex -- control characters are what this looks for
      const textStart = raw.search(/[^\s\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/);
      if (textStart < 0) {
        if (root === null) fail(`${describeControls(raw)} before the root element`, offset + raw.search(/\S/));
        options.notes?.push({ code: 'trailing-bytes', message: `${describeControls(raw)} after </${root!.name}>: ignored`, ...locate(offset + raw.search(/\S/)), ...stamp });
        return;
      }
      const shown = raw.slice(textStart).trim();
      fail(`text outside the root element ("${shown.slice(0, 20)}${shown.length > 20 ? '…' : ''}")`, offset + textStart);
    }
    stack[stack.length - 1]!.text += decode(raw, offset);
  }

  function readName(): string {
    const start = pos;
    if (!NAME_START.test(text[pos] ?? '')) fail(pos >= text.length ? 'unexpected end of the file' : `unexpected "${text[pos]}" where a name was expected`);
    NAME_REST.lastIndex = pos + 1;
    NAME_REST.test(text);
    pos = NAME_REST.lastIndex;
    return text.slice(start, pos);
  }

  function skipSpace(): void {
    SPACES.lastIndex = pos;
    SPACES.test(text);
    pos = SPACES.lastIndex;
  }

  function readStartTag(): void {
    const start = pos;
    pos++; // <
    const name = readName();
    const element: XmlElement = { name, attributes: [], children: [], text: '', ...locate(start), ...stamp };
    // The names seen so far, so a repeated attribute is found in linear time (100,000 attributes).
    const seen = new Set<string>();
    for (;;) {
      const before = pos;
      skipSpace();
      if (text.startsWith('/>', pos)) {
        pos += 2;
        attach(element, start);
        return;
      }
      if (text[pos] === '>') {
        pos++;
        attach(element, start);
        if (stack.length >= maxDepth) fail(`elements nested deeper than ${maxDepth}`, start);
        stack.push(element);
        return;
      }
      if (pos >= text.length) fail(`start tag <${name}> not closed`, start);
      if (pos === before) fail(`expected whitespace before an attribute in <${name}>`);
      const attrStart = pos;
      const attrName = readName();
      skipSpace();
      if (text[pos] !== '=') fail(`attribute "${attrName}" has no value (expected "=")`);
      pos++;
      skipSpace();
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") fail(`the value of attribute "${attrName}" must be quoted`);
      const valueEnd = text.indexOf(quote!, pos + 1);
      if (valueEnd < 0) fail(`the value of attribute "${attrName}" is not closed`);
      const raw = text.slice(pos + 1, valueEnd);
      if (raw.includes('<')) fail(`"<" inside the value of attribute "${attrName}"`, pos + 1 + raw.indexOf('<'));
      if (seen.has(attrName)) fail(`attribute "${attrName}" appears twice in <${name}>`, attrStart);
      // Attribute-value normalization: whitespace characters become spaces (XML 1.0 §3.3.3).
      const value = decode(raw, pos + 1).replace(/[\t\n\r]/g, ' ');
      seen.add(attrName);
      element.attributes.push({ name: attrName, value, ...locate(attrStart), ...stamp });
      pos = valueEnd + 1;
    }
  }

  function attach(element: XmlElement, start: number): void {
    if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
    else if (root === null) root = element;
    else fail('a second root element', start);
  }

  function readEndTag(): void {
    const start = pos;
    pos += 2;
    const name = readName();
    skipSpace();
    if (text[pos] !== '>') fail(`end tag </${name}> not closed`);
    pos++;
    const open = stack.pop();
    if (open === undefined) fail(`end tag </${name}> without a start tag`, start);
    if (open!.name !== name) fail(`end tag </${name}> does not match <${open!.name}> at ${open!.line}:${open!.column}`, start);
  }

  /** A DOCTYPE is allowed only without entity declarations: nothing from it is ever used. */
  function readDoctype(): void {
    const start = pos;
    if (root !== null || stack.length > 0) fail('DOCTYPE after the root element started');
    let depth = 0;
    let quote: string | null = null;
    for (pos += 9; pos < text.length; pos++) {
      const c = text[pos]!;
      if (quote !== null) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '[') depth++;
      else if (c === ']') depth--;
      else if (text.startsWith('<!ENTITY', pos)) {
        fail('the DOCTYPE declares an entity; entities are refused (they could expand without bound or read other files)');
      } else if (c === '>' && depth <= 0) {
        pos++;
        return;
      }
    }
    fail('DOCTYPE not closed', start);
  }

  /** Replaces the predefined entities and character references; any other entity is an error. */
  function decode(raw: string, offset: number): string {
    if (!raw.includes('&')) return raw;
    return raw.replace(/&([^;&\s<]*);?/g, (match, body: string, at: number) => {
      if (!match.endsWith(';')) fail('"&" must start an entity reference such as &amp;', offset + at);
      if (Object.hasOwn(PREDEFINED, body)) return PREDEFINED[body]!;
      const numeric = /^#(?:x([0-9A-Fa-f]{1,6})|([0-9]{1,7}))$/.exec(body);
      if (numeric) {
        const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : parseInt(numeric[2]!, 10);
        if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) fail(`character reference &${body}; is not a valid character`, offset + at);
        return String.fromCodePoint(code);
      }
      return fail(`unknown entity &${body}; (only &lt; &gt; &amp; &apos; &quot; and character references are read)`, offset + at);
    });
  }
}
