import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError, textOfValue, type XacroValue } from './expression.ts';

const props: Record<string, XacroValue> = { width: 0.2, side: 'left', flag: true, n: 3 };
const lookup = (name: string) => (Object.hasOwn(props, name) ? props[name] : undefined);
const ev = (text: string) => evaluateExpression(text, lookup);
/** The value as xacro writes it (Python's str: the math functions give floats, `9.0`). */
const written = (text: string) => textOfValue(ev(text));

/** The offset and message of the error `text` raises. */
function failure(text: string): { message: string; offset: number } {
  try {
    ev(text);
  } catch (error) {
    if (error instanceof ExpressionError) return { message: error.message, offset: error.offset };
    throw error;
  }
  throw new Error(`"${text}" evaluated without an error`);
}

describe('xacro expressions', () => {
  it('does arithmetic with Python precedence: ** binds tightest and to the right, unary minus below it', () => {
    expect(ev('1 + 2 * 3')).toBe(7);
    expect(ev('(1 + 2) * 3')).toBe(9);
    expect(ev('2 ** 3 ** 2')).toBe(512);
    expect(ev('-2 ** 2')).toBe(-4);
    expect(ev('2 ** -1')).toBe(0.5);
    expect(ev('7 / 2')).toBe(3.5);
    expect(ev('7 // 2')).toBe(3);
    expect(ev('-7 % 3')).toBe(2);
    expect(ev('--1')).toBe(1);
    expect(ev('1.5e2 + .5')).toBe(150.5);
  });

  it('reads properties, pi and the math functions (also as math.NAME)', () => {
    expect(ev('width / 2')).toBe(0.1);
    expect(ev('pi / 2')).toBe(Math.PI / 2);
    expect(ev('math.pi')).toBe(Math.PI);
    expect(ev('sin(pi / 6)')).toBeCloseTo(0.5, 15);
    expect(written('cos(0) + tan(0) + asin(0) + acos(1) + atan(0)')).toBe('1.0');
    expect(ev('atan2(1, 1)')).toBe(Math.PI / 4);
    expect(written('sqrt(16) + abs(-2) + floor(1.7) + ceil(1.2)')).toBe('9.0');
    expect(written('abs(-2) + floor(1.7) + ceil(1.2)')).toBe('5');
    expect(ev('radians(180)')).toBe(Math.PI);
    expect(written('degrees(pi)')).toBe('180.0');
    expect(ev('min(3, 1, 2) + max(4, n)')).toBe(5);
    expect(written('math.sqrt(4)')).toBe('2.0');
  });

  it('compares (chained as in Python), and combines with and/or/not', () => {
    expect(ev('1 < 2 < 3')).toBe(true);
    expect(ev('1 < 3 < 2')).toBe(false);
    expect(ev('n == 3 and not flag')).toBe(false);
    expect(ev('n != 3 or flag')).toBe(true);
    expect(ev("side == 'left'")).toBe(true);
    expect(ev('True and 0')).toBe(0);
    expect(ev("side + '_leg'")).toBe('left_leg');
  });

  it('refuses what is not xacro\'s language: imports, unknown attributes, lambdas, unknown names — each with its offset', () => {
    expect(failure("__import__('os').system('true')")).toEqual({ message: expect.stringMatching(/"__import__" is not a function/), offset: 0 });
    expect(failure('open("/etc/passwd")').message).toMatch(/"open" is not a function/);
    expect(failure('width.__class__').message).toMatch(/unknown property "width.__class__"/);
    expect(failure('side[9]')).toEqual({ message: 'index 9 is out of range (length 4)', offset: 4 });
    expect(failure('lambda: 1').message).toMatch(/"lambda" is not supported|":" is not part/);
    expect(failure('1 if flag').message).toMatch(/"if" without "else"/);
    expect(failure('height * 2')).toEqual({ message: 'unknown property "height"', offset: 0 });
    expect(failure('xacro.load_yaml("a.yaml")').message).toMatch(/load_yaml: files cannot be read here/);
    expect(failure('1 / 0').message).toBe('division by zero');
    expect(failure("side - 2").message).toMatch(/expected a number, found the text "left"/);
    expect(failure('(1 + 2').message).toBe('expected ")"');
    expect(failure('sqrt(1, 2)').message).toMatch(/sqrt\(\) takes 1 argument, got 2/);
  });

  it('stays bounded on deep nesting', () => {
    expect(failure(`${'('.repeat(500)}1${')'.repeat(500)}`).message).toMatch(/nested more than 100 deep/);
    expect(failure('-'.repeat(500) + '1').message).toMatch(/nested more than 100 deep/);
  });
});
