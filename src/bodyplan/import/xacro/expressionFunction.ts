import { ExpressionError, type XacroValue } from './expressionValues.ts';

/** A function expressions may call: how many arguments it takes, which keywords, and what it does. */
export interface XacroFunction {
  arity: [number, number];
  /** The keyword arguments it takes ('any': every name, as dict(a=1) does). */
  keywords?: readonly string[] | 'any';
  apply(args: XacroValue[], keywords: ReadonlyMap<string, XacroValue>, at: number): XacroValue;
}

/** Calls `fn` (named `name` in errors) after checking its argument count and keywords, as Python would. */
export function applyFunction(name: string, fn: XacroFunction, args: XacroValue[], keywords: ReadonlyMap<string, XacroValue>, at: number): XacroValue {
  const [least, most] = fn.arity;
  if (args.length < least || args.length > most) {
    const count = least === most ? String(least) : most === Infinity ? `at least ${least}` : `${least} to ${most}`;
    throw new ExpressionError(`${name}() takes ${count} argument${most === 1 ? '' : 's'}, got ${args.length}`, at);
  }
  for (const key of keywords.keys()) {
    if (fn.keywords !== 'any' && !(fn.keywords ?? []).includes(key)) throw new ExpressionError(`${name}() has no keyword argument "${key}"`, at);
  }
  return fn.apply(args, keywords, at);
}
