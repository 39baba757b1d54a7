import { createScanner } from 'jsonc-parser';
import { JSON_TOKEN } from './jsonTokens.ts';
import { toPointer, type Finding } from './diagnostics.ts';

/**
 * Strict JSON parser over jsonc-parser's scanner that keeps where every value and key starts.
 * Iterative (an explicit stack, no recursion), so 10,000-deep values cannot overflow the stack.
 * Recovers after an error and goes on, so all problems are reported in one pass, in text order.
 */

const T = JSON_TOKEN;
// jsonc-parser's ScanError is an ambient const enum too (see jsonTokens.ts): its values as messages.

const SCAN_ERROR_MESSAGES: Record<number, string> = {
  1: 'unterminated comment (comments are not allowed in JSON)',
  2: 'unterminated string: a closing " is missing',
  3: 'incomplete number: digits are missing',
  4: 'invalid \\u escape in string: four hex digits are expected',
  5: 'invalid escape sequence in string',
  6: 'invalid character in string: control characters must be escaped',
};

/**
 * Where a container's members start. Arrays: one value offset per item. Objects: flat triples
 * [key, keyOffset, valueOffset, ...] (flat arrays, not Maps: a 100,000-joint plan has ~10^6 members).
 */
type MemberOffsets = (string | number)[];

export interface LocatedParse {
  /** The value, or undefined when a syntax error left no usable document. */
  value: unknown;
  /** Syntax problems and, separately, duplicate keys and out-of-range numbers. */
  findings: Finding[];
  syntaxErrors: number;
  rootOffset: number;
  offsets: Map<object, MemberOffsets>;
}

/** A surrogate half without its partner; in unicode mode a proper pair matches as one code point, so not here. */
export const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Syntax errors beyond this many are summarized: garbage input must not produce millions. */
export const MAX_SYNTAX_ERRORS = 100;

type ObjectFrame = {
  kind: 'object';
  value: Record<string, unknown>;
  offsets: (string | number)[];
  state: 'key-or-end' | 'key' | 'colon' | 'value' | 'comma-or-end';
  key: string;
  keyOffset: number;
  start: number;
};
type ArrayFrame = {
  kind: 'array';
  value: unknown[];
  offsets: number[];
  state: 'value-or-end' | 'value' | 'comma-or-end';
  start: number;
};
type Frame = ObjectFrame | ArrayFrame;

function isValueStart(token: number): boolean {
  return token === T.OpenBrace || token === T.OpenBracket || token === T.String || token === T.Number ||
    token === T.True || token === T.False || token === T.Null;
}

