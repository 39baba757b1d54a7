import { describe, expect, it } from 'vitest';
import { expandedText, XACRO_NS } from './xacroTesting.ts';

/**
 * Numbers as the real xacro writes them: it writes every value with Python's str(), which keeps an
 * int (`2`) apart from a float with the same value (`2.0`). The expected texts below are what
 * ROS 2's xacro writes for these lines.
 */
const robot = (body: string, extra: Record<string, string> = {}) => ({ 'main.xacro': `<robot name="r" ${XACRO_NS}>\n${body}\n</robot>`, ...extra });
const attributeOf = (files: Record<string, string>) => [...expandedText(files).matchAll(/<link name="([^"]*)"/g)].map((m) => m[1]);

describe('xacro writes numbers as Python\'s str() does (issue 40)', () => {
  it('an expression that gives a float keeps its ".0"; an int stays an int', () => {
    const links = ['2*0.5', '4/2', '4//2', 'int(2.0)', '1e-5', '1e16', '10**16', '-0.0', '7.0//2', '2**-1', '3 - 1.0', 'round(2.5)', 'round(2.0, 1)', 'math.fabs(-2)', 'float(3)', 'math.floor(2.5)', '1 + 2.0', 'max(1, 2.0)', '-(2.0)', "'%s' % 1.0", 'str(2.0)', 'str([1.0, 2])'];
    const files = robot(links.map((e) => `<link name="\${${e}}"/>`).join('\n'));
    expect(attributeOf(files)).toEqual(['1.0', '2.0', '2', '2', '1e-05', '1e+16', '10000000000000000', '-0.0', '3.0', '0.5', '2.0', '2', '2.0', '2.0', '3.0', '2', '3.0', '2.0', '-2.0', '1.0', '2.0', '[1.0, 2]']);
  });

  it('a property spelled as a float is a float (1.0, 1e-5), as an int is an int; text around a value keeps it', () => {
    const files = robot(`<xacro:property name="f" value="1.0"/><xacro:property name="i" value="1"/><xacro:property name="small" value="1e-5"/>
<link name="\${f}"/><link name="\${i}"/><link name="\${small}"/><link name="a\${f}b"/><link name="\${f * 2}"/><link name="\${i * 2}"/><link name="1.50"/>`);
    expect(attributeOf(files)).toEqual(['1.0', '1', '1e-05', 'a1.0b', '2.0', '2', '1.50']);
  });

  it('macro parameters are typed the same way: a float argument is written with its ".0"', () => {
    const files = robot(`<xacro:macro name="m" params="x y:=0.0 z:=3"><link name="\${x}_\${y}_\${z}_\${x + z}"/></xacro:macro>
<xacro:m x="2.0"/><xacro:m x="2"/>`);
    expect(attributeOf(files)).toEqual(['2.0_0.0_3_5.0', '2_0.0_3_5']);
  });

  it('YAML floats (1.0) and ints (1) stay apart, as PyYAML reads them', () => {
    const files = robot(`<xacro:property name="c" value="\${xacro.load_yaml('c.yaml')}"/><link name="\${c.a}"/><link name="\${c.b}"/><link name="\${c.d}"/><link name="\${c.e}"/>`, {
      'c.yaml': 'a: 1.0\nb: 1\nd: !degrees 180\ne: [0.0, 2]\n',
    });
    expect(attributeOf(files)).toEqual(['1.0', '1', String(Math.PI), '[0.0, 2]']);
  });
});
