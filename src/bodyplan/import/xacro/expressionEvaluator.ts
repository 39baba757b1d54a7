import { BUILTINS, MATH_CONSTANTS, MATH_FUNCTIONS } from './expressionBuiltins.ts';
import { applyFunction } from './expressionFunction.ts';
import { callMethod } from './expressionMethods.ts';
import { attributeValue, binary, compare, dictKey, indexValue, sliceValue } from './expressionOperators.ts';
import type { Node } from './expressionParser.ts';
import { checkedCount, ExpressionError, numeric, truthy, tuple, typedLike, type DictKey, type XacroValue } from './expressionValues.ts';
import { xacroFunctions, type ExpressionHost } from './xacroFunctions.ts';

/**
 * Evaluates a parsed expression over xacro values. Names are properties first (as in xacro, where a
 * property shadows a builtin), then constants; calls reach only the builtins, `math.*`, `xacro.*`
 * and the methods of texts, lists and dicts. Each evaluation has a step budget, so no expression
 * runs long however it is written.
 */

const MAX_STEPS = 1_000_000;

/** Names xacro files use without `math.`: Python's booleans in lower case too, as property texts spell them. */
const CONSTANTS: Record<string, XacroValue> = { ...MATH_CONSTANTS, true: true, false: false };

/** `a.b.c` as written, for messages about a dotted name. */
function spelled(node: Node): string {
  if (node.kind === 'name') return node.name;
  if (node.kind === 'attribute') return `${spelled(node.object)}.${node.name}`;
  return '…';
}

/** Where a dotted name starts (an error about `os.system` points at `os`). */
function startOf(node: Node): number {
  return node.kind === 'attribute' ? startOf(node.object) : node.at;
}

