import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError, textOfValue, type ExpressionOptions, type XacroValue } from './expression.ts';

const props: Record<string, XacroValue> = { name: 'arm_left', prefix: 'ur_', xs: [3, 1, 2] };
const lookup = (name: string) => (Object.hasOwn(props, name) ? props[name] : undefined);
const ev = (expression: string, options: ExpressionOptions = {}) => evaluateExpression(expression, lookup, options);
const text = (expression: string) => textOfValue(ev(expression));

function failure(expression: string, options: ExpressionOptions = {}): { message: string; offset: number } {
  try {
    ev(expression, options);
  } catch (error) {
    if (error instanceof ExpressionError) return { message: error.message, offset: error.offset };
    throw error;
  }
  throw new Error(`"${expression}" evaluated without an error`);
}

describe('xacro builtins, math and methods', () => {
  it('has the Python builtins packages call', () => {
    expect(ev("len('abc') + len(xs) + len({'a': 1})")).toBe(7);
    expect(ev('str(1.5) + str(True) + str(None)')).toBe('1.5TrueNone');
    expect(ev("int('42') + int(3.9) + int(-3.9)")).toBe(42);
    expect(ev("float('0.25') + float(1)")).toBe(1.25);
    expect(ev("bool('') or bool([0])")).toBe(true);
    expect(ev('abs(-2) + min(xs) + max(4, 5)')).toBe(8);
    expect(ev('round(2.5) + round(3.5) + round(0.125, 2)')).toBe(6.12);
    expect(ev('sum(xs) + sum([0.5], 1)')).toBe(7.5);
    expect(text('range(3)')).toBe('[0, 1, 2]');
    expect(text('range(5, 0, -2)')).toBe('[5, 3, 1]');
    expect(text("list('ab') + list((1,))")).toBe("['a', 'b', 1]");
    expect(text("dict(a=1)")).toBe("{'a': 1}");
    expect(text('sorted(xs)')).toBe('[1, 2, 3]');
    expect(text('sorted(xs, reverse=True)')).toBe('[3, 2, 1]');
    expect(ev('pi + e')).toBe(Math.PI + Math.E);
    expect(ev('radians(90)')).toBe(Math.PI / 2);
    expect(text('degrees(pi / 2)')).toBe('90.0');
    expect(failure("int('1.5')").message).toBe('int() cannot read the text "1.5"');
    expect(failure('max([])').message).toBe('max() of an empty sequence');
    expect(failure('len(1, 2)').message).toBe('len() takes 1 argument, got 2');
    expect(failure('sorted(xs, key=1)').message).toBe('sorted() has no keyword argument "key"');
  });

  it('has math.* functions and constants, with a domain error where Python raises one', () => {
    expect(text('math.log10(1000) + math.log(math.e) + math.pow(2, 3) + math.fabs(-1)')).toBe('13.0');
    expect(text('math.floor(-0.5) + math.ceil(0.5)')).toBe('0');
    expect(text('math.hypot(3, 4)')).toBe('5.0');
    expect(ev('math.atan2(1, 0)')).toBe(Math.PI / 2);
    expect(ev('math.isnan(math.nan) and math.inf > 1e308')).toBe(true);
    expect(ev('math.radians(180) == math.pi and math.degrees(math.pi) == 180')).toBe(true);
    expect(failure('math.sqrt(-1)').message).toBe('math domain error');
    expect(failure('math.system()').message).toBe('"math.system" is not a function xacro expressions may call here');
  });

  it('has the string methods: split, join, lower, upper, strip, startswith, endswith, replace, format', () => {
    expect(text("name.split('_')")).toBe("['arm', 'left']");
    expect(text("' a  b '.split()")).toBe("['a', 'b']");
    expect(text("'a,b,c'.split(',', 1)")).toBe("['a', 'b,c']");
    expect(ev("'-'.join(['a', 'b'])")).toBe('a-b');
    expect(ev("name.upper() + name.lower()")).toBe('ARM_LEFTarm_left');
    expect(ev("'  x '.strip() + 'xxaxx'.strip('x')")).toBe('xa');
    expect(ev("name.startswith('arm') and name.endswith(('_left', '_right'))")).toBe(true);
    expect(ev("name.replace('left', 'right')")).toBe('arm_right');
    expect(ev("'{}joint_{}'.format(prefix, 1)")).toBe('ur_joint_1');
    expect(ev("'{1}-{0}-{p}'.format('a', 'b', p=prefix)")).toBe('b-a-ur_');
    expect(ev("'{:.3f} {{x}}'.format(pi)")).toBe('3.142 {x}');
    expect(ev("'%s_link' % name + ' %d%% %.2f' % (3.7, pi) + ' %r' % ('a',)")).toBe("arm_left_link 3% 3.14 'a'");
    expect(failure("'%s %s' % name").message).toBe('not enough arguments for the "%" format');
    expect(failure("'{:>8}'.format(1)").message).toMatch(/the format "\{:>8\}" is not supported/);
    expect(failure("name.encode()").message).toBe('the text "arm_left" has no method "encode" that expressions may call here');
  });

  it('has dict and list methods: get, keys, values, items, index, count', () => {
    expect(ev("{'a': 1}.get('a', 0) + {'a': 1}.get('b', 5)")).toBe(6);
    expect(text("{'a': 1, 'b': 2}.keys()")).toBe("['a', 'b']");
    expect(text("{'a': 1}.items()")).toBe("[('a', 1)]");
    expect(ev('xs.index(2) + xs.count(3)')).toBe(3);
  });

  it('has the xacro.* helpers: arg, abs_filename, tokenize, dotify, message/warning (noted), fatal (an error)', () => {
    const notes: string[] = [];
    const options: ExpressionOptions = { currentFile: '/ws/arm/urdf/arm.xacro', arg: (n) => (n === 'ur_type' ? 'ur5e' : undefined), note: (kind, t) => notes.push(`${kind}: ${t}`) };
    expect(ev("xacro.arg('ur_type')", options)).toBe('ur5e');
    expect(ev("xacro.abs_filename('../config/a.yaml')", options)).toBe('/ws/arm/config/a.yaml');
    expect(text("xacro.tokenize('a, b;c')")).toBe("['a', 'b', 'c']");
    expect(ev("xacro.dotify({'a': 2}).a")).toBe(2);
    expect(ev("xacro.warning('old', 'style') + xacro.message('hi')", options)).toBe('');
    expect(notes).toEqual(['warning: old style', 'message: hi']);
    expect(failure("xacro.fatal('no such ur_type: ' + name)")).toEqual({ message: 'xacro.fatal: no such ur_type: arm_left', offset: 11 });
    expect(failure("xacro.arg('nope')", options).message).toBe('xacro.arg(nope): no such argument');
    expect(failure("xacro.eval('1')").message).toBe('"xacro.eval" is not a function xacro expressions may call here');
  });
});

