/**
 * The rotation and translation that best carry one set of points onto another (weighted least
 * squares): Horn's closed form with unit quaternions. A recording's fit places the plan's root with
 * it before any iteration, so the solver starts with the body where the points are and facing
 * their way, whatever the subject's place and heading in the room.
 */

export interface RigidTransform {
  /** Unit quaternion [w, x, y, z]. */
  rotation: Float64Array;
  translation: Float64Array;
}

/**
 * The transform T minimizing Σ w_k |T(from_k) − to_k|² over the points k where both are finite and
 * `weights[k]` (default 1) is positive: 3 numbers per point in `from` and `to`. Null with fewer than
 * three such points, or when they are collinear (no rotation is determined).
 */
export function rigidAlign(from: ArrayLike<number>, to: ArrayLike<number>, count: number, weights?: ArrayLike<number>): RigidTransform | null {
  let total = 0;
  const fromMean = [0, 0, 0];
  const toMean = [0, 0, 0];
  const used: number[] = [];
  for (let k = 0; k < count; k++) {
    const w = weights === undefined ? 1 : weights[k]!;
    if (!(w > 0)) continue;
    let finite = true;
    for (let i = 0; i < 3; i++) finite &&= Number.isFinite(from[3 * k + i]!) && Number.isFinite(to[3 * k + i]!);
    if (!finite) continue;
    used.push(k);
    total += w;
    for (let i = 0; i < 3; i++) {
      fromMean[i]! += w * from[3 * k + i]!;
      toMean[i]! += w * to[3 * k + i]!;
    }
  }
  if (used.length < 3) return null;
  for (let i = 0; i < 3; i++) {
    fromMean[i]! /= total;
    toMean[i]! /= total;
  }
  // Cross-covariance S[i][j] = Σ w (from − mean)_i (to − mean)_j.
  const s = new Float64Array(9);
  let spread = 0;
  for (const k of used) {
    const w = weights === undefined ? 1 : weights[k]!;
    for (let i = 0; i < 3; i++) {
      const a = from[3 * k + i]! - fromMean[i]!;
      spread += w * a * a;
      for (let j = 0; j < 3; j++) s[3 * i + j]! += w * a * (to[3 * k + j]! - toMean[j]!);
    }
  }
  const [sxx, sxy, sxz, syx, syy, syz, szx, szy, szz] = s as unknown as number[];
  // Horn's symmetric 4×4 matrix: its eigenvector of the largest eigenvalue is the rotation.
  const n = [
    sxx! + syy! + szz!, syz! - szy!, szx! - sxz!, sxy! - syx!,
    syz! - szy!, sxx! - syy! - szz!, sxy! + syx!, szx! + sxz!,
    szx! - sxz!, sxy! + syx!, -sxx! + syy! - szz!, syz! + szy!,
    sxy! - syx!, szx! + sxz!, syz! + szy!, -sxx! - syy! + szz!,
  ];
  const { values, vectors } = symmetricEigen4(n);
  let best = 0;
  for (let i = 1; i < 4; i++) if (values[i]! > values[best]!) best = i;
  const sorted = [...values].sort((a, b) => b - a);
  // Collinear points leave the rotation about their line free: the two largest eigenvalues tie.
  if (!(spread > 0) || sorted[0]! - sorted[1]! <= 1e-9 * Math.max(spread, 1e-300)) return null;
  const rotation = Float64Array.from([0, 1, 2, 3], (i) => vectors[4 * i + best]!);
  if (rotation[0]! < 0) for (let i = 0; i < 4; i++) rotation[i] = -rotation[i]!;
  const rotated = rotate(rotation, fromMean);
  const translation = Float64Array.from([0, 1, 2], (i) => toMean[i]! - rotated[i]!);
  return { rotation, translation };
}

/** `q` applied to the vector `v`. */
export function rotate(q: ArrayLike<number>, v: ArrayLike<number>): number[] {
  const w = q[0]!, x = q[1]!, y = q[2]!, z = q[3]!;
  const vx = v[0]!, vy = v[1]!, vz = v[2]!;
  // v + 2w(u × v) + 2u × (u × v), u = (x, y, z).
  const cx = y * vz - z * vy, cy = z * vx - x * vz, cz = x * vy - y * vx;
  return [vx + 2 * (w * cx + y * cz - z * cy), vy + 2 * (w * cy + z * cx - x * cz), vz + 2 * (w * cz + x * cy - y * cx)];
}

/** Eigenvalues and eigenvectors (columns of `vectors`, row-major 4×4) of a symmetric 4×4 matrix, by Jacobi rotations. */
function symmetricEigen4(matrix: readonly number[]): { values: number[]; vectors: Float64Array } {
  const a = Float64Array.from(matrix);
  const v = new Float64Array(16);
  for (let i = 0; i < 4; i++) v[5 * i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < 4; p++) for (let q = p + 1; q < 4; q++) off += a[4 * p + q]! ** 2;
    if (off < 1e-30) break;
    for (let p = 0; p < 4; p++) {
      for (let q = p + 1; q < 4; q++) {
        const apq = a[4 * p + q]!;
        if (apq === 0) continue;
        const theta = (a[4 * q + q]! - a[4 * p + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < 4; k++) {
          const akp = a[4 * k + p]!, akq = a[4 * k + q]!;
          a[4 * k + p] = c * akp - s * akq;
          a[4 * k + q] = s * akp + c * akq;
        }
        for (let k = 0; k < 4; k++) {
          const apk = a[4 * p + k]!, aqk = a[4 * q + k]!;
          a[4 * p + k] = c * apk - s * aqk;
          a[4 * q + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < 4; k++) {
          const vkp = v[4 * k + p]!, vkq = v[4 * k + q]!;
          v[4 * k + p] = c * vkp - s * vkq;
          v[4 * k + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: [0, 1, 2, 3].map((i) => a[5 * i]!), vectors: v };
}
