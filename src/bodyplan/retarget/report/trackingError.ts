import type { TrajectoryPoses } from './trajectoryPoses.ts';

export interface LinkTrackingError {
  link: string;
  /** Distance from the robot's link origin to its target, cm, over the frames with a target. */
  rms: number;
  max: number;
  worst_frame: number;
  /** Frames with a target (the source had data). */
  frames: number;
}

export interface TrackingErrorResult {
  links: LinkTrackingError[];
  /** Per frame: the largest distance of any mapped link to its target, cm (0 with no target). */
  perFrame: Float64Array;
  /** Per frame: which link (index into links) is furthest, -1 for none. */
  perFrameWho: Int32Array;
}

/** Tracking error per mapped link: how far the solved robot's link is from where the targets put it. */
export function trackingError(poses: TrajectoryPoses, jointCount: number, links: readonly string[], linkIndices: readonly number[], targets: Float64Array): TrackingErrorResult {
  const perFrame = new Float64Array(poses.frameCount);
  const perFrameWho = new Int32Array(poses.frameCount).fill(-1);
  const count = links.length;
  const result = links.map((link, k) => {
    const j = linkIndices[k]!;
    let sumSquares = 0;
    let frames = 0;
    let max = 0;
    let worst = -1;
    for (let f = 0; f < poses.frameCount; f++) {
      const t = (f * count + k) * 3;
      const p = (f * jointCount + j) * 3;
      const distance = 100 * Math.hypot(poses.linkPositions[p]! - targets[t]!, poses.linkPositions[p + 1]! - targets[t + 1]!, poses.linkPositions[p + 2]! - targets[t + 2]!);
      if (Number.isNaN(distance)) continue;
      frames++;
      sumSquares += distance * distance;
      if (distance > perFrame[f]!) {
        perFrame[f] = distance;
        perFrameWho[f] = k;
      }
      if (distance > max) {
        max = distance;
        worst = f;
      }
    }
    return { link, rms: frames === 0 ? 0 : Math.sqrt(sumSquares / frames), max, worst_frame: worst, frames };
  });
  return { links: result, perFrame, perFrameWho };
}
