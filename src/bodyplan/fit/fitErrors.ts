import { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { solvedPoseAt, type SolvedFrames } from '../ik/solvedFrames.ts';

/**
 * How far each keypoint of a solved 3D recording lies from its observed target, frame by frame:
 * one Float32Array (single precision is plenty for a distance to colour and rank, and halves a
 * 100,000-frame fly recording to 12 MB). NaN where the joint was not observed in that frame.
 */
export interface FitErrors {
  readonly frameCount: number;
  readonly jointCount: number;
  /** Frame-major: joint j of frame f is at `f * jointCount + j`. */
  readonly errors: Float32Array;
  /** Joints observed in at least one frame, in body-plan order: the heat-map's rows. */
  readonly keypoints: readonly number[];
}

/** Joint `joint`'s error in frame `frame` (NaN when not observed). */
export function fitErrorAt(fit: FitErrors, frame: number, joint: number): number {
  return fit.errors[frame * fit.jointCount + joint]!;
}

/**
 * Places every joint by forward kinematics of each solved pose and measures the distance to the
 * frame's target (`targets[f]`: 3 numbers per joint, NaN when missing), in the plan's length units.
 */
export function computeFitErrors(model: BodyModel, targets: readonly Float64Array[], solved: SolvedFrames): FitErrors {
  const jointCount = model.jointCount;
  const frameCount = Math.min(targets.length, solved.count);
  const errors = new Float32Array(frameCount * jointCount).fill(NaN);
  const observed = new Uint8Array(jointCount);
  const fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
  for (let f = 0; f < frameCount; f++) {
    const target = targets[f]!;
    const pose = solvedPoseAt(solved, f);
    fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
    const k = fk.keypoints;
    for (let j = 0; j < jointCount; j++) {
      const tx = target[3 * j]!;
      if (!Number.isFinite(tx)) continue;
      const dx = k[3 * j]! - tx;
      const dy = k[3 * j + 1]! - target[3 * j + 1]!;
      const dz = k[3 * j + 2]! - target[3 * j + 2]!;
      // Not Math.hypot: a square root of the sum is several times faster, and these are not near overflow.
      errors[f * jointCount + j] = Math.sqrt(dx * dx + dy * dy + dz * dz);
      observed[j] = 1;
    }
  }
  const keypoints: number[] = [];
  for (let j = 0; j < jointCount; j++) if (observed[j]) keypoints.push(j);
  return { frameCount, jointCount, errors, keypoints };
}

/** FitErrors over an error matrix computed elsewhere (a segment worker): its rows are the joints observed at least once. */
export function fitErrorsOf(jointCount: number, errors: Float32Array): FitErrors {
  const frameCount = jointCount === 0 ? 0 : errors.length / jointCount;
  const observed = new Uint8Array(jointCount);
  for (let i = 0; i < errors.length; i++) if (errors[i] === errors[i]) observed[i % jointCount] = 1;
  const keypoints: number[] = [];
  for (let j = 0; j < jointCount; j++) if (observed[j]) keypoints.push(j);
  return { frameCount, jointCount, errors, keypoints };
}
