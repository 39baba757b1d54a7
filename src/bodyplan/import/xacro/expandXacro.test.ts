import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { XmlSyntaxError } from '../xml.ts';
import { expandXacro, XacroError, type XacroSources } from './expandXacro.ts';
import { serializeXml } from './serializeXml.ts';

const XACRO = 'xmlns:xacro="http://www.ros.org/wiki/xacro"';

function sourcesOf(files: Record<string, string>, packages: Record<string, string> = {}, args: Record<string, string> = {}): XacroSources {
  return { readFile: (path) => files[path], packages: new Map(Object.entries(packages)), args: new Map(Object.entries(args)) };
}

/** Expands `main.xacro` among `files` and returns the expanded XML text. */
function expanded(files: Record<string, string>, packages: Record<string, string> = {}, args: Record<string, string> = {}): string {
  return serializeXml(expandXacro('main.xacro', files['main.xacro']!, sourcesOf(files, packages, args)).root);
}

/** The located error expanding `main.xacro` raises, as `file:line:column: message`. */
function error(files: Record<string, string>, args: Record<string, string> = {}): string {
  try {
    expandXacro('main.xacro', files['main.xacro']!, sourcesOf(files, {}, args));
  } catch (e) {
    if (e instanceof XacroError) return `${e.at.file ?? 'main.xacro'}:${e.at.line}:${e.at.column}: ${e.message}`;
    if (e instanceof XmlSyntaxError) return `${e.file ?? 'main.xacro'}:${e.message}`;
    throw e;
  }
  throw new Error('expanded without an error');
}

