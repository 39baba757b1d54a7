import { EXTENSION_KEY_PATTERN, type BodyPlan, type Joint } from '../format/schema.ts';
import { eulerToQuat, normalizeQuat, type EulerOrder } from '../kinematics/rotation.ts';
import { jsonEqual } from './textEdit/json.ts';
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

/** Renames a joint and every child's `parent` reference; refuses an empty or already used name. */
export function renameJoint(document: BodyPlan, ref: JointRef, newName: string): EditResult {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  const oldName = document.joints[index]!.name;
  if (newName.length === 0) return refuse('A joint name cannot be empty.');
  if (newName === oldName) return { ok: true, document };
  const clash = document.joints.findIndex((joint) => joint.name === newName);
  if (clash >= 0) return refuse(`Another joint (number ${clash}) is already named "${newName}".`);
  const joints = document.joints.map((joint, i) => {
    if (i === index) return { ...joint, name: newName };
    if (joint.parent === oldName) return { ...joint, parent: newName };
    return joint;
  });
  return { ok: true, document: { ...document, joints } };
}

function updateJoint(
  document: BodyPlan,
  ref: JointRef,
  update: (joint: Joint) => Joint | { ok: false; reason: string },
): EditResult {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  const joint = document.joints[index]!;
  const updated = update(joint);
  if (isRefusal(updated)) return updated;
  // An edit that changes nothing returns the same document (no spurious undo step or text edit).
  if (jsonEqual(updated, joint)) return { ok: true, document };
  return { ok: true, document: withJoint(document, index, updated) };
}

export function setOffsetPos(document: BodyPlan, ref: JointRef, offset: readonly number[]): EditResult {
  if (!isFiniteVector(offset, 3)) return refuse(`offset_pos must be 3 finite numbers, got ${describeNumberList(offset)}.`);
  return updateJoint(document, ref, (joint) => ({ ...joint, offset_pos: [offset[0]!, offset[1]!, offset[2]!] }));
}

/** Sets offset_quat ([w, x, y, z]) as given; `normalize` stores it at unit length. Refuses a zero quaternion. */
export function setOffsetQuat(
  document: BodyPlan,
  ref: JointRef,
  quat: readonly number[],
  options: { normalize?: boolean } = {},
): EditResult {
  if (!isFiniteVector(quat, 4)) return refuse(`offset_quat must be 4 finite numbers [w, x, y, z], got ${describeNumberList(quat)}.`);
  const unit = normalizeQuat(quat);
  if (!unit) return refuse('offset_quat cannot be the zero quaternion: it describes no rotation.');
  const stored = options.normalize ? unit : ([quat[0]!, quat[1]!, quat[2]!, quat[3]!] as Joint['offset_quat']);
  return updateJoint(document, ref, (joint) => ({ ...joint, offset_quat: stored }));
}

/** Sets offset_quat from Euler angles in degrees (intrinsic order, see rotation.ts); stored at unit length. */
export function setOffsetEuler(document: BodyPlan, ref: JointRef, anglesDeg: readonly [number, number, number], order: EulerOrder): EditResult {
  if (!isFiniteVector(anglesDeg, 3)) return refuse(`Euler angles must be 3 finite numbers, got ${describeNumberList(anglesDeg)}.`);
  return setOffsetQuat(document, ref, eulerToQuat(anglesDeg, order));
}

export function normalizeOffsetQuat(document: BodyPlan, ref: JointRef): EditResult {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  return setOffsetQuat(document, index, document.joints[index]!.offset_quat, { normalize: true });
}

/** Sets the joint's weight_scaler (>= 0); undefined removes the key (the default 1.0 applies). */
export function setJointWeightScaler(document: BodyPlan, ref: JointRef, weight: number | undefined): EditResult {
  if (weight !== undefined && !(Number.isFinite(weight) && weight >= 0)) {
    return refuse(`weight_scaler must be a finite number >= 0, got ${weight}.`);
  }
  return updateJoint(document, ref, (joint) => withKey(joint, 'weight_scaler', weight));
}

/** Sets an `x-*` metadata key of the joint to any JSON value; undefined removes it. */
export function setJointExtension(document: BodyPlan, ref: JointRef, key: string, value: unknown): EditResult {
  if (!EXTENSION_KEY_PATTERN.test(key)) return refuse(`Metadata keys must start with "x-"; "${key}" does not.`);
  if (value !== undefined && !isJsonValue(value)) return refuse(`The value of "${key}" is not plain JSON.`);
  return updateJoint(document, ref, (joint) => withKey(joint, key, value));
}

/** True for values JSON can hold exactly (finite numbers, plain objects and arrays, no cycles). */
function isJsonValue(value: unknown, depth = 0): boolean {
  if (depth > 1000) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth + 1));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value).every((item) => isJsonValue(item, depth + 1));
  }
  return false;
}
