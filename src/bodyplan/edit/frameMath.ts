import type { Dof, Quat, Vec3 } from '../schema.ts';

/** Small quaternion/vector helpers for edits ([w, x, y, z], Hamilton product). */

export function vecLength(v: readonly number[]): number {
  return Math.hypot(...v);
}

/** The unit quaternion, or null for a zero / non-finite one (which cannot be normalized). */
export function normalizeQuat(q: readonly number[]): Quat | null {
  const n = vecLength(q);
  if (!(n > 0) || !Number.isFinite(n)) return null;
  return [q[0]! / n, q[1]! / n, q[2]! / n, q[3]! / n];
}

export function normalizeVec3(v: readonly number[]): Vec3 | null {
  const n = vecLength(v);
  if (!(n > 0) || !Number.isFinite(n)) return null;
  return [v[0]! / n, v[1]! / n, v[2]! / n];
}

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

export function axisAngleQuat(unitAxis: readonly number[], angle: number): Quat {
  const s = Math.sin(angle / 2);
  return [Math.cos(angle / 2), unitAxis[0]! * s, unitAxis[1]! * s, unitAxis[2]! * s];
}

export function addVec(a: readonly number[], b: readonly number[]): Vec3 {
  return [a[0]! + b[0]!, a[1]! + b[1]!, a[2]! + b[2]!];
}

/** A rigid transform: origin and unit rotation, relative to some frame. */
export interface Frame {
  origin: Vec3;
  rotation: Quat;
}

/**
 * The transform a joint's DOFs apply at the given values, in the joint's base frame (after its
 * offset_quat), with QuickIK's semantics: in listed order, a hinge rotates about its axis in the
 * current frame, a slide translates along its axis in the current frame. Axes are normalized
 * (a zero axis contributes nothing).
 */
export function dofsTransform(dofs: readonly Dof[], values: readonly number[]): Frame {
  let origin: Vec3 = [0, 0, 0];
  let rotation: Quat = [1, 0, 0, 0];
  dofs.forEach((dof, i) => {
    const axis = normalizeVec3(dof.axis);
    if (!axis) return;
    const value = values[i] ?? dof.neutral;
    if (dof.type === 'hinge') rotation = quatMultiply(rotation, axisAngleQuat(axis, value));
    else origin = addVec(origin, quatRotate(rotation, [axis[0] * value, axis[1] * value, axis[2] * value]));
  });
  return { origin, rotation };
}