describe('expandXacro', () => {
  it('expands macros (parameters, defaults, * and ** blocks), scoped properties, if/unless and arithmetic to the expected URDF', () => {
    const main = `<robot name="r" ${XACRO}>
  <xacro:property name="w" value="\${2 * half}"/>
  <xacro:property name="half" value="0.25"/>
  <xacro:arg name="tail" default="false"/>
  <xacro:macro name="wheel" params="name x:=1 y:=^|9 *pose **extras">
    <xacro:property name="r" value="\${w / 5}"/>
    <link name="\${name}"><xacro:insert_block name="extras"/></link>
    <joint name="\${name}_j" type="continuous"><xacro:insert_block name="pose"/><child link="\${name}"/><limit upper="\${x * y}"/></joint>
  </xacro:macro>
  <xacro:property name="y" value="3"/>
  <xacro:wheel name="a"><origin xyz="\${w / 5} 0 0"/><extras><inertial/><visual/></extras></xacro:wheel>
  <xacro:wheel name="b" x="\${-pi}"><origin xyz="0 0 0"/><extras/></xacro:wheel>
  <xacro:if value="$(arg tail)"><link name="tail"/></xacro:if>
  <xacro:unless value="\${w > 1}"><link name="small" note="$\${literal} $$(kept)"/></xacro:unless>
</robot>`;
    expect(expanded({ 'main.xacro': main })).toBe(`<?xml version="1.0" encoding="utf-8"?>
<robot name="r">
  <link name="a">
    <inertial/>
    <visual/>
  </link>
  <joint name="a_j" type="continuous">
    <origin xyz="0.1 0 0"/>
    <child link="a"/>
    <limit upper="3"/>
  </joint>
  <link name="b"/>
  <joint name="b_j" type="continuous">
    <origin xyz="0 0 0"/>
    <child link="b"/>
    <limit upper="${String(-Math.PI * 3)}"/>
  </joint>
  <link name="small" note="\${literal} $(kept)"/>
</robot>
`);
    expect(expanded({ 'main.xacro': main }, {}, { tail: 'true' })).toContain('<link name="tail"/>');
  });

  it('a macro\'s properties are its own; scope="parent" and "global" set them outside', () => {
    const uses = (inner: string, after: string) => ({
      'main.xacro': `<robot ${XACRO}><xacro:macro name="m" params="">${inner}</xacro:macro><xacro:m/><link name="${after}"/></robot>`,
    });
    const scoped = uses('<xacro:property name="p" value="1"/>', '${p}');
    expect(error(scoped)).toBe(`main.xacro:1:${scoped['main.xacro'].indexOf('name="${p}"') + 1}: \${p}: unknown property "p"`);
    expect(expanded(uses('<xacro:property name="p" value="${2 + 1}" scope="parent"/>', '${p}'))).toContain('<link name="3"/>');
    expect(expanded(uses('<xacro:property name="p" value="g" scope="global"/>', '${p}'))).toContain('<link name="g"/>');
  });

  it('includes files relative to the including file and through $(find pkg), with $(arg) values from the caller', () => {
    const files = {
      'main.xacro': `<robot ${XACRO}><xacro:arg name="n" default="2"/><xacro:include filename="parts/a.xacro"/><xacro:include filename="$(find kit)/b.xacro"/><xacro:a/><xacro:b/></robot>`,
      'parts/a.xacro': `<robot ${XACRO}><xacro:include filename="../common/c.xacro"/><xacro:macro name="a" params=""><link name="a\${c}"/></xacro:macro></robot>`,
      'common/c.xacro': `<robot ${XACRO}><xacro:property name="c" value="\${$(arg n) * 10}"/></robot>`,
      '/opt/kit/b.xacro': `<robot ${XACRO}><xacro:macro name="b" params=""><link name="b"/></xacro:macro></robot>`,
    };
    expect(expanded(files, { kit: '/opt/kit' })).toBe('<?xml version="1.0" encoding="utf-8"?>\n<robot>\n  <link name="a20"/>\n  <link name="b"/>\n</robot>\n');
    expect(expanded(files, { kit: '/opt/kit' }, { n: '4' })).toContain('<link name="a40"/>');
    const expansion = expandXacro('main.xacro', files['main.xacro'], sourcesOf(files, { kit: '/opt/kit' }));
    expect(expansion.included).toEqual(['parts/a.xacro', 'common/c.xacro', '/opt/kit/b.xacro']);
    expect(expansion.args).toEqual([{ name: 'n', default: '2', line: 1, column: files['main.xacro'].indexOf('<xacro:arg') + 1 }]);
    // Elements keep the file and line:column they are written at.
    expect(expansion.root.children[0]).toMatchObject({ name: 'link', file: 'parts/a.xacro', line: 1, column: files['parts/a.xacro'].indexOf('<link') + 1 });
  });

  it('locates each error in the file it is in, and refuses what it does not support by name', () => {
    const leg = `<robot ${XACRO}>\n  <xacro:macro name="leg" params="side">\n    <link name="\${side}_\${length}"/>\n  </xacro:macro>\n</robot>`;
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<xacro:include filename="leg.xacro"/>\n<xacro:leg side="l"/>\n</robot>`, 'leg.xacro': leg }))
      .toBe('leg.xacro:3:11: ${length}: unknown property "length" (at character 1)');
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n  <xacro:include filename="missing.xacro"/>\n</robot>` })).toBe('main.xacro:2:3: cannot open the included file "missing.xacro" (looked for missing.xacro)');
    expect(error({ 'main.xacro': `<robot ${XACRO}><xacro:include filename="bad.xacro"/></robot>`, 'bad.xacro': '<robot>\n  <link>\n</robot>' })).toBe('bad.xacro:3:1: end tag </robot> does not match <link> at 2:3');
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<xacro:call macro="x"/></robot>` })).toBe('main.xacro:2:13: <xacro:call macro="x">: no macro named "x" is defined before this point');
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<link name="$(cwd)"/></robot>` })).toMatch(/^main\.xacro:2:7: \$\(cwd\) is not supported: only \$\(arg NAME\), \$\(find PACKAGE\)/);
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<link name="\${xacro.load_yaml('a.yaml')}"/></robot>` })).toMatch(/^main\.xacro:2:7: .*load_yaml: cannot open the YAML file "a\.yaml"/);
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<link name="\${__import__('os').getcwd()}"/></robot>` })).toMatch(/^main\.xacro:2:7: .*"__import__" is not a function/);
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<link name="$(arg nope)"/></robot>` })).toMatch(/^main\.xacro:2:7: \$\(arg nope\): no argument "nope"/);
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<xacro:unknown/></robot>` })).toBe('main.xacro:2:1: <xacro:unknown>: no macro named "unknown" is defined before this point');
    expect(error({ 'main.xacro': `<robot ${XACRO}><xacro:macro name="m" params="a"/>\n<xacro:m/></robot>` })).toBe('main.xacro:2:1: macro "m" needs the parameter "a"');
    expect(error({ 'main.xacro': `<robot ${XACRO}><xacro:macro name="m" params="a"/>\n<xacro:m a="1" b="2"/></robot>` })).toBe('main.xacro:2:16: macro "m" has no parameter "b" (its parameters: a)');
    expect(error({ 'main.xacro': `<robot ${XACRO}><xacro:macro name="m" params="*b"/>\n<xacro:m/></robot>` })).toBe('main.xacro:2:1: macro "m" needs an element for its block parameter "*b"');
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<xacro:if value="maybe"/></robot>` })).toBe('main.xacro:2:11: <xacro:if> value "maybe" is not a boolean (true, false, 1 or 0)');
    expect(error({ 'main.xacro': `<robot ${XACRO}>\n<xacro:property name="p" value="\${p + 1}"/><link name="\${p}"/></robot>` })).toMatch(/^main\.xacro:2:26: .*defined in terms of itself/);
  });

  it('stops a macro that calls itself and an include cycle, with a located error', () => {
    expect(error({ 'main.xacro': `<robot ${XACRO}><xacro:macro name="m" params="">\n<xacro:m/></xacro:macro><xacro:m/></robot>` })).toMatch(/^main\.xacro:2:1: macros and blocks nested more than 100 deep \(m -> m -> m -> … -> m -> m -> m -> m\): a macro that calls itself without end\?$/);
    expect(error({ 'main.xacro': `<robot ${XACRO}><xacro:include filename="a.xacro"/></robot>`, 'a.xacro': `<robot ${XACRO}>\n<xacro:include filename="main.xacro"/></robot>` }))
      .toBe('a.xacro:2:1: "main.xacro" includes itself (through main.xacro -> a.xacro)');
  });

  it('expands the biped test model: both legs, its head by default, the cap when with_head is false', () => {
    const folder = join(import.meta.dirname, '..', '__tests__', 'models', 'biped_description');
    const read = (path: string) => {
      try {
        return readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
    };
    const main = join(folder, 'urdf', 'biped.urdf.xacro');
    const expand = (args: Record<string, string>) => serializeXml(expandXacro(main, read(main)!, { readFile: read, packages: new Map([['biped_description', folder]]), args: new Map(Object.entries(args)) }).root);
    const withHead = expand({});
    expect([...withHead.matchAll(/<link name="([^"]+)"/g)].map((m) => m[1])).toEqual(['base', 'left_thigh', 'left_shin', 'left_foot', 'right_thigh', 'right_shin', 'right_foot', 'head']);
    expect(withHead).not.toContain('xacro');
    expect(withHead).toContain(`<limit lower="0" upper="${Math.PI / 3}"`);
    expect(withHead).toContain(`<limit lower="0" upper="${Math.PI / 2}"`);
    expect(withHead).toContain(`<origin xyz="0 -0.1 -0.05" rpy="0 0 ${-Math.PI / 8}"/>`);
    const short = expand({ with_head: 'false', leg_length: '0.3' });
    expect(short).toContain('<link name="head_cap"/>');
    expect(short).not.toContain('"head"');
    expect(short).toContain('<origin xyz="0 0 -0.15" rpy="');
  });
});
