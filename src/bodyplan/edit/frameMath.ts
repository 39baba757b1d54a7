import type { Dof, Quat, Vec3 } from '../format/schema.ts';
import { axisAngleQuat, quatMultiply, quatRotate } from '../kinematics/rotation.ts';

/** Small vector helpers and joint frames for edits; rotations come from rotation.ts. */

function vecLength(v: readonly number[]): number {
  return Math.hypot(...v);
}

export function normalizeVec3(v: readonly number[]): Vec3 | null {
  const n = vecLength(v);
  if (!(n > 0) || !Number.isFinite(n)) return null;
  return [v[0]! / n, v[1]! / n, v[2]! / n];
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
