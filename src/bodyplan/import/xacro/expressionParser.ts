import { tokenize, type Token } from './expressionTokens.ts';
import { ExpressionError, type XacroValue } from './expressionValues.ts';

/**
 * Parses a xacro expression into a tree, with Python's grammar and precedence for the part of it
 * xacro files use: `a if c else b`, or/and/not, chained comparisons with in/not in/is, + - * / // %
 * **, unary signs, calls with keyword arguments, attributes, indexing and slicing, list, tuple and
 * dict literals. Everything else Python has (lambda, comprehensions, bit operators, `*args`) is an
 * error naming it. Nothing is evaluated here.
 */

export type Node =
  | { kind: 'const'; value: XacroValue; at: number }
  | { kind: 'name'; name: string; at: number }
  | { kind: 'list' | 'tuple'; items: Node[]; at: number }
  | { kind: 'dict'; entries: [Node, Node][]; at: number }
  | { kind: 'not' | 'negate' | 'plus'; operand: Node; at: number }
  | { kind: 'binary'; op: string; left: Node; right: Node; at: number }
  | { kind: 'and' | 'or'; left: Node; right: Node; at: number }
  | { kind: 'compare'; first: Node; rest: { op: string; node: Node; at: number }[]; at: number }
  | { kind: 'if'; test: Node; then: Node; otherwise: Node; at: number }
  | { kind: 'attribute'; object: Node; name: string; at: number }
  | { kind: 'index'; object: Node; index: Node; at: number }
  | { kind: 'slice'; object: Node; start: Node | null; stop: Node | null; step: Node | null; at: number }
  | { kind: 'call'; callee: Node; args: Node[]; kwargs: [string, Node][]; at: number };

/** Longer than this is refused, and so is nesting deeper than MAX_DEPTH: parsing and evaluation stay bounded. */
export const MAX_LENGTH = 10_000;
const MAX_DEPTH = 100;
/** Chains (`1+1+…`, `a[0][0]…`) nest the tree without brackets; past this many links they are refused too. */
const MAX_CHAIN = 1000;

/** Python words that start what expressions here do not have: each named by its error. */
const UNSUPPORTED_WORDS: Record<string, string> = {
  lambda: '"lambda" is not supported (expressions define no functions)',
  for: 'comprehensions ("for") are not supported',
  yield: '"yield" is not supported',
  await: '"await" is not supported',
  async: '"async" is not supported',
  import: '"import" is not supported',
};

const COMPARISONS = ['==', '!=', '<', '<=', '>', '>='];

