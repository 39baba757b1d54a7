import { ForwardKinematics } from '../../kinematics/kinematics.ts';
import type { BodyModel } from '../../kinematics/model.ts';
import type { RetargetTrajectory } from '../retargetTypes.ts';

/** Every frame of a trajectory as DOF values and, through the project's FK, every link's origin. */
export interface TrajectoryPoses {
  frameCount: number;
  /** frameCount × dofCount, plan order. */
  dofs: Float64Array;
  /** frameCount × jointCount × 3: each link's origin (its keypoint, before its own DOFs), metres. */
  linkPositions: Float64Array;
}

const ROOT_COLUMNS = 7;

/**
 * Reads the trajectory's rows into DOF vectors and root poses and runs FK on each. The qpos is the
 * row's LAST columns (root position, root quaternion w x y z for a free base, then the DOFs in plan
 * order): columns before it (time, frame, ...) are whatever the writer chose to put first, so they
 * are skipped rather than guessed at by name.
 */
export function trajectoryPoses(model: BodyModel, trajectory: RetargetTrajectory): TrajectoryPoses {
  const width = trajectory.columns.length;
  const rootWidth = model.fixedBase ? 0 : ROOT_COLUMNS;
  const qposWidth = rootWidth + model.dofCount;
  if (width < qposWidth) {
    throw new Error(`the trajectory has ${width} columns; this robot needs ${qposWidth} (${rootWidth === 0 ? '' : 'root x y z, quaternion w x y z, '}${model.dofCount} joints)`);
  }
  if (trajectory.values.length !== trajectory.frameCount * width) {
    throw new Error(`the trajectory holds ${trajectory.values.length} values; ${trajectory.frameCount} frames × ${width} columns needs ${trajectory.frameCount * width}`);
  }
  const frameCount = trajectory.frameCount;
  const n = model.jointCount;
  const dofs = new Float64Array(frameCount * model.dofCount);
  const linkPositions = new Float64Array(frameCount * n * 3);
  const fk = new ForwardKinematics(model, { trackDofFrames: false });
  const first = width - qposWidth;
  for (let f = 0; f < frameCount; f++) {
    const row = trajectory.values.subarray(f * width + first, (f + 1) * width);
    const frameDofs = row.subarray(rootWidth);
    dofs.set(frameDofs, f * model.dofCount);
    if (rootWidth === 0) fk.compute(frameDofs);
    else fk.compute(frameDofs, row.subarray(0, 3), row.subarray(3, 7));
    linkPositions.set(fk.keypoints, f * n * 3);
  }
  return { frameCount, dofs, linkPositions };
}

/** The plan index of each named link; a clear message names a link the plan does not have. */
export function linkIndices(model: BodyModel, links: readonly string[], what: string): number[] {
  return links.map((link) => {
    const j = model.jointNames.indexOf(link);
    if (j < 0) throw new Error(`${what} "${link}" is not a link of this robot`);
    return j;
  });
}