describe('xacro expressions stay bounded and refuse what is not theirs, by name', () => {
  it('refuses building huge texts and lists at once, not after', () => {
    const started = performance.now();
    expect(failure("'x' * 10**9").message).toBe('the text built here would be longer than 1000000 characters');
    expect(failure('range(10**9)').message).toBe('the list built here would have more than 100000 items');
    expect(failure('[0] * 10**9').message).toBe('the list built here would have more than 100000 items');
    expect(failure("'-'.join(['abcdefghij'] * 99999) * 2").message).toBe('the text built here would be longer than 1000000 characters');
    expect(failure('sum(range(99999)) + sum(range(99999)) + len(sorted(range(99999))) + len(range(99999)) + len(range(99999)) + len(range(99999)) + len(range(99999)) + len(range(99999)) + len(range(99999)) + len(range(99999)) + len(range(99999))').message).toMatch(/takes more than 1000000 steps/);
    // One big list shared 99,999 times: writing or joining it is refused by its length, before it is built.
    expect(failure('str([[0] * 99999] * 99999)').message).toBe('the text of this value would be longer than 1000000 characters');
    expect(failure("'-'.join(['x' * 999999] * 99999)").message).toBe('the text built here would be longer than 1000000 characters');
    expect(ev('len(sorted([[0] * 99999] * 99999))')).toBe(99999);
    expect(failure(`[${Array(20).fill('[0] * 99999').join(', ')}]`).message).toMatch(/takes more than 1000000 steps/);
    const elapsed = performance.now() - started;
    console.log(`bounded refusals took ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(2000);
  });

  it('names each unsupported construct: lambda, comprehension, __import__, os.system, bit operators, sets, *args', () => {
    expect(failure('lambda x: x')).toEqual({ message: '"lambda" is not supported (expressions define no functions)', offset: 0 });
    expect(failure('[x for x in xs]')).toEqual({ message: 'comprehensions ("for") are not supported', offset: 3 });
    expect(failure("__import__('os')")).toEqual({ message: '"__import__" is not a function xacro expressions may call here', offset: 0 });
    expect(failure("os.system('true')")).toEqual({ message: '"os.system" is not a function xacro expressions may call here', offset: 0 });
    expect(failure('xs.__class__').message).toBe('unknown property "xs.__class__": a list has no attribute "__class__"');
    expect(failure('1 | 2')).toEqual({ message: 'the operator "|" is not supported', offset: 2 });
    expect(failure('{1, 2}').message).toMatch(/sets are not supported/);
    expect(failure('max(*xs)').message).toBe('"*" and "**" arguments are not supported');
    expect(failure('len').message).toBe('"len" is a function: call it, len(…)');
    expect(failure("'''a'''").message).toBe('triple-quoted strings are not supported');
  });
});
