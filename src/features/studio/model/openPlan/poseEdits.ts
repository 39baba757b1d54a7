import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { clampToLimits, copyPose, type Pose } from '../../../../bodyplan/kinematics/pose.ts';

/** Pose changes as pure functions: each returns a new pose (poses in state are never changed in place). */

export function withDofValue(pose: Pose, index: number, value: number): Pose {
  const next = copyPose(pose);
  next.dofs[index] = value;
  return next;
}

export function withDofNeutral(model: BodyModel, pose: Pose, index: number): Pose {
  return withDofValue(pose, index, model.dofNeutral[index]!);
}

export function withJointNeutral(model: BodyModel, pose: Pose, joint: number): Pose {
  const next = copyPose(pose);
  for (let d = model.dofStart[joint]!; d < model.dofStart[joint + 1]!; d++) next.dofs[d] = model.dofNeutral[d]!;
  return next;
}

/** A fixed base never moves: the root keeps the origin and the identity orientation. */
export function withRoot(model: BodyModel, pose: Pose, root: { position?: ArrayLike<number>; quat?: ArrayLike<number> }): Pose {
  if (model.fixedBase) return pose;
  return {
    dofs: pose.dofs,
    rootPosition: root.position ? Float64Array.from(root.position) : pose.rootPosition,
    rootQuat: root.quat ? Float64Array.from(root.quat) : pose.rootQuat,
  };
}

export function withDofs(pose: Pose, dofs: ArrayLike<number>): Pose {
  return { ...pose, dofs: Float64Array.from(dofs) };
}

/** The pose with every DOF inside its limits, or the same pose when none was outside. */
export function withinLimits(model: BodyModel, pose: Pose): Pose {
  const dofs = clampToLimits(model, Float64Array.from(pose.dofs));
  return dofs.some((v, i) => v !== pose.dofs[i]) ? { ...pose, dofs } : pose;
}

/** Whether two poses are the same, value for value: a change to the same pose is no change (and no undo step). */
export function samePose(a: Pose, b: Pose): boolean {
  const same = (x: ArrayLike<number>, y: ArrayLike<number>) => {
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!Object.is(x[i], y[i])) return false;
    return true;
  };
  return a === b || (same(a.dofs, b.dofs) && same(a.rootPosition, b.rootPosition) && same(a.rootQuat, b.rootQuat));
}
