import type { BodyPlan, Joint, Quat, Vec3 } from '../format/schema.ts';
import { addVec, dofsTransform, type Frame } from './frameMath.ts';
import { normalizeQuat, quatMultiply, quatRotate } from '../kinematics/rotation.ts';
import {
  endOfSubtree,
  isRefusal,
  refuse,
  resolveJoint,
  subtreeIndices,
  uniqueName,
  type EditResult,
  type JointRef,
} from './result.ts';

/** Structural edits of the joint tree. The list order stays valid: every parent before its children. */

const IDENTITY: Frame = { origin: [0, 0, 0], rotation: [1, 0, 0, 0] };

function compose(a: Frame, b: Frame): Frame {
  return { origin: addVec(a.origin, quatRotate(a.rotation, b.origin)), rotation: quatMultiply(a.rotation, b.rotation) };
}

function inverse(a: Frame): Frame {
  const rotation: Quat = [a.rotation[0], -a.rotation[1], -a.rotation[2], -a.rotation[3]];
  const back = quatRotate(rotation, a.origin);
  return { origin: [-back[0], -back[1], -back[2]], rotation };
}

/** The joint's placement in its parent's frame: offset_pos, then the normalized offset_quat. */
function offsetFrame(joint: Joint): Frame {
  return { origin: joint.offset_pos, rotation: normalizeQuat(joint.offset_quat) ?? [1, 0, 0, 0] };
}

/** Placement plus the joint's own DOFs held at their neutral values: the frame its children hang from. */
function neutralLocalFrame(joint: Joint): Frame {
  return compose(offsetFrame(joint), dofsTransform(joint.dofs, joint.dofs.map((dof) => dof.neutral)));
}

/** The frame (after its DOFs, at the neutral pose) of a joint relative to the root's parent frame. */
function neutralFrameOf(document: BodyPlan, index: number): Frame {
  const byName = new Map(document.joints.map((joint) => [joint.name, joint] as const));
  const chain: Joint[] = [];
  let joint: Joint | undefined = document.joints[index];
  while (joint && chain.length <= document.joints.length) {
    chain.push(joint);
    joint = joint.parent === null ? undefined : byName.get(joint.parent);
  }
  return chain.reverse().reduce((frame, j) => compose(frame, neutralLocalFrame(j)), IDENTITY);
}

/** The joint placed at `frame` under `parent` (+ 0 turns -0 into 0, which JSON text cannot keep apart). */
function withPlacement(joint: Joint, parent: string | null, frame: Frame): Joint {
  const origin: Vec3 = [frame.origin[0] + 0, frame.origin[1] + 0, frame.origin[2] + 0];
  const [w, x, y, z] = normalizeQuat(frame.rotation) ?? [1, 0, 0, 0];
  return { ...joint, parent, offset_pos: origin, offset_quat: [w + 0, x + 0, y + 0, z + 0] };
}

function childrenOf(document: BodyPlan, name: string): number[] {
  const result: number[] = [];
  document.joints.forEach((joint, i) => {
    if (joint.parent === name) result.push(i);
  });
  return result;
}

/**
 * Gives a joint a new parent. Refuses the root, itself and its own descendants (a cycle).
 * By default the joint keeps its offsets (it moves with its new parent); with `keepPlacement`
 * its offsets are recomputed so that, in the neutral pose, it stays where it was.
 * When the new parent comes later in the list, the joint's subtree moves after the new parent's
 * last descendant (it becomes the last child), so parents stay listed before their children.
 */
export function reparentJoint(
  document: BodyPlan,
  ref: JointRef,
  newParentRef: JointRef,
  options: { keepPlacement?: boolean } = {},
): EditResult {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  const parentIndex = resolveJoint(document, newParentRef);
  if (isRefusal(parentIndex)) return parentIndex;
  const joint = document.joints[index]!;
  const newParent = document.joints[parentIndex]!;
  if (index === parentIndex) return refuse(`"${joint.name}" cannot be its own parent.`);
  if (joint.parent === null) return refuse(`"${joint.name}" is the root; the root has no parent.`);
  const subtree = subtreeIndices(document, index);
  if (subtree.includes(parentIndex)) {
    return refuse(`"${newParent.name}" is a descendant of "${joint.name}": making it the parent would create a cycle.`);
  }
  if (joint.parent === newParent.name) return { ok: true, document };
  const moved = options.keepPlacement
    ? withPlacement(
        joint,
        newParent.name,
        compose(inverse(neutralFrameOf(document, parentIndex)), compose(neutralParentFrame(document, index), offsetFrame(joint))),
      )
    : { ...joint, parent: newParent.name };
  if (parentIndex < index) {
    const joints = document.joints.slice();
    joints[index] = moved;
    return { ok: true, document: { ...document, joints } };
  }
  const inSubtree = new Set(subtree);
  const insertAfter = endOfSubtree(document, parentIndex, inSubtree);
  const joints: Joint[] = [];
  document.joints.forEach((j, i) => {
    if (!inSubtree.has(i)) joints.push(j);
    if (i === insertAfter) for (const s of subtree) joints.push(s === index ? moved : document.joints[s]!);
  });
  return { ok: true, document: { ...document, joints } };
}

