import type { XacroFunction } from './expressionFunction.ts';
import { dictKey, itemsOf } from './expressionOperators.ts';
import { checkedCount, equal, ExpressionError, float, integer, isDict, isFloat, isList, less, numeric, textOfValue, truthy, tuple, typedLike, typeName, type DictKey, type XacroValue } from './expressionValues.ts';

/**
 * The Python builtins and `math` names xacro exposes to expressions: the ones description packages
 * call. Each is our own implementation over xacro values (nothing runs Python or JS from the file).
 */

/**
 * A math function of numbers, giving a float as Python's math does (`math.sqrt(4)` is 2.0), or an
 * int for floor, ceil and trunc (`integral`); NaN from numbers that are not NaN is Python's "math
 * domain error".
 */
function mathOf(arity: [number, number], fn: (...xs: number[]) => number, integral = false): XacroFunction {
  return {
    arity,
    apply: (args, _kw, at) => {
      const xs = args.map((a) => numeric(a, at));
      const result = fn(...xs);
      if (Number.isNaN(result) && !xs.some(Number.isNaN)) throw new ExpressionError('math domain error', at);
      if (integral && !Number.isFinite(result)) throw new ExpressionError(`cannot convert ${result} to an integer`, at);
      return integral ? result : float(result);
    },
  };
}

export const MATH_CONSTANTS: Record<string, number> = { pi: Math.PI, e: Math.E, tau: 2 * Math.PI, inf: Infinity, nan: NaN };

export const MATH_FUNCTIONS: Record<string, XacroFunction> = {
  sin: mathOf([1, 1], Math.sin),
  cos: mathOf([1, 1], Math.cos),
  tan: mathOf([1, 1], Math.tan),
  asin: mathOf([1, 1], Math.asin),
  acos: mathOf([1, 1], Math.acos),
  atan: mathOf([1, 1], Math.atan),
  atan2: mathOf([2, 2], Math.atan2),
  sinh: mathOf([1, 1], Math.sinh),
  cosh: mathOf([1, 1], Math.cosh),
  tanh: mathOf([1, 1], Math.tanh),
  sqrt: mathOf([1, 1], Math.sqrt),
  exp: mathOf([1, 1], Math.exp),
  log: mathOf([1, 2], (x, base) => (base === undefined ? Math.log(x) : Math.log(x) / Math.log(base))),
  log10: mathOf([1, 1], Math.log10),
  log2: mathOf([1, 1], Math.log2),
  pow: mathOf([2, 2], Math.pow),
  hypot: mathOf([0, 64], Math.hypot),
  floor: mathOf([1, 1], Math.floor, true),
  ceil: mathOf([1, 1], Math.ceil, true),
  trunc: mathOf([1, 1], Math.trunc, true),
  fabs: mathOf([1, 1], Math.abs),
  fmod: mathOf([2, 2], (x, y) => x % y),
  copysign: mathOf([2, 2], (x, y) => Math.abs(x) * (y < 0 || Object.is(y, -0) ? -1 : 1)),
  radians: mathOf([1, 1], (x) => (x * Math.PI) / 180),
  degrees: mathOf([1, 1], (x) => (x * 180) / Math.PI),
  isnan: { arity: [1, 1], apply: (args, _kw, at) => Number.isNaN(numeric(args[0]!, at)) },
  isinf: { arity: [1, 1], apply: (args, _kw, at) => Math.abs(numeric(args[0]!, at)) === Infinity },
  isfinite: { arity: [1, 1], apply: (args, _kw, at) => Number.isFinite(numeric(args[0]!, at)) },
};

/** Python's round: halves to even (round(2.5) is 2), or to `digits` decimals. */
function roundHalfEven(x: number, digits: number): number {
  const scale = 10 ** digits;
  const scaled = x * scale;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const rounded = diff > 0.5 || (diff === 0.5 && floor % 2 !== 0) ? floor + 1 : floor;
  return rounded / scale;
}

function extreme(name: 'min' | 'max'): XacroFunction {
  return {
    arity: [1, Infinity],
    apply: (args, _kw, at) => {
      const items = args.length === 1 ? itemsOf(args[0]!, at) : args;
      if (items.length === 0) throw new ExpressionError(`${name}() of an empty sequence`, at);
      return items.reduce((best, item) => ((name === 'min' ? less(item, best, at) : less(best, item, at)) ? item : best));
    },
  };
}

function toInt(v: XacroValue, at: number): number {
  if (typeof v === 'string') {
    if (!/^\s*[+-]?\d+\s*$/.test(v)) throw new ExpressionError(`int() cannot read ${typeName(v)}`, at);
    return Number(v);
  }
  const n = numeric(v, at);
  if (!Number.isFinite(n)) throw new ExpressionError(`int() of ${n}`, at);
  return Math.trunc(n);
}

