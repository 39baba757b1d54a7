import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, REPO_ROOT } from '../testing/runCli.ts';

/** The ROS 2-style arm package (kinematics, limits and masses in YAML files), copied into a workspace as a colcon src/ folder. */
function workspace(): { ws: string; pkg: string; main: string } {
  const ws = mkdtempSync(join(tmpdir(), 'bodyplan-ros2-arm-'));
  const pkg = join(ws, 'src', 'arm_description');
  cpSync(join(REPO_ROOT, 'test-data', 'xacro', 'ros2-arm'), pkg, { recursive: true });
  return { ws, pkg, main: join(pkg, 'urdf', 'arm.urdf.xacro') };
}

const lineOf = (file: string, text: string) => readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

describe('bodyplan import of a ROS 2 description that loads its numbers with xacro.load_yaml', () => {
  it('imports it with --package-path: the joints sit where the YAML files put them', async () => {
    const { ws, main } = workspace();
    const run = await runCli(['import', main, '--package-path', join(ws, 'src'), '--arg', 'side:=right']);
    expect(run.stderr).not.toMatch(/warning|error/);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/imported xacro as 9 joints, 6 DOFs, fixed base/);
    const plan = JSON.parse(run.stdout) as { joints: { name: string; offset_pos: number[] }[] };
    expect(plan.joints.map((j) => j.name)).toEqual(['stand', 'r_base_link', 'r_shoulder_link', 'r_upper_arm_link', 'r_forearm_link', 'r_wrist_1_link', 'r_wrist_2_link', 'r_wrist_3_link', 'r_tool0']);
    const at = (name: string) => plan.joints.find((j) => j.name === name)!.offset_pos;
    // side:=right: the mount at y = -0.3 (a if c else b); kinematics['shoulder']['z'] and kinematics.forearm.x from default_kinematics.yaml.
    expect(at('r_base_link')).toEqual([0, -0.3, 0.8]);
    expect(at('r_shoulder_link')[2]).toBe(0.1625);
    expect(at('r_forearm_link')[0]).toBe(-0.425);
  });

  it('a value outside the allowed list stops at xacro.fatal, located where the call is written', async () => {
    const { ws, pkg, main } = workspace();
    const run = await runCli(['import', main, '--package-path', join(ws, 'src'), '--arg', 'gripper:=magnetic']);
    expect(run.code).toBe(1);
    const macro = join(pkg, 'urdf', 'arm_macro.xacro');
    expect(run.stderr).toContain(`${macro}:${lineOf(macro, 'xacro.fatal')}:`);
    expect(run.stderr).toContain("xacro.fatal: unknown gripper magnetic, not one of ['parallel', 'vacuum']");
  });

  it('a broken YAML file is an error naming the YAML file and line, at the expression that loads it', async () => {
    const { ws, pkg, main } = workspace();
    const limits = join(pkg, 'config', 'joint_limits.yaml');
    writeFileSync(limits, readFileSync(limits, 'utf8').replace('max_effort: 150.0', 'max_effort: [150.0'));
    const run = await runCli(['import', main, '--package-path', join(ws, 'src')]);
    expect(run.code).toBe(1);
    const macro = join(pkg, 'urdf', 'arm_macro.xacro');
    expect(run.stderr).toContain(`${macro}:${lineOf(macro, 'xacro.load_yaml(joint_limits_parameters_file)')}:`);
    expect(run.stderr).toMatch(new RegExp(`load_yaml: ${limits.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\d+:\\d+: `));
  });
});
