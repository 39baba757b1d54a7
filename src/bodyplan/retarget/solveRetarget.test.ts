import { describe, expect, it } from 'vitest';
import { g1SizedHumanoid } from '../../../bench/g1SizedHumanoid.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import type { RetargetTargets } from './retargetTypes.ts';
import { solveRetarget, startRetargetSolve } from './solveRetarget.ts';
import { trajectoryPoseAt } from './trajectoryColumns.ts';
import { fkMotionTargets } from './testing/fkMotionTargets.ts';

const model = compileBodyPlan(g1SizedHumanoid());
const LINKS = ['pelvis', 'left_leg_1', 'left_leg_3', 'left_leg_5', 'right_leg_1', 'right_leg_3', 'right_leg_5', 'waist_2', 'left_arm_1', 'left_arm_3', 'left_arm_6', 'right_arm_1', 'right_arm_3', 'right_arm_6'];

const targetsFromMotion = (frames: number, fps: number, amplitude: number): RetargetTargets => fkMotionTargets(model, LINKS, frames, fps, amplitude);

/** Largest distance between each target and the solved link, over all frames. */
function worstTrackingError(m: BodyModel, targets: RetargetTargets, solved: ReturnType<typeof solveRetarget>): number {
  const fk = new ForwardKinematics(m);
  let worst = 0;
  for (let f = 0; f < targets.frameCount; f++) {
    const pose = trajectoryPoseAt(solved, f);
    fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
    targets.links.forEach((link, i) => {
      const j = m.jointNames.indexOf(link);
      const at = 3 * (f * targets.links.length + i);
      worst = Math.max(worst, Math.hypot(fk.keypoints[3 * j]! - targets.positions[at]!, fk.keypoints[3 * j + 1]! - targets.positions[at + 1]!, fk.keypoints[3 * j + 2]! - targets.positions[at + 2]!));
    });
  }
  return worst;
}

describe('solveRetarget', () => {
  it('tracks a reachable walk-and-turn within 2 mm at every frame, with time at the clip rate and the root free', () => {
    const targets = targetsFromMotion(120, 30, 0.4);
    const trajectory = solveRetarget(model, targets);
    expect(trajectory.columns.slice(0, 8)).toEqual(['time', 'root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz']);
    expect(trajectory.columns).toHaveLength(8 + 29);
    expect(trajectory.columns[8]).toBe('left_leg_0/left_leg_0_joint');
    expect(trajectory.frameCount).toBe(120);
    const width = trajectory.columns.length;
    expect(trajectory.values[width * 30]).toBeCloseTo(1, 12);
    const worst = worstTrackingError(model, targets, trajectory);
    console.log(`walk and turn, 120 frames: worst tracking error ${(worst * 1000).toFixed(3)} mm`);
    expect(worst).toBeLessThan(0.002);
    // The pelvis walked 0.5 m/s for 4 s: the root went with it.
    expect(trajectory.values[width * 119 + 1]).toBeGreaterThan(1.9);
  });

  it('solved in slices of 7 frames (as the CLI does, to report progress) gives exactly the run solved at once', () => {
    const targets = targetsFromMotion(50, 30, 0.4);
    const solve = startRetargetSolve(model, targets);
    const done: number[] = [];
    while (solve.done < solve.frameCount) done.push(solve.step(7));
    expect(done).toEqual([7, 14, 21, 28, 35, 42, 49, 50]);
    expect(Array.from(solve.trajectory().values)).toEqual(Array.from(solveRetarget(model, targets).values));
  });

  it('keeps every DOF within its limits when the targets ask for more', () => {
    const targets = targetsFromMotion(60, 30, 1.6);
    const trajectory = solveRetarget(model, targets);
    let beyond = 0;
    for (let f = 0; f < trajectory.frameCount; f++) {
      const pose = trajectoryPoseAt(trajectory, f);
      for (let d = 0; d < model.dofCount; d++) beyond = Math.max(beyond, pose.dofs[d]! - model.dofUpper[d]!, model.dofLower[d]! - pose.dofs[d]!);
    }
    expect(beyond).toBeLessThanOrEqual(0);
  });

  it('follows a heavily weighted link more closely than a lightly weighted one when both cannot be met', () => {
    // The left hand's target pulled 30 cm out: the arm cannot follow both its elbow and its hand.
    const base = targetsFromMotion(1, 30, 0.2);
    const hand = LINKS.indexOf('left_arm_6');
    const elbow = LINKS.indexOf('left_arm_3');
    base.positions[3 * hand + 1]! += 0.3;
    const handMiss = (handWeight: number) => {
      const weights = new Float64Array(LINKS.length).fill(1);
      weights[hand] = handWeight;
      weights[elbow] = 1;
      const targets = { ...base, weights };
      const solved = solveRetarget(model, targets, { iterations: 50 });
      const fk = new ForwardKinematics(model);
      const pose = trajectoryPoseAt(solved, 0);
      fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
      const j = model.jointNames.indexOf('left_arm_6');
      return Math.hypot(...[0, 1, 2].map((k) => fk.keypoints[3 * j + k]! - base.positions[3 * hand + k]!));
    };
    const light = handMiss(0.1);
    const heavy = handMiss(10);
    console.log(`hand missed by ${(light * 100).toFixed(1)} cm at weight 0.1, ${(heavy * 100).toFixed(1)} cm at weight 10`);
    expect(heavy).toBeLessThan(light * 0.8);
  });

  it('names a mapped link the robot does not have', () => {
    const targets = { ...targetsFromMotion(2, 30, 0.1), links: [...LINKS.slice(0, -1), 'left_wrist_yaw_link'] };
    expect(() => solveRetarget(model, targets)).toThrow('the robot has no link "left_wrist_yaw_link"');
  });
});
