import { describe, expect, it } from 'vitest';
import { serializeXml } from './serializeXml.ts';
import { expandXacro } from './expandXacro.ts';
import { expansionError, sourcesOf, XACRO_NS } from './xacroTesting.ts';

/**
 * What the real xacro (ROS 2) accepts without stopping, done as it does it: xacro.message/warning/
 * error print and go on (here: remarks at the attribute that calls them), a missing optional
 * include is skipped, a top-level scope="parent" property is not set (with xacro's own warning),
 * a misspelled scope is no scope, and an <xacro:attribute> inside <xacro:if> is dropped.
 */
const robot = (body: string, extra: Record<string, string> = {}) => ({ 'main.xacro': `<robot name="r" ${XACRO_NS}>\n${body}\n</robot>`, ...extra });

function expanded(files: Record<string, string>) {
  const result = expandXacro('main.xacro', files['main.xacro']!, sourcesOf(files));
  return { text: serializeXml(result.root), remarks: result.remarks.map((r) => `${r.file ?? 'main.xacro'}:${r.line}:${r.column}: ${r.kind}: ${r.message}`) };
}

describe('xacro\'s lenient cases, as the real xacro treats them (issue 40)', () => {
  it('xacro.message, xacro.warning and xacro.error write nothing and are kept as remarks where they are called', () => {
    const files = robot(`<xacro:property name="side" value="left"/>
<link name="arm\${xacro.message('building', side, 'arm')}"/>
<link name="\${xacro.warning('deprecated: use', 2, 'wheels')}leg"/>
<xacro:if value="\${xacro.error('no gripper') == ''}"><link name="hand"/></xacro:if>`);
    const { text, remarks } = expanded(files);
    expect(text).toContain('<link name="arm"/>\n  <link name="leg"/>\n  <link name="hand"/>');
    expect(remarks).toEqual([
      'main.xacro:3:7: message: xacro.message: building left arm',
      'main.xacro:4:7: warning: xacro.warning: deprecated: use 2 wheels',
      'main.xacro:5:11: error: xacro.error: no gripper',
    ]);
    expect(expansionError(robot('<link name="${xacro.fatal(\'unsupported\', 3)}"/>'))).toBe('main.xacro:2:7: ${xacro.fatal(\'unsupported\', 3)}: xacro.fatal: unsupported 3 (at character 12)');
  });

  it('an optional include whose file is not there is skipped; a missing required one stays a located error', () => {
    const files = robot('<xacro:include filename="gazebo.xacro" optional="true"/><xacro:include filename="arm.xacro" optional="True"/><link name="base"/>', {
      'arm.xacro': `<robot ${XACRO_NS}><link name="arm"/></robot>`,
    });
    const { text, remarks } = expanded(files);
    expect(text).toContain('<link name="arm"/>\n  <link name="base"/>');
    expect(remarks).toEqual([]);
    expect(expansionError(robot('<xacro:include filename="gazebo.xacro" optional="false"/>'))).toBe('main.xacro:2:1: cannot open the included file "gazebo.xacro" (looked for gazebo.xacro)');
    expect(expansionError(robot('<xacro:include filename="gazebo.xacro"/>'))).toBe('main.xacro:2:1: cannot open the included file "gazebo.xacro" (looked for gazebo.xacro)');
  });

  it('scope="parent" at the top level sets nothing (xacro\'s warning); a misspelled scope is a property of this scope', () => {
    const files = robot(`<xacro:property name="w" value="1"/><xacro:property name="w" value="2" scope="parent"/>
<xacro:macro name="m" params=""><xacro:property name="inner" value="3" scope="globl"/><link name="in_\${inner}"/></xacro:macro>
<xacro:m/><link name="w_\${w}"/>`);
    const { text, remarks } = expanded(files);
    expect(text).toContain('<link name="in_3"/>\n  <link name="w_1"/>');
    expect(remarks).toEqual([
      'main.xacro:2:72: warning: w: no parent scope at global scope (the property is not set)',
      'main.xacro:3:72: warning: property "inner": scope="globl" is not "local", "parent" or "global": the property is set in this scope, as the real xacro sets it',
    ]);
    expect(expansionError(robot('<xacro:property name="w" value="2" scope="globl"/><xacro:macro name="m" params=""><xacro:property name="v" value="1" scope="globl"/></xacro:macro><xacro:m/><link name="${v}"/>'))).toBe(
      'main.xacro:2:163: ${v}: unknown property "v"',
    );
  });

  it('an <xacro:attribute> inside <xacro:if> is dropped, as the real xacro loses it, with a remark saying so', () => {
    const { text, remarks } = expanded(robot('<link name="l"><xacro:if value="1"><xacro:attribute name="a" value="b"/><visual/></xacro:if></link>'));
    expect(text).toContain('<link name="l">\n    <visual/>\n  </link>');
    expect(remarks).toEqual([
      "main.xacro:2:36: warning: <xacro:attribute> is not directly inside an element (inside xacro:if, a macro body or an included file's root): it is dropped, as the real xacro drops it",
    ]);
  });
});
