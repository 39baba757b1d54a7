// The 2D solver's per-keypoint work: 2D observations through pinhole cameras (with the soft depth
// near and behind a camera) and X-Y views, robust weights, and the normal equations. The buffers are
// laid out by ../../../ik/solve2dKernelObjective.ts; the objective and its arithmetic, operation for
// operation, are ../../../ik/solve2dObjective.ts's (the TypeScript path kept for other mappers), so
// both give the same numbers to rounding. The state layout (stateDof, chainStart, lambda, rhs,
// columns) and jointWeight are gaussNewton.ts's globals.
import { dofOps, dofOrigins, dofWorldAxes, jointCount, keypoints, OP_SLIDE, rootPosition } from './fkLayout';
import { diagonal, offDiagonal, rowStart } from './treeCholesky';
import { chainStart, columns, columnState, jointWeight, lambda, rhs, rootCount, stateDof } from './gaussNewton';

export let viewCount: i32 = 0;
export let viewKinds: usize = 0; // u8 per view: VIEW_*
/** CAMERA_F64S f64 per view (pinhole views only read): fx, fy, cx, cy, world2camPos (3), world2camRot (9, row-major). */
export let viewCameras: usize = 0;
export let points2d: usize = 0; // 2 f64 per (view, joint), view-major; non-finite = missing
export let weights2d: usize = 0; // f64 per (view, joint), read when useWeights2d
export let useWeights2d: bool = false;
export let robustLoss: i32 = 0; // LOSS_*
export let robustScale: f64 = 1;
/** The depth below which a pinhole view projects at a soft depth (softDepthProjection.ts's SOFT_DEPTH_MIN, set by the host). */
export let softDepthMin: f64 = 0;

export const VIEW_XY: u8 = 0;
export const VIEW_PINHOLE: u8 = 1;
export const CAMERA_F64S: i32 = 16;
export const LOSS_NONE: i32 = 0;
export const LOSS_HUBER: i32 = 1;
export const LOSS_CAUCHY: i32 = 2;

// The last projection: the 2D point and, when asked, its 2×3 Jacobian (row-major).
let mappedU: f64 = 0, mappedV: f64 = 0;
let p0: f64 = 0, p1: f64 = 0, p2: f64 = 0, p3: f64 = 0, p4: f64 = 0, p5: f64 = 0;

/** Maps world point (px, py, pz) through view `view` (mapPointSoftDepth's arithmetic). */
function project(view: i32, px: f64, py: f64, pz: f64, withJacobian: bool): void {
  if (load<u8>(viewKinds + <usize>view) == VIEW_XY) {
    mappedU = px;
    mappedV = py;
    if (withJacobian) {
      p0 = 1; p1 = 0; p2 = 0;
      p3 = 0; p4 = 1; p5 = 0;
    }
    return;
  }
  const camera = viewCameras + <usize>view * (<usize>CAMERA_F64S << 3);
  const fx = load<f64>(camera), fy = load<f64>(camera, 8), cx = load<f64>(camera, 16), cy = load<f64>(camera, 24);
  const r0 = load<f64>(camera, 56), r1 = load<f64>(camera, 64), r2 = load<f64>(camera, 72);
  const r3 = load<f64>(camera, 80), r4 = load<f64>(camera, 88), r5 = load<f64>(camera, 96);
  const r6 = load<f64>(camera, 104), r7 = load<f64>(camera, 112), r8 = load<f64>(camera, 120);
  const x = r0 * px + r1 * py + r2 * pz + load<f64>(camera, 32);
  const y = r3 * px + r4 * py + r5 * pz + load<f64>(camera, 40);
  const z = r6 * px + r7 * py + r8 * pz + load<f64>(camera, 48);
  let depth = z;
  let slope: f64 = 1;
  if (!(z >= softDepthMin)) {
    const gap = 2 * softDepthMin - z;
    depth = (softDepthMin * softDepthMin) / gap;
    slope = depth / gap;
  }
  const inverse = 1 / depth;
  mappedU = fx * x * inverse + cx;
  mappedV = fy * y * inverse + cy;
  if (!withJacobian) return;
  const a0 = fx * inverse;
  const a2 = -fx * x * inverse * inverse * slope;
  const b1 = fy * inverse;
  const b2 = -fy * y * inverse * inverse * slope;
  p0 = a0 * r0 + a2 * r6;
  p1 = a0 * r1 + a2 * r7;
  p2 = a0 * r2 + a2 * r8;
  p3 = b1 * r3 + b2 * r6;
  p4 = b1 * r4 + b2 * r7;
  p5 = b1 * r5 + b2 * r8;
}