export function parseExpression(text: string): Node {
  if (text.length > MAX_LENGTH) throw new ExpressionError(`the expression is longer than ${MAX_LENGTH} characters`, 0);
  const tokens = tokenize(text);
  let index = 0;
  let depth = 0;
  let chain = 0;

  const peek = (): Token => {
    const t = tokens[index]!;
    if (t.kind === 'bad') throw new ExpressionError(`"${t.value}" is not part of the expressions xacro files are read with here`, t.at);
    if (t.kind === 'op' && ['|', '&', '^', '~', '<<', '>>', '@'].includes(t.value)) throw new ExpressionError(`the operator "${t.value}" is not supported`, t.at);
    if (t.kind === 'name' && Object.hasOwn(UNSUPPORTED_WORDS, t.value)) throw new ExpressionError(UNSUPPORTED_WORDS[t.value]!, t.at);
    return t;
  };
  const isOp = (value: string) => {
    const t = peek();
    return t.kind === 'op' && t.value === value;
  };
  const isWord = (value: string) => {
    const t = peek();
    return t.kind === 'name' && t.value === value;
  };
  const expectOp = (value: string) => {
    if (!isOp(value)) throw new ExpressionError(`expected "${value}"`, peek().at);
    index++;
  };
  const describe = (t: Token) => (t.kind === 'end' ? 'end of the expression' : t.kind === 'string' ? `'${t.value}'` : `"${t.value}"`);
  const link = (at: number) => {
    if (++chain > MAX_CHAIN) throw new ExpressionError(`the expression chains more than ${MAX_CHAIN} operations`, at);
  };

  const tree = nested(test);
  if (peek().kind !== 'end') throw new ExpressionError(`unexpected ${describe(peek())}`, peek().at);
  return tree;

  function nested<T>(read: () => T): T {
    if (++depth > MAX_DEPTH) throw new ExpressionError(`the expression is nested more than ${MAX_DEPTH} deep`, peek().at);
    try {
      return read();
    } finally {
      depth--;
    }
  }

  /** `a if c else b` (Python's "test"). */
  function test(): Node {
    const value = orExpr();
    if (!isWord('if')) return value;
    const at = peek().at;
    index++;
    const condition = orExpr();
    if (!isWord('else')) throw new ExpressionError('"if" without "else"', peek().at);
    index++;
    return { kind: 'if', test: condition, then: value, otherwise: nested(test), at };
  }

  function orExpr(): Node {
    let left = andExpr();
    while (isWord('or')) {
      const at = peek().at;
      index++;
      link(at);
      left = { kind: 'or', left, right: andExpr(), at };
    }
    return left;
  }

  function andExpr(): Node {
    let left = notExpr();
    while (isWord('and')) {
      const at = peek().at;
      index++;
      link(at);
      left = { kind: 'and', left, right: notExpr(), at };
    }
    return left;
  }

  function notExpr(): Node {
    if (!isWord('not')) return comparison();
    const at = peek().at;
    index++;
    return { kind: 'not', operand: nested(notExpr), at };
  }

  /** The comparison operator at the cursor (consumed), or null. */
  function comparisonOp(): string | null {
    const t = peek();
    if (t.kind === 'op' && COMPARISONS.includes(t.value)) return (index++, t.value);
    if (isWord('in')) return (index++, 'in');
    if (isWord('not')) {
      const next = tokens[index + 1];
      if (next?.kind === 'name' && next.value === 'in') return ((index += 2), 'not in');
      return null;
    }
    if (isWord('is')) {
      index++;
      if (isWord('not')) return (index++, 'is not');
      return 'is';
    }
    return null;
  }

  function comparison(): Node {
    const first = sum();
    const rest: { op: string; node: Node; at: number }[] = [];
    for (;;) {
      const at = peek().at;
      const op = comparisonOp();
      if (op === null) break;
      link(at);
      rest.push({ op, node: sum(), at });
    }
    return rest.length === 0 ? first : { kind: 'compare', first, rest, at: first.at };
  }

  function binaryLevel(ops: string[], next: () => Node): Node {
    let left = next();
    for (;;) {
      const t = peek();
      if (t.kind !== 'op' || !ops.includes(t.value)) return left;
      index++;
      link(t.at);
      left = { kind: 'binary', op: t.value, left, right: next(), at: t.at };
    }
  }

  function sum(): Node {
    return binaryLevel(['+', '-'], term);
  }

  function term(): Node {
    return binaryLevel(['*', '/', '//', '%'], unary);
  }

  function unary(): Node {
    const t = peek();
    if (t.kind === 'op' && (t.value === '-' || t.value === '+')) {
      index++;
      return { kind: t.value === '-' ? 'negate' : 'plus', operand: nested(unary), at: t.at };
    }
    return power();
  }

  function power(): Node {
    const base = trailers(atom());
    if (!isOp('**')) return base;
    const at = peek().at;
    index++;
    // Right-associative, and binds tighter than a unary minus on its left: -2**2 is -4.
    return { kind: 'binary', op: '**', left: base, right: nested(unary), at };
  }

  /** `.name`, `[index or slice]` and `(arguments)` after an atom. */
  function trailers(node: Node): Node {
    for (;;) {
      const t = peek();
      if (t.kind !== 'op' || !['.', '[', '('].includes(t.value)) return node;
      index++;
      link(t.at);
      if (t.value === '.') {
        const name = peek();
        if (name.kind !== 'name') throw new ExpressionError('expected a name after "."', name.at);
        index++;
        node = { kind: 'attribute', object: node, name: name.value, at: name.at };
      } else if (t.value === '[') {
        node = nested(() => subscript(node, t.at));
      } else {
        node = nested(() => call(node, t.at));
      }
    }
  }

  function subscript(object: Node, at: number): Node {
    const part = () => (isOp(':') || isOp(']') ? null : test());
    const start = part();
    if (isOp(']') && start !== null) {
      index++;
      return { kind: 'index', object, index: start, at };
    }
    expectOp(':');
    const stop = part();
    let step: Node | null = null;
    if (isOp(':')) {
      index++;
      step = part();
    }
    expectOp(']');
    return { kind: 'slice', object, start, stop, step, at };
  }

  function call(callee: Node, at: number): Node {
    const args: Node[] = [];
    const kwargs: [string, Node][] = [];
    while (!isOp(')')) {
      if (isOp('*') || isOp('**')) throw new ExpressionError('"*" and "**" arguments are not supported', peek().at);
      const t = peek();
      const next = tokens[index + 1];
      if (t.kind === 'name' && next?.kind === 'op' && next.value === '=') {
        index += 2;
        kwargs.push([t.value, test()]);
      } else {
        if (kwargs.length > 0) throw new ExpressionError('a positional argument after a keyword argument', t.at);
        args.push(test());
      }
      if (!isOp(',')) break;
      index++;
    }
    expectOp(')');
    return { kind: 'call', callee, args, kwargs, at };
  }

  /** Items up to `close`, separated by commas; whether a trailing comma or more than one item made it a tuple. */
  function items(close: string): { items: Node[]; comma: boolean } {
    const list: Node[] = [];
    let comma = false;
    while (!isOp(close)) {
      list.push(test());
      if (!isOp(',')) break;
      comma = true;
      index++;
    }
    expectOp(close);
    return { items: list, comma };
  }

  function atom(): Node {
    const t = peek();
    if (t.kind === 'number') return (index++, { kind: 'const', value: t.value, at: t.at });
    if (t.kind === 'string') {
      index++;
      // Adjacent literals join, as in Python: 'a' "b" is 'ab'.
      let value = t.value;
      for (let next = peek(); next.kind === 'string'; next = peek()) {
        value += next.value;
        index++;
      }
      return { kind: 'const', value, at: t.at };
    }
    if (t.kind === 'name') {
      index++;
      if (t.value === 'True' || t.value === 'False') return { kind: 'const', value: t.value === 'True', at: t.at };
      if (t.value === 'None') return { kind: 'const', value: null, at: t.at };
      if (['and', 'or', 'not', 'if', 'else', 'in', 'is'].includes(t.value)) throw new ExpressionError(`unexpected "${t.value}"`, t.at);
      return { kind: 'name', name: t.value, at: t.at };
    }
    if (t.kind === 'op' && t.value === '(') {
      index++;
      const { items: list, comma } = nested(() => items(')'));
      return list.length === 1 && !comma ? list[0]! : { kind: 'tuple', items: list, at: t.at };
    }
    if (t.kind === 'op' && t.value === '[') {
      index++;
      return { kind: 'list', items: nested(() => items(']')).items, at: t.at };
    }
    if (t.kind === 'op' && t.value === '{') {
      index++;
      return nested(() => dict(t.at));
    }
    throw new ExpressionError(`unexpected ${describe(t)}`, t.at);
  }

  function dict(at: number): Node {
    const entries: [Node, Node][] = [];
    while (!isOp('}')) {
      const key = test();
      if (!isOp(':')) throw new ExpressionError('sets are not supported (expected ":" after a dictionary key)', peek().at);
      index++;
      entries.push([key, test()]);
      if (!isOp(',')) break;
      index++;
    }
    expectOp('}');
    return { kind: 'dict', entries, at };
  }
}