function toFloat(v: XacroValue, at: number): number {
  if (typeof v === 'string') {
    const t = v.trim().toLowerCase();
    if (/^[+-]?(inf|infinity|nan)$/.test(t)) return t.includes('nan') ? NaN : t.startsWith('-') ? -Infinity : Infinity;
    if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/.test(t)) throw new ExpressionError(`float() cannot read ${typeName(v)}`, at);
    return Number(t);
  }
  return numeric(v, at);
}

function range(args: XacroValue[], at: number): XacroValue[] {
  const [start, stop, step] = args.length === 1 ? [0, integer(args[0]!, at), 1] : [integer(args[0]!, at), integer(args[1]!, at), args[2] === undefined ? 1 : integer(args[2], at)];
  if (step === 0) throw new ExpressionError('range() step cannot be zero', at);
  checkedCount(Math.max(0, Math.ceil((stop - start) / step)), at);
  const out: number[] = [];
  for (let i = start; step > 0 ? i < stop : i > stop; i += step) out.push(i);
  return out;
}

function dict(args: XacroValue[], keywords: ReadonlyMap<string, XacroValue>, at: number): XacroValue {
  const out = new Map<DictKey, XacroValue>();
  const source = args[0];
  if (source !== undefined && isDict(source)) for (const [k, v] of source) out.set(k, v);
  else if (source !== undefined) {
    for (const pair of itemsOf(source, at)) {
      if (!isList(pair) || pair.length !== 2) throw new ExpressionError('dict() needs pairs (key, value)', at);
      out.set(dictKey(pair[0]!, at), pair[1]!);
    }
  }
  for (const [k, v] of keywords) out.set(k, v);
  return out;
}

export const BUILTINS: Record<string, XacroFunction> = {
  len: {
    arity: [1, 1],
    apply: ([v], _kw, at) => {
      if (typeof v === 'string') return [...v].length;
      if (isList(v!)) return v.length;
      if (isDict(v!)) return v.size;
      throw new ExpressionError(`len() of ${typeName(v!)}`, at);
    },
  },
  str: { arity: [0, 1], apply: ([v]) => (v === undefined ? '' : textOfValue(v)) },
  int: { arity: [0, 1], apply: ([v], _kw, at) => (v === undefined ? 0 : toInt(v, at)) },
  float: { arity: [0, 1], apply: ([v], _kw, at) => float(v === undefined ? 0 : toFloat(v, at)) },
  bool: { arity: [0, 1], apply: ([v]) => (v === undefined ? false : truthy(v)) },
  abs: { arity: [1, 1], apply: ([v], _kw, at) => typedLike(Math.abs(numeric(v!, at)), v!) },
  min: extreme('min'),
  max: extreme('max'),
  round: {
    arity: [1, 2],
    // round(x) is an int; round(x, n) keeps x's type (round(2.675, 2) is a float, round(7, 1) an int).
    apply: ([v, digits], _kw, at) => (digits === undefined || digits === null ? roundHalfEven(numeric(v!, at), 0) : typedLike(roundHalfEven(numeric(v!, at), integer(digits, at)), v!)),
  },
  sum: {
    arity: [1, 2],
    keywords: ['start'],
    apply: ([v, start], kw, at) => {
      const first = start ?? kw.get('start') ?? 0;
      let total = numeric(first, at);
      let anyFloat = isFloat(first);
      for (const item of itemsOf(v!, at)) {
        total += numeric(item, at);
        anyFloat ||= isFloat(item);
      }
      return anyFloat ? float(total) : total;
    },
  },
  range: { arity: [1, 3], apply: (args, _kw, at) => range(args, at) },
  list: { arity: [0, 1], apply: ([v], _kw, at) => (v === undefined ? [] : itemsOf(v, at)) },
  tuple: { arity: [0, 1], apply: ([v], _kw, at) => tuple(v === undefined ? [] : itemsOf(v, at)) },
  dict: { arity: [0, 1], keywords: 'any', apply: dict },
  sorted: {
    arity: [1, 1],
    keywords: ['reverse'],
    apply: ([v], kw, at) => {
      const items = itemsOf(v!, at).sort((a, b) => (less(a, b, at) ? -1 : equal(a, b) ? 0 : 1));
      return truthy(kw.get('reverse') ?? false) ? items.reverse() : items;
    },
  },
  any: { arity: [1, 1], apply: ([v], _kw, at) => itemsOf(v!, at).some(truthy) },
  all: { arity: [1, 1], apply: ([v], _kw, at) => itemsOf(v!, at).every(truthy) },
  // xacro also exposes the math module's names globally (deprecated there, still used).
  ...MATH_FUNCTIONS,
};
