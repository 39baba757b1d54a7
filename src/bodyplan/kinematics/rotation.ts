import type { Quat, Vec3 } from '../format/schema.ts';

/*
 * The one place for rotation math: quaternions [w, x, y, z] (Hamilton product), axis-angle, Euler angles
 * and the root's roll/pitch/yaw.
 *
 * Euler convention: INTRINSIC rotations, in degrees. Order "ABC" with angles (a, b, c) means: rotate by a
 * about the body's A axis, then by b about the body's new B axis, then by c about the newest C axis; the
 * rotation is R = R_A(a) R_B(b) R_C(c) (q = q_A * q_B * q_C). This equals the extrinsic (fixed-axis)
 * sequence C, B, A. Six Tait-Bryan orders (three different axes) and six proper Euler orders (first = last).
 * Returned angles: the first and third in (-180, 180]; the middle one in [-90, 90] (Tait-Bryan) or
 * [0, 180] (proper Euler). At gimbal lock (middle angle +-90 / 0 or 180) the third angle is set to 0.
 */

export const EULER_ORDERS = ['XYZ', 'XZY', 'YXZ', 'YZX', 'ZXY', 'ZYX', 'XYX', 'XZX', 'YXY', 'YZY', 'ZXZ', 'ZYZ'] as const;
export type EulerOrder = (typeof EULER_ORDERS)[number];

const DEG = Math.PI / 180;

export function quatMultiply(a: readonly number[], b: readonly number[]): Quat {
  const [aw, ax, ay, az] = a as Quat;
  const [bw, bx, by, bz] = b as Quat;
  return [
    aw * bw - ax * bx - ay * by - az * bz,
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
  ];
}

/** The unit quaternion, or null for a zero / non-finite one (which cannot be normalized). */
export function normalizeQuat(q: readonly number[]): Quat | null {
  const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
  if (!(n > 0) || !Number.isFinite(n)) return null;
  return [q[0]! / n, q[1]! / n, q[2]! / n, q[3]! / n];
}

/** Rotates v by the unit quaternion q. */
export function quatRotate(q: readonly number[], v: readonly number[]): Vec3 {
  const [w, x, y, z] = q as Quat;
  const [vx, vy, vz] = v as Vec3;
  // t = 2 (q_vec x v); v' = v + w t + q_vec x t
  const tx = 2 * (y * vz - z * vy);
  const ty = 2 * (z * vx - x * vz);
  const tz = 2 * (x * vy - y * vx);
  return [vx + w * tx + (y * tz - z * ty), vy + w * ty + (z * tx - x * tz), vz + w * tz + (x * ty - y * tx)];
}

/** The rotation by angle (radians) about a unit axis. */
export function axisAngleQuat(unitAxis: readonly number[], angle: number): Quat {
  const s = Math.sin(angle / 2);
  return [Math.cos(angle / 2), unitAxis[0]! * s, unitAxis[1]! * s, unitAxis[2]! * s];
}

function axisIndex(letter: string): number {
  return letter === 'X' ? 0 : letter === 'Y' ? 1 : 2;
}

function axes(order: EulerOrder): [number, number, number] {
  return [axisIndex(order[0]!), axisIndex(order[1]!), axisIndex(order[2]!)];
}

/** The Levi-Civita sign of (i, j, k) for distinct indices: +1 when cyclic (x,y,z order), else -1. */
function parity(i: number, j: number): number {
  return (j - i + 3) % 3 === 1 ? 1 : -1;
}

export function eulerToQuat(anglesDeg: readonly [number, number, number], order: EulerOrder): Quat {
  const unitAxes: Vec3[] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]];
  return axes(order).reduce<Quat>((q, axis, n) => quatMultiply(q, axisAngleQuat(unitAxes[axis]!, anglesDeg[n]! * DEG)), [1, 0, 0, 0]);
}

const GIMBAL = 1e-14;

