/**
 * The values xacro expressions compute with, as Python has them: ints and floats (JS numbers; a
 * float with a whole value is a WholeFloat), strings, booleans, None (null), lists (arrays), tuples
 * (frozen arrays) and dicts (Maps, as YAML files load them). Also their truth, equality, order and
 * text as Python's `str` writes them, since xacro writes an expression's value into the document
 * with `str()`.
 */

/**
 * A Python float whose value is whole (`1.0`, `-0.0`, `1e+16`). It is kept apart from the int of
 * the same value because xacro writes it as Python does, `1.0` where the int is `1`. A float with a
 * fraction (or inf, nan) stays a plain number: no int has its value, so it cannot be mistaken.
 */
export class WholeFloat {
  constructor(readonly value: number) {}
}

export type DictKey = number | string | boolean | null;
export type XacroValue = number | WholeFloat | string | boolean | null | XacroList | XacroDict;
export type XacroList = readonly XacroValue[];
export type XacroDict = ReadonlyMap<DictKey, XacroValue>;

/** A problem in an expression, at `offset` (0-based, in the expression's text). */
export class ExpressionError extends Error {
  override name = 'ExpressionError';
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Built strings and lists larger than these are refused, so `'x' * 10**9` or `range(10**9)` ends at once. */
export const MAX_TEXT = 1_000_000;
export const MAX_ITEMS = 100_000;

export const isList = (v: XacroValue): v is XacroList => Array.isArray(v);
/** Tuples are frozen arrays: they index like lists but print as `(1, 2)`. */
export const isTuple = (v: XacroValue): v is XacroList => Array.isArray(v) && Object.isFrozen(v);
export const isDict = (v: XacroValue): v is XacroDict => v instanceof Map;
export const tuple = (items: XacroValue[]): XacroList => Object.freeze(items);

/** A built string or list, refused (at `at`) when past the caps. */
export function checkedText(text: string, at: number): string {
  if (text.length > MAX_TEXT) throw new ExpressionError(`the text built here would be longer than ${MAX_TEXT} characters`, at);
  return text;
}
export function checkedCount(count: number, at: number): number {
  if (count > MAX_ITEMS) throw new ExpressionError(`the list built here would have more than ${MAX_ITEMS} items`, at);
  return count;
}

/** A Python float of value `x`: a WholeFloat when whole, else the number itself. */
export const float = (x: number): number | WholeFloat => (Number.isInteger(x) ? new WholeFloat(x) : x);

/** Whether `v` is a Python float (not an int, a bool or anything else). */
export const isFloat = (v: XacroValue): boolean => v instanceof WholeFloat || (typeof v === 'number' && !Number.isInteger(v));

/** Whether `v` is a number of either kind (booleans are not counted here). */
export const isNumber = (v: XacroValue): v is number | WholeFloat => typeof v === 'number' || v instanceof WholeFloat;

/** `result` as Python types it from its operands: a float when any operand is one, else an int. */
export const typedLike = (result: number, ...operands: XacroValue[]): number | WholeFloat => (operands.some(isFloat) ? float(result) : result);

/** A number (True and False count as 1 and 0, as in Python), else an error at `at`. */
export function numeric(v: XacroValue, at: number): number {
  if (typeof v === 'number') return v;
  if (v instanceof WholeFloat) return v.value;
  if (typeof v === 'boolean') return Number(v);
  throw new ExpressionError(`expected a number, found ${typeName(v)}`, at);
}

/** A whole number (a count, an index, a range bound). */
export function integer(v: XacroValue, at: number): number {
  const n = numeric(v, at);
  if (!Number.isInteger(n)) throw new ExpressionError(`expected an integer, found ${n}`, at);
  return n;
}

/** How an error names a value: its type, and a short quote of a text. */
export function typeName(v: XacroValue): string {
  if (v === null) return 'None';
  if (isNumber(v)) return 'a number';
  if (typeof v === 'boolean') return 'a boolean';
  if (typeof v === 'string') return `the text "${v.length > 30 ? `${v.slice(0, 30)}…` : v}"`;
  if (isDict(v)) return 'a dictionary';
  return isTuple(v) ? 'a tuple' : 'a list';
}

/** Python's truth of a value. */
export function truthy(value: XacroValue): boolean {
  if (value === null) return false;
  if (typeof value === 'string') return value !== '';
  if (isNumber(value)) return numeric(value, 0) !== 0;
  if (typeof value === 'boolean') return value;
  return isDict(value) ? value.size > 0 : value.length > 0;
}

/** Python's `==`: True == 1, lists and dicts by content. */
export function equal(a: XacroValue, b: XacroValue): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return false;
  const numberLike = (v: XacroValue) => isNumber(v) || typeof v === 'boolean';
  if (numberLike(a) && numberLike(b)) return numeric(a, 0) === numeric(b, 0);
  if (isList(a) && isList(b)) return isTuple(a) === isTuple(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]!));
  if (isDict(a) && isDict(b)) return a.size === b.size && [...a].every(([k, v]) => b.has(k) && equal(v, b.get(k)!));
  return false;
}

