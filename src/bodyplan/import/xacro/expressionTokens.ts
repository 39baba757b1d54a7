import { ExpressionError, float, type WholeFloat } from './expressionValues.ts';

/** The tokens of a xacro expression (Python's expression syntax, the part xacro files use). */
export type Token =
  | { kind: 'number'; value: number | WholeFloat; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: string; at: number }
  /** A character no expression here uses: an error when the parser reaches it (so earlier faults are named first). */
  | { kind: 'bad'; value: string; at: number }
  | { kind: 'end'; at: number };

/** Longest first. `|`, `&`, `^`, `~`, `<<`, `>>`, `@` are read so that the parser can name them as unsupported. */
const OPERATORS = ['**', '//', '==', '!=', '<=', '>=', '<<', '>>', '+', '-', '*', '/', '%', '<', '>', '(', ')', '[', ']', '{', '}', ',', ':', '.', '=', '|', '&', '^', '~', '@'];

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0', a: '\x07', b: '\b', f: '\f', v: '\v', '\n': '' };

/** A string literal starting at `start` (its quote, after any `r` prefix): its value and the index after it. */
function readString(text: string, start: number, raw: boolean): { value: string; end: number } {
  const quote = text[start]!;
  if (text.startsWith(quote.repeat(3), start)) throw new ExpressionError('triple-quoted strings are not supported', start);
  let value = '';
  let i = start + 1;
  while (i < text.length && text[i] !== quote) {
    const c = text[i]!;
    if (c !== '\\') {
      value += c;
      i++;
      continue;
    }
    const next = text[i + 1] ?? '';
    if (raw) {
      value += c + next;
    } else if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 2, i + 4))) {
      value += String.fromCharCode(parseInt(text.slice(i + 2, i + 4), 16));
      i += 2;
    } else if (Object.hasOwn(ESCAPES, next)) {
      value += ESCAPES[next];
    } else {
      // Python keeps an unknown escape as written (`'\d'` is backslash, d).
      value += c + next;
    }
    i += 2;
  }
  if (i >= text.length) throw new ExpressionError('a string is not closed', start);
  return { value, end: i + 1 };
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const number = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (number) {
      // A literal with a point or an exponent is a float (1.0), else an int (1), as in Python.
      tokens.push({ kind: 'number', value: /[.eE]/.test(number[0]) ? float(Number(number[0])) : Number(number[0]), at: i });
      i += number[0].length;
      if (/[A-Za-z_]/.test(text[i] ?? '')) throw new ExpressionError(`unexpected "${text[i]}" after the number ${number[0]}`, i);
      continue;
    }
    const raw = /^[rR]['"]/.test(text.slice(i, i + 2));
    if (c === "'" || c === '"' || raw) {
      const { value, end } = readString(text, raw ? i + 1 : i, raw);
      tokens.push({ kind: 'string', value, at: i });
      i = end;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i, i + 400));
    if (name) {
      tokens.push({ kind: 'name', value: name[0], at: i });
      i += name[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (op === undefined) {
      tokens.push({ kind: 'bad', value: c, at: i });
      i++;
      continue;
    }
    tokens.push({ kind: 'op', value: op, at: i });
    i += op.length;
  }
  tokens.push({ kind: 'end', at: text.length });
  return tokens;
}
