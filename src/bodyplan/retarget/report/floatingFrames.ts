import { lowestFootPoint } from './footPoints.ts';
import type { TrajectoryPoses } from './trajectoryPoses.ts';

export interface FloatingResult {
  /** How many frames float. */
  count: number;
  /** The height above which a foot counts as off the floor, cm. */
  height_cm: number;
  /** Each floating stretch as [first, last] frame. */
  ranges: [number, number][];
  /** Per frame: 1 when floating. */
  perFrame: Uint8Array;
}

/**
 * Floating: frames where EVERY robot foot (its lowest point, footPoints.ts) is above `heightM` while the source had at
 * least one foot in contact: the source stood, the robot hovers (a pelvis put too high, a scale
 * too small). Frames where the source itself was in the air (a jump) are not floating.
 */
export function floatingFrames(poses: TrajectoryPoses, jointCount: number, footPoints: readonly number[][], contacts: Uint8Array, heightM: number): FloatingResult {
  const feet = footPoints.length;
  const perFrame = new Uint8Array(poses.frameCount);
  const ranges: [number, number][] = [];
  let count = 0;
  for (let f = 0; f < poses.frameCount; f++) {
    let sourceContact = false;
    for (let k = 0; k < feet; k++) if (contacts[f * feet + k] === 1) sourceContact = true;
    const allUp = feet > 0 && footPoints.every((points) => lowestFootPoint(poses, jointCount, points, f).z > heightM);
    if (!sourceContact || !allUp) continue;
    perFrame[f] = 1;
    count++;
    const last = ranges[ranges.length - 1];
    if (last !== undefined && last[1] === f - 1) last[1] = f;
    else ranges.push([f, f]);
  }
  return { count, height_cm: 100 * heightM, ranges, perFrame };
}
