import { describe, expect, it } from 'vitest';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { neutralPoseOf, type Pose } from '../kinematics/pose.ts';
import { readFlyBodyPlan } from '../testing/flyFixtures.ts';
import { DragStepper, quatAngle, type DragStepOptions } from './dragStep.ts';

// The fly (31 joints, free-floating thorax, legs of 2-3 units) with three claws pinned; the left
// front claw is dragged far out of reach, as a person drags it past where the leg can go.
const model = compileBodyPlan(readFlyBodyPlan());
const jointIndex = (name: string) => model.jointNames.indexOf(name);
const LF_CLAW = jointIndex('lf_claw');
const LF_COXA = jointIndex('lf_thorax_coxa');
const OTHERS = [jointIndex('rf_claw'), jointIndex('lh_claw')];
const TOLERANCE = 0.02;

function keypointsOf(pose: Pose): Float64Array {
  const fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
  fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
  return Float64Array.from(fk.keypoints);
}
const at = (k: Float64Array, j: number) => [k[3 * j]!, k[3 * j + 1]!, k[3 * j + 2]!];
const dist = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

function drag(lockRoot: boolean) {
  const stepper = new DragStepper(model);
  const start = neutralPoseOf(model);
  const startKeypoints = keypointsOf(start);
  const targets = new Float64Array(3 * model.jointCount).fill(NaN);
  for (const j of [LF_CLAW, ...OTHERS]) targets.set(at(startKeypoints, j), 3 * j);
  const options: DragStepOptions = { dragged: LF_CLAW, tolerance: TOLERANCE, maxAngleStep: 0.1, maxPositionStep: 0.05, lockRoot };
  const claw0 = at(startKeypoints, LF_CLAW);
  // 60 pointer moves out and up to a point 12 units from the claw: four leg lengths.
  const end = [claw0[0]! + 2, claw0[1]! + 10, claw0[2]! + 6];
  let pose = start;
  const updates: { pose: Pose; previous: Pose; unreachable: number[] }[] = [];
  for (let i = 1; i <= 60; i++) {
    const t = i / 60;
    targets.set([claw0[0]! + t * (end[0]! - claw0[0]!), claw0[1]! + t * (end[1]! - claw0[1]!), claw0[2]! + t * (end[2]! - claw0[2]!)], 3 * LF_CLAW);
    const result = stepper.step(pose, targets, options);
    updates.push({ pose: result.pose, previous: pose, unreachable: result.unreachable });
    pose = result.pose;
  }
  return { start, startKeypoints, targets, updates, final: pose, end, claw0 };
}

describe('an IK drag past reach on the fly', () => {
  for (const lockRoot of [false, true]) {
    it(`${lockRoot ? 'with the root locked' : 'with a free root'}: no flip, the other pins stay within tolerance, the leg stretches toward the target, which is marked unreachable`, () => {
      const { start, startKeypoints, updates, final, end, claw0 } = drag(lockRoot);
      for (const { pose, previous } of updates) {
        const keypoints = keypointsOf(pose);
        for (const j of OTHERS) expect(dist(at(keypoints, j), at(startKeypoints, j))).toBeLessThanOrEqual(TOLERANCE);
        // Step-limited: no DOF and no root rotation jumps in one update.
        for (let d = 0; d < model.dofCount; d++) expect(Math.abs(pose.dofs[d]! - previous.dofs[d]!)).toBeLessThanOrEqual(0.1 + 1e-9);
        expect(quatAngle(pose.rootQuat, previous.rootQuat)).toBeLessThanOrEqual(0.1 + 1e-9);
        // Never a flip: the body keeps its orientation within a small angle of where it started.
        expect(quatAngle(pose.rootQuat, start.rootQuat)).toBeLessThan(0.35);
      }
      if (lockRoot) {
        expect(Array.from(final.rootPosition)).toEqual(Array.from(start.rootPosition));
        expect(Array.from(final.rootQuat)).toEqual(Array.from(start.rootQuat));
      }
      const keypoints = keypointsOf(final);
      const claw = at(keypoints, LF_CLAW);
      // Stretched toward the target: nearer to it than the claw was, and the leg longer than at rest.
      expect(dist(claw, end)).toBeLessThan(dist(claw0, end) - 0.3);
      expect(dist(claw, at(keypoints, LF_COXA))).toBeGreaterThan(dist(claw0, at(startKeypoints, LF_COXA)) + 0.1);
      expect(updates.at(-1)!.unreachable).toEqual([LF_CLAW]);
      // Early in the drag, while the target is still within reach, it is not marked.
      expect(updates[0]!.unreachable).toEqual([]);
    });
  }
});

describe('one drag update toward a reachable target on the fly', () => {
  it('takes limited steps until the claw is on its target, the other pins within tolerance', () => {
    const stepper = new DragStepper(model);
    const start = neutralPoseOf(model);
    const startKeypoints = keypointsOf(start);
    const targets = new Float64Array(3 * model.jointCount).fill(NaN);
    for (const j of [LF_CLAW, ...OTHERS]) targets.set(at(startKeypoints, j), 3 * j);
    const claw0 = at(startKeypoints, LF_CLAW);
    const coxa = at(startKeypoints, LF_COXA);
    // A fifth of the way toward the coxa: within reach, and farther than one limited step goes.
    const target = [0, 1, 2].map((k) => claw0[k]! + (coxa[k]! - claw0[k]!) / 5);
    targets.set(target, 3 * LF_CLAW);
    const options: DragStepOptions = { dragged: LF_CLAW, tolerance: TOLERANCE, maxAngleStep: 0.1, maxPositionStep: 0.05, lockRoot: true };
    // No pull toward the neutral pose, which would hold the claw short of any target.
    const solverOptions = { neutralWeight: 0 };
    const oneStep = stepper.step(start, targets, options, solverOptions);
    expect(dist(at(keypointsOf(oneStep.pose), LF_CLAW), target)).toBeGreaterThan(1e-3);
    const result = stepper.follow(start, targets, options, solverOptions);
    const keypoints = keypointsOf(result.pose);
    expect(dist(at(keypoints, LF_CLAW), target)).toBeLessThan(1e-3);
    expect(result.unreachable).toEqual([]);
    for (const j of OTHERS) expect(dist(at(keypoints, j), at(startKeypoints, j))).toBeLessThanOrEqual(TOLERANCE);
  });
});
