import { upAxisVector, type UpAxis } from './upAxis.ts';

/**
 * Height of the ground along the up axis: the lowest keypoint of the neutral pose (so the model
 * stands on it rather than the grid passing through the root). 0 for no keypoints.
 */
export function groundHeight(neutralKeypoints: ArrayLike<number>, axis: UpAxis): number {
  const [ux, uy, uz] = upAxisVector(axis);
  let lowest = Infinity;
  for (let i = 0; i + 2 < neutralKeypoints.length; i += 3) {
    const height = neutralKeypoints[i]! * ux + neutralKeypoints[i + 1]! * uy + neutralKeypoints[i + 2]! * uz;
    if (height < lowest) lowest = height;
  }
  return Number.isFinite(lowest) ? lowest : 0;
}
