import { percentFormat } from './expressionFormat.ts';
import {
  checkedCount,
  checkedText,
  equal,
  ExpressionError,
  float,
  integer,
  isDict,
  isFloat,
  isList,
  isNumber,
  isTuple,
  less,
  MAX_TEXT,
  numeric,
  tuple,
  typedLike,
  typeName,
  type DictKey,
  type XacroList,
  type XacroValue,
} from './expressionValues.ts';

/** Python's operators on xacro values: arithmetic, comparison, membership, indexing and slicing. */

/** A list, tuple or text as its items (a text's characters, a dict's keys), for iteration. */
export function itemsOf(v: XacroValue, at: number): XacroValue[] {
  if (typeof v === 'string') {
    const characters = [...v];
    checkedCount(characters.length, at);
    return characters;
  }
  if (isList(v)) return [...v];
  if (isDict(v)) return [...v.keys()];
  throw new ExpressionError(`${typeName(v)} cannot be iterated`, at);
}

function repeat<T>(items: readonly T[], times: number, at: number): T[] {
  checkedCount(items.length * Math.max(times, 0), at);
  if (times <= 0) return [];
  const out = new Array<T>(items.length * times);
  for (let k = 0; k < out.length; k++) out[k] = items[k % items.length]!;
  return out;
}

function sameKind(items: XacroList, like: XacroValue): XacroList {
  return isTuple(like) ? tuple([...items]) : items;
}

export function binary(op: string, a: XacroValue, b: XacroValue, at: number): XacroValue {
  if (op === '+') {
    if (typeof a === 'string' && typeof b === 'string') return checkedText(a + b, at);
    if (isList(a) && isList(b) && isTuple(a) === isTuple(b)) {
      checkedCount(a.length + b.length, at);
      return sameKind([...a, ...b], a);
    }
    if (typeof a === 'string' || typeof b === 'string') throw new ExpressionError(`cannot add ${typeName(a)} and ${typeName(b)} (write str(x) to join a number to a text)`, at);
    return typedLike(numeric(a, at) + numeric(b, at), a, b);
  }
  if (op === '*') {
    if (typeof a === 'string' && typeof b !== 'string') return repeatText(a, repetitions(a, b, at), at);
    if (typeof b === 'string' && typeof a !== 'string') return repeatText(b, repetitions(b, a, at), at);
    if (isList(a) && !isList(b)) return sameKind(repeat(a, integer(b, at), at), a);
    if (isList(b) && !isList(a)) return sameKind(repeat(b, integer(a, at), at), b);
    return typedLike(numeric(a, at) * numeric(b, at), a, b);
  }
  if (op === '%' && typeof a === 'string') return percentFormat(a, b, at);
  const x = numeric(a, at);
  const y = numeric(b, at);
  switch (op) {
    case '-':
      return typedLike(x - y, a, b);
    case '**':
      if (x === 0 && y < 0) throw new ExpressionError('0 cannot be raised to a negative power', at);
      // An int to a negative power is a float in Python (2 ** -1 is 0.5, 1 ** -1 is 1.0).
      return y < 0 && !isFloat(a) && !isFloat(b) ? float(x ** y) : typedLike(x ** y, a, b);
    default: {
      if (y === 0) throw new ExpressionError('division by zero', at);
      // Python 3's / is true division: always a float (4 / 2 is 2.0).
      if (op === '/') return float(x / y);
      // Python floors: -7 // 2 is -4, and -7 % 3 is 2 (the sign of the divisor).
      if (op === '//') return typedLike(Math.floor(x / y), a, b);
      const r = x % y;
      return typedLike(r !== 0 && r < 0 !== y < 0 ? r + y : r, a, b);
    }
  }
}

/** How many times `'ab' * n` repeats: a whole number; else the text is the operand at fault (`'long' * 0.5`, a width given as a word). */
function repetitions(text: string, times: XacroValue, at: number): number {
  if (typeof times === 'number' && !Number.isInteger(times)) throw new ExpressionError(`expected a number, found ${typeName(text)} (a text repeats only a whole number of times)`, at);
  return integer(times, at);
}

function repeatText(text: string, times: number, at: number): string {
  if (times <= 0) return '';
  // Checked before building: 'x' * 10**9 is refused without making the billion characters.
  if (text.length * times > MAX_TEXT) throw new ExpressionError(`the text built here would be longer than ${MAX_TEXT} characters`, at);
  return text.repeat(times);
}

