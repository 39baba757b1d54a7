import { describe, expect, it } from 'vitest';
import { importRobotModel } from '../importRobotModel.ts';

const mjcf = (body: string, head = '') => `<mujoco>${head}<worldbody>\n${body}\n</worldbody></mujoco>`;

function imported(text: string, files: Record<string, string> = {}) {
  const result = importRobotModel(text, { files: new Map(Object.entries(files)) });
  expect(result.format).toBe('mjcf');
  return result;
}

describe('MJCF import', () => {
  it('names joints after bodies and sites, DOFs after MuJoCo joints, with degrees turned into radians', () => {
    const { plan, diagnostics } = imported(mjcf('<body name="a" pos="1 2 3"><joint name="j" axis="0 2 0" range="-90 45"/><site name="s" pos="0 0 1"/></body>'));
    expect(diagnostics).toEqual([]);
    expect(plan).toEqual({
      fixed_base: true,
      joints: [
        { name: 'a', parent: null, offset_pos: [1, 2, 3], offset_quat: [1, 0, 0, 0], dofs: [{ name: 'j', type: 'hinge', axis: [0, 1, 0], neutral: 0, limits: [-Math.PI / 2, Math.PI / 4] }] },
        { name: 's', parent: 'a', offset_pos: [0, 0, 1], offset_quat: [1, 0, 0, 0], dofs: [], 'x-mujoco-site': true },
      ],
    });
  });

  it('a free joint on the only top-level body makes the plan free-floating; elsewhere it is a located error', () => {
    expect(imported(mjcf('<body name="a" pos="1 0 0"><freejoint/></body>')).plan).toMatchObject({ fixed_base: false, joints: [{ name: 'a', offset_pos: [0, 0, 0] }] });
    const nested = imported(mjcf('<body name="a">\n  <body name="b">\n    <joint type="free"/></body></body>'));
    expect(nested.plan).toBeNull();
    expect(nested.diagnostics).toMatchObject([{ severity: 'error', code: 'free-not-root', line: 4, column: 5 }]);
  });

  it('a free body with a world site beside it: the plan floats with the body and the site is one warning', () => {
    const { plan, diagnostics, rootCandidates } = imported(mjcf('<site name="goal" pos="1 0 0"/>\n<body name="robot"><freejoint/><site name="tip"/><body name="arm"><joint name="j"/></body></body>'));
    expect(plan).toMatchObject({ fixed_base: false, joints: [{ name: 'robot', parent: null }, { name: 'tip', parent: 'robot' }, { name: 'arm' }] });
    expect(rootCandidates).toEqual([]);
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'world-not-kept', line: 2, column: 1, message: expect.stringContaining('site "goal" at 2:1') })]);
  });

  it('a ball joint becomes three hinges, with a located warning', () => {
    const { plan, diagnostics } = imported(mjcf('<body name="a">\n<joint name="b" type="ball" range="0 30"/></body>'));
    expect(plan!.joints[0]!.dofs.map((d) => [d.name, d.axis, d.limits])).toEqual([
      ['b:x', [1, 0, 0], [-Math.PI / 6, Math.PI / 6]],
      ['b:y', [0, 1, 0], [-Math.PI / 6, Math.PI / 6]],
      ['b:z', [0, 0, 1], [-Math.PI / 6, Math.PI / 6]],
    ]);
    expect(diagnostics).toMatchObject([{ severity: 'warning', code: 'ball-approximation', line: 3, column: 1 }]);
  });

  it('a hinge off the body origin gets an inserted joint at its anchor, and the body joint follows', () => {
    const { plan } = imported(mjcf('<body name="a"><joint name="h" pos="0.5 0 0" axis="0 0 1"/></body>'));
    expect(plan!.joints.map((j) => [j.name, j.parent, j.offset_pos, j.dofs.map((d) => d.name)])).toEqual([
      ['a/h', null, [0.5, 0, 0], ['h']],
      ['a', 'a/h', [-0.5, 0, 0], []],
    ]);
  });

  it('limited, autolimits and default classes with childclass decide the limits', () => {
    const head = '<compiler angle="radian" autolimits="false"/><default><joint range="-1 1"/><default class="c"><joint axis="1 0 0" limited="true"/></default></default>';
    const { plan, diagnostics } = imported(mjcf('<body name="a" childclass="c"><joint name="x"/><joint name="y" class="main"/></body>', head));
    expect(plan!.joints[0]!.dofs.map((d) => [d.name, d.axis, d.limits])).toEqual([['x', [1, 0, 0], [-1, 1]], ['y', [0, 0, 1], null]]);
    expect(diagnostics.map((d) => d.code)).toEqual(['range-not-limited']);
  });

  it('reads an <include> opened with the model, and reports one that was not', () => {
    const text = mjcf('<include file="parts/arm.xml"/>');
    expect(imported(text, { 'arm.xml': '<mujoco><body name="arm"/></mujoco>' }).plan!.joints.map((j) => j.name)).toEqual(['arm']);
    expect(imported(text).diagnostics).toMatchObject([{ severity: 'error', code: 'include-missing', line: 2, column: 1 }]);
  });

  it('keeps geometry as x-geoms with the mesh file, and warns about unread elements', () => {
    const head = '<asset><mesh name="shell" file="meshes/shell.stl"/></asset>';
    const { plan, diagnostics } = imported(mjcf('<body name="a"><geom type="mesh" mesh="shell" rgba="1 0 0 1"/><replicate count="2"/></body>', head));
    expect(plan!.joints[0]!['x-geoms']).toMatchObject([{ type: 'mesh', mesh: 'shell', mesh_file: 'meshes/shell.stl', rgba: [1, 0, 0, 1], pos: [0, 0, 0], quat: [1, 0, 0, 0] }]);
    expect(diagnostics).toMatchObject([{ severity: 'warning', code: 'skipped-element' }]);
  });

  it('several top-level bodies hang from a fixed "world" root; colliding names are made unique with a message', () => {
    const { plan, diagnostics } = imported(mjcf('<body name="a"/>\n<body name="b"><site name="a"/></body>'));
    expect(plan!.joints.map((j) => [j.name, j.parent])).toEqual([['world', null], ['a', 'world'], ['b', 'world'], ['a_2', 'b']]);
    expect(diagnostics.find((d) => d.code === 'name-collision')).toMatchObject({ line: 3, column: 16, message: expect.stringContaining('"a_2"') });
  });

  it('every rename from a name collision is listed in one warning, at the first renamed element', () => {
    const { plan, diagnostics } = imported(mjcf('<body name="arm">\n  <site name="arm"/>\n  <body name="hand"><site name="hand"/><site name="arm"/></body>\n</body>'));
    expect(plan!.joints.map((j) => j.name)).toEqual(['arm', 'arm_2', 'hand', 'hand_2', 'arm_3']);
    const collisions = diagnostics.filter((d) => d.code === 'name-collision');
    expect(collisions).toHaveLength(1);
    expect(collisions[0]).toMatchObject({ severity: 'warning', line: 3, column: 3 });
    expect(collisions[0]!.message).toBe('3 names are already used by another body, joint or site, so renamed: '
      + '"arm" at 3:3 -> "arm_2" (the name is first used at 2:1); "hand" at 4:21 -> "hand_2" (the name is first used at 4:3); "arm" at 4:40 -> "arm_3" (the name is first used at 2:1)');
  });

  it('a geom or mesh asset that cannot be read is skipped with a located warning; the kinematics is imported', () => {
    const head = '<asset><mesh name="m" file="m.stl" scale="1 1"/></asset>';
    const { plan, diagnostics } = imported(mjcf('<body name="a" pos="0 0 1"><joint name="j"/>\n<geom type="box" size="0.1 x 0.1"/><geom type="mesh" mesh="m"/></body>', head));
    expect(plan!.joints).toMatchObject([{ name: 'a', offset_pos: [0, 0, 1], dofs: [{ name: 'j' }], 'x-geoms': [{ type: 'mesh', mesh_file: 'm.stl' }] }]);
    expect(plan!.joints[0]!['x-geoms']).toHaveLength(1);
    expect(diagnostics.map((d) => [d.severity, d.code, d.line, d.column])).toEqual([['warning', 'mesh-scale-skipped', 1, 44], ['warning', 'geom-skipped', 3, 18]]);
  });

  it('warns that a joint equality constraint is not kept', () => {
    const text = '<mujoco><worldbody><body name="a"><joint name="p"/><joint name="q"/></body></worldbody>\n<equality><joint joint1="p" joint2="q"/></equality></mujoco>';
    expect(imported(text).diagnostics).toMatchObject([{ severity: 'warning', code: 'equality-not-kept', line: 2, column: 11 }]);
  });

  it.each([
    ['<body name="a" quat="1 0 0 0" euler="0 0 0"/>', 'bad-orientation'],
    ['<body name="a"><joint type="cylindrical"/></body>', 'bad-joint-type'],
    ['<body name="a"><joint axis="0 0 0"/></body>', 'zero-axis'],
    ['<body name="a" pos="1 x 2"/>', 'bad-number'],
    ['<body name="a"><joint class="nope"/></body>', 'unknown-class'],
  ])('refuses %s with a located error', (body, code) => {
    const result = imported(mjcf(body));
    expect(result.plan).toBeNull();
    expect(result.diagnostics).toMatchObject([{ severity: 'error', code, line: 2 }]);
  });
});

