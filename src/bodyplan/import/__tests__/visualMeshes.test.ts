import { describe, expect, it } from 'vitest';
import { importRobotModel } from '../importRobotModel.ts';
import { meshesNotDrawn, meshFileKey, meshFindings, visualMeshes, type OpenedMesh } from '../visualMeshes.ts';

const plan = (text: string) => {
  const result = importRobotModel(text);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return result.plan!;
};

describe('visualMeshes: the mesh geoms of an imported plan', () => {
  it('MJCF: the asset file joined to compiler meshdir, the asset scale (own or from a default class), the geom placement and colour', () => {
    const text = `<mujoco>
<compiler meshdir="parts/" assetdir="ignored"/>
<default><mesh scale="2 2 2"/><default class="small"><mesh scale="0.5 0.5 0.5"/></default></default>
<asset><mesh name="shell" file="Shell.STL" scale="0.001 0.002 0.003"/><mesh file="sub/leg.obj"/><mesh class="small" name="tiny" file="/abs/tiny.stl"/></asset>
<worldbody><body name="a"><joint name="j"/>
  <geom type="mesh" mesh="shell" pos="1 2 3" quat="0 1 0 0" rgba="1 0 0 0.5"/>
  <body name="b"><geom type="mesh" mesh="leg"/><geom type="mesh" mesh="tiny"/></body>
</body></worldbody></mujoco>`;
    expect(visualMeshes(plan(text))).toEqual([
      { joint: 0, file: 'parts/Shell.STL', key: 'shell.stl', format: 'stl', scale: [0.001, 0.002, 0.003], pos: [1, 2, 3], quat: [0, 1, 0, 0], rgba: [1, 0, 0, 0.5], source: { line: 6, column: 3 } },
      { joint: 1, file: 'parts/sub/leg.obj', key: 'leg.obj', format: 'obj', scale: [2, 2, 2], pos: [0, 0, 0], quat: [1, 0, 0, 0], rgba: [0.6, 0.65, 0.75, 1], source: { line: 7, column: 18 } },
      { joint: 1, file: '/abs/tiny.stl', key: 'tiny.stl', format: 'stl', scale: [0.5, 0.5, 0.5], pos: [0, 0, 0], quat: [1, 0, 0, 0], rgba: [0.6, 0.65, 0.75, 1], source: { line: 7, column: 48 } },
    ]);
  });

  it('MJCF: assetdir stands in for a missing meshdir', () => {
    const text = '<mujoco><compiler assetdir="assets"/><asset><mesh file="m.stl"/></asset><worldbody><body name="a"><geom type="mesh" mesh="m"/></body></worldbody></mujoco>';
    expect(visualMeshes(plan(text)).map((m) => m.file)).toEqual(['assets/m.stl']);
  });

  it('URDF: the filename without package:// or folders as the key, the scale, the visual origin and material colour', () => {
    const text = `<robot name="r"><link name="base"/><link name="arm">
<visual><origin xyz="0 0 0.5" rpy="0 0 0"/><geometry><mesh filename="package://r/meshes/Arm.DAE" scale="0.001 0.001 0.001"/></geometry><material name="m"><color rgba="0 1 0 1"/></material></visual></link>
<joint name="j" type="continuous"><parent link="base"/><child link="arm"/></joint></robot>`;
    const meshes = visualMeshes(plan(text));
    expect(meshes).toMatchObject([{ file: 'package://r/meshes/Arm.DAE', key: 'arm.dae', format: 'dae', scale: [0.001, 0.001, 0.001], pos: [0, 0, 0.5], rgba: [0, 1, 0, 1], source: { line: 2, column: 1 } }]);
    expect(meshes[0]!.joint).toBe(1);
  });

  it('matches file names case-insensitively by base name', () => {
    expect(['package://robot/meshes/Base.STL', 'C:\\models\\arm.Obj', 'file:///tmp/x/leg.dae', 'plain.stl'].map(meshFileKey)).toEqual(['base.stl', 'arm.obj', 'leg.dae', 'plain.stl']);
  });
});