/** `needle in haystack`: a substring, an item of a list, a key of a dict. */
export function contains(haystack: XacroValue, needle: XacroValue, at: number): boolean {
  if (typeof haystack === 'string') {
    if (typeof needle !== 'string') throw new ExpressionError(`"in <text>" needs a text on its left, found ${typeName(needle)}`, at);
    return haystack.includes(needle);
  }
  if (isList(haystack)) return haystack.some((item) => equal(item, needle));
  if (isDict(haystack)) return [...haystack.keys()].some((key) => equal(key, needle));
  throw new ExpressionError(`"in" needs a text, list or dictionary on its right, found ${typeName(haystack)}`, at);
}

export function compare(op: string, a: XacroValue, b: XacroValue, at: number): boolean {
  switch (op) {
    case '==':
      return equal(a, b);
    case '!=':
      return !equal(a, b);
    case '<':
      return less(a, b, at);
    case '>':
      return less(b, a, at);
    case '<=':
      return !less(b, a, at);
    case '>=':
      return !less(a, b, at);
    case 'in':
      return contains(b, a, at);
    case 'not in':
      return !contains(b, a, at);
    // Identity is only observable here for None, booleans and numbers; containers compare by being the same object.
    case 'is':
      return a === b;
    default:
      return a !== b;
  }
}

/** A dict's key as a Map key: numbers, texts, booleans and None. */
export function dictKey(key: XacroValue, at: number): DictKey {
  // A float key finds the int key of the same value, as in Python ({1: 'a'}[1.0]).
  if (isNumber(key)) return numeric(key, at);
  if (key !== null && typeof key === 'object') throw new ExpressionError(`${typeName(key)} cannot be a dictionary key`, at);
  return key;
}

const keyList = (dict: ReadonlyMap<DictKey, XacroValue>) => {
  const keys = [...dict.keys()].map((k) => (typeof k === 'string' ? `'${k}'` : String(k)));
  return keys.length > 12 ? `${keys.slice(0, 12).join(', ')}, …` : keys.join(', ');
};

/** `object[key]`: a text's character, a list's item (negative from the end), a dict's value. */
export function indexValue(object: XacroValue, key: XacroValue, at: number): XacroValue {
  if (isDict(object)) {
    const found = [...object.keys()].find((k) => equal(k, dictKey(key, at)));
    if (found === undefined) throw new ExpressionError(`no key ${typeof key === 'string' ? `'${key}'` : String(key)} in the dictionary (its keys: ${keyList(object) || 'none'})`, at);
    return object.get(found)!;
  }
  if (typeof object !== 'string' && !isList(object)) throw new ExpressionError(`${typeName(object)} cannot be indexed`, at);
  const items = typeof object === 'string' ? [...object] : object;
  const i = integer(key, at);
  const k = i < 0 ? i + items.length : i;
  if (k < 0 || k >= items.length) throw new ExpressionError(`index ${i} is out of range (length ${items.length})`, at);
  return items[k]!;
}

/** The attribute `name` of a dict (xacro's YAML dicts read `d.key` as `d['key']`). */
export function attributeValue(object: XacroValue, name: string, at: number, spelled: string): XacroValue {
  if (isDict(object)) {
    if (object.has(name)) return object.get(name)!;
    throw new ExpressionError(`unknown property "${spelled}": the dictionary has no key '${name}' (its keys: ${keyList(object) || 'none'})`, at);
  }
  throw new ExpressionError(`unknown property "${spelled}": ${typeName(object)} has no attribute "${name}"`, at);
}

/** `object[start:stop:step]` with Python's clamping of the bounds. */
export function sliceValue(object: XacroValue, start: XacroValue, stop: XacroValue, step: XacroValue, at: number): XacroValue {
  if (typeof object !== 'string' && !isList(object)) throw new ExpressionError(`${typeName(object)} cannot be sliced`, at);
  const items = typeof object === 'string' ? [...object] : object;
  const n = items.length;
  const s = step === null ? 1 : integer(step, at);
  if (s === 0) throw new ExpressionError('a slice step cannot be zero', at);
  const bound = (v: XacroValue, fallback: number) => {
    if (v === null) return fallback;
    const i = integer(v, at);
    const k = i < 0 ? i + n : i;
    return s > 0 ? Math.min(Math.max(k, 0), n) : Math.min(Math.max(k, -1), n - 1);
  };
  const from = bound(start, s > 0 ? 0 : n - 1);
  const to = bound(stop, s > 0 ? n : -1);
  const out: XacroValue[] = [];
  for (let k = from; s > 0 ? k < to : k > to; k += s) out.push(items[k]!);
  if (typeof object === 'string') return (out as string[]).join('');
  return sameKind(out, object);
}
