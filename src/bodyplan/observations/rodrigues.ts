/**
 * Rotation vectors (OpenCV's and anipose's "Rodrigues" form: axis times angle in radians) and
 * rotation matrices, row-major 3×3, both ways. A camera calibration stores its world-to-camera
 * rotation as such a vector; the pinhole mapper wants the matrix.
 */

/**
 * R = I + (sin θ / θ)·K + ((1 − cos θ) / θ²)·K², with K the cross-product matrix of `r` and θ = |r|.
 * Below θ = 1e-4 the two ratios come from their Taylor series, where the closed forms lose digits.
 */
export function rodriguesToMatrix(r: ArrayLike<number>): Float64Array {
  const x = r[0]!;
  const y = r[1]!;
  const z = r[2]!;
  const theta2 = x * x + y * y + z * z;
  const theta = Math.sqrt(theta2);
  let a: number;
  let b: number;
  if (theta < 1e-4) {
    a = 1 - theta2 / 6 + (theta2 * theta2) / 120;
    b = 0.5 - theta2 / 24 + (theta2 * theta2) / 720;
  } else {
    a = Math.sin(theta) / theta;
    b = (1 - Math.cos(theta)) / theta2;
  }
  // K = [[0, -z, y], [z, 0, -x], [-y, x, 0]]; K² = r·rᵀ − θ²·I.
  return Float64Array.of(
    1 + b * (x * x - theta2), -a * z + b * x * y, a * y + b * x * z,
    a * z + b * x * y, 1 + b * (y * y - theta2), -a * x + b * y * z,
    -a * y + b * x * z, a * x + b * y * z, 1 + b * (z * z - theta2),
  );
}

/**
 * The rotation vector of a rotation matrix (row-major), angle in [0, π]. With
 * R = cos θ·I + sin θ·[a]× + (1 − cos θ)·a·aᵀ, the antisymmetric part gives sin θ·a and the trace
 * cos θ; from 120° on, where sin θ·a loses the axis's digits, the axis comes from the symmetric
 * part (a·aᵀ = (Rsym − cos θ·I) / (1 − cos θ)) and its sign from sin θ·a. At exactly π, r and −r
 * are the same rotation; either may be returned.
 */
export function matrixToRodrigues(m: ArrayLike<number>): Float64Array {
  const vx = (m[7]! - m[5]!) / 2;
  const vy = (m[2]! - m[6]!) / 2;
  const vz = (m[3]! - m[1]!) / 2;
  const sine = Math.hypot(vx, vy, vz);
  const cosine = Math.min(1, Math.max(-1, (m[0]! + m[4]! + m[8]! - 1) / 2));
  const theta = Math.atan2(sine, cosine);
  if (cosine > -0.5) {
    // θ / sin θ → 1 as θ → 0; below 1e-300 the vector is zero to every printed digit.
    const scale = sine > 1e-300 ? theta / sine : 1;
    return Float64Array.of(vx * scale, vy * scale, vz * scale);
  }
  const diagonal = [m[0]!, m[4]!, m[8]!];
  const i = diagonal[0]! >= diagonal[1]! && diagonal[0]! >= diagonal[2]! ? 0 : diagonal[1]! >= diagonal[2]! ? 1 : 2;
  // Column i of a·aᵀ·(1 − cos θ), from the symmetric part: the largest diagonal gives the best-conditioned column.
  const column = [0, 1, 2].map((k) => (k === i ? m[4 * i]! - cosine : (m[3 * k + i]! + m[3 * i + k]!) / 2));
  const norm = Math.hypot(column[0]!, column[1]!, column[2]!);
  const sign = column[0]! * vx + column[1]! * vy + column[2]! * vz < 0 ? -1 : 1;
  const scale = (sign * theta) / norm;
  return Float64Array.of(column[0]! * scale, column[1]! * scale, column[2]! * scale);
}
