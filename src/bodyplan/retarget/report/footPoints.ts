import type { BodyModel } from '../../kinematics/model.ts';
import type { TrajectoryPoses } from './trajectoryPoses.ts';

/**
 * The points a foot's height is measured at: the foot link's origin and the origins of the links
 * below it. A mapped foot is usually the ankle link (a G1's "left_ankle_roll_link" sits 4 cm above
 * the sole); a plan that puts a link on the sole (a toe or sole site) is measured there, one that
 * has none at the ankle link's origin. The body plan carries no collision geometry to do better.
 */
export function footPointIndices(model: BodyModel, foot: number): number[] {
  const points = [foot];
  for (let k = 0; k < points.length; k++) points.push(...model.children[points[k]!]!);
  return points;
}

/** The lowest z (m) of a foot's points on frame f, and which joint index it is. */
export function lowestFootPoint(poses: TrajectoryPoses, jointCount: number, points: readonly number[], f: number): { z: number; joint: number } {
  let z = Infinity;
  let joint = -1;
  for (const j of points) {
    const at = poses.linkPositions[(f * jointCount + j) * 3 + 2]!;
    if (at < z) {
      z = at;
      joint = j;
    }
  }
  return { z, joint };
}
