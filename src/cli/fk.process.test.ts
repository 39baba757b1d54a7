import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLY_BODY_PLAN_PATH, readFlyFixtures } from '../bodyplan/testing/flyFixtures.ts';
import { parseRootQuat } from './fk.ts';
import { runCli } from './testing/runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'bodyplan-fk-'));

/** The real CLI (its time limit above the tests' own): its exit code and output. */
async function run(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await runCli(args, 60_000);
  return { code, stdout, stderr };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

interface FkOutput {
  joints: { name: string; position: number[] }[];
}

const ARM = JSON.stringify({
  fixed_base: false,
  joints: [
    { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'elbow', parent: 'shoulder', offset_pos: [2, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-0.1, 0.1] }] },
    { name: 'hand', parent: 'elbow', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
});

/** The arm with non-zero neutral values, so the default pose cannot be mistaken for all zeros. */
const BENT_ARM = JSON.stringify({
  fixed_base: false,
  joints: [
    { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: Math.PI / 2 }] },
    { name: 'elbow', parent: 'shoulder', offset_pos: [2, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.1, limits: [-0.1, 0.1] }] },
    { name: 'hand', parent: 'elbow', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
});

describe('bodyplan fk', () => {
  it('reproduces MuJoCo keypoints of a NeuroMechFly synthetic frame from --dofs', async () => {
    const frame = readFlyFixtures().synthetic_frames[5]!;
    const dofs = file('fly-dofs.json', JSON.stringify(frame.ground_truth_dof_angles_per_leg.flat()));
    const { code, stdout } = await run('fk', FLY_BODY_PLAN_PATH, '--dofs', dofs);
    expect(code).toBe(0);
    const out = JSON.parse(stdout) as FkOutput;
    expect(out.joints).toHaveLength(31);
    expect(out.joints[0]).toEqual({ name: 'thorax', position: [0, 0, 0] });
    out.joints.slice(1).forEach((joint, i) => {
      expect(joint.name).toBe(readFlyFixtures().leg_joint_names[i]);
      joint.position.forEach((v, axis) => expect(Math.abs(v - frame.target_ego[i]![axis]!)).toBeLessThan(1e-9));
    });
  }, 120_000);

  it('defaults to the neutral pose and applies --root-pos and --root-quat; values are not clamped', async () => {
    const plan = file('bent-arm.json', BENT_ARM);
    const neutral = JSON.parse((await run('fk', plan)).stdout) as FkOutput;
    expect(neutral.joints.map((j) => j.name)).toEqual(['shoulder', 'elbow', 'hand']);
    // Shoulder at pi/2 puts the elbow at (0, 2, 0); the elbow's 0.1 turns the hand a further 0.1
    // (all-zero DOFs would give the elbow at (2, 0, 0) and the hand at (3, 0, 0)).
    [0, 2, 0].forEach((v, axis) => expect(neutral.joints[1]!.position[axis]).toBeCloseTo(v, 12));
    [-Math.sin(0.1), 2 + Math.cos(0.1), 0].forEach((v, axis) => expect(neutral.joints[2]!.position[axis]).toBeCloseTo(v, 12));

    const dofs = file('arm-dofs.json', JSON.stringify([0, Math.PI / 2]));
    const { code, stdout } = await run('fk', plan, '--dofs', dofs, '--root-pos', '1,2,3', '--root-quat', '0,0,0,1');
    expect(code).toBe(0);
    // Elbow at 90 degrees (beyond its 0.1 limit: not clamped) puts the hand at (2, 1, 0) locally;
    // the root turns 180 degrees about z and moves to (1, 2, 3).
    const hand = (JSON.parse(stdout) as FkOutput).joints[2]!.position;
    [-1, 1, 3].forEach((v, axis) => expect(hand[axis]).toBeCloseTo(v, 12));
  }, 120_000);

  it('reads a pose file with names and the root pose; warns, located, about names the plan does not have', async () => {
    const plan = file('bent-arm-named.json', BENT_ARM);
    const pose = file('arm-named.json', '{\n  "root": {"pos": [1, 2, 3], "quat": [0, 0, 0, 1]},\n  "dofs": {"elbow": {"0": 1.5707963267948966, "1": 4}, "wrist": {"0": 1}}\n}\n');
    const { code, stdout, stderr } = await run('fk', plan, '--dofs', pose);
    expect(code).toBe(0);
    // The shoulder is not named: it keeps its neutral pi/2; the elbow at pi/2 adds a quarter turn.
    // Locally the elbow is at (0, 2, 0) and the hand at (-1, 2, 0); the root turns them 180 degrees about z to (1, 2, 3).
    const hand = (JSON.parse(stdout) as FkOutput).joints[2]!.position;
    [2, 0, 3].forEach((v, axis) => expect(hand[axis]).toBeCloseTo(v, 12));
    expect(stderr).toBe(
      `${pose}:3:47: warning: joint "elbow" has no DOF "1" (its DOFs: "0"); not applied (/dofs/elbow/1)\n` +
        `${pose}:3:56: warning: no joint is named "wrist"; its values were not applied (/dofs/wrist)\n`,
    );
  }, 120_000);

  it('rejects a DOF array of the wrong length with a clear message and exit 2', async () => {
    const plan = file('arm2.json', ARM);
    const { code, stdout, stderr } = await run('fk', plan, '--dofs', file('three.json', '[1, 2, 3]'));
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('The pose has 3 values, but this body plan has 2 DOFs.');
  }, 120_000);

  it('rejects bad root options and unknown options with exit 2', async () => {
    const plan = file('arm3.json', ARM);
    const quat = await run('fk', plan, '--root-quat', '1,0,0');
    expect(quat.code).toBe(2);
    expect(quat.stderr).toContain('--root-quat expects w,x,y,z as 4 comma-separated finite numbers, got "1,0,0"');
    const unknown = await run('fk', plan, '--root', '1,2,3');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown option "--root"');
    const missing = await run('fk', join(dir, 'nope.json'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file');
    const twice = await run('fk', plan, '--root-pos', '1,2,3', '--root-pos=4,5,6');
    expect(twice.code).toBe(2);
    expect(twice.stderr).toBe('bodyplan fk: option --root-pos is given twice\n');
  }, 120_000);

  it('prints the diagnostics of an invalid body plan and exits 1', async () => {
    const broken = ARM.replace('"parent":"shoulder"', '"parent":"sholder"');
    const { code, stdout, stderr } = await run('fk', file('broken.json', broken));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/broken\.json:1:\d+: error\[unknown-parent\]: .*did you mean "shoulder"\?/);
  }, 120_000);

  it('--root-quat with huge, tiny or denormal components is scaled, not turned into the identity', async () => {
    const plan = file('arm4.json', ARM);
    // Elbow at 90 degrees: the hand is at (2, 1, 0) before the root turns.
    const dofs = file('arm4-dofs.json', JSON.stringify([0, Math.PI / 2]));
    const quats = ['1e200,1e200,0,0', '1e-200,1e-200,0,0', '0,1e-320,0,0'];
    const runs = await Promise.all(quats.map((q) => run('fk', plan, '--dofs', dofs, '--root-quat', q)));
    // 90 degrees about x takes (2, 1, 0) to (2, 0, 1); 180 degrees about x, to (2, -1, 0).
    const expected = [[2, 0, 1], [2, 0, 1], [2, -1, 0]];
    runs.forEach(({ code, stdout }, i) => {
      expect(code, quats[i]).toBe(0);
      const hand = (JSON.parse(stdout) as FkOutput).joints[2]!.position;
      expected[i]!.forEach((v, axis) => expect(hand[axis], quats[i]).toBeCloseTo(v, 12));
    });
    expect(parseRootQuat('0,1e-320,0,0')).toEqual([0, 1, 0, 0]);
    expect(parseRootQuat('-1e308,1e308,1e308,-1e308')).toEqual([-0.5, 0.5, 0.5, -0.5]);
    expect(() => parseRootQuat('0,-0,0,0')).toThrow('--root-quat is the zero quaternion, which is no rotation; use 1,0,0,0 for none');
  }, 120_000);
});
