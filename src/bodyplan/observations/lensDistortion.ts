/**
 * OpenCV's radial-tangential lens model with coefficients [k1, k2, p1, p2, k3] (what anipose's
 * calibration.toml stores as `distortions`). On normalized coordinates (x, y) = (X/Z, Y/Z):
 *   r² = x² + y², radial = 1 + k1·r² + k2·r⁴ + k3·r⁶,
 *   x_d = x·radial + 2·p1·x·y + p2·(r² + 2x²),  y_d = y·radial + p1·(r² + 2y²) + 2·p2·x·y,
 * and the pixel is (fx·x_d + cx, fy·y_d + cy).
 *
 * The solver's cameras are pinholes; observations are undistorted before the solve (so the pinhole
 * objective is exact), and model points are distorted when drawn over the camera's images.
 */

import type { PinholeCamera } from './mapper.ts';

export interface LensDistortion {
  k1: number;
  k2: number;
  p1: number;
  p2: number;
  k3: number;
}

export const NO_DISTORTION: Readonly<LensDistortion> = Object.freeze({ k1: 0, k2: 0, p1: 0, p2: 0, k3: 0 });

export function isDistortionFree(d: LensDistortion): boolean {
  return d.k1 === 0 && d.k2 === 0 && d.p1 === 0 && d.p2 === 0 && d.k3 === 0;
}

/** Writes the distorted normalized point of (x, y) into `out2`. */
export function distortNormalized(d: LensDistortion, x: number, y: number, out2: Float64Array): void {
  const r2 = x * x + y * y;
  const radial = 1 + r2 * (d.k1 + r2 * (d.k2 + r2 * d.k3));
  out2[0] = x * radial + 2 * d.p1 * x * y + d.p2 * (r2 + 2 * x * x);
  out2[1] = y * radial + d.p1 * (r2 + 2 * y * y) + 2 * d.p2 * x * y;
}

/** Fixed-point steps, as cv::undistortPoints takes (it stops after 5 by default; we go on until the step is below rounding). */
const FIXED_POINT_STEPS = 100;
const NEWTON_STEPS = 8;
/** The largest normalized residual accepted: at fx = 10,000 px it is 1e-8 px. */
const ACCEPTED_RESIDUAL = 1e-12;

/**
 * The undistorted normalized point whose distortion is (xd, yd), written into `out2`; false (with
 * NaN written) where the model cannot be inverted there (far outside the calibrated field, where
 * the polynomial folds back). OpenCV's iteration x = (x_d − Δ(x)) / radial(x) from x = x_d, run
 * until it settles, then Newton steps on the forward model so the result reproduces (xd, yd) to
 * rounding rather than to the iteration's linear rate.
 */
export function undistortNormalized(d: LensDistortion, xd: number, yd: number, out2: Float64Array): boolean {
  let x = xd;
  let y = yd;
  for (let step = 0; step < FIXED_POINT_STEPS; step++) {
    const r2 = x * x + y * y;
    const radial = 1 + r2 * (d.k1 + r2 * (d.k2 + r2 * d.k3));
    const deltaX = 2 * d.p1 * x * y + d.p2 * (r2 + 2 * x * x);
    const deltaY = d.p1 * (r2 + 2 * y * y) + 2 * d.p2 * x * y;
    const nextX = (xd - deltaX) / radial;
    const nextY = (yd - deltaY) / radial;
    const moved = Math.abs(nextX - x) + Math.abs(nextY - y);
    x = nextX;
    y = nextY;
    if (!Number.isFinite(x) || !Number.isFinite(y)) break;
    if (moved <= 1e-15 * (1 + Math.abs(x) + Math.abs(y))) break;
  }
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    x = xd;
    y = yd;
  }
  const distorted = new Float64Array(2);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    distortNormalized(d, x, y, distorted);
    const ex = distorted[0]! - xd;
    const ey = distorted[1]! - yd;
    if (ex === 0 && ey === 0) break;
    // Jacobian of the forward model at (x, y).
    const r2 = x * x + y * y;
    const radial = 1 + r2 * (d.k1 + r2 * (d.k2 + r2 * d.k3));
    const dRadial = 2 * (d.k1 + r2 * (2 * d.k2 + 3 * r2 * d.k3)); // d(radial)/d(r²) · 2
    const jxx = radial + x * dRadial * x + 2 * d.p1 * y + 6 * d.p2 * x;
    const jxy = x * dRadial * y + 2 * d.p1 * x + 2 * d.p2 * y;
    const jyx = y * dRadial * x + 2 * d.p1 * x + 2 * d.p2 * y;
    const jyy = radial + y * dRadial * y + 6 * d.p1 * y + 2 * d.p2 * x;
    const det = jxx * jyy - jxy * jyx;
    if (!(Math.abs(det) > 1e-300)) break;
    x -= (jyy * ex - jxy * ey) / det;
    y -= (jxx * ey - jyx * ex) / det;
  }
  distortNormalized(d, x, y, distorted);
  const residual = Math.hypot(distorted[0]! - xd, distorted[1]! - yd);
  if (!(residual <= ACCEPTED_RESIDUAL * (1 + Math.hypot(xd, yd)))) {
    out2[0] = NaN;
    out2[1] = NaN;
    return false;
  }
  out2[0] = x;
  out2[1] = y;
  return true;
}

/** The pixel a lens with distortion `d` shows for the ideal (pinhole) pixel (u, v) of `camera`. */
export function distortPixel(camera: PinholeCamera, d: LensDistortion, u: number, v: number, out2: Float64Array): void {
  distortNormalized(d, (u - camera.cx) / camera.fx, (v - camera.cy) / camera.fy, out2);
  out2[0] = camera.fx * out2[0]! + camera.cx;
  out2[1] = camera.fy * out2[1]! + camera.cy;
}

/**
 * The ideal (pinhole) pixel of `camera` whose distorted image is the measured pixel (u, v), written
 * into `out2`; false (NaN written) where the lens model cannot be inverted (see undistortNormalized).
 */
export function undistortPixel(camera: PinholeCamera, d: LensDistortion, u: number, v: number, out2: Float64Array): boolean {
  const ok = undistortNormalized(d, (u - camera.cx) / camera.fx, (v - camera.cy) / camera.fy, out2);
  out2[0] = camera.fx * out2[0]! + camera.cx;
  out2[1] = camera.fy * out2[1]! + camera.cy;
  return ok;
}
