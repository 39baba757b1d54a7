import { describe, expect, it } from 'vitest';
import { expandedText, expansionError, XACRO_NS } from './xacroTesting.ts';

describe('xacro block parameters are evaluated where the macro is called (as the real xacro does)', () => {
  it('issue 40\'s example: a block sees the caller\'s x (1), not the macro parameter x (5)', () => {
    const main = `<robot name="r" ${XACRO_NS}>
  <xacro:property name="x" value="1"/>
  <xacro:macro name="leg" params="x *origin">
    <joint name="hip" type="fixed">
      <xacro:insert_block name="origin"/>
      <limit upper="\${x}"/>
    </joint>
  </xacro:macro>
  <xacro:leg x="5"><origin xyz="\${x} 0 0"/></xacro:leg>
</robot>`;
    const text = expandedText({ 'main.xacro': main });
    expect(text).toContain('<origin xyz="1 0 0"/>');
    // The macro's own body still sees its parameter.
    expect(text).toContain('<limit upper="5"/>');
  });

  it('PR2\'s pattern: a *origin block passed on to a macro whose block has the same name, two macros deep', () => {
    const main = `<robot name="pr2_like" ${XACRO_NS}>
  <xacro:property name="arm_offset" value="0.188"/>
  <xacro:macro name="shoulder" params="side parent *origin">
    <joint name="\${side}_shoulder_pan_joint" type="revolute">
      <parent link="\${parent}"/>
      <child link="\${side}_shoulder_pan_link"/>
      <xacro:insert_block name="origin"/>
    </joint>
    <link name="\${side}_shoulder_pan_link"/>
  </xacro:macro>
  <xacro:macro name="arm" params="side parent reflect *origin">
    <xacro:shoulder side="\${side}" parent="\${parent}">
      <xacro:insert_block name="origin"/>
    </xacro:shoulder>
  </xacro:macro>
  <xacro:macro name="upper_body" params="side reflect *origin">
    <xacro:arm side="\${side}" parent="torso" reflect="\${reflect}">
      <xacro:insert_block name="origin"/>
    </xacro:arm>
  </xacro:macro>
  <link name="torso"/>
  <xacro:upper_body side="r" reflect="-1">
    <origin xyz="0 \${-arm_offset} 0" rpy="0 0 0"/>
  </xacro:upper_body>
  <xacro:upper_body side="l" reflect="1">
    <origin xyz="0 \${arm_offset} 0" rpy="0 0 0"/>
  </xacro:upper_body>
</robot>`;
    const text = expandedText({ 'main.xacro': main });
    expect([...text.matchAll(/<origin xyz="([^"]+)"/g)].map((m) => m[1])).toEqual(['0 -0.188 0', '0 0.188 0']);
    expect(text).toContain('<child link="l_shoulder_pan_link"/>');
  });

  it('a block that names the macro\'s parameter fails as the real xacro does: the name is unknown where the block is written', () => {
    const main = `<robot ${XACRO_NS}>
  <xacro:macro name="leg" params="reflect *origin"><joint name="j"><xacro:insert_block name="origin"/></joint></xacro:macro>
  <xacro:leg reflect="1">
    <origin xyz="0 \${reflect * 0.1} 0"/>
  </xacro:leg>
</robot>`;
    expect(expansionError({ 'main.xacro': main })).toBe('main.xacro:4:13: ${reflect * 0.1}: unknown property "reflect" (at character 1)');
  });

  it('endless nesting is a located error naming the macro chain; a property block inserting itself too', () => {
    const mutual = `<robot ${XACRO_NS}>
  <xacro:macro name="arm" params="n"><xacro:hand n="\${n + 1}"/></xacro:macro>
  <xacro:macro name="hand" params="n"><xacro:arm n="\${n + 1}"/></xacro:macro>
  <xacro:arm n="0"/>
</robot>`;
    expect(expansionError({ 'main.xacro': mutual })).toBe(
      'main.xacro:3:39: macros and blocks nested more than 100 deep (arm -> hand -> arm -> … -> hand -> arm -> hand -> arm): a macro that calls itself without end?',
    );
    const selfBlock = `<robot ${XACRO_NS}>
  <xacro:property name="b"><xacro:insert_block name="b"/></xacro:property>
  <link name="l"><xacro:insert_block name="b"/></link>
</robot>`;
    expect(expansionError({ 'main.xacro': selfBlock })).toMatch(/^main\.xacro:2:28: macros and blocks nested more than 100 deep \(\*b -> \*b -> \*b -> … -> \*b -> \*b -> \*b -> \*b\): a macro that calls itself without end\?$/);
  });

  it('elements nested 5,000 deep are a located error, not a stack overflow', () => {
    const deep = `<robot ${XACRO_NS}>${'<a>'.repeat(5_000)}${'</a>'.repeat(5_000)}</robot>`;
    expect(expansionError({ 'main.xacro': deep })).toBe(`main.xacro:1:${deep.indexOf('<a>') + 1_999 * 3 + 1}: the expansion nests elements more than 2000 deep`);
  });
});
