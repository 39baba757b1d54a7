import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testing/runCli.ts';

/**
 * `bodyplan import robot.urdf.xacro` run from the model's folder, or with `../pkg/urdf/…` from
 * another: the file is expanded from its absolute path, as the real xacro does, so `$(dirname)` and
 * `xacro.abs_filename(…)` write absolute paths and an included file from another folder resolves
 * its own relative names (a ROS 2 package's `urdf/` including `../xacro/arm.xacro`).
 */
function arm(): { root: string; pkg: string } {
  const root = mkdtempSync(join(tmpdir(), 'bodyplan-xacro-relative-'));
  const pkg = join(root, 'arm_description');
  for (const folder of ['urdf', 'xacro', 'config', 'meshes']) mkdirSync(join(pkg, folder), { recursive: true });
  writeFileSync(join(pkg, 'package.xml'), '<package format="3"><name>arm_description</name></package>');
  writeFileSync(join(pkg, 'config', 'arm.yaml'), 'upper_arm: {length: 0.4}\n');
  writeFileSync(
    join(pkg, 'urdf', 'arm.urdf.xacro'),
    `<?xml version="1.0"?>
<robot name="arm" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:include filename="../xacro/arm.xacro"/>
  <link name="base_link"><visual><geometry><mesh filename="file://$(dirname)/../meshes/base.stl"/></geometry></visual></link>
  <xacro:upper_arm parent="base_link"/>
</robot>
`,
  );
  writeFileSync(
    join(pkg, 'xacro', 'arm.xacro'),
    `<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="config" value="\${xacro.load_yaml(xacro.abs_filename('../config/arm.yaml'))}"/>
  <xacro:macro name="upper_arm" params="parent">
    <link name="upper_arm"><visual><geometry><mesh filename="file://\${xacro.abs_filename('../meshes/upper_arm.stl')}"/></geometry></visual></link>
    <joint name="shoulder" type="revolute"><parent link="\${parent}"/><child link="upper_arm"/>
      <origin xyz="0 0 \${config.upper_arm.length}"/><axis xyz="0 1 0"/><limit lower="-1" upper="1" effort="1" velocity="1"/></joint>
  </xacro:macro>
</robot>
`,
  );
  return { root, pkg };
}

describe('bodyplan import of a xacro given by a relative path', () => {
  it.each([
    ['from its own folder', (pkg: string) => join(pkg, 'urdf'), 'arm.urdf.xacro'],
    ['from a sibling folder', (pkg: string) => join(pkg, 'config'), '../urdf/arm.urdf.xacro'],
  ])('%s, $(dirname) and xacro.abs_filename are absolute and the included file reads its YAML', async (_how, cwdOf, relative) => {
    const { root, pkg } = arm();
    const expandedPath = join(root, 'arm.urdf');
    const run = await runCli(['import', relative, '--expanded-out', expandedPath], { cwd: cwdOf(pkg) });
    console.log(`import ${relative} (cwd ${cwdOf(pkg)}): exit ${run.code}; ${run.stderr.trim().split('\n').join(' | ')}`);
    expect(run.code).toBe(0);
    const expanded = readFileSync(expandedPath, 'utf8');
    expect(expanded).toContain(`<mesh filename="file://${join(pkg, 'urdf')}/../meshes/base.stl"/>`);
    expect(expanded).toContain(`<mesh filename="file://${join(pkg, 'meshes', 'upper_arm.stl')}"/>`);
    expect(expanded).toContain('<origin xyz="0 0 0.4"/>');
    const plan = JSON.parse(run.stdout) as { joints: { name: string; offset_pos: number[] }[] };
    expect(plan.joints.find((j) => j.name === 'upper_arm')!.offset_pos).toEqual([0, 0, 0.4]);
  });
});
