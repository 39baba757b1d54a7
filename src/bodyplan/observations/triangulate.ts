/**
 * Keypoints triangulated from calibrated pinhole cameras, as anipose and Pose2Sim do before they fit
 * anything: a start for the 2D fit that does not depend on where the plan happens to stand.
 *
 * One point from two or more views: the linear least-squares solution in normalized image
 * coordinates (each view gives x·(r₃·X + t₃) − (r₁·X + t₁) = 0 and the same for y; this is the DLT
 * with the homogeneous coordinate fixed to 1, well conditioned because the coordinates are
 * normalized), weighted by each observation's confidence, then a few Gauss-Newton steps on the pixel
 * reprojection error. With three or more views a camera that disagrees is left out, RANSAC-style:
 * every pair of views proposes a point, the views that reproject it within the threshold are its
 * inliers, and the largest set (then the smallest error) is triangulated again.
 *
 * Observations are the undistorted pixels a calibrated recording holds (see lensDistortion.ts), so
 * the pinhole model is exact here.
 */

import type { PinholeCamera } from './mapper.ts';

/** Pose2Sim's and anipose's default reprojection threshold for triangulation, in pixels. */
export const DEFAULT_TRIANGULATION_THRESHOLD_PX = 15;

export interface TriangulationOptions {
  /** A view whose reprojection is further than this (px) from its observation is an outlier. */
  thresholdPx?: number;
}

export interface TriangulatedFrame {
  /** `points[3k..3k+2]`: keypoint k in world coordinates, NaN where fewer than 2 views agree. */
  points: Float64Array;
  /** `used[v·n + k]` is 1 where view v's observation of keypoint k went into its point. */
  used: Uint8Array;
  /** `errors[v·n + k]`: the reprojection error (px) of every view that observed k, NaN elsewhere. */
  errors: Float64Array;
  /** Keypoints triangulated. */
  triangulated: number;
  /** Observations left out as outliers. */
  rejected: number;
}

/** Pixel distance between `camera`'s projection of `point` and (u, v); Infinity behind the camera. */
export function reprojectionError(camera: PinholeCamera, point: ArrayLike<number>, u: number, v: number): number {
  const r = camera.world2camRot;
  const t = camera.world2camPos;
  const x = r[0]! * point[0]! + r[1]! * point[1]! + r[2]! * point[2]! + t[0]!;
  const y = r[3]! * point[0]! + r[4]! * point[1]! + r[5]! * point[2]! + t[1]!;
  const z = r[6]! * point[0]! + r[7]! * point[1]! + r[8]! * point[2]! + t[2]!;
  if (!(z > 0)) return Infinity;
  return Math.hypot(camera.fx * (x / z) + camera.cx - u, camera.fy * (y / z) + camera.cy - v);
}

/** Solves the symmetric 3×3 system `a·x = b` (a row-major) into `out`; false when singular. */
function solve3(a: Float64Array, b: Float64Array, out: Float64Array): boolean {
  const c00 = a[4]! * a[8]! - a[5]! * a[7]!;
  const c01 = a[5]! * a[6]! - a[3]! * a[8]!;
  const c02 = a[3]! * a[7]! - a[4]! * a[6]!;
  const det = a[0]! * c00 + a[1]! * c01 + a[2]! * c02;
  const scale = Math.abs(a[0]!) + Math.abs(a[4]!) + Math.abs(a[8]!);
  if (!(Math.abs(det) > 1e-14 * scale * scale * scale)) return false;
  const c10 = a[2]! * a[7]! - a[1]! * a[8]!;
  const c11 = a[0]! * a[8]! - a[2]! * a[6]!;
  const c12 = a[1]! * a[6]! - a[0]! * a[7]!;
  const c20 = a[1]! * a[5]! - a[2]! * a[4]!;
  const c21 = a[2]! * a[3]! - a[0]! * a[5]!;
  const c22 = a[0]! * a[4]! - a[1]! * a[3]!;
  out[0] = (c00 * b[0]! + c10 * b[1]! + c20 * b[2]!) / det;
  out[1] = (c01 * b[0]! + c11 * b[1]! + c21 * b[2]!) / det;
  out[2] = (c02 * b[0]! + c12 * b[1]! + c22 * b[2]!) / det;
  return true;
}

