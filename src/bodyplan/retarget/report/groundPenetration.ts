import { lowestFootPoint } from './footPoints.ts';
import type { TrajectoryPoses } from './trajectoryPoses.ts';

export interface GroundPenetrationResult {
  /** The deepest any foot went below z = 0, mm (0 when none did). */
  max: number;
  /** Where: frame and foot link (-1 and null when no foot went below). */
  frame: number;
  link: string | null;
  /** Frames with a foot below the floor. */
  frames: number;
  /** Per frame: the deepest foot below z = 0, mm. */
  perFrame: Float64Array;
  /** Per frame: which foot (index into footLinks) is deepest, -1 for none. */
  perFrameWho: Int32Array;
}

/**
 * Ground penetration of the robot's feet: how far below z = 0 each foot's lowest point
 * (footPoints.ts) is, in mm.
 */
export function groundPenetration(poses: TrajectoryPoses, jointCount: number, footLinks: readonly string[], footPoints: readonly number[][]): GroundPenetrationResult {
  const perFrame = new Float64Array(poses.frameCount);
  const perFrameWho = new Int32Array(poses.frameCount).fill(-1);
  let max = 0;
  let frame = -1;
  let link: string | null = null;
  let frames = 0;
  for (let f = 0; f < poses.frameCount; f++) {
    footPoints.forEach((points, k) => {
      const depth = -1000 * lowestFootPoint(poses, jointCount, points, f).z;
      if (depth > ROUNDING_MM && depth > perFrame[f]!) {
        perFrame[f] = depth;
        perFrameWho[f] = k;
      }
      if (depth > ROUNDING_MM && depth > max) {
        max = depth;
        frame = f;
        link = footLinks[k]!;
      }
    });
    if (perFrame[f]! > 0) frames++;
  }
  return { max, frame, link, frames, perFrame, perFrameWho };
}

/** A foot put on the floor by arithmetic (0.8 - 0.05 - 0.35 is not exactly 0.4) is on it, not 1e-13 mm into it. */
const ROUNDING_MM = 1e-6;