/** Python's order (<): numbers with numbers, texts with texts, lists item by item; else an error. */
export function less(a: XacroValue, b: XacroValue, at: number): boolean {
  if (a === b) return false;
  if (typeof a === 'number' && typeof b === 'number') return a < b;
  const numberLike = (v: XacroValue) => isNumber(v) || typeof v === 'boolean';
  if (numberLike(a) && numberLike(b)) return numeric(a, at) < numeric(b, at);
  if (typeof a === 'string' && typeof b === 'string') return a < b;
  if (isList(a) && isList(b) && isTuple(a) === isTuple(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (!equal(a[i]!, b[i]!)) return less(a[i]!, b[i]!, at);
    }
    return a.length < b.length;
  }
  throw new ExpressionError(`cannot order ${typeName(a)} and ${typeName(b)}`, at);
}

/**
 * A float as Python's repr writes it: shortest digits, exponent form below 1e-4 (`1e-05`) and from
 * 1e16 (`1e+16`), and a whole value with `.0` (`1.0`, `-0.0`).
 */
function floatText(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (Object.is(x, -0)) return '-0.0';
  const [mantissa, exponentText] = x.toExponential().split('e') as [string, string];
  const exponent = Number(exponentText);
  if (exponent >= -4 && exponent < 16) return Number.isInteger(x) ? `${x}.0` : String(x);
  return `${mantissa}e${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`;
}

/** An int as Python writes it: every digit (10**16 is `10000000000000000`, not `1e+16`). */
function intText(x: number): string {
  return Math.abs(x) < 1e16 ? String(x === 0 ? 0 : x) : BigInt(x).toString();
}

/** A text as Python's repr quotes it (inside lists and dicts). */
function quoted(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
  return quote + (quote === "'" ? escaped.replace(/'/g, "\\'") : escaped) + quote;
}

/** Joins texts with `separator`, refused before joining when the result would pass MAX_TEXT. */
export function joinText(pieces: readonly string[], separator: string, at: number): string {
  let length = separator.length * Math.max(pieces.length - 1, 0);
  for (const piece of pieces) length += piece.length;
  if (length > MAX_TEXT) throw new ExpressionError(`the text built here would be longer than ${MAX_TEXT} characters`, at);
  return pieces.join(separator);
}

/** Python's str of a scalar (texts quoted as repr quotes them inside containers). */
function scalarText(value: string | number | WholeFloat | boolean | null, quote: boolean): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value instanceof WholeFloat) return floatText(value.value);
  if (typeof value === 'number') return Number.isInteger(value) ? intText(value) : floatText(value);
  return quote ? quoted(value) : value;
}

/**
 * Python's str of `value`, refused once it passes MAX_TEXT characters (`left`: what remains): a
 * list holding the same big list 100,000 times is refused after MAX_TEXT characters, not after
 * building all of it.
 */
class ValueWriter {
  private readonly out: string[] = [];
  private left = MAX_TEXT;

  text(): string {
    return this.out.join('');
  }

  put(text: string): void {
    this.left -= text.length;
    if (this.left < 0) throw new ExpressionError(`the text of this value would be longer than ${MAX_TEXT} characters`, 0);
    this.out.push(text);
  }

  write(value: XacroValue, depth: number, quote: boolean): void {
    if (value === null || typeof value !== 'object' || value instanceof WholeFloat) return this.put(scalarText(value, quote));
    if (depth > 100) throw new ExpressionError('a value nested more than 100 deep cannot be written', 0);
    if (isDict(value)) {
      this.put('{');
      let first = true;
      for (const [key, item] of value) {
        if (!first) this.put(', ');
        first = false;
        this.write(key, depth + 1, true);
        this.put(': ');
        this.write(item, depth + 1, true);
      }
      return this.put('}');
    }
    this.put(isTuple(value) ? '(' : '[');
    for (let k = 0; k < value.length; k++) {
      if (k > 0) this.put(', ');
      this.write(value[k]!, depth + 1, true);
    }
    this.put(!isTuple(value) ? ']' : value.length === 1 ? ',)' : ')');
  }
}

/**
 * A value as xacro writes it into the document: Python's `str` (booleans `True`, floats by their
 * repr, `1.0`, `1e-05`; ints `1`; lists `[1, 'a']`).
 */
export function textOfValue(value: XacroValue): string {
  if (typeof value === 'string') return value;
  const writer = new ValueWriter();
  writer.write(value, 0, false);
  return writer.text();
}

/**
 * A property's text as a value in an expression: an int or a float when it spells one (as xacro
 * tries Python's int() then float(): `1` is an int, `1.0` and `1e-5` floats), a boolean for
 * true/false (any case, as xacro files write their flags), else the text itself.
 */
export function valueOfText(text: string): XacroValue {
  const trimmed = text.trim();
  if (/^[+-]?\d+$/.test(trimmed)) return Number(trimmed);
  if (/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed)) return float(Number(trimmed));
  if (/^true$/i.test(trimmed)) return true;
  if (/^false$/i.test(trimmed)) return false;
  return text;
}