const REFINE_STEPS = 5;

/**
 * Triangulates one point from the views in `views` (indices into `cameras`), observed at
 * `pixels[2v], pixels[2v+1]` with weight `weights[v]`, into `out3`. False when the views do not
 * determine a point in front of every one of them.
 */
export function triangulatePoint(
  cameras: readonly PinholeCamera[],
  views: readonly number[],
  pixels: ArrayLike<number>,
  weights: ArrayLike<number>,
  out3: Float64Array,
): boolean {
  const a = new Float64Array(9);
  const b = new Float64Array(3);
  const row = new Float64Array(3);
  const addRow = (w: number, rhs: number) => {
    for (let i = 0; i < 3; i++) {
      b[i]! += w * row[i]! * rhs;
      for (let j = 0; j < 3; j++) a[3 * i + j]! += w * row[i]! * row[j]!;
    }
  };
  for (const v of views) {
    const { fx, fy, cx, cy, world2camRot: r, world2camPos: t } = cameras[v]!;
    const w = weights[v]! > 0 ? weights[v]! : 0;
    const x = (pixels[2 * v]! - cx) / fx;
    const y = (pixels[2 * v + 1]! - cy) / fy;
    for (let c = 0; c < 3; c++) row[c] = x * r[6 + c]! - r[c]!;
    addRow(w, t[0]! - x * t[2]!);
    for (let c = 0; c < 3; c++) row[c] = y * r[6 + c]! - r[3 + c]!;
    addRow(w, t[1]! - y * t[2]!);
  }
  if (!solve3(a, b, out3)) return false;
  // Gauss-Newton on the weighted pixel error: the linear solution minimizes an algebraic error,
  // which weighs far views less than near ones.
  const step = new Float64Array(3);
  for (let iteration = 0; iteration < REFINE_STEPS; iteration++) {
    a.fill(0);
    b.fill(0);
    for (const v of views) {
      const { fx, fy, cx, cy, world2camRot: r, world2camPos: t } = cameras[v]!;
      const w = weights[v]! > 0 ? weights[v]! : 0;
      const px = r[0]! * out3[0]! + r[1]! * out3[1]! + r[2]! * out3[2]! + t[0]!;
      const py = r[3]! * out3[0]! + r[4]! * out3[1]! + r[5]! * out3[2]! + t[1]!;
      const pz = r[6]! * out3[0]! + r[7]! * out3[1]! + r[8]! * out3[2]! + t[2]!;
      if (!(pz > 0)) return false;
      const ex = pixels[2 * v]! - (fx * px / pz + cx);
      const ey = pixels[2 * v + 1]! - (fy * py / pz + cy);
      for (let c = 0; c < 3; c++) row[c] = fx * (r[c]! * pz - r[6 + c]! * px) / (pz * pz);
      addRow(w, ex);
      for (let c = 0; c < 3; c++) row[c] = fy * (r[3 + c]! * pz - r[6 + c]! * py) / (pz * pz);
      addRow(w, ey);
    }
    if (!solve3(a, b, step)) break;
    out3[0]! += step[0]!;
    out3[1]! += step[1]!;
    out3[2]! += step[2]!;
    if (Math.abs(step[0]!) + Math.abs(step[1]!) + Math.abs(step[2]!) < 1e-12 * (1 + Math.abs(out3[0]!) + Math.abs(out3[1]!) + Math.abs(out3[2]!))) break;
  }
  for (const v of views) if (!Number.isFinite(reprojectionError(cameras[v]!, out3, pixels[2 * v]!, pixels[2 * v + 1]!))) return false;
  return true;
}

interface Consensus {
  inliers: number[];
  error: number;
}