function neutralParentFrame(document: BodyPlan, index: number): Frame {
  const parentName = document.joints[index]!.parent;
  const parentIndex = document.joints.findIndex((j) => j.name === parentName);
  return parentIndex < 0 ? IDENTITY : neutralFrameOf(document, parentIndex);
}

/** Adds a joint without DOFs at the parent's origin; its name is `name` or a fresh `joint_N`. */
export function addChildJoint(
  document: BodyPlan,
  parentRef: JointRef,
  options: { name?: string; offsetPos?: Vec3 } = {},
): EditResult<{ name: string }> {
  const parentIndex = resolveJoint(document, parentRef);
  if (isRefusal(parentIndex)) return parentIndex;
  const taken = new Set(document.joints.map((j) => j.name));
  let name = options.name;
  if (name !== undefined) {
    if (name.length === 0) return refuse('A joint name cannot be empty.');
    if (taken.has(name)) return refuse(`A joint named "${name}" already exists.`);
  } else {
    let n = document.joints.length;
    do name = `joint_${n++}`;
    while (taken.has(name));
  }
  const child: Joint = {
    name,
    parent: document.joints[parentIndex]!.name,
    offset_pos: options.offsetPos ? [...options.offsetPos] : [0, 0, 0],
    offset_quat: [1, 0, 0, 0],
    dofs: [],
  };
  const joints = document.joints.slice();
  joints.splice(endOfSubtree(document, parentIndex) + 1, 0, child);
  return { ok: true, document: { ...document, joints }, name };
}

/** Deletes a joint and all its descendants. The root cannot be deleted. */
export function deleteSubtree(document: BodyPlan, ref: JointRef): EditResult<{ deleted: string[] }> {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  if (document.joints[index]!.parent === null) return refuse('The root cannot be deleted: a body plan needs one root joint.');
  const gone = new Set(subtreeIndices(document, index));
  const joints = document.joints.filter((_, i) => !gone.has(i));
  return { ok: true, document: { ...document, joints }, deleted: [...gone].map((i) => document.joints[i]!.name) };
}

/**
 * Deletes one joint and hands its children to its parent. Each child's offsets are composed with
 * the deleted joint's offsets and with its DOFs held at their neutral values, so in the neutral pose
 * every remaining keypoint stays where it was. The deleted joint's DOFs are removed: their motion is
 * frozen at the neutral value (poses that moved them no longer exist). Deleting the root is allowed
 * only when it has exactly one child, which becomes the root.
 */
export function deleteJointKeepChildren(document: BodyPlan, ref: JointRef): EditResult {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  const joint = document.joints[index]!;
  const children = childrenOf(document, joint.name);
  if (joint.parent === null && children.length !== 1) {
    return refuse(`The root "${joint.name}" has ${children.length} children; deleting it would leave ${children.length === 0 ? 'no joint' : `${children.length} roots`}.`);
  }
  const through = neutralLocalFrame(joint);
  const childSet = new Set(children);
  const joints: Joint[] = [];
  document.joints.forEach((j, i) => {
    if (i === index) return;
    joints.push(childSet.has(i) ? withPlacement(j, joint.parent, compose(through, offsetFrame(j))) : j);
  });
  return { ok: true, document: { ...document, joints } };
}

/** Copies a joint's subtree under the same parent, with fresh names (`name_copy`, `name_copy_2`, ...). */
export function duplicateSubtree(document: BodyPlan, ref: JointRef): EditResult<{ names: Map<string, string> }> {
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  if (document.joints[index]!.parent === null) return refuse('The root cannot be duplicated: a body plan has one root.');
  const subtree = subtreeIndices(document, index);
  const taken = new Set(document.joints.map((j) => j.name));
  const names = new Map<string, string>();
  for (const i of subtree) {
    const name = uniqueName(taken, `${document.joints[i]!.name}_copy`);
    taken.add(name);
    names.set(document.joints[i]!.name, name);
  }
  const copies = subtree.map((i) => {
    const j = document.joints[i]!;
    return structuredClone({ ...j, name: names.get(j.name)!, parent: i === index ? j.parent : names.get(j.parent!)! });
  });
  const joints = document.joints.slice();
  joints.splice(subtree[subtree.length - 1]! + 1, 0, ...copies);
  return { ok: true, document: { ...document, joints }, names };
}
