import { applyFunction, type XacroFunction } from './expressionFunction.ts';
import { contains, dictKey, indexValue, itemsOf } from './expressionOperators.ts';
import { format } from './expressionFormat.ts';
import { checkedCount, checkedText, equal, ExpressionError, integer, isDict, isList, joinText, textOfValue, typeName, type XacroValue } from './expressionValues.ts';

/** The methods of texts, lists and dicts that description packages call (`'a_b'.split('_')`, `d.get('k', 0)`). */

const text = (v: XacroValue, at: number, what = 'an argument'): string => {
  if (typeof v !== 'string') throw new ExpressionError(`expected a text as ${what}, found ${typeName(v)}`, at);
  return v;
};

/** Python's split: on runs of whitespace without a separator, else on each separator; at most `limit` splits. */
function split(s: string, sep: XacroValue | undefined, limit: number, at: number): string[] {
  const parts: string[] = [];
  if (sep === undefined || sep === null) {
    const words = s.trim().split(/\s+/).filter((w) => w !== '');
    if (limit < 0 || words.length <= limit + 1) return words;
    let rest = s.trimStart();
    for (let k = 0; k < limit; k++) {
      const m = /\s+/.exec(rest)!;
      parts.push(rest.slice(0, m.index));
      rest = rest.slice(m.index + m[0].length);
    }
    return [...parts, rest];
  }
  const separator = text(sep, at, 'the separator');
  if (separator === '') throw new ExpressionError('empty separator', at);
  let rest = s;
  while (limit < 0 || parts.length < limit) {
    const k = rest.indexOf(separator);
    if (k < 0) break;
    parts.push(rest.slice(0, k));
    rest = rest.slice(k + separator.length);
  }
  parts.push(rest);
  checkedCount(parts.length, at);
  return parts;
}

type Method = XacroFunction;
const stripOf = (mode: 'both' | 'start' | 'end'): Method => ({
  arity: [1, 2],
  apply: ([s, chars], _kw, at) => {
    const value = s as string;
    const set = chars === undefined || chars === null ? null : [...text(chars, at)];
    const strip = (ch: string) => (set === null ? /\s/.test(ch) : set.includes(ch));
    let from = 0;
    let to = value.length;
    if (mode !== 'end') while (from < to && strip(value[from]!)) from++;
    if (mode !== 'start') while (to > from && strip(value[to - 1]!)) to--;
    return value.slice(from, to);
  },
});

/** Text methods; the text itself is the first of `args` (so arity counts it). */
const TEXT_METHODS: Record<string, Method> = {
  split: { arity: [1, 3], keywords: ['sep', 'maxsplit'], apply: ([s, sep, limit], kw, at) => split(s as string, sep ?? kw.get('sep'), integer(limit ?? kw.get('maxsplit') ?? -1, at), at) },
  join: {
    arity: [2, 2],
    apply: ([s, items], _kw, at) => joinText(itemsOf(items!, at).map((item) => text(item, at, 'an item to join')), s as string, at),
  },
  lower: { arity: [1, 1], apply: ([s]) => (s as string).toLowerCase() },
  upper: { arity: [1, 1], apply: ([s]) => (s as string).toUpperCase() },
  capitalize: { arity: [1, 1], apply: ([s]) => (s as string).charAt(0).toUpperCase() + (s as string).slice(1).toLowerCase() },
  strip: stripOf('both'),
  lstrip: stripOf('start'),
  rstrip: stripOf('end'),
  startswith: { arity: [2, 2], apply: ([s, p], _kw, at) => (isList(p!) ? p.some((q) => (s as string).startsWith(text(q, at))) : (s as string).startsWith(text(p!, at))) },
  endswith: { arity: [2, 2], apply: ([s, p], _kw, at) => (isList(p!) ? p.some((q) => (s as string).endsWith(text(q, at))) : (s as string).endsWith(text(p!, at))) },
  replace: {
    arity: [3, 4],
    apply: ([s, from, to, count], _kw, at) => {
      const [old, by] = [text(from!, at), text(to!, at)];
      const parts = split(s as string, old, -1, at);
      const n = count === undefined ? -1 : integer(count, at);
      // The first n occurrences are replaced; the rest stay as they were.
      const head = joinText(n < 0 ? parts : parts.slice(0, n + 1), by, at);
      const tail = n < 0 ? [] : parts.slice(n + 1);
      return tail.length === 0 ? head : checkedText(head + old + joinText(tail, old, at), at);
    },
  },
  find: { arity: [2, 2], apply: ([s, sub], _kw, at) => (s as string).indexOf(text(sub!, at)) },
  count: { arity: [2, 2], apply: ([s, sub], _kw, at) => split(s as string, text(sub!, at), -1, at).length - 1 },
  isdigit: { arity: [1, 1], apply: ([s]) => /^\d+$/.test(s as string) },
  format: { arity: [1, Infinity], keywords: 'any', apply: ([s, ...args], kw, at) => format(s as string, args, kw, at) },
};

const LIST_METHODS: Record<string, Method> = {
  index: {
    arity: [2, 2],
    apply: ([list, item], _kw, at) => {
      const k = (list as XacroValue[]).findIndex((x) => equal(x, item!));
      if (k < 0) throw new ExpressionError(`${textOfValue(item!)} is not in the list`, at);
      return k;
    },
  },
  count: { arity: [2, 2], apply: ([list, item]) => (list as XacroValue[]).filter((x) => equal(x, item!)).length },
};

const DICT_METHODS: Record<string, Method> = {
  get: { arity: [2, 3], apply: ([d, key, fallback], _kw, at) => (contains(d!, dictKey(key!, at), at) ? indexValue(d!, key!, at) : (fallback ?? null)) },
  keys: { arity: [1, 1], apply: ([d]) => [...(d as Map<unknown, XacroValue>).keys()] as XacroValue[] },
  values: { arity: [1, 1], apply: ([d]) => [...(d as Map<unknown, XacroValue>).values()] },
  items: { arity: [1, 1], apply: ([d]) => [...(d as Map<XacroValue, XacroValue>).entries()].map(([k, v]) => Object.freeze([k, v])) },
};

/** `object.name(args)`: a method of a text, list or dict; anything else is an error naming it. */
export function callMethod(object: XacroValue, name: string, args: XacroValue[], keywords: ReadonlyMap<string, XacroValue>, at: number): XacroValue {
  const table = typeof object === 'string' ? TEXT_METHODS : isDict(object) ? DICT_METHODS : isList(object) ? LIST_METHODS : {};
  const method = Object.hasOwn(table, name) ? table[name] : undefined;
  if (method === undefined) throw new ExpressionError(`${typeName(object)} has no method "${name}" that expressions may call here`, at);
  // The object counts as the first argument; errors count the arguments the file wrote.
  const [least, most] = method.arity;
  const adjusted: XacroFunction = { ...method, arity: [least - 1, most - 1], apply: (rest, kw, where) => method.apply([object, ...rest], kw, where) };
  return applyFunction(name, adjusted, args, keywords, at);
}
