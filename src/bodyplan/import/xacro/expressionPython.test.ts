import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError, textOfValue, type XacroValue } from './expression.ts';

/** Python's expression semantics as xacro packages rely on them, written out as the text xacro puts in the document. */
const config: XacroValue = new Map<string, XacroValue>([
  ['kinematics', new Map<string, XacroValue>([['shoulder', new Map<string, XacroValue>([['x', 0.1], ['z', 0.1625]])]])],
  ['joints', ['shoulder_pan', 'shoulder_lift', 'elbow']],
]);
const props: Record<string, XacroValue> = { side: 'left', n: 3, config, sides: ['left', 'right'], flag: false };
const lookup = (name: string) => (Object.hasOwn(props, name) ? props[name] : undefined);
const ev = (text: string) => evaluateExpression(text, lookup);
const text = (expression: string) => textOfValue(ev(expression));

function failure(expression: string): { message: string; offset: number } {
  try {
    ev(expression);
  } catch (error) {
    if (error instanceof ExpressionError) return { message: error.message, offset: error.offset };
    throw error;
  }
  throw new Error(`"${expression}" evaluated without an error`);
}

describe('xacro expressions with Python semantics', () => {
  it('reads None, booleans, strings with either quote and escapes, and writes values as Python\'s str does', () => {
    expect(text('None')).toBe('None');
    expect(text('True')).toBe('True');
    expect(text(`"it's" + 'a\\tb' + r'\\d'`)).toBe("it'sa\tb\\d");
    expect(text("'a' 'b'")).toBe('ab');
    expect(text('0.1')).toBe('0.1');
    expect(text('0.00001')).toBe('1e-05');
    expect(text('1.5e-7')).toBe('1.5e-07');
    expect(text('1e16 + 0.5')).toBe('1e+16');
    expect(text('[1, 0.5, "a", None, True]')).toBe("[1, 0.5, 'a', None, True]");
    expect(text('(1,)')).toBe('(1,)');
    expect(text('(1, 2)')).toBe('(1, 2)');
    expect(text("{'a': 1, 2: [3]}")).toBe("{'a': 1, 2: [3]}");
  });

  it('does arithmetic as Python: floor division and modulo take the sign of the divisor, + and * on texts and lists', () => {
    expect(ev('-7 // 2')).toBe(-4);
    expect(ev('7 % -3')).toBe(-2);
    expect(ev('-7.5 % 2')).toBe(0.5);
    expect(ev('2 ** 10')).toBe(1024);
    expect(ev('True + 1')).toBe(2);
    expect(ev("'ab' * 3")).toBe('ababab');
    expect(ev("2 * 'ab'")).toBe('abab');
    expect(text('[1] * 3 + [2]')).toBe('[1, 1, 1, 2]');
    expect(text('(1,) + (2,)')).toBe('(1, 2)');
    expect(failure("'a' + 1").message).toMatch(/cannot add the text "a" and a number/);
    expect(failure('[1] + (2,)').message).toMatch(/expected a number, found a list/);
  });

  it('compares in chains, and and/or give back an operand without evaluating the rest', () => {
    expect(ev('1 < n <= 3 != 4')).toBe(true);
    expect(ev('[1, 2] < [1, 3]')).toBe(true);
    expect(ev("'abc' < 'abd'")).toBe(true);
    expect(ev("'' or 'default'")).toBe('default');
    expect(ev("side and 'yes'")).toBe('yes');
    expect(ev('flag and undefined_name')).toBe(false);
    expect(ev('n or undefined_name')).toBe(3);
    expect(ev('not []')).toBe(true);
    expect(ev('None is None and n is not None')).toBe(true);
    expect(failure("1 < 'a'").message).toBe('cannot order a number and the text "a"');
  });

  it('tests membership with in / not in: substrings, list items, dict keys', () => {
    expect(ev("'ef' in 'left'")).toBe(true);
    expect(ev("'x' not in sides")).toBe(true);
    expect(ev("side in ['left', 'right']")).toBe(true);
    expect(ev("'kinematics' in config")).toBe(true);
    expect(ev("'dynamics' not in config")).toBe(true);
    expect(failure('1 in 2').message).toMatch(/"in" needs a text, list or dictionary on its right, found a number/);
  });

  it('chooses with a if c else b, evaluating only the branch taken', () => {
    expect(ev("1 if side == 'left' else -1")).toBe(1);
    expect(ev("1 if side == 'right' else -1 if n == 3 else 0")).toBe(-1);
    expect(ev('undefined_name if flag else 2')).toBe(2);
  });

  it('indexes and slices texts, lists and tuples (negative too), and reads dicts by key and by attribute', () => {
    expect(ev('side[0]')).toBe('l');
    expect(ev('side[-1]')).toBe('t');
    expect(ev('side[1:3]')).toBe('ef');
    expect(ev('side[::-1]')).toBe('tfel');
    expect(ev('side[-2:]')).toBe('ft');
    expect(text('[0, 1, 2, 3, 4][1::2]')).toBe('[1, 3]');
    expect(text('(0, 1, 2)[:10]')).toBe('(0, 1, 2)');
    expect(ev("config['kinematics']['shoulder']['x']")).toBe(0.1);
    expect(ev('config.kinematics.shoulder.z')).toBe(0.1625);
    expect(ev("config.joints[-1]")).toBe('elbow');
    expect(ev("{'a': {'b': 2}}['a']['b']")).toBe(2);
    expect(failure("config['dynamics']")).toEqual({ message: "no key 'dynamics' in the dictionary (its keys: 'kinematics', 'joints')", offset: 6 });
    expect(failure('config.kinematics.elbow').message).toBe('unknown property "config.kinematics.elbow": the dictionary has no key \'elbow\' (its keys: \'shoulder\')');
    expect(failure('n.real').message).toBe('unknown property "n.real": a number has no attribute "real"');
    expect(failure('sides[2]').message).toBe('index 2 is out of range (length 2)');
    expect(failure('sides[0.5]').message).toBe('expected an integer, found 0.5');
    expect(failure('side[::0]').message).toBe('a slice step cannot be zero');
  });
});