export function evaluateTree(tree: Node, host: ExpressionHost): XacroValue {
  let steps = 0;
  let xacro: ReturnType<typeof xacroFunctions> | undefined;
  /** A module name (`math`, `xacro`) when the node is one and no property has that name. */
  const moduleOf = (node: Node) => (node.kind === 'name' && (node.name === 'math' || node.name === 'xacro') && host.lookup(node.name) === undefined ? node.name : null);

  return ev(tree);

  /** Evaluates `node`, charging the budget a step, plus the items of a list or the length/64 of a text it builds. */
  function ev(node: Node): XacroValue {
    if (++steps > MAX_STEPS) throw new ExpressionError(`the expression takes more than ${MAX_STEPS} steps`, node.at);
    const value = compute(node);
    if (Array.isArray(value)) steps += value.length;
    else if (typeof value === 'string') steps += value.length >> 6;
    if (steps > MAX_STEPS) throw new ExpressionError(`the expression takes more than ${MAX_STEPS} steps`, node.at);
    return value;
  }

  function compute(node: Node): XacroValue {
    switch (node.kind) {
      case 'const':
        return node.value;
      case 'name':
        return name(node.name, node.at);
      case 'list':
      case 'tuple': {
        const items = node.items.map(ev);
        return node.kind === 'tuple' ? tuple(items) : items;
      }
      case 'dict': {
        const out = new Map<DictKey, XacroValue>();
        for (const [key, value] of node.entries) out.set(dictKey(ev(key), key.at), ev(value));
        return out;
      }
      case 'not':
        return !truthy(ev(node.operand));
      case 'negate': {
        const operand = ev(node.operand);
        return typedLike(-numeric(operand, node.at), operand);
      }
      case 'plus': {
        const operand = ev(node.operand);
        return typedLike(numeric(operand, node.at), operand);
      }
      case 'binary':
        return binary(node.op, ev(node.left), ev(node.right), node.at);
      // Python's and/or give back an operand, and do not evaluate the right one when the left decides.
      case 'and': {
        const left = ev(node.left);
        return truthy(left) ? ev(node.right) : left;
      }
      case 'or': {
        const left = ev(node.left);
        return truthy(left) ? left : ev(node.right);
      }
      case 'compare': {
        let left = ev(node.first);
        for (const { op, node: next, at } of node.rest) {
          const right = ev(next);
          if (!compare(op, left, right, at)) return false;
          left = right;
        }
        return true;
      }
      case 'if':
        return truthy(ev(node.test)) ? ev(node.then) : ev(node.otherwise);
      case 'attribute':
        return attribute(node.object, node.name, node.at);
      case 'index':
        return indexValue(ev(node.object), ev(node.index), node.at);
      case 'slice': {
        const part = (p: Node | null) => (p === null ? null : ev(p));
        return sliceValue(ev(node.object), part(node.start), part(node.stop), part(node.step), node.at);
      }
      case 'call':
        return call(node.callee, node.args.map(ev), new Map(node.kwargs.map(([k, v]) => [k, ev(v)])), node.at);
    }
  }

  function name(text: string, at: number): XacroValue {
    const value = host.lookup(text);
    if (value !== undefined) return value;
    if (Object.hasOwn(CONSTANTS, text)) return CONSTANTS[text]!;
    if (text === 'math' || text === 'xacro') throw new ExpressionError(`"${text}" is a module: use ${text}.NAME`, at);
    if (Object.hasOwn(BUILTINS, text) || text === 'load_yaml') throw new ExpressionError(`"${text}" is a function: call it, ${text}(…)`, at);
    throw new ExpressionError(`unknown property "${text}"`, at);
  }

  function attribute(objectNode: Node, attr: string, at: number): XacroValue {
    const module = moduleOf(objectNode);
    if (module === 'math' && Object.hasOwn(MATH_CONSTANTS, attr)) return MATH_CONSTANTS[attr]!;
    if (module !== null) throw new ExpressionError(`"${module}.${attr}" is not a value expressions may read here`, at);
    return attributeValue(ev(objectNode), attr, at, spelled({ kind: 'attribute', object: objectNode, name: attr, at }));
  }

  function call(callee: Node, args: XacroValue[], keywords: ReadonlyMap<string, XacroValue>, at: number): XacroValue {
    const refused = (what: string) => new ExpressionError(`"${what}" is not a function xacro expressions may call here`, startOf(callee));
    if (callee.kind === 'name') {
      const own = host.lookup(callee.name);
      if (own !== undefined) throw new ExpressionError(`the property "${callee.name}" is not a function`, callee.at);
      if (callee.name === 'load_yaml') return applyFunction('load_yaml', xacroTable().load_yaml!, args, keywords, at);
      if (!Object.hasOwn(BUILTINS, callee.name)) throw refused(callee.name);
      return counted(applyFunction(callee.name, BUILTINS[callee.name]!, args, keywords, at), at);
    }
    if (callee.kind !== 'attribute') throw new ExpressionError('only named functions and methods can be called', at);
    const module = moduleOf(callee.object);
    if (module !== null) {
      const table = module === 'math' ? MATH_FUNCTIONS : xacroTable();
      if (!Object.hasOwn(table, callee.name)) throw refused(`${module}.${callee.name}`);
      return counted(applyFunction(`${module}.${callee.name}`, table[callee.name]!, args, keywords, at), at);
    }
    // `os.system(…)`, `sys.exit(…)`: a dotted name that is no property is refused as a function, not as a property.
    if (callee.object.kind === 'name' && host.lookup(callee.object.name) === undefined) throw refused(spelled(callee));
    return counted(callMethod(ev(callee.object), callee.name, args, keywords, callee.at), at);
  }

  function xacroTable() {
    xacro ??= xacroFunctions(host);
    return xacro;
  }

  /** A list a builtin or method returned, refused past the cap on items (the budget is charged by ev). */
  function counted(value: XacroValue, at: number): XacroValue {
    if (Array.isArray(value)) checkedCount(value.length, at);
    return value;
  }
}
