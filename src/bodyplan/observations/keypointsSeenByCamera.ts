import type { Frame2D } from '../ik/solve2d.ts';

/**
 * The joints (keypoints) camera `camera` observes in at least one frame (a finite point), in joint
 * order: what the exclude dialog offers for that camera, so no one excludes a keypoint it never saw
 * (a root the tracker does not label, a part the camera's labels lack).
 */
export function keypointsSeenByCamera(frames: readonly Frame2D[], camera: number, jointCount: number): number[] {
  const seen: number[] = [];
  for (let j = 0; j < jointCount; j++) {
    const at = camera * jointCount + j;
    if (frames.some((frame) => Number.isFinite(frame.points[2 * at]!) && Number.isFinite(frame.points[2 * at + 1]!))) seen.push(j);
  }
  return seen;
}
