import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { clampToLimits, neutralPose, type Pose } from '../../../../bodyplan/kinematics/pose.ts';

/**
 * The pose of `before` carried onto `after` (an edited version of the same plan): each DOF follows
 * its joint by name and, within the joint, its own name; unnamed DOFs follow their position among
 * the joint's DOFs when the old DOF there was unnamed too. Anything new starts neutral; the result
 * is clamped to the new limits unless limits are ignored.
 */
export function carryPose(before: BodyModel | null, pose: Pose | null, after: BodyModel, ignoreLimits: boolean): Pose {
  // A model that shares its tree and DOF arrays with `before` is the same plan with joints renamed
  // (see renamedPlan): every value stays where it is, the renamed joints' too.
  if (pose && before && before.dofStart === after.dofStart && before.parentIndex === after.parentIndex && before.dofNames === after.dofNames && pose.dofs.length === after.dofCount) {
    const dofs = Float64Array.from(pose.dofs);
    if (!ignoreLimits) clampToLimits(after, dofs);
    const keep = !after.fixedBase;
    return { dofs, rootPosition: keep ? Float64Array.from(pose.rootPosition) : new Float64Array(3), rootQuat: keep ? Float64Array.from(pose.rootQuat) : Float64Array.of(1, 0, 0, 0) };
  }
  const dofs = neutralPose(after);
  if (pose && before) {
    const oldJoint = new Map(before.jointNames.map((name, i) => [name, i] as const));
    for (let j = 0; j < after.jointCount; j++) {
      const o = oldJoint.get(after.jointNames[j]!);
      if (o === undefined) continue;
      const oldStart = before.dofStart[o]!;
      const oldCount = before.dofStart[o + 1]! - oldStart;
      for (let d = after.dofStart[j]!, k = 0; d < after.dofStart[j + 1]!; d++, k++) {
        const source = matchingDof(before, oldStart, oldCount, after.dofNames[d] ?? null, k);
        if (source !== null) dofs[d] = pose.dofs[source]!;
      }
    }
  }
  if (!ignoreLimits) clampToLimits(after, dofs);
  const keepRoot = pose !== null && !after.fixedBase;
  return {
    dofs,
    rootPosition: keepRoot ? Float64Array.from(pose.rootPosition) : new Float64Array(3),
    rootQuat: keepRoot ? Float64Array.from(pose.rootQuat) : Float64Array.of(1, 0, 0, 0),
  };
}

function matchingDof(before: BodyModel, start: number, count: number, name: string | null, position: number): number | null {
  if (name !== null) {
    for (let k = 0; k < count; k++) if (before.dofNames[start + k] === name) return start + k;
    return null;
  }
  return position < count && (before.dofNames[start + position] ?? null) === null ? start + position : null;
}