/**
 * Proper Euler angles (radians) of the unit quaternion q for intrinsic order a, b, a, read straight from
 * the quaternion (well conditioned everywhere). With d the third axis and e_a x e_b = s e_d,
 * q_a(f) q_b(m) q_a(t) = [cos(m/2) cos((f+t)/2), cos(m/2) sin((f+t)/2) e_a, sin(m/2) cos((f-t)/2) e_b,
 * s sin(m/2) sin((f-t)/2) e_d], so m = 2 atan2(|(q_b, q_d)|, |(q_w, q_a)|) lies in [0, pi].
 */
function properEuler(q: readonly number[], a: number, b: number): [number, number, number] {
  const d = 3 - a - b;
  const s = parity(a, b);
  const [qw, qa, qb, qd] = [q[0]!, q[1 + a]!, q[1 + b]!, q[1 + d]!];
  const cosPart = Math.hypot(qw, qa);
  const sinPart = Math.hypot(qb, qd);
  const middle = 2 * Math.atan2(sinPart, cosPart);
  const halfSum = Math.atan2(qa, qw);
  const halfDiff = Math.atan2(s * qd, qb);
  // At gimbal lock only the sum (middle = 0) or the difference (middle = pi) is defined: third = 0.
  if (sinPart <= GIMBAL) return [2 * halfSum, middle, 0];
  if (cosPart <= GIMBAL) return [2 * halfDiff, middle, 0];
  return [halfSum + halfDiff, middle, halfSum - halfDiff];
}

/** Angles in degrees for a non-zero quaternion (normalized here), in the given intrinsic order. */
export function quatToEuler(q: readonly number[], order: EulerOrder): Vec3 {
  const n = Math.hypot(q[0]!, q[1]!, q[2]!, q[3]!);
  const unit: Quat = [q[0]! / n, q[1]! / n, q[2]! / n, q[3]! / n];
  const [a, b, c] = axes(order);
  if (a === c) return properEuler(unit, a, b).map(toDegrees) as Vec3;
  // Tait-Bryan a, b, c: R_b(90 deg) turns e_a into -s e_c (e_a x e_b = s e_c), so
  // R_c(t) = P R_a(-s t) P^-1 with P = R_b(90 deg), and q P = q_a(f) q_b(m + 90 deg) q_a(-s t): a proper
  // Euler a, b, a sequence whose middle angle m + 90 deg lies in [0, 180] exactly when m is in [-90, 90].
  const s = parity(a, b);
  const p: Quat = [Math.SQRT1_2, 0, 0, 0];
  p[1 + b] = Math.SQRT1_2;
  const [first, middle, third] = properEuler(quatMultiply(unit, p), a, b);
  return [toDegrees(first), toDegrees(middle - Math.PI / 2), toDegrees(-s * third)];
}

/** Radians to degrees, wrapped to (-180, 180], without -0. */
function toDegrees(radians: number): number {
  let deg = (radians / DEG) % 360;
  if (deg > 180) deg -= 360;
  if (deg <= -180) deg += 360;
  return deg === 0 ? 0 : deg;
}

/**
 * Root rotation as roll/pitch/yaw radians for people: rotations about X, then Y, then Z in the world
 * frame (q = qz(yaw) * qy(pitch) * qx(roll)), which is the intrinsic Euler order ZYX read backwards.
 */
export type RootAngles = [roll: number, pitch: number, yaw: number];

export function quatFromRollPitchYaw([roll, pitch, yaw]: RootAngles): Quat {
  return eulerToQuat([yaw / DEG, pitch / DEG, roll / DEG], 'ZYX');
}

/** Inverse of quatFromRollPitchYaw (pitch in [-pi/2, pi/2]); any length; a zero quaternion reads as no rotation. */
export function rollPitchYawFromQuat(q: ArrayLike<number>): RootAngles {
  const quat = [q[0]!, q[1]!, q[2]!, q[3]!];
  if (!normalizeQuat(quat)) return [0, 0, 0];
  const [yaw, pitch, roll] = quatToEuler(quat, 'ZYX');
  return [roll * DEG, pitch * DEG, yaw * DEG];
}
