import type { BodyModel } from './model.ts';

/**
 * A pose of a body plan: the flat DOF vector (joints in body-plan order, DOFs in listed order) and
 * the root's world position and orientation quaternion [w, x, y, z]. The one pose type: the Studio,
 * the IK solver, the worker and the CLI all read and write it. A fixed base keeps the root at the
 * origin with the identity orientation.
 */
export interface Pose {
  dofs: Float64Array;
  rootPosition: Float64Array;
  rootQuat: Float64Array;
}

/** A solved frame: the pose and how well it fits. */
export interface SolvedPose extends Pose {
  rmsError: number;
  iterations: number;
  converged: boolean;
}

/** A fresh flat DOF vector holding every DOF's neutral value. */
export function neutralPose(model: BodyModel): Float64Array {
  return Float64Array.from(model.dofNeutral);
}

/** The neutral pose with the root at the origin, unrotated. */
export function neutralPoseOf(model: BodyModel): Pose {
  return { dofs: neutralPose(model), rootPosition: new Float64Array(3), rootQuat: Float64Array.of(1, 0, 0, 0) };
}

/** A deep copy: poses in state are replaced, never changed in place. */
export function copyPose(pose: Pose): Pose {
  return { dofs: Float64Array.from(pose.dofs), rootPosition: Float64Array.from(pose.rootPosition), rootQuat: Float64Array.from(pose.rootQuat) };
}

/** Clamps each DOF to its limits in place (unbounded DOFs are untouched) and returns `dofs`. */
export function clampToLimits(model: BodyModel, dofs: Float64Array): Float64Array {
  const { dofLower, dofUpper } = model;
  for (let d = 0; d < model.dofCount; d++) {
    const value = dofs[d]!;
    if (value < dofLower[d]!) dofs[d] = dofLower[d]!;
    else if (value > dofUpper[d]!) dofs[d] = dofUpper[d]!;
  }
  return dofs;
}