describe('meshFindings: mesh files that will not be drawn, located at the geom naming them', () => {
  const text = `<mujoco><asset><mesh file="a.stl"/><mesh file="b.obj"/><mesh file="c.dae"/><mesh file="d.ply"/><mesh file="e.stl"/></asset>
<worldbody><body name="x">
<geom type="mesh" mesh="a"/><geom type="mesh" mesh="a"/>
<geom type="mesh" mesh="b"/>
<geom type="mesh" mesh="c"/>
<geom type="mesh" mesh="d"/>
<geom type="mesh" mesh="e"/>
</body></worldbody></mujoco>`;
  const opened = new Map<string, OpenedMesh>([
    ['b.obj', { ok: true }],
    ['c.dae', { ok: true }],
    ['e.stl', { ok: false, message: 'the file is empty' }],
  ]);

  it('lists each missing, unreadable or unsupported file once, and nothing for a file that was read', () => {
    const findings = meshFindings(visualMeshes(plan(text)), opened, 'MJCF');
    expect(findings.map(({ code, line, column }) => [code, line, column])).toEqual([
      ['mesh-missing', 3, 1],
      ['mesh-format', 5, 1],
      ['mesh-format', 6, 1],
      ['mesh-unreadable', 7, 1],
    ]);
    expect(findings[0]!.message).toBe('mesh file "a.stl" (used by 2 geoms) was not opened with the model, so it is not drawn: open it together with the model (multi-select or a folder drop)');
    expect(findings[1]!.message).toBe('mesh file "c.dae" is not drawn: the Studio reads STL and OBJ meshes');
    expect(findings[3]!.message).toBe('mesh file "e.stl" could not be read, so it is not drawn: the file is empty');
  });

  it('several files not opened are one finding naming their folder, the files in its details', () => {
    const legs = ['hip', 'thigh', 'calf', 'foot'].flatMap((part) => ['FR', 'FL', 'RR', 'RL'].map((leg) => `${leg}_${part}`));
    const urdf = `<robot name="go2">\n${legs.map((l) => `<link name="${l}"><visual><geometry><mesh filename="package://go2_description/meshes/${l}.dae"/></geometry></visual></link>`).join('\n')}
${legs.slice(1).map((l, i) => `<joint name="j${i}" type="fixed"><parent link="${legs[0]}"/><child link="${l}"/></joint>`).join('')}</robot>`;
    const findings = meshFindings(visualMeshes(plan(urdf)), new Map([['fr_hip.dae', { ok: true }], ['rl_foot.dae', { ok: false, message: 'no triangles' }]]), 'URDF');
    expect(findings.map(({ code, line }) => [code, line])).toEqual([['mesh-missing', 3], ['mesh-unreadable', 17]]);
    expect(findings[0]!.message).toBe('14 mesh files under package://go2_description/meshes/ were not opened with the model, so they are not drawn: open the folder that holds them together with the model (a folder drop or multi-select)');
    expect(findings[0]!.details).toHaveLength(14);
    expect(findings[0]!.details![0]).toBe('mesh file "package://go2_description/meshes/FL_hip.dae"');
  });

  it('Collada is read for URDF models', () => {
    const urdf = '<robot name="r"><link name="a"><visual><geometry><mesh filename="c.dae"/></geometry></visual></link></robot>';
    expect(meshFindings(visualMeshes(plan(urdf)), opened, 'URDF')).toEqual([]);
  });
});

describe('meshesNotDrawn: a plan JSON opened with mesh files', () => {
  const urdf = `<robot name="r"><link name="a">
<visual><geometry><mesh filename="package://r/a.stl"/></geometry></visual>
<visual><geometry><mesh filename="package://r/b.dae"/></geometry></visual>
<visual><geometry><mesh filename="package://r/c.obj"/></geometry></visual>
<visual><geometry><mesh filename="package://r/d.ply"/></geometry></visual></link></robot>`;

  it('names each mesh file that will not be drawn and why; nothing when all are', () => {
    const opened = new Map<string, OpenedMesh>([
      ['b.dae', { ok: true }],
      ['c.obj', { ok: false, message: 'the file is empty' }],
    ]);
    expect(meshesNotDrawn(plan(urdf), opened)).toBe(
      'Meshes not drawn: "package://r/a.stl" (not opened), "package://r/c.obj" (unreadable: the file is empty), "package://r/d.ply" (a format the Studio does not read).',
    );
    const all = new Map<string, OpenedMesh>(['a.stl', 'b.dae', 'c.obj'].map((k) => [k, { ok: true }]));
    const threeMeshes = plan(urdf.replace(/<visual><geometry><mesh filename="package:\/\/r\/d.ply"\/><\/geometry><\/visual>/, ''));
    expect(meshesNotDrawn(threeMeshes, all)).toBe('');
  });
});
