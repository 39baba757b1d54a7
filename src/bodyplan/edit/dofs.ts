import type { BodyPlan, Dof, DofType, Joint } from '../format/schema.ts';
import { jsonEqual } from './textEdit/json.ts';
import { normalizeVec3 } from './frameMath.ts';
import {
  describeNumberList,
  isFiniteVector,
  isRefusal,
  refuse,
  resolveJoint,
  withJoint,
  withKey,
  type EditResult,
  type JointRef,
} from './result.ts';

/** DOF operations. The order of a joint's DOFs matters: they are applied in listed order. */

function updateDofs(
  document: BodyPlan,
  ref: JointRef,
  update: (dofs: Dof[], joint: Joint) => Dof[] | { ok: false; reason: string },
): EditResult {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  const joint = document.joints[index]!;
  const dofs = update(joint.dofs.slice(), joint);
  if (isRefusal(dofs)) return dofs;
  // An edit that changes nothing returns the same document (no spurious undo step or text edit).
  if (jsonEqual(dofs, joint.dofs)) return { ok: true, document };
  return { ok: true, document: withJoint(document, index, { ...joint, dofs }) };
}

function checkDofIndex(joint: Joint, dofIndex: number): { ok: false; reason: string } | null {
  if (Number.isInteger(dofIndex) && dofIndex >= 0 && dofIndex < joint.dofs.length) return null;
  return refuse(`Joint "${joint.name}" has no DOF number ${dofIndex} (it has ${joint.dofs.length}).`);
}

function updateDof(
  document: BodyPlan,
  ref: JointRef,
  dofIndex: number,
  update: (dof: Dof) => Dof | { ok: false; reason: string },
): EditResult {
  return updateDofs(document, ref, (dofs, joint) => {
    const bad = checkDofIndex(joint, dofIndex);
    if (bad) return bad;
    const updated = update(dofs[dofIndex]!);
    if (isRefusal(updated)) return updated;
    dofs[dofIndex] = updated;
    return dofs;
  });
}

/** Adds a hinge or slide (axis +Z unless given, neutral 0, unbounded) at `position` (default: last). */
export function addDof(
  document: BodyPlan,
  ref: JointRef,
  type: DofType,
  options: { axis?: readonly number[]; position?: number; name?: string } = {},
): EditResult<{ dofIndex: number }> {
  const axis = options.axis ?? [0, 0, 1];
  if (!isFiniteVector(axis, 3) || !normalizeVec3(axis)) return refuse(`A DOF axis must be 3 finite numbers, not all zero; got ${describeNumberList(axis)}.`);
  let dofIndex = 0;
  const result = updateDofs(document, ref, (dofs) => {
    const position = options.position ?? dofs.length;
    if (!Number.isInteger(position) || position < 0 || position > dofs.length) {
      return refuse(`A DOF can be inserted at positions 0 to ${dofs.length}, not ${position}.`);
    }
    const dof: Dof = options.name ? { name: options.name, type, axis: [axis[0]!, axis[1]!, axis[2]!], neutral: 0 } : { type, axis: [axis[0]!, axis[1]!, axis[2]!], neutral: 0 };
    dofs.splice(position, 0, dof);
    dofIndex = position;
    return dofs;
  });
  return result.ok ? { ...result, dofIndex } : result;
}

export function removeDof(document: BodyPlan, ref: JointRef, dofIndex: number): EditResult {
  return updateDofs(document, ref, (dofs, joint) => checkDofIndex(joint, dofIndex) ?? (dofs.splice(dofIndex, 1), dofs));
}

/** Moves DOF `from` to position `to` (the others keep their relative order). */
export function moveDof(document: BodyPlan, ref: JointRef, from: number, to: number): EditResult {
  return updateDofs(document, ref, (dofs, joint) => {
    const bad = checkDofIndex(joint, from) ?? checkDofIndex(joint, to);
    if (bad) return bad;
    const [moved] = dofs.splice(from, 1);
    dofs.splice(to, 0, moved!);
    return dofs;
  });
}

export function setDofType(document: BodyPlan, ref: JointRef, dofIndex: number, type: DofType): EditResult {
  return updateDof(document, ref, dofIndex, (dof) => ({ ...dof, type }));
}

/** Sets the axis (refuses a zero or non-finite one); `normalize` stores it at unit length. */
export function setDofAxis(
  document: BodyPlan,
  ref: JointRef,
  dofIndex: number,
  axis: readonly number[],
  options: { normalize?: boolean } = {},
): EditResult {
  if (!isFiniteVector(axis, 3)) return refuse(`A DOF axis must be 3 finite numbers, got ${describeNumberList(axis)}.`);
  const unit = normalizeVec3(axis);
  if (!unit) return refuse('A DOF axis cannot be zero: it gives no direction to rotate about or slide along.');
  const stored: Dof['axis'] = options.normalize ? unit : [axis[0]!, axis[1]!, axis[2]!];
  return updateDof(document, ref, dofIndex, (dof) => ({ ...dof, axis: stored }));
}

export function normalizeDofAxis(document: BodyPlan, ref: JointRef, dofIndex: number): EditResult {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  const joint = document.joints[index]!;
  const bad = checkDofIndex(joint, dofIndex);
  if (bad) return bad;
  return setDofAxis(document, index, dofIndex, joint.dofs[dofIndex]!.axis, { normalize: true });
}

export function setDofNeutral(document: BodyPlan, ref: JointRef, dofIndex: number, neutral: number): EditResult {
  if (!Number.isFinite(neutral)) return refuse(`A neutral value must be a finite number, got ${neutral}.`);
  return updateDof(document, ref, dofIndex, (dof) => ({ ...dof, neutral }));
}

/** Sets [min, max] limits, or null for unbounded. Refuses min > max (QuickIK's clamp would panic). */
export function setDofLimits(
  document: BodyPlan,
  ref: JointRef,
  dofIndex: number,
  limits: readonly [number, number] | null,
): EditResult {
  if (limits !== null) {
    const [min, max] = limits;
    if (!Number.isFinite(min) || !Number.isFinite(max)) return refuse(`Limits must be finite numbers, got [${min}, ${max}].`);
    if (min > max) return refuse(`The lower limit ${min} is above the upper limit ${max}.`);
  }
  const stored = limits === null ? null : ([limits[0], limits[1]] as [number, number]);
  return updateDof(document, ref, dofIndex, (dof) => ({ ...dof, limits: stored }));
}

/** Limits to offer when a person turns limits back on: +-pi (hinge) or +-1 (slide), widened to hold the neutral value. */
export function defaultLimitsFor(dof: Dof): [number, number] {
  const half = dof.type === 'hinge' ? Math.PI : 1;
  return [Math.min(-half, dof.neutral), Math.max(half, dof.neutral)];
}

/** Sets the DOF's weight_scaler (>= 0); undefined removes the key (default 1.0). */
export function setDofWeightScaler(document: BodyPlan, ref: JointRef, dofIndex: number, weight: number | undefined): EditResult {
  if (weight !== undefined && !(Number.isFinite(weight) && weight >= 0)) {
    return refuse(`weight_scaler must be a finite number >= 0, got ${weight}.`);
  }
  return updateDof(document, ref, dofIndex, (dof) => withKey(dof, 'weight_scaler', weight));
}

/** Sets the DOF's label; undefined or '' removes the key (the name is optional and ignored by QuickIK). */
export function setDofName(document: BodyPlan, ref: JointRef, dofIndex: number, name: string | undefined): EditResult {
  return updateDof(document, ref, dofIndex, (dof) => withKey(dof, 'name', name === '' ? undefined : name));
}
