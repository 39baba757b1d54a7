import { evaluateTree } from './expressionEvaluator.ts';
import { parseExpression } from './expressionParser.ts';
import type { XacroValue } from './expressionValues.ts';
import type { ExpressionHost, PropertyLookup } from './xacroFunctions.ts';

/**
 * The expressions of xacro's `${…}`: the part of Python's expression language description packages
 * use, read by our own parser (expressionTokens.ts, expressionParser.ts) and evaluated over xacro
 * values (expressionEvaluator.ts, with the builtins, methods and xacro.* helpers of their own
 * files). Nothing from a file runs as code: a name is a property, a constant or a function of a
 * fixed table; any other Python (lambda, comprehensions, `__import__`) is an error with its offset.
 */

export { ExpressionError, textOfValue, valueOfText, type XacroValue } from './expressionValues.ts';
export type { ExpressionHost, PropertyLookup } from './xacroFunctions.ts';

/** What an expression may reach besides properties (files for load_yaml, arguments, notes). */
export type ExpressionOptions = Omit<ExpressionHost, 'lookup' | 'evaluate'>;

/** Evaluates one `${…}` body; throws ExpressionError (with the offset of the fault) on anything else. */
export function evaluateExpression(text: string, lookup: PropertyLookup, options: ExpressionOptions = {}): XacroValue {
  const host: ExpressionHost = { ...options, lookup, evaluate: (inner) => evaluateExpression(inner, () => undefined, {}) };
  return evaluateTree(parseExpression(text), host);
}
