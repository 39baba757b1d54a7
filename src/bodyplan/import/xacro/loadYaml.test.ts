import { describe, expect, it } from 'vitest';
import { evaluateExpression, ExpressionError, textOfValue, type ExpressionOptions } from './expression.ts';

/** xacro.load_yaml through a reader of in-memory files, from an expression written in /pkg/urdf/robot.xacro. */
function loader(files: Record<string, string>): ExpressionOptions {
  return { readFile: (path) => files[path], currentFile: '/pkg/urdf/robot.xacro' };
}
const ev = (expression: string, files: Record<string, string>) => evaluateExpression(expression, () => undefined, loader(files));

function failure(expression: string, files: Record<string, string>): string {
  try {
    ev(expression, files);
  } catch (error) {
    if (error instanceof ExpressionError) return error.message;
    throw error;
  }
  throw new Error(`"${expression}" evaluated without an error`);
}

describe('xacro.load_yaml', () => {
  const files = {
    '/pkg/config/arm.yaml': 'arm:\n  reach: 0.85\n  joints: [a, b]\n  limits: {lower: !degrees -90, upper: !radians pi / 4}\n  enabled: true\n  note: null\n  1: one\n',
  };

  it('reads mappings as dicts (by key and by attribute), sequences as lists, and xacro\'s !degrees/!radians as radians', () => {
    expect(ev("load_yaml('../config/arm.yaml')['arm']['reach']", files)).toBe(0.85);
    expect(ev("xacro.load_yaml('/pkg/config/arm.yaml').arm.joints[1]", files)).toBe('b');
    expect(ev("xacro.load_yaml('../config/arm.yaml').arm.limits.lower", files)).toBe(-Math.PI / 2);
    expect(ev("xacro.load_yaml('../config/arm.yaml').arm.limits.upper", files)).toBe(Math.PI / 4);
    expect(ev("xacro.load_yaml('../config/arm.yaml').arm[1]", files)).toBe('one');
    expect(textOfValue(ev("xacro.load_yaml('../config/arm.yaml')['arm']", files))).toBe(
      "{'reach': 0.85, 'joints': ['a', 'b'], 'limits': {'lower': -1.5707963267948966, 'upper': 0.7853981633974483}, 'enabled': True, 'note': None, 1: 'one'}",
    );
  });

  it('names the YAML file, line and column of a syntax error, a duplicate key, an unknown tag or a bad angle', () => {
    expect(failure("xacro.load_yaml('../config/bad.yaml')", { '/pkg/config/bad.yaml': 'a: 1\nb: [1, 2\nc: 3\n' })).toMatch(/^load_yaml: \/pkg\/config\/bad\.yaml:\d+:\d+: /);
    expect(failure("xacro.load_yaml('../config/dup.yaml')", { '/pkg/config/dup.yaml': 'a: 1\na: 2\n' })).toMatch(/^load_yaml: \/pkg\/config\/dup\.yaml:2:1: Map keys must be unique/);
    expect(failure("xacro.load_yaml('../config/tag.yaml')", { '/pkg/config/tag.yaml': 'a: 1\nb: !!python/object:os.system ls\n' })).toMatch(/^load_yaml: \/pkg\/config\/tag\.yaml:2:4: Unresolved tag/);
    expect(failure("xacro.load_yaml('../config/angle.yaml')", { '/pkg/config/angle.yaml': 'a: !degrees ninety\n' })).toMatch(/^load_yaml: \/pkg\/config\/angle\.yaml:1:4: !degrees ninety: unknown property "ninety"/);
    expect(failure("xacro.load_yaml('../config/none.yaml')", {})).toBe('load_yaml: cannot open the YAML file "../config/none.yaml" (looked for /pkg/config/none.yaml)');
  });

  it('stays bounded on an alias bomb and a self-referencing alias', () => {
    const level = (name: string, of: string) => `${name}: &${name} [${Array(9).fill(`*${of}`).join(', ')}]`;
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x]', level('b', 'a'), level('c', 'b'), level('d', 'c'), level('e', 'd'), level('f', 'e'), level('g', 'f')].join('\n');
    expect(failure("xacro.load_yaml('b.yaml')", { '/pkg/urdf/b.yaml': bomb })).toMatch(/^load_yaml: \/pkg\/urdf\/b\.yaml: Excessive alias count/);
    expect(failure("xacro.load_yaml('c.yaml')", { '/pkg/urdf/c.yaml': 'a: &a [1, *a]\n' })).toMatch(/^load_yaml: \/pkg\/urdf\/c\.yaml: the YAML nests more than 100 deep/);
  });
});
