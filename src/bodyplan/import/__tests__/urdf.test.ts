import { describe, expect, it } from 'vitest';
import { importRobotModel } from '../importRobotModel.ts';

const link = (name: string) => `<link name="${name}"/>`;
const joint = (name: string, type: string, parent: string, child: string, inner = '') =>
  `<joint name="${name}" type="${type}"><parent link="${parent}"/><child link="${child}"/>${inner}</joint>`;

describe('URDF import', () => {
  it('revolute with limits and rpy origin, continuous unbounded, default axis 1 0 0; fixed base by default', () => {
    const text = `<robot name="r">${link('base')}${link('a')}${link('b')}
${joint('j1', 'revolute', 'base', 'a', '<origin xyz="1 0 0" rpy="0 0 1.5707963267948966"/><limit lower="-1" upper="2"/>')}
${joint('j2', 'continuous', 'a', 'b', '<axis xyz="0 0 3"/>')}</robot>`;
    const { plan, diagnostics, format } = importRobotModel(text);
    expect(format).toBe('urdf');
    expect(diagnostics).toEqual([]);
    expect(plan!.fixed_base).toBe(true);
    const [base, a, b] = plan!.joints;
    expect(base).toMatchObject({ name: 'base', parent: null, dofs: [] });
    expect(a).toMatchObject({ name: 'a', parent: 'base', offset_pos: [1, 0, 0], dofs: [{ name: 'j1', type: 'hinge', axis: [1, 0, 0], limits: [-1, 2] }] });
    expect(a!.offset_quat[0]).toBeCloseTo(Math.SQRT1_2, 15);
    expect(a!.offset_quat[3]).toBeCloseTo(Math.SQRT1_2, 15);
    expect(b).toMatchObject({ name: 'b', parent: 'a', dofs: [{ name: 'j2', axis: [0, 0, 1], limits: null }] });
  });

  it('with mergeFixed (the compact form): prismatic gets an inserted slider joint; a fixed leaf is a keypoint; a fixed link with children is merged', () => {
    const text = `<robot name="r">${['base', 'slider', 'mid', 'end', 'tip'].map(link).join('')}
${joint('p', 'prismatic', 'base', 'slider', '<origin xyz="0 1 0"/><axis xyz="0 0 1"/><limit lower="0" upper="0.5"/>')}
${joint('f', 'fixed', 'slider', 'mid', '<origin xyz="0 0 2"/>')}
${joint('r', 'revolute', 'mid', 'end', '<origin xyz="0 0 3"/><limit lower="0" upper="1"/>')}
${joint('t', 'fixed', 'end', 'tip', '<origin xyz="1 0 0"/>')}</robot>`;
    const { plan, diagnostics } = importRobotModel(text, { floatingBase: true, mergeFixed: true });
    expect(plan!.fixed_base).toBe(false);
    expect(plan!.joints.map((j) => [j.name, j.parent, j.offset_pos, j.dofs.map((d) => d.type)])).toEqual([
      ['base', null, [0, 0, 0], []],
      ['slider/p', 'base', [0, 1, 0], ['slide']],
      ['slider', 'slider/p', [0, 0, 0], []],
      ['end', 'slider', [0, 0, 5], ['hinge']],
      ['tip', 'end', [1, 0, 0], []],
    ]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['floating-base', 1], ['fixed-merged', 3]]);
  });

  it('by default every link is a joint: a link fixed to its parent, with or without children, is a DOF-less joint at its exact origin', () => {
    const text = `<robot name="r">${['base', 'mid', 'end', 'tip'].map(link).join('')}
${joint('f', 'fixed', 'base', 'mid', '<origin xyz="0.1 0.2 0.3" rpy="0.3 0.2 0.1"/>')}
${joint('r', 'revolute', 'mid', 'end', '<origin xyz="0 0 3"/><limit lower="0" upper="1"/>')}
${joint('t', 'fixed', 'end', 'tip', '<origin xyz="1 0 0"/>')}</robot>`;
    const { plan, diagnostics } = importRobotModel(text);
    expect(diagnostics).toEqual([]);
    expect(plan!.joints.map((j) => [j.name, j.parent, j.offset_pos, j.dofs.length])).toEqual([
      ['base', null, [0, 0, 0], 0],
      ['mid', 'base', [0.1, 0.2, 0.3], 0],
      ['end', 'mid', [0, 0, 3], 1],
      ['tip', 'end', [1, 0, 0], 0],
    ]);
    // The rotation is the origin's rpy itself (z-y-x), not composed with anything else.
    const [cr, sr, cp, sp, cy, sy] = [Math.cos(0.15), Math.sin(0.15), Math.cos(0.1), Math.sin(0.1), Math.cos(0.05), Math.sin(0.05)];
    const expected = [cr * cp * cy + sr * sp * sy, sr * cp * cy - cr * sp * sy, cr * sp * cy + sr * cp * sy, cr * cp * sy - sr * sp * cy];
    plan!.joints[1]!.offset_quat.forEach((q, i) => expect(q).toBeCloseTo(expected[i]!, 15));
  });

  it('a root option on a URDF (which has one root link) is a warning, and the import goes on', () => {
    const { plan, diagnostics } = importRobotModel(`<robot name="r">${link('a')}</robot>`, { root: 'b' });
    expect(plan!.joints.map((j) => j.name)).toEqual(['a']);
    expect(diagnostics).toMatchObject([{ severity: 'warning', code: 'root-not-used', line: 1, column: 1 }]);
  });

  it('a malformed collision is never read, so it never stops the import', () => {
    const { plan, diagnostics } = importRobotModel('<robot name="r"><link name="a"><collision><geometry><box size="1 2"/></geometry></collision></link></robot>');
    expect(plan!.joints.map((j) => j.name)).toEqual(['a']);
    expect(diagnostics).toEqual([]);
  });

  it('keeps <limit velocity> as x-urdf-velocity (the retarget report checks joint speeds against it); a missing or unreadable one is left out', () => {
    const text = `<robot name="r">${['base', 'a', 'b', 'c'].map(link).join('')}
${joint('j1', 'revolute', 'base', 'a', '<limit lower="-1" upper="1" effort="10" velocity="32"/>')}
${joint('j2', 'continuous', 'a', 'b', '<limit effort="10" velocity="20"/>')}
${joint('j3', 'revolute', 'b', 'c', '<limit lower="-1" upper="1" velocity="fast"/>')}</robot>`;
    const { plan, diagnostics } = importRobotModel(text);
    expect(diagnostics).toEqual([]);
    expect(plan!.joints.slice(1).map((j) => j.dofs[0]!['x-urdf-velocity'])).toEqual([32, 20, undefined]);
  });

  it('keeps mimic as x-urdf-mimic with a located warning', () => {
    const text = `<robot name="r">${link('a')}${link('b')}${link('c')}${joint('j', 'revolute', 'a', 'b', '<limit lower="0" upper="1"/>')}
${joint('k', 'revolute', 'a', 'c', '<limit lower="0" upper="1"/>\n  <mimic joint="j" multiplier="-1"/>')}</robot>`;
    const { plan, diagnostics } = importRobotModel(text);
    expect(plan!.joints[2]!.dofs[0]!['x-urdf-mimic']).toEqual({ joint: 'j', multiplier: -1, offset: 0 });
    expect(diagnostics).toMatchObject([{ severity: 'warning', code: 'mimic', line: 3, column: 3 }]);
  });

  it('keeps visuals as x-geoms (box half sizes, mesh file name, colour)', () => {
    const text = `<robot name="r"><link name="a"><visual><origin xyz="0 0 1"/><geometry><box size="2 4 6"/></geometry><material name="m"><color rgba="1 0 0 1"/></material></visual>
<visual><geometry><mesh filename="package://r/meshes/a.stl"/></geometry></visual></link></robot>`;
    expect(importRobotModel(text).plan!.joints[0]!['x-geoms']).toMatchObject([
      { type: 'box', size: [1, 2, 3], pos: [0, 0, 1], rgba: [1, 0, 0, 1] },
      { type: 'mesh', mesh: 'package://r/meshes/a.stl', source: '2:1' },
    ]);
  });

  it('colours visuals by named materials as RViz does: robot-level first, then one defined in another visual; texture-only and unknown names stay uncoloured', () => {
    const text = `<robot name="a1">
  <material name="orange"><color rgba="1.0 0.42 0.04 1.0"/></material>
  <link name="trunk"><visual><geometry><mesh filename="trunk.dae"/></geometry><material name="orange"/></visual></link>
  <link name="hip"><visual><geometry><mesh filename="hip.dae"/></geometry><material name="black"><color rgba="0 0 0 1"/></material></visual></link>
  <link name="thigh"><visual><geometry><mesh filename="thigh.dae"/></geometry><material name="black"/></visual>
    <visual><geometry><sphere radius="0.1"/></geometry><material name="orange"><color rgba="0 1 0 1"/></material></visual>
    <visual><geometry><sphere radius="0.1"/></geometry><material name="skin"><texture filename="skin.png"/></material></visual>
    <visual><geometry><sphere radius="0.1"/></geometry><material name="nowhere"/></visual></link>
  <joint name="hip_joint" type="fixed"><parent link="trunk"/><child link="hip"/></joint>
  <joint name="thigh_joint" type="fixed"><parent link="hip"/><child link="thigh"/></joint>
</robot>`;
    const geoms = (name: string) => importRobotModel(text).plan!.joints.find((j) => j.name === name)!['x-geoms'] as { rgba?: number[] }[];
    expect(geoms('trunk').map((g) => g.rgba)).toEqual([[1, 0.42, 0.04, 1]]);
    expect(geoms('hip').map((g) => g.rgba)).toEqual([[0, 0, 0, 1]]);
    // An inline colour is the visual's own; a bare name is looked up.
    expect(geoms('thigh').map((g) => g.rgba)).toEqual([[0, 0, 0, 1], [0, 1, 0, 1], undefined, undefined]);
  });

  it.each([
    [`${joint('j', 'planar', 'a', 'b')}`, 'unsupported-joint', 2, 17],
    [`${joint('j', 'floating', 'a', 'b')}`, 'unsupported-joint', 2, 17],
    [`${joint('j', 'revolute', 'a', 'zz')}`, 'unknown-link', 2, 51],
    [`${joint('j', 'fixed', 'a', 'b')}${joint('k', 'fixed', 'b', 'a')}`, 'not-a-tree', 1, 1],
  ])('refuses %s with a located error', (joints, code, line, column) => {
    const result = importRobotModel(`<robot name="r">${link('a')}${link('b')}\n${joints}</robot>`);
    expect(result.plan).toBeNull();
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code, line, column }]);
  });

  it('an entity bomb in a URDF is refused before anything is expanded', () => {
    const result = importRobotModel('<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<robot name="&b;"/>');
    expect(result.plan).toBeNull();
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code: 'xml-syntax', line: 1, column: 14 }]);
  });
});

describe('URDF import of a big input', () => {
  it('reads a chain of 5,000 links (no recursion)', () => {
    const n = 5000;
    const links = Array.from({ length: n }, (_, i) => link(`l${i}`)).join('');
    const joints = Array.from({ length: n - 1 }, (_, i) => joint(`j${i}`, 'continuous', `l${i}`, `l${i + 1}`, '<origin xyz="0 0 0.1"/>')).join('\n');
    const { plan } = importRobotModel(`<robot name="r">${links}${joints}</robot>`);
    expect(plan!.joints).toHaveLength(n);
    expect(plan!.joints[n - 1]).toMatchObject({ name: `l${n - 1}`, parent: `l${n - 2}` });
  });
});