describe('MJCF import of big and hostile inputs', () => {
  it('a model with 5,000 sites imports with them, and without them (noSites) as its bodies alone', () => {
    const bodies = 50;
    const sitesPerBody = 100;
    const body = (b: number) => `<body name="b${b}" pos="0 0 0.1"><joint name="j${b}"/>${Array.from({ length: sitesPerBody }, (_, s) => `<site name="s${b}_${s}" pos="${s / 1000} 0 0"/>`).join('')}`;
    const text = mjcf(`<site name="world_site"/>${Array.from({ length: bodies }, (_, b) => body(b)).join('')}${'</body>'.repeat(bodies)}`);
    const withSites = importRobotModel(text);
    expect(withSites.plan!.joints.filter((j) => j['x-mujoco-site'] === true)).toHaveLength(bodies * sitesPerBody + 1);
    const without = importRobotModel(text, { noSites: true });
    expect(without.plan!.joints.map((j) => j.name)).toEqual(Array.from({ length: bodies }, (_, b) => `b${b}`));
    expect(without.plan!.joints[1]).toMatchObject({ parent: 'b0', offset_pos: [0, 0, 0.1] });
    expect(without.diagnostics).toEqual([expect.objectContaining({ severity: 'info', code: 'sites-left-out', message: '5001 sites are left out (no-sites)' })]);
  });


  it('reads a chain 5,000 bodies deep (no recursion) and stops an include cycle', () => {
    const depth = 5000;
    const chain = Array.from({ length: depth }, (_, i) => `<body name="b${i}" pos="0 0 0.1"><joint name="j${i}"/>`).join('') + '</body>'.repeat(depth);
    const { plan } = importRobotModel(mjcf(chain));
    expect(plan!.joints).toHaveLength(depth);
    expect(plan!.joints[depth - 1]).toMatchObject({ name: `b${depth - 1}`, parent: `b${depth - 2}` });

    const cycle = importRobotModel(mjcf('<include file="a.xml"/>'), { files: new Map([['a.xml', '<mujoco><include file="a.xml"/></mujoco>']]) });
    expect(cycle.diagnostics).toMatchObject([{ severity: 'error', code: 'include-depth' }]);
  });
});