export function locatedParse(text: string): LocatedParse {
  const scanner = createScanner(text, false);
  const findings: Finding[] = [];
  const offsets = new Map<object, MemberOffsets>();
  const stack: Frame[] = [];
  let syntaxErrors = 0;
  let root: unknown = undefined;
  let rootOffset = 0;
  let topDone = false;
  let sawInvalidStart = false;
  let token: number = T.EOF;

  const isJsonWhitespace = (from: number, length: number): boolean => {
    for (let i = from; i < from + length; i++) {
      const c = text.charCodeAt(i);
      if (c !== 32 && c !== 9) return false;
    }
    return true;
  };
  const path = (): (string | number)[] => {
    const out: (string | number)[] = [];
    for (const f of stack) {
      if (f.kind === 'array') out.push(f.value.length);
      else if (f.state !== 'key-or-end' && f.state !== 'key') out.push(f.key);
    }
    return out;
  };
  let lastSyntaxOffset = 0;
  const syntax = (message: string, offset: number) => {
    syntaxErrors++;
    lastSyntaxOffset = offset;
    if (syntaxErrors <= MAX_SYNTAX_ERRORS) {
      findings.push({ severity: 'error', code: 'json-syntax', message, pointer: toPointer(path()), offset });
    }
  };
  // Past the cap the rest of the text is not read: a bounded report instead of a long wait.
  const gaveUp = () => syntaxErrors >= MAX_SYNTAX_ERRORS;

  /** Next significant token; reports scan errors, comments and non-JSON whitespace on the way. */
  const next = (): number => {
    for (;;) {
      // Past the cap stop here too: a run of stray characters would otherwise be reported one by one.
      if (gaveUp()) return (token = T.EOF);
      // A stray character is reported here, before the scanner sees it: the scanner reads a run of
      // them as one token to its end, so resuming after each one made a 5 MB run quadratic (seconds).
      const at = scanner.getPosition();
      if (at < text.length && isStrayStart(text.charCodeAt(at))) {
        const point = text.codePointAt(at) ?? 0;
        syntax(`unexpected character ${JSON.stringify(String.fromCodePoint(point))} (U+${point.toString(16).toUpperCase().padStart(4, '0')})`, at);
        scanner.setPosition(at + (point > 0xffff ? 2 : 1));
        continue;
      }
      token = scanner.scan();
      const error = scanner.getTokenError();
      if (error !== 0) syntax(SCAN_ERROR_MESSAGES[error] ?? 'invalid text', scanner.getTokenOffset());
      if (token === T.LineBreak) {
        const c = text.charCodeAt(scanner.getTokenOffset());
        if (c !== 10 && c !== 13) {
          syntax(`character U+${c.toString(16).toUpperCase().padStart(4, '0')} is not allowed here (JSON whitespace is space, tab and line breaks)`, scanner.getTokenOffset());
        }
        continue;
      }
      if (token === T.Trivia) {
        if (!isJsonWhitespace(scanner.getTokenOffset(), scanner.getTokenLength())) {
          const raw = text.substr(scanner.getTokenOffset(), scanner.getTokenLength());
          const bad = [...raw].find((c) => c !== ' ' && c !== '\t') ?? ' ';
          const code = bad.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
          syntax(`character U+${code} is not allowed here (JSON whitespace is space, tab and line breaks)`, scanner.getTokenOffset());
        }
        continue;
      }
      if (token === T.LineComment || token === T.BlockComment) {
        if (error === 0) syntax('comments are not allowed in JSON', scanner.getTokenOffset());
        continue;
      }
      if (token === T.Unknown && !/^[\w$.+-]/.test(scanner.getTokenValue())) {
        // A stray character (e.g. a non-breaking space): report it and read on as if it were not there.
        const raw = scanner.getTokenValue();
        const code = (raw.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
        syntax(`unexpected character ${JSON.stringify(String.fromCodePoint(raw.codePointAt(0) ?? 0))} (U+${code})`, scanner.getTokenOffset());
        // The scanner may have read on into a word ("\u20282"): resume right after the stray character.
        const width = (raw.codePointAt(0) ?? 0) > 0xffff ? 2 : 1;
        if (raw.length > width) scanner.setPosition(scanner.getTokenOffset() + width);
        continue;
      }
      return token;
    }
  };

  const attach = (value: unknown, offset: number) => {
    const top = stack[stack.length - 1];
    if (top === undefined) {
      root = value;
      rootOffset = offset;
      topDone = true;
    } else if (top.kind === 'array') {
      top.offsets.push(offset);
      top.value.push(value);
      top.state = 'comma-or-end';
    } else {
      if (Object.hasOwn(top.value, top.key)) {
        findings.push({
          severity: 'error', code: 'duplicate-key', anchor: 'key', pointer: toPointer(path()), offset: top.keyOffset,
          message: `duplicate key "${top.key}" in this object; QuickIK's parser rejects duplicate fields`,
        });
      }
      top.offsets.push(top.key, top.keyOffset, offset);
      if (top.key === '__proto__') {
        Object.defineProperty(top.value, top.key, { value, writable: true, enumerable: true, configurable: true });
      } else {
        top.value[top.key] = value;
      }
      top.state = 'comma-or-end';
    }
  };

  /** A string (value or key) holding a lone surrogate is not Unicode text: QuickIK and UTF-8 cannot carry it. */
  const checkUnicode = (value: string, what: 'key' | 'string') => {
    const bad = LONE_SURROGATE.exec(value);
    if (bad === null) return;
    const code = bad[0].charCodeAt(0).toString(16).toUpperCase();
    findings.push({
      severity: 'error', code: 'not-unicode', pointer: toPointer(path()), offset: scanner.getTokenOffset(),
      ...(what === 'key' ? { anchor: 'key' as const } : {}),
      message: `this ${what} is not Unicode text: it holds a lone surrogate U+${code} (half of a UTF-16 pair without its partner)`,
    });
  };

  const literal = (): unknown => {
    if (token === T.String) {
      const value = scanner.getTokenValue();
      checkUnicode(value, 'string');
      return value;
    }
    if (token === T.True) return true;
    if (token === T.False) return false;
    if (token === T.Null) return null;
    const raw = scanner.getTokenValue();
    const n = Number(raw);
    if (!Number.isFinite(n)) {
      findings.push({
        severity: 'error', code: 'number-out-of-range', pointer: toPointer(path()), offset: scanner.getTokenOffset(),
        message: `the number ${raw.length > 40 ? raw.slice(0, 40) + '…' : raw} does not fit a 64-bit float`,
      });
    }
    return n;
  };

  /** Skips tokens until one of `stops` or the end; the stop token stays current. */
  const skipUntil = (...stops: number[]) => {
    while (token !== T.EOF && !stops.includes(token)) next();
  };

  /** A closer of the wrong kind closes the inner containers implicitly when an outer one matches. */
  const closesOuter = (closer: number): boolean => {
    const kind = closer === T.CloseBrace ? 'object' : 'array';
    return stack.some((f) => f.kind === kind);
  };

  const pop = () => {
    const frame = stack.pop();
    if (frame) offsets.set(frame.value, frame.offsets);
    return frame;
  };

  next();
  while ((!topDone || stack.length > 0) && !gaveUp()) {
    const top = stack[stack.length - 1];
    const offset = scanner.getTokenOffset();
    if (token === T.EOF) {
      if (top === undefined) {
        if (!sawInvalidStart) syntax('the text is empty: a JSON value is expected', offset);
      }
      else syntax(`unexpected end of text: '${top.kind === 'object' ? '}' : ']'}' expected`, offset);
      break;
    }
    const expectingValue = top === undefined || top.state === 'value' || top.state === 'value-or-end';
    if (top !== undefined && top.kind === 'array' && top.state === 'value-or-end' && token === T.CloseBracket) {
      finishContainer();
      next();
      continue;
    }
    if (expectingValue) {
      if (token === T.OpenBrace) {
        stack.push({ kind: 'object', value: {}, offsets: [], state: 'key-or-end', key: '', keyOffset: offset, start: offset });
        next();
      } else if (token === T.OpenBracket) {
        stack.push({ kind: 'array', value: [], offsets: [], state: 'value-or-end', start: offset });
        next();
      } else if (token === T.String || token === T.Number || token === T.True || token === T.False || token === T.Null) {
        const value = literal();
        attach(value, offset);
        next();
      } else if (token === T.Unknown) {
        syntax(`invalid value "${scanner.getTokenValue().slice(0, 40)}": expected a string, number, object, array, true, false or null`, offset);
        attach(null, offset);
        next();
      } else if (top === undefined) {
        syntax('a JSON value is expected', offset);
        sawInvalidStart = true;
        next();
      } else if ((token === T.CloseBrace || token === T.CloseBracket) &&
          (token === T.CloseBrace) !== (top.kind === 'object') && closesOuter(token)) {
        // e.g. `[}`: the array was never closed; one error, and the outer closer still counts.
        syntax(`'${top.kind === 'object' ? '}' : ']'}' expected`, offset);
        finishContainer();
      } else if (token === T.Comma || token === T.CloseBrace || token === T.CloseBracket) {
        syntax(top.kind === 'object' ? `a value is expected after "${top.key}":` : 'a value is expected here', offset);
        top.state = 'comma-or-end';
      } else {
        syntax('a value is expected here', offset);
        next();
      }
      continue;
    }
    if (top === undefined) break;
    if (top.kind === 'object') {
      if (top.state === 'key-or-end' || top.state === 'key') {
        if (token === T.String) {
          top.key = scanner.getTokenValue();
          top.keyOffset = offset;
          top.state = 'colon';
          checkUnicode(top.key, 'key');
          next();
        } else if (token === T.CloseBrace) {
          if (top.state === 'key') syntax('trailing comma: a property name is expected after a comma', offset);
          finishContainer();
          next();
        } else if (token === T.CloseBracket && closesOuter(token)) {
          syntax("'}' expected", offset);
          finishContainer();
        } else {
          syntax('a property name in double quotes is expected', offset);
          next();
          skipUntil(T.Comma, T.CloseBrace);
          if (token === T.Comma) { top.state = 'key'; next(); }
        }
      } else if (top.state === 'colon') {
        if (token === T.Colon) {
          top.state = 'value';
          next();
        } else {
          syntax(`':' expected after the key "${top.key}"`, offset);
          if (isValueStart(token)) top.state = 'value';
          else {
            skipUntil(T.Comma, T.CloseBrace);
            top.state = 'comma-or-end';
          }
        }
      } else if (token === T.Comma) {
        top.state = 'key';
        next();
      } else if (token === T.CloseBrace) {
        finishContainer();
        next();
      } else if (token === T.CloseBracket && closesOuter(token)) {
        syntax("'}' expected", offset);
        finishContainer();
      } else {
        syntax("',' or '}' expected", offset);
        if (token === T.String) top.state = 'key';
        else {
          next();
          skipUntil(T.Comma, T.CloseBrace);
        }
      }
    } else {
      // array, state 'comma-or-end'
      if (token === T.Comma) {
        top.state = 'value';
        if (next() === T.CloseBracket) {
          syntax('trailing comma: a value is expected after a comma', scanner.getTokenOffset());
          finishContainer();
          next();
        }
      } else if (token === T.CloseBracket) {
        finishContainer();
        next();
      } else if (token === T.CloseBrace && closesOuter(token)) {
        syntax("']' expected", offset);
        finishContainer();
      } else {
        syntax("',' or ']' expected", offset);
        if (isValueStart(token)) top.state = 'value';
        else {
          next();
          skipUntil(T.Comma, T.CloseBracket);
        }
      }
    }
  }
  if (gaveUp()) {
    findings.push({
      severity: 'error', code: 'json-syntax', pointer: '', offset: lastSyntaxOffset,
      message: `stopped after ${MAX_SYNTAX_ERRORS} syntax errors; the rest of the text was not checked`,
    });
  } else if (topDone && stack.length === 0 && token !== T.EOF) {
    syntax('unexpected text after the end of the JSON value', scanner.getTokenOffset());
  }
  return { value: syntaxErrors === 0 ? root : undefined, findings, syntaxErrors, rootOffset, offsets };

  function finishContainer() {
    const frame = pop();
    if (frame) attach(frame.value, frame.start);
  }
}

/**
 * Whether a character can only be a stray one: not JSON punctuation, a quote, a slash (comments),
 * whitespace or a line break as the scanner knows them, and not part of a word or number
 * ([A-Za-z0-9_$.+-], which the scanner reads as a literal and the parser reports as a bad value).
 */
function isStrayStart(c: number): boolean {
  if (c >= 0x30 && c <= 0x39) return false; // digits
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) return false; // letters
  switch (c) {
    case 0x7b: case 0x7d: case 0x5b: case 0x5d: case 0x2c: case 0x3a: case 0x22: case 0x2f: // { } [ ] , : " /
    case 0x5f: case 0x24: case 0x2e: case 0x2b: case 0x2d: // _ $ . + -
      return false;
  }
  return !isScannerSpace(c);
}

/** The scanner's whitespace and line breaks (jsonc-parser's isWhiteSpace and isLineBreak: other spaces are stray characters to it too). */
function isScannerSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}
