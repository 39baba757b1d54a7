import { describe, expect, it } from 'vitest';
import { expandedText, expansionError, XACRO_NS } from './xacroTesting.ts';

const robot = (body: string) => ({ 'main.xacro': `<robot name="r" ${XACRO_NS}>\n${body}\n</robot>` });

describe('xacro constructs ROS 2 packages use (issue 40)', () => {
  it('scope="local" keeps a property inside its macro, like no scope at all', () => {
    const files = robot(`<xacro:property name="w" value="1"/>
<xacro:macro name="m" params=""><xacro:property name="w" value="2" scope="local"/><link name="in_\${w}"/></xacro:macro>
<xacro:m/><link name="out_\${w}"/>`);
    expect(expandedText(files)).toContain('<link name="in_2"/>\n  <link name="out_1"/>');
  });

  it('$(optenv NAME default words) and $(env NAME) read the given environment, never the process one', () => {
    const files = robot('<link name="$(optenv ROBOT_PREFIX spot arm)"/><link name="$(env HOME)"/>');
    expect(expandedText(files, { env: new Map([['HOME', '/home/robot']]) })).toContain('<link name="spot arm"/>\n  <link name="/home/robot"/>');
    expect(expandedText(files, { env: new Map([['HOME', 'h'], ['ROBOT_PREFIX', 'x']]) })).toContain('<link name="x"/>');
    expect(expansionError(files)).toBe('main.xacro:2:53: $(env HOME): the environment variable "HOME" is not given (give it with --env HOME=VALUE, or write $(optenv HOME default))');
  });

  it('$(eval …) evaluates with the arguments as names (text, as ROS 2\'s xacro gives them)', () => {
    const files = robot(`<xacro:arg name="n" default="3"/>
<link name="a_$(eval n + 'b')"/><xacro:if value="$(eval n == '3')"><link name="three"/></xacro:if>`);
    expect(expandedText(files)).toContain('<link name="a_3b"/>\n  <link name="three"/>');
    expect(expandedText(files, { args: new Map([['n', '4']]) })).not.toContain('three');
  });

  it('the text inside $(…) is evaluated first: $(find ${pkg}) as UR\'s mesh macros write it', () => {
    const files = robot(`<xacro:property name="description_package" value="ur_description"/>
<link name="l"><visual><geometry><mesh filename="file://$(find \${description_package})/meshes/base.stl"/></geometry></visual></link>`);
    expect(expandedText(files, { packages: new Map([['ur_description', '/ws/src/ur_description']]) })).toContain('filename="file:///ws/src/ur_description/meshes/base.stl"');
  });

  it('$(dirname) is the folder of the file it is written in', () => {
    const files = { ...robot('<xacro:include filename="parts/leg.xacro"/>'), 'parts/leg.xacro': `<robot ${XACRO_NS}><link name="$(dirname)"/></robot>` };
    expect(expandedText(files)).toContain('<link name="parts"/>');
  });

  it('xacro:element and xacro:attribute write names chosen by expressions', () => {
    const files = robot(`<xacro:property name="kind" value="sensor"/>
<link name="l"><xacro:element xacro:name="\${kind}" type="camera"><xacro:attribute name="update_rate" value="\${5 * 6}"/><pose>0 0 0</pose></xacro:element></link>`);
    expect(expandedText(files)).toContain('<link name="l">\n    <sensor type="camera" update_rate="30">\n      <pose>0 0 0</pose>\n    </sensor>\n  </link>');
  });

  it('^|default parameters take the property of the caller when there is one, else the default; xacro:call names the macro', () => {
    const files = robot(`<xacro:macro name="wheel" params="radius:=^|0.1"><link name="w_\${radius}"/></xacro:macro>
<xacro:wheel/>
<xacro:property name="radius" value="0.3"/>
<xacro:wheel/>
<xacro:property name="which" value="wheel"/>
<xacro:call macro="\${which}" radius="0.5"/>`);
    expect(expandedText(files)).toContain('<link name="w_0.1"/>\n  <link name="w_0.3"/>\n  <link name="w_0.5"/>');
  });

  it('lazy_eval="false" evaluates at once; remove="true" forgets a property', () => {
    const files = robot(`<xacro:property name="a" value="1"/>
<xacro:property name="now" value="\${a}" lazy_eval="false"/><xacro:property name="later" value="\${a}"/>
<xacro:property name="a" value="2"/>
<link name="\${now}_\${later}"/>
<xacro:property name="a" remove="true"/>
<link name="\${a}"/>`);
    expect(expansionError(files)).toBe('main.xacro:7:7: ${a}: unknown property "a"');
    expect(expandedText(robot(files['main.xacro'].split('\n').slice(1, 5).join('\n')))).toContain('<link name="1_2"/>');
  });
});
