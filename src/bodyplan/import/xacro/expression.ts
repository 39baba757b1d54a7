/**
 * The arithmetic of xacro's `${…}`, read by our own parser: numbers, 'strings', property names,
 * + - * / // % ** (right-associative), unary minus and plus, parentheses, comparisons
 * (== != < <= > >=, chained as in Python), and/or/not, True/False, pi and e, and a fixed table
 * of math functions (also as `math.NAME`). Nothing from a file runs as code: a name that is not a
 * property, a constant or a function of the table is an error, as is any other Python syntax
 * (attribute access, indexing, lambdas, `__import__('os')`).
 */

export type XacroValue = number | string | boolean;

/** A problem in an expression, at `offset` (0-based, in the expression's text). */
export class ExpressionError extends Error {
  override name = 'ExpressionError';
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

/** Looks a property up by name: its value, or undefined when no property has that name. */
export type PropertyLookup = (name: string) => XacroValue | undefined;

const CONSTANTS: Record<string, number | boolean> = { pi: Math.PI, e: Math.E, True: true, False: false, true: true, false: false, inf: Infinity };

type MathFunction = { arity: [number, number]; apply: (...args: number[]) => number };
const FUNCTIONS: Record<string, MathFunction> = {
  sin: { arity: [1, 1], apply: Math.sin },
  cos: { arity: [1, 1], apply: Math.cos },
  tan: { arity: [1, 1], apply: Math.tan },
  asin: { arity: [1, 1], apply: Math.asin },
  acos: { arity: [1, 1], apply: Math.acos },
  atan: { arity: [1, 1], apply: Math.atan },
  atan2: { arity: [2, 2], apply: Math.atan2 },
  sqrt: { arity: [1, 1], apply: Math.sqrt },
  exp: { arity: [1, 1], apply: Math.exp },
  log: { arity: [1, 1], apply: Math.log },
  radians: { arity: [1, 1], apply: (x) => (x * Math.PI) / 180 },
  degrees: { arity: [1, 1], apply: (x) => (x * 180) / Math.PI },
  abs: { arity: [1, 1], apply: Math.abs },
  fabs: { arity: [1, 1], apply: Math.abs },
  floor: { arity: [1, 1], apply: Math.floor },
  ceil: { arity: [1, 1], apply: Math.ceil },
  pow: { arity: [2, 2], apply: Math.pow },
  min: { arity: [1, 64], apply: Math.min },
  max: { arity: [1, 64], apply: Math.max },
  float: { arity: [1, 1], apply: (x) => x },
  int: { arity: [1, 1], apply: Math.trunc },
};

/** Longer than this is refused, and so is nesting deeper than MAX_DEPTH: evaluation stays bounded. */
const MAX_LENGTH = 10_000;
const MAX_DEPTH = 100;

type Token =
  | { kind: 'number'; value: number; at: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'name'; value: string; at: number }
  | { kind: 'op'; value: string; at: number }
  /** A character no expression here uses: an error when the parser reaches it (so earlier faults are named first). */
  | { kind: 'bad'; value: string; at: number }
  | { kind: 'end'; at: number };

const OPERATORS = ['**', '//', '==', '!=', '<=', '>=', '+', '-', '*', '/', '%', '<', '>', '(', ')', ','];

function tokenize(text: string): Token[] {
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
      tokens.push({ kind: 'number', value: Number(number[0]), at: i });
      i += number[0].length;
      if (/[A-Za-z_]/.test(text[i] ?? '')) throw new ExpressionError(`unexpected "${text[i]}" after the number ${number[0]}`, i);
      continue;
    }
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      if (end < 0) throw new ExpressionError('a string is not closed', i);
      const body = text.slice(i + 1, end);
      if (body.includes('\\')) throw new ExpressionError('escapes in strings are not supported', i + 1 + body.indexOf('\\'));
      tokens.push({ kind: 'string', value: body, at: i });
      i = end + 1;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(text.slice(i, i + 400));
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

const typeName = (v: XacroValue) => (typeof v === 'number' ? 'a number' : typeof v === 'boolean' ? 'a boolean' : `the text "${v.length > 30 ? `${v.slice(0, 30)}…` : v}"`);

/** Python's truth of a value. */
function truthy(value: XacroValue): boolean {
  return typeof value === 'string' ? value !== '' : typeof value === 'number' ? value !== 0 : value;
}

/** Evaluates one `${…}` body; throws ExpressionError (with the offset of the fault) on anything else. */
export function evaluateExpression(text: string, lookup: PropertyLookup): XacroValue {
  if (text.length > MAX_LENGTH) throw new ExpressionError(`the expression is longer than ${MAX_LENGTH} characters`, 0);
  const tokens = tokenize(text);
  let index = 0;
  let depth = 0;
  const peek = () => {
    const t = tokens[index]!;
    if (t.kind === 'bad') throw new ExpressionError(`"${t.value}" is not part of the expressions xacro files are read with here`, t.at);
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

  const result = orExpr();
  if (peek().kind !== 'end') throw new ExpressionError(`unexpected ${describe(peek())}`, peek().at);
  return result;

  function describe(t: Token): string {
    return t.kind === 'end' ? 'end of the expression' : t.kind === 'string' ? `'${t.value}'` : `"${t.value}"`;
  }

  function nested<T>(read: () => T): T {
    if (++depth > MAX_DEPTH) throw new ExpressionError(`the expression is nested more than ${MAX_DEPTH} deep`, peek().at);
    try {
      return read();
    } finally {
      depth--;
    }
  }

  function orExpr(): XacroValue {
    let left = andExpr();
    while (isWord('or')) {
      index++;
      const right = andExpr();
      left = truthy(left) ? left : right;
    }
    return left;
  }

  function andExpr(): XacroValue {
    let left = notExpr();
    while (isWord('and')) {
      index++;
      const right = notExpr();
      left = truthy(left) ? right : left;
    }
    return left;
  }

  function notExpr(): XacroValue {
    if (isWord('not')) {
      index++;
      return nested(() => !truthy(notExpr()));
    }
    return comparison();
  }

  function comparison(): XacroValue {
    let left = sum();
    let result: boolean | null = null;
    for (;;) {
      const t = peek();
      if (t.kind !== 'op' || !['==', '!=', '<', '<=', '>', '>='].includes(t.value)) break;
      index++;
      const right = sum();
      const holds = compare(t.value, left, right, t.at);
      result = (result ?? true) && holds;
      left = right;
    }
    return result ?? left;
  }

  function compare(op: string, a: XacroValue, b: XacroValue, at: number): boolean {
    if (op === '==') return a === b || (typeof a !== 'string' && typeof b !== 'string' && Number(a) === Number(b));
    if (op === '!=') return !compare('==', a, b, at);
    if (typeof a === 'string' && typeof b === 'string') return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
    const x = numeric(a, at);
    const y = numeric(b, at);
    return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : x >= y;
  }

  function numeric(v: XacroValue, at: number): number {
    if (typeof v === 'string') throw new ExpressionError(`expected a number, found ${typeName(v)}`, at);
    return Number(v);
  }

  function sum(): XacroValue {
    let left = term();
    for (;;) {
      const t = peek();
      if (t.kind !== 'op' || (t.value !== '+' && t.value !== '-')) return left;
      index++;
      const right = term();
      if (t.value === '+' && typeof left === 'string' && typeof right === 'string') left = left + right;
      else left = t.value === '+' ? numeric(left, t.at) + numeric(right, t.at) : numeric(left, t.at) - numeric(right, t.at);
    }
  }

  function term(): XacroValue {
    let left = unary();
    for (;;) {
      const t = peek();
      if (t.kind !== 'op' || !['*', '/', '//', '%'].includes(t.value)) return left;
      index++;
      const x = numeric(left, t.at);
      const y = numeric(unary(), t.at);
      if (t.value !== '*' && y === 0) throw new ExpressionError('division by zero', t.at);
      left = t.value === '*' ? x * y : t.value === '/' ? x / y : t.value === '//' ? Math.floor(x / y) : x - y * Math.floor(x / y);
    }
  }

  function unary(): XacroValue {
    const t = peek();
    if (t.kind === 'op' && (t.value === '-' || t.value === '+')) {
      index++;
      const value = nested(unary);
      return t.value === '-' ? -numeric(value, t.at) : numeric(value, t.at);
    }
    return power();
  }

  function power(): XacroValue {
    const base = primary();
    if (!isOp('**')) return base;
    const at = peek().at;
    index++;
    // Right-associative, and binds tighter than a unary minus on its left: -2**2 is -4.
    const exponent = nested(unary);
    return numeric(base, at) ** numeric(exponent, at);
  }

  function primary(): XacroValue {
    const t = peek();
    if (t.kind === 'number' || t.kind === 'string') {
      index++;
      return t.value;
    }
    if (t.kind === 'op' && t.value === '(') {
      index++;
      const value = nested(orExpr);
      expectOp(')');
      return value;
    }
    if (t.kind === 'name') {
      index++;
      if (isOp('(')) return call(t.value, t.at);
      if (['and', 'or', 'not', 'if', 'else', 'lambda', 'in', 'is', 'for'].includes(t.value)) throw new ExpressionError(`"${t.value}" is not supported here`, t.at);
      const value = lookup(t.value);
      if (value !== undefined) return value;
      const constant = Object.hasOwn(CONSTANTS, t.value) ? CONSTANTS[t.value] : t.value.startsWith('math.') && Object.hasOwn(CONSTANTS, t.value.slice(5)) ? CONSTANTS[t.value.slice(5)] : undefined;
      if (constant !== undefined) return constant;
      throw new ExpressionError(`unknown property "${t.value}"`, t.at);
    }
    throw new ExpressionError(`unexpected ${describe(t)}`, t.at);
  }

  function call(name: string, at: number): XacroValue {
    const bare = name.startsWith('math.') ? name.slice(5) : name;
    const fn = Object.hasOwn(FUNCTIONS, bare) ? FUNCTIONS[bare] : undefined;
    if (fn === undefined) throw new ExpressionError(`"${name}" is not a function xacro expressions may call here (the math functions sin, cos, tan, asin, acos, atan, atan2, sqrt, radians, degrees, abs, min, max, floor, ceil, pow, exp, log)`, at);
    expectOp('(');
    const args: number[] = [];
    if (!isOp(')')) {
      for (;;) {
        const argAt = peek().at;
        args.push(numeric(nested(orExpr), argAt));
        if (!isOp(',')) break;
        index++;
      }
    }
    expectOp(')');
    if (args.length < fn.arity[0] || args.length > fn.arity[1]) {
      throw new ExpressionError(`${name}() takes ${fn.arity[0] === fn.arity[1] ? fn.arity[0] : `${fn.arity[0]} to ${fn.arity[1]}`} argument${fn.arity[1] === 1 ? '' : 's'}, got ${args.length}`, at);
    }
    return fn.apply(...args);
  }
}

/**
 * A property's text as a value in an expression: a number when it spells one, a boolean for
 * true/false (any case, as xacro files write their flags), else the text itself.
 */
export function valueOfText(text: string): XacroValue {
  const trimmed = text.trim();
  if (/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed)) return Number(trimmed);
  if (/^true$/i.test(trimmed)) return true;
  if (/^false$/i.test(trimmed)) return false;
  return text;
}

/** A value as xacro writes it into the document (booleans as Python spells them). */
export function textOfValue(value: XacroValue): string {
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return typeof value === 'number' ? String(value) : value;
}
