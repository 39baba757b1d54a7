import { mapPoint, type Mapper } from './mapper.ts';

export interface Reprojection {
  /** Per joint: the model keypoint mapped into this view (2 numbers), NaN when behind the camera. */
  projected: Float64Array;
  /** Per joint: the observed point (2 numbers), NaN when not observed. */
  observed: Float64Array;
  /** Per joint: distance between the two in the view's units (pixels for a camera), NaN when either is missing. */
  errors: Float64Array;
  /** RMS of the finite errors, NaN when there is none. */
  rms: number;
}

/**
 * What a camera panel draws: view `view`'s observations of a frame (`points`: 2 numbers per view
 * and joint, as Frame2D) against the model's keypoints (`keypoints`: 3 per joint) mapped through it.
 */
export function reproject(mapper: Mapper, view: number, points: Float64Array, keypoints: ArrayLike<number>, jointCount: number): Reprojection {
  const projected = new Float64Array(2 * jointCount).fill(NaN);
  const observed = points.slice(2 * view * jointCount, 2 * (view + 1) * jointCount);
  const errors = new Float64Array(jointCount).fill(NaN);
  const out = new Float64Array(2);
  let sum = 0;
  let count = 0;
  for (let j = 0; j < jointCount; j++) {
    if (!mapPoint(mapper, keypoints, 3 * j, out)) continue;
    projected[2 * j] = out[0]!;
    projected[2 * j + 1] = out[1]!;
    const error = Math.hypot(out[0]! - observed[2 * j]!, out[1]! - observed[2 * j + 1]!);
    errors[j] = error;
    if (!Number.isNaN(error)) {
      sum += error * error;
      count++;
    }
  }
  return { projected, observed, errors, rms: count === 0 ? NaN : Math.sqrt(sum / count) };
}