/** ρ for a squared residual (robustLoss.ts's robustCost). */
function robustCost(r2: f64): f64 {
  if (robustLoss == LOSS_NONE) return 0.5 * r2;
  const scale = robustScale;
  if (robustLoss == LOSS_CAUCHY) return 0.5 * scale * scale * Math.log1p(r2 / (scale * scale));
  const r = Math.sqrt(r2);
  return r <= scale ? 0.5 * r2 : scale * (r - 0.5 * scale);
}

/** The IRLS weight for a squared residual (robustLoss.ts's robustWeight). */
function robustWeight(r2: f64): f64 {
  if (robustLoss == LOSS_NONE) return 1;
  const scale = robustScale;
  if (robustLoss == LOSS_CAUCHY) return 1 / (1 + r2 / (scale * scale));
  const r = Math.sqrt(r2);
  return r <= scale ? 1 : scale / r;
}

/** The observation's weight before the robust loss (runtime weight times weight_scaler); NaN-safe callers test > 0. */
@inline
function givenWeight(at: usize, k: i32): f64 {
  return (useWeights2d ? load<f64>(weights2d + (at << 3)) : 1) * load<f64>(jointWeight + (<usize>k << 3));
}

/** Σ weight · ρ over the observations at the keypoints (the neutral prior is the host's). */
export function cost2d(): f64 {
  const n = jointCount;
  let total: f64 = 0;
  for (let c = 0; c < viewCount; c++) {
    for (let k = 0; k < n; k++) {
      const at = <usize>(c * n + k);
      const point = points2d + (at << 4);
      const u = load<f64>(point), v = load<f64>(point, 8);
      if (!isFinite<f64>(u) || !isFinite<f64>(v)) continue;
      const weight = givenWeight(at, k);
      if (!(weight > 0)) continue;
      const keypoint = keypoints + <usize>k * 24;
      project(c, load<f64>(keypoint), load<f64>(keypoint, 8), load<f64>(keypoint, 16), false);
      const du = u - mappedU, dv = v - mappedV;
      total += weight * robustCost(du * du + dv * dv);
    }
  }
  return total;
}

/** Adds every observed keypoint's Jᵀ M J and Jᵀ g (M = Σ w PᵀP, g = Σ w Pᵀr over its views). */
export function accumulateKeypoints2d(): void {
  for (let k = 0; k < jointCount; k++) accumulateKeypoint2d(k);
}