/** The views that reproject `point` within `threshold`, and their summed error. */
function consensusOf(cameras: readonly PinholeCamera[], views: readonly number[], pixels: ArrayLike<number>, point: Float64Array, threshold: number): Consensus {
  const inliers: number[] = [];
  let error = 0;
  for (const v of views) {
    const e = reprojectionError(cameras[v]!, point, pixels[2 * v]!, pixels[2 * v + 1]!);
    if (e <= threshold) {
      inliers.push(v);
      error += e;
    }
  }
  return { inliers, error };
}

/**
 * Triangulates every keypoint of one frame whose observations (`pixels[2(v·n + k)]`, weight
 * `weights[v·n + k]` > 0, as a calibrated recording lays them out) come from two or more views.
 */
export function triangulateFrame(
  cameras: readonly PinholeCamera[],
  pixels: ArrayLike<number>,
  weights: ArrayLike<number>,
  keypointCount: number,
  options: TriangulationOptions = {},
): TriangulatedFrame {
  const n = keypointCount;
  const viewCount = cameras.length;
  const threshold = options.thresholdPx ?? DEFAULT_TRIANGULATION_THRESHOLD_PX;
  const points = new Float64Array(3 * n).fill(NaN);
  const used = new Uint8Array(viewCount * n);
  const errors = new Float64Array(viewCount * n).fill(NaN);
  const keyPixels = new Float64Array(2 * viewCount);
  const keyWeights = new Float64Array(viewCount);
  const candidate = new Float64Array(3);
  const point = new Float64Array(3);
  let triangulated = 0;
  let rejected = 0;
  for (let k = 0; k < n; k++) {
    const seen: number[] = [];
    for (let v = 0; v < viewCount; v++) {
      const at = v * n + k;
      const u = pixels[2 * at]!;
      const w = pixels[2 * at + 1]!;
      keyPixels[2 * v] = u;
      keyPixels[2 * v + 1] = w;
      keyWeights[v] = weights[at]!;
      if (weights[at]! > 0 && Number.isFinite(u) && Number.isFinite(w)) seen.push(v);
    }
    if (seen.length < 2) continue;
    let best: Consensus | null = null;
    if (seen.length === 2) {
      if (triangulatePoint(cameras, seen, keyPixels, keyWeights, candidate)) best = consensusOf(cameras, seen, keyPixels, candidate, threshold);
    } else {
      for (let i = 0; i < seen.length; i++) {
        for (let j = i + 1; j < seen.length; j++) {
          if (!triangulatePoint(cameras, [seen[i]!, seen[j]!], keyPixels, keyWeights, candidate)) continue;
          const consensus = consensusOf(cameras, seen, keyPixels, candidate, threshold);
          if (best === null || consensus.inliers.length > best.inliers.length || (consensus.inliers.length === best.inliers.length && consensus.error < best.error)) best = consensus;
        }
      }
    }
    if (best === null || best.inliers.length < 2 || !triangulatePoint(cameras, best.inliers, keyPixels, keyWeights, point)) {
      rejected += seen.length;
      continue;
    }
    // The final point from all inliers can move a borderline view out: then it is triangulated from
    // the views still within the threshold.
    let final = consensusOf(cameras, best.inliers, keyPixels, point, threshold);
    if (final.inliers.length >= 2 && final.inliers.length < best.inliers.length) {
      if (triangulatePoint(cameras, final.inliers, keyPixels, keyWeights, point)) final = consensusOf(cameras, final.inliers, keyPixels, point, threshold);
      else final = { inliers: [], error: 0 };
    }
    if (final.inliers.length < 2) {
      rejected += seen.length;
      continue;
    }
    points.set(point, 3 * k);
    triangulated++;
    for (const v of seen) {
      errors[v * n + k] = reprojectionError(cameras[v]!, point, keyPixels[2 * v]!, keyPixels[2 * v + 1]!);
      if (final.inliers.includes(v)) used[v * n + k] = 1;
      else rejected++;
    }
  }
  return { points, used, errors, triangulated, rejected };
}
