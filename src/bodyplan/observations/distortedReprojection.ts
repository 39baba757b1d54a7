import { distortPixel, isDistortionFree, type LensDistortion } from './lensDistortion.ts';
import type { PinholeCamera } from './mapper.ts';
import type { Reprojection } from './reprojection.ts';

/**
 * A reprojection as it lies over the camera's own (distorted) images: the model's points and the
 * observations, both solved on in undistorted pixels, are put back through the lens. The errors
 * and RMS stay those of the solve (undistorted pixels), which is what the solver minimized.
 */
export function distortedReprojection(reprojection: Reprojection, camera: PinholeCamera, lens: LensDistortion): Reprojection {
  if (isDistortionFree(lens)) return reprojection;
  return { ...reprojection, projected: distortAll(reprojection.projected, camera, lens), observed: distortAll(reprojection.observed, camera, lens) };
}

function distortAll(points: Float64Array, camera: PinholeCamera, lens: LensDistortion): Float64Array {
  const out = new Float64Array(points.length);
  const pixel = new Float64Array(2);
  for (let i = 0; i < points.length; i += 2) {
    const u = points[i]!;
    const v = points[i + 1]!;
    if (!Number.isFinite(u) || !Number.isFinite(v)) {
      out[i] = NaN;
      out[i + 1] = NaN;
      continue;
    }
    distortPixel(camera, lens, u, v, pixel);
    out[i] = pixel[0]!;
    out[i + 1] = pixel[1]!;
  }
  return out;
}