function accumulateKeypoint2d(k: i32): void {
  const n = jointCount;
  const keypoint = keypoints + <usize>k * 24;
  const px = load<f64>(keypoint), py = load<f64>(keypoint, 8), pz = load<f64>(keypoint, 16);
  let m00: f64 = 0, m01: f64 = 0, m02: f64 = 0, m11: f64 = 0, m12: f64 = 0, m22: f64 = 0;
  let g0: f64 = 0, g1: f64 = 0, g2: f64 = 0;
  let used = false;
  for (let c = 0; c < viewCount; c++) {
    const at = <usize>(c * n + k);
    const point = points2d + (at << 4);
    const u = load<f64>(point), v = load<f64>(point, 8);
    if (!isFinite<f64>(u) || !isFinite<f64>(v)) continue;
    const given = givenWeight(at, k);
    if (!(given > 0)) continue;
    project(c, px, py, pz, true);
    const ru = u - mappedU;
    const rv = v - mappedV;
    const weight = given * robustWeight(ru * ru + rv * rv);
    m00 += weight * (p0 * p0 + p3 * p3);
    m01 += weight * (p0 * p1 + p3 * p4);
    m02 += weight * (p0 * p2 + p3 * p5);
    m11 += weight * (p1 * p1 + p4 * p4);
    m12 += weight * (p1 * p2 + p4 * p5);
    m22 += weight * (p2 * p2 + p5 * p5);
    g0 += weight * (p0 * ru + p3 * rv);
    g1 += weight * (p1 * ru + p4 * rv);
    g2 += weight * (p2 * ru + p5 * rv);
    used = true;
  }
  if (!used) return;

  // The keypoint's world Jacobian columns, up its chain of state variables (root position last).
  const roots = rootCount;
  let count = 0;
  for (let s = load<i32>(chainStart + (<usize>k << 2)); s >= 0; s = load<i32>(lambda + (<usize>s << 2))) {
    let jx: f64, jy: f64, jz: f64;
    if (s >= roots) {
      const d = <usize>load<i32>(stateDof + (<usize>(s - roots) << 2));
      const axis = dofWorldAxes + d * 24;
      const ax = load<f64>(axis), ay = load<f64>(axis, 8), az = load<f64>(axis, 16);
      if (load<u8>(dofOps + d) == OP_SLIDE) {
        jx = ax; jy = ay; jz = az;
      } else {
        // Where the hinge acts: its joint's keypoint, or where an earlier slide of the joint moved it.
        const origin = <usize>load<i32>(dofOrigins + (d << 2));
        const ox = px - load<f64>(origin), oy = py - load<f64>(origin, 8), oz = pz - load<f64>(origin, 16);
        jx = ay * oz - az * oy; jy = az * ox - ax * oz; jz = ax * oy - ay * ox;
      }
    } else if (s >= 3) {
      // Root rotation about world axis e_(s-3), through the root position: e × (p - root).
      const ox = px - load<f64>(rootPosition), oy = py - load<f64>(rootPosition, 8), oz = pz - load<f64>(rootPosition, 16);
      jx = s == 3 ? 0 : s == 4 ? oz : -oy;
      jy = s == 3 ? -oz : s == 4 ? 0 : ox;
      jz = s == 3 ? oy : s == 4 ? -ox : 0;
    } else {
      jx = s == 0 ? 1 : 0; jy = s == 1 ? 1 : 0; jz = s == 2 ? 1 : 0;
    }
    const column = columns + <usize>count * 24;
    store<f64>(column, jx);
    store<f64>(column, jy, 8);
    store<f64>(column, jz, 16);
    store<i32>(columnState + (<usize>count << 2), s);
    count++;
  }

  for (let a = 0; a < count; a++) {
    const column = columns + <usize>a * 24;
    const ax = load<f64>(column), ay = load<f64>(column, 8), az = load<f64>(column, 16);
    // M · column a (M symmetric).
    const mx = m00 * ax + m01 * ay + m02 * az;
    const my = m01 * ax + m11 * ay + m12 * az;
    const mz = m02 * ax + m12 * ay + m22 * az;
    const sa = <usize>load<i32>(columnState + (<usize>a << 2));
    const rhsA = rhs + (sa << 3);
    store<f64>(rhsA, load<f64>(rhsA) + (ax * g0 + ay * g1 + az * g2));
    const diagonalA = diagonal + (sa << 3);
    store<f64>(diagonalA, load<f64>(diagonalA) + (ax * mx + ay * my + az * mz));
    // Column b > a is state lambda^(b-a)(sa), stored at offDiagonal[rowStart[sa] + b - a - 1].
    const row = offDiagonal + (<usize>(load<i32>(rowStart + (sa << 2)) - a - 1) << 3);
    for (let b = a + 1; b < count; b++) {
      const other = columns + <usize>b * 24;
      const entry = row + (<usize>b << 3);
      store<f64>(entry, load<f64>(entry) + (mx * load<f64>(other) + my * load<f64>(other, 8) + mz * load<f64>(other, 16)));
    }
  }
}
