import type { Quat, Vec3 } from '../format/schema.ts';
import { axisAngleQuat, quatMultiply, quatRotate } from '../kinematics/rotation.ts';

/** A rigid transform: rotate by `quat` ([w,x,y,z], unit), then translate by `pos`. */
export interface Transform {
  pos: Vec3;
  quat: Quat;
}

export const IDENTITY: Transform = { pos: [0, 0, 0], quat: [1, 0, 0, 0] };

/** a ∘ b: the frame b expressed in a's parent frame. */
export function compose(a: Transform, b: Transform): Transform {
  const r = quatRotate(a.quat, b.pos);
  return { pos: [a.pos[0] + r[0], a.pos[1] + r[1], a.pos[2] + r[2]], quat: quatMultiply(a.quat, b.quat) };
}

export function translation(pos: readonly number[]): Transform {
  return { pos: [pos[0]!, pos[1]!, pos[2]!], quat: [1, 0, 0, 0] };
}

export function isIdentity(t: Transform): boolean {
  return t.pos.every((v) => v === 0) && t.quat[0] === 1 && t.quat[1] === 0 && t.quat[2] === 0 && t.quat[3] === 0;
}

export function isZero(v: readonly number[]): boolean {
  return v.every((x) => x === 0);
}

export function normalize3(v: readonly number[]): Vec3 | null {
  const n = Math.hypot(v[0]!, v[1]!, v[2]!);
  if (!(n > 0) || !Number.isFinite(n)) return null;
  return [v[0]! / n, v[1]! / n, v[2]! / n];
}

export function cross(a: readonly number[], b: readonly number[]): Vec3 {
  return [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
}

/** The unit quaternion of a rotation matrix given by its columns (orthonormal, right-handed). */
export function quatFromColumns(x: Vec3, y: Vec3, z: Vec3): Quat {
  const [m00, m10, m20] = x;
  const [m01, m11, m21] = y;
  const [m02, m12, m22] = z;
  const trace = m00 + m11 + m22;
  let q: Quat;
  if (trace > 0) {
    const s = 2 * Math.sqrt(trace + 1);
    q = [0.25 * s, (m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s];
  } else if (m00 > m11 && m00 > m22) {
    const s = 2 * Math.sqrt(1 + m00 - m11 - m22);
    q = [(m21 - m12) / s, 0.25 * s, (m01 + m10) / s, (m02 + m20) / s];
  } else if (m11 > m22) {
    const s = 2 * Math.sqrt(1 + m11 - m00 - m22);
    q = [(m02 - m20) / s, (m01 + m10) / s, 0.25 * s, (m12 + m21) / s];
  } else {
    const s = 2 * Math.sqrt(1 + m22 - m00 - m11);
    q = [(m10 - m01) / s, (m02 + m20) / s, (m12 + m21) / s, 0.25 * s];
  }
  const n = Math.hypot(...q);
  return [q[0] / n, q[1] / n, q[2] / n, q[3] / n];
}

/** URDF's fixed-axis roll, pitch, yaw (radians): R = Rz(yaw) Ry(pitch) Rx(roll). */
export function quatFromRpy(roll: number, pitch: number, yaw: number): Quat {
  return quatMultiply(quatMultiply(axisAngleQuat([0, 0, 1], yaw), axisAngleQuat([0, 1, 0], pitch)), axisAngleQuat([1, 0, 0], roll));
}

/** Intrinsic x-y-z angles of a unit quaternion: q = Rx(a) Ry(b) Rz(c), so three hinges reproduce it. */
export function intrinsicXyzFromQuat(q: readonly number[]): Vec3 {
  const [w, x, y, z] = q as Quat;
  // Rotation matrix entries of q; for R = Rx Ry Rz: R02 = sin b, R12 = -sin a cos b, R22 = cos a cos b,
  // R01 = -cos b sin c, R00 = cos b cos c.
  const r02 = 2 * (x * z + w * y);
  const r12 = 2 * (y * z - w * x);
  const r22 = 1 - 2 * (x * x + y * y);
  const r01 = 2 * (x * y - w * z);
  const r00 = 1 - 2 * (y * y + z * z);
  const b = Math.asin(Math.max(-1, Math.min(1, r02)));
  return [Math.atan2(-r12, r22), b, Math.atan2(-r01, r00)];
}
