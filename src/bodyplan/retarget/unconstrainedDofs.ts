import { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { neutralPose } from '../kinematics/pose.ts';

/**
 * Below this lever (metres a mapped link moves per radian, or per metre of a slide) a DOF moves no
 * target: a G1's wrist roll turns about the forearm, on whose axis the mapped wrist link sits, so
 * at neutral it moves it 0 m/rad; the wrist pitch moves it 0.046 m/rad, the elbow 0.18.
 */
export const UNCONSTRAINED_LEVER = 0.01;

/**
 * The DOFs that no mapped link constrains: those that, from the robot's neutral pose, move no
 * mapped link's origin by UNCONSTRAINED_LEVER per unit or more (a wrist's roll when the hand is
 * mapped at the wrist, a link's own DOF when that link is the last one mapped). The solve leaves
 * them to the pull toward neutral alone; at a retarget's weak pull (1e-5, so that the mapped links
 * are tracked closely) they wander from frame to frame as the other DOFs move, which the report
 * shows as speed and acceleration spikes.
 */
export function unconstrainedDofs(model: BodyModel, mappedLinks: readonly number[]): number[] {
  const fk = new ForwardKinematics(model, { trackDofFrames: false });
  const pose = neutralPose(model);
  fk.compute(pose);
  const rest = Float64Array.from(fk.keypoints);
  const step = 1e-4;
  const free: number[] = [];
  for (let d = 0; d < model.dofCount; d++) {
    const moved = Float64Array.from(pose);
    moved[d]! += step;
    fk.compute(moved);
    let lever = 0;
    for (const j of mappedLinks) {
      lever = Math.max(lever, Math.hypot(fk.keypoints[3 * j]! - rest[3 * j]!, fk.keypoints[3 * j + 1]! - rest[3 * j + 1]!, fk.keypoints[3 * j + 2]! - rest[3 * j + 2]!) / step);
    }
    if (lever < UNCONSTRAINED_LEVER) free.push(d);
  }
  return free;
}
