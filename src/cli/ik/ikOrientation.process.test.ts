import { describe, expect, it } from 'vitest';
import { ForwardKinematics } from '../../bodyplan/kinematics/kinematics.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import type { BodyPlan, Dof } from '../../bodyplan/format/schema.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';
import { runCli } from '../testing/runCli.ts';

const file = temporaryFiles('bodyplan-ik-orientation-');
const hinge = (axis: [number, number, number]): Dof => ({ type: 'hinge', axis, neutral: 0 });

/** A fixed-base arm whose wrist turns about three axes: a hand that can face any way. */
const ARM: BodyPlan = {
  fixed_base: true,
  joints: [
    { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [hinge([0, 0, 1]), hinge([0, 1, 0])] },
    { name: 'elbow', parent: 'shoulder', offset_pos: [0.3, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [hinge([0, 1, 0])] },
    { name: 'wrist', parent: 'elbow', offset_pos: [0.25, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [hinge([1, 0, 0]), hinge([0, 1, 0]), hinge([0, 0, 1])] },
    { name: 'hand', parent: 'wrist', offset_pos: [0.08, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
};
const WRIST = 2;
// The hand's frame turned 120° about (1, 1, 1)/√3 (x→y→z→x): [cos 60°, sin 60°/√3 × (1, 1, 1)].
const TURNED = [0.5, 0.5, 0.5, 0.5];

/** The angle (radians) between the wrist's frame at a printed pose and `quat`. */
function wristAngleFrom(frame: IkFrame, quat: number[]): number {
  const fk = new ForwardKinematics(compileBodyPlan(ARM));
  fk.compute(frame.dofs);
  const m = fk.frameRotations.subarray(9 * WRIST, 9 * WRIST + 9);
  // trace(R_targetᵀ R) = 1 + 2 cos θ, R_target from the (unit) quaternion.
  const [w, x, y, z] = quat as [number, number, number, number];
  const t = [1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y), 2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x), 2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)];
  let trace = 0;
  for (let i = 0; i < 9; i++) trace += t[i]! * m[i]!;
  return Math.acos(Math.max(-1, Math.min(1, (trace - 1) / 2)));
}

describe('bodyplan ik with orientation targets', () => {
  it('turns the wrist to the quaternion of "orientations" while the hand stays on its point', async () => {
    const plan = file('arm.json', ARM);
    const handAt = [0.45, 0.2, 0.1];
    const frames = [[null, null, null, handAt]];
    // No pull toward neutral (its prior would hold the wrist a little short of the target). Given at twice unit length: the file's quaternion is normalised.
    const orientations = [[null, null, TURNED.map((v) => 2 * v), null]];
    const plain = await runCli(['ik', plan, '--targets', file('plain.json', { frames })], 60_000);
    const { code, stdout, stderr } = await runCli(['ik', plan, '--targets', file('oriented.json', { frames, orientations, orientation_weight: 1 }), '--iterations', '60', '--tolerance', '0', '--neutral-weight', '0'], 60_000);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const [frame] = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    const [plainFrame] = (JSON.parse(plain.stdout) as { frames: IkFrame[] }).frames;
    const before = wristAngleFrom(plainFrame!, TURNED);
    const after = wristAngleFrom(frame!, TURNED);
    console.log(`wrist from the target orientation: ${before.toFixed(3)} rad without "orientations", ${after.toExponential(2)} rad with; hand ${frame!.rms_error!.toExponential(2)} from its point`);
    expect(before).toBeGreaterThan(0.5);
    expect(after).toBeLessThan(1e-6);
    expect(frame!.rms_error!).toBeLessThan(1e-6);
  }, 60_000);

  it('refuses a zero quaternion with its line, column and joint', async () => {
    const plan = file('arm2.json', ARM);
    const text = '{"frames": [[null, null, null, [0.4, 0, 0]]],\n "orientations": [[null, null, [0, 0, 0, 0], null]]}';
    const { code, stdout, stderr } = await runCli(['ik', plan, '--targets', file('zero.json', text)], 60_000);
    expect(stdout).toBe('');
    expect(code).not.toBe(0);
    expect(stderr).toContain('line 2, column 32: orientations[0][2] (joint "wrist") has length 0');
  }, 60_000);
});
