/**
 * The orientation term of the IK objective (issue 43: a pinned link can hold an orientation).
 *
 * Residual: the rotation vector r = log(R_target · Rᵀ) in the world frame, so the term is
 * ½·w·θ², θ the angle between the link's frame and its target. Why this one and not 1 − ⟨q, q*⟩²:
 * - its gradient grows with the angle (it is −w·r), while 1 − ⟨q, q*⟩² flattens out toward 180°,
 *   where a target far away would pull least;
 * - it is the angle itself, in radians, so its weight and the solver's angle tolerance share units
 *   and "error < 1e-6 rad" means what it says;
 * - near the answer its Gauss-Newton model is exact to first order (r is linear in a small turn), so
 *   the steps converge as the position term's do.
 * It is smooth everywhere except at exactly 180°, where two shortest turns tie; the shorter arc is
 * taken (the quaternion's sign is chosen so its w ≥ 0).
 *
 * A turn ε of the link (R ← exp([ε]×)·R, world frame) changes r by −J_r⁻¹(r)·ε to first order
 * (J_r the right Jacobian of SO(3); log(exp(r)·exp(−ε)) ≈ r − J_r⁻¹(r)·ε), so the Jacobian rows of
 * a state variable that turns the link about the world axis ω are −J_r⁻¹(r)·ω.
 */

/** q (w, x, y, z) of a row-major rotation matrix `m` (9 numbers from `at`), w ≥ 0 (Shepperd's method). */
export function quatFromMatrix(m: ArrayLike<number>, at = 0, out: Float64Array = new Float64Array(4)): Float64Array {
  const m00 = m[at]!, m01 = m[at + 1]!, m02 = m[at + 2]!;
  const m10 = m[at + 3]!, m11 = m[at + 4]!, m12 = m[at + 5]!;
  const m20 = m[at + 6]!, m21 = m[at + 7]!, m22 = m[at + 8]!;
  const trace = m00 + m11 + m22;
  let w: number, x: number, y: number, z: number;
  // The largest of 4w², 4x², 4y², 4z² under the square root: no cancellation near 180°.
  if (trace > 0) {
    const s = 2 * Math.sqrt(1 + trace);
    w = s / 4; x = (m21 - m12) / s; y = (m02 - m20) / s; z = (m10 - m01) / s;
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    w = (m21 - m12) / s; x = s / 4; y = (m01 + m10) / s; z = (m02 + m20) / s;
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    w = (m02 - m20) / s; x = (m01 + m10) / s; y = s / 4; z = (m12 + m21) / s;
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    w = (m10 - m01) / s; x = (m02 + m20) / s; y = (m12 + m21) / s; z = s / 4;
  }
  const sign = w < 0 ? -1 : 1;
  out[0] = sign * w; out[1] = sign * x; out[2] = sign * y; out[3] = sign * z;
  return out;
}

/**
 * r = log(q_target · q_link⁻¹) as a rotation vector (world frame) into `out`; returns its angle.
 * `target` is a unit quaternion (w, x, y, z) from `targetAt`; `link` a unit quaternion.
 */
export function orientationResidual(target: ArrayLike<number>, targetAt: number, link: ArrayLike<number>, out: Float64Array): number {
  const tw = target[targetAt]!, tx = target[targetAt + 1]!, ty = target[targetAt + 2]!, tz = target[targetAt + 3]!;
  // q_link⁻¹ = conjugate (unit).
  const lw = link[0]!, lx = -link[1]!, ly = -link[2]!, lz = -link[3]!;
  let w = tw * lw - tx * lx - ty * ly - tz * lz;
  let x = tw * lx + tx * lw + ty * lz - tz * ly;
  let y = tw * ly - tx * lz + ty * lw + tz * lx;
  let z = tw * lz + tx * ly - ty * lx + tz * lw;
  if (w < 0) {
    w = -w; x = -x; y = -y; z = -z;
  }
  const sine = Math.sqrt(x * x + y * y + z * z);
  const angle = 2 * Math.atan2(sine, w);
  // angle / sin(angle/2): 2 at the identity (its limit), no division by zero.
  const scale = sine < 1e-12 ? 2 / Math.max(w, 1e-300) : angle / sine;
  out[0] = scale * x;
  out[1] = scale * y;
  out[2] = scale * z;
  return angle;
}

/** J_r⁻¹(r) = I + ½[r]× + c·[r]×², row-major into `out` (c = 1/θ² − (1 + cos θ)/(2θ sin θ)). */
export function inverseRightJacobian(r: ArrayLike<number>, out: Float64Array): Float64Array {
  const x = r[0]!, y = r[1]!, z = r[2]!;
  const theta2 = x * x + y * y + z * z;
  const theta = Math.sqrt(theta2);
  // Series below 1e-4 rad: the closed form loses every digit to cancellation there.
  const c = theta < 1e-4 ? 1 / 12 + theta2 / 720 : 1 / theta2 - (1 + Math.cos(theta)) / (2 * theta * Math.sin(theta));
  // [r]×² = r rᵀ − θ² I.
  out[0] = 1 + c * (x * x - theta2);
  out[1] = -z / 2 + c * x * y;
  out[2] = y / 2 + c * x * z;
  out[3] = z / 2 + c * y * x;
  out[4] = 1 + c * (y * y - theta2);
  out[5] = -x / 2 + c * y * z;
  out[6] = -y / 2 + c * z * x;
  out[7] = x / 2 + c * z * y;
  out[8] = 1 + c * (z * z - theta2);
  return out;
}
