import type { BodyPlan, Dof, Joint, Quat, Vec3 } from '../format/schema.ts';
import {
  endOfSubtree,
  isRefusal,
  refuse,
  resolveJoint,
  subtreeIndices,
  type EditResult,
  type JointRef,
} from './result.ts';
import { plural } from '../format/plural.ts';

/*
 * Mirroring a limb.
 *
 * Let M be the reflection across the chosen plane, expressed in the frame of the limb's parent:
 * XZ -> M = diag(1, -1, 1), XY -> diag(1, 1, -1), YZ -> diag(-1, 1, 1). M = M^T = M^-1, det M = -1.
 * A reflection is not a rotation, so the mirrored limb cannot be "the original times M". Instead we
 * conjugate every local rigid motion by M: a rotation R becomes M R M (det = (-1)(+1)(-1) = +1, a proper
 * rotation) and a translation t becomes M t. Then, by induction down the chain, if the parent frames
 * satisfy O' = M O and R' = M R M, the keypoint K = O + R p becomes O' + R' (M p) = M O + M R M M p = M K.
 * At the attachment both frames are the parent's own (O = 0, R = I in its frame), which starts the induction.
 * Per element:
 *   offset_pos   p -> M p                      (a vector)
 *   offset_quat  [w, v] -> [w, -M v]           (M R(n, t) M = R(det(M) M n, t) = R(-M n, t))
 *   hinge axis   a -> -M a, angle kept         (a rotation axis is a pseudo-vector: M R(a, t) M = R(-M a, t))
 *   slide axis   a -> M a, value kept          (M (R a s) = (M R M)(M a) s)
 * So the mirrored pose uses the SAME DOF values as the original (hinges are not negated), and neutral
 * values and limits carry over unchanged. (Reflecting a hinge axis as a plain vector, M a, would work
 * too but then every angle, neutral and limit would have to be negated.) NeuroMechFly's right legs
 * are exactly this image of its left legs: XZ plane, hinge axes [x,y,z] -> [-x,y,-z], same neutrals.
 * When the limb hangs from a joint whose mirrored counterpart exists (e.g. mirroring "lf_femur" whose
 * parent "lf_coxa" already has "rf_coxa"), it is attached there; since that parent is itself the mirror
 * image, the reflection then holds in the frame of their common ancestor.
 */

export type MirrorPlane = 'XZ' | 'XY' | 'YZ';

/** A name rule: a name starting with `from` gets `to` instead (and, mirroring back, vice versa). */
export interface PrefixRule {
  from: string;
  to: string;
}

export const DEFAULT_MIRROR_RULES: readonly PrefixRule[] = [
  { from: 'left_', to: 'right_' },
  { from: 'Left', to: 'Right' },
  { from: 'lf_', to: 'rf_' },
  { from: 'lm_', to: 'rm_' },
  { from: 'lh_', to: 'rh_' },
  { from: 'l_', to: 'r_' },
  { from: 'L_', to: 'R_' },
];

/** The diagonal of M for each plane. */
function planeSigns(plane: MirrorPlane): Vec3 {
  switch (plane) {
    case 'XZ':
      return [1, -1, 1];
    case 'XY':
      return [1, 1, -1];
    case 'YZ':
      return [-1, 1, 1];
  }
}

/** Times +-1 without producing -0 (which would read oddly in a saved file). */
function scaled(value: number, sign: number): number {
  return value === 0 ? 0 : value * sign;
}

/** M p: the reflection of a point or vector. */
export function reflectVector(plane: MirrorPlane, v: readonly number[]): Vec3 {
  const s = planeSigns(plane);
  return [scaled(v[0]!, s[0]), scaled(v[1]!, s[1]), scaled(v[2]!, s[2])];
}

/** -M a: the reflection of a rotation axis (pseudo-vector). */
function reflectRotationAxis(plane: MirrorPlane, a: readonly number[]): Vec3 {
  const s = planeSigns(plane);
  return [scaled(a[0]!, -s[0]), scaled(a[1]!, -s[1]), scaled(a[2]!, -s[2])];
}

/** The quaternion of M R M: [w, -M v]. The length is kept (an unnormalized input stays unnormalized). */
function reflectQuat(plane: MirrorPlane, q: readonly number[]): Quat {
  const [x, y, z] = reflectRotationAxis(plane, [q[1]!, q[2]!, q[3]!]);
  return [q[0]!, x, y, z];
}

/**
 * The mirrored name: the longest rule prefix that the name starts with, in either direction
 * (`from` -> `to`, or `to` -> `from` for a name that starts with `to`); null when no rule applies.
 */
export function mirrorName(name: string, rules: readonly PrefixRule[]): string | null {
  let best: { length: number; replacement: string } | null = null;
  for (const rule of rules) {
    for (const [prefix, replacement] of [[rule.from, rule.to], [rule.to, rule.from]] as const) {
      if (prefix.length > 0 && name.startsWith(prefix) && (!best || prefix.length > best.length)) {
        best = { length: prefix.length, replacement };
      }
    }
  }
  return best ? best.replacement + name.slice(best.length) : null;
}

/**
 * DOF names are labels that often name both joints they connect ("c_thorax-lf_coxa-yaw"), so the rules
 * apply to each '-'-separated part; parts no rule matches stay as they are.
 */
export function mirrorDofName(name: string, rules: readonly PrefixRule[]): string {
  return name
    .split('-')
    .map((part) => mirrorName(part, rules) ?? part)
    .join('-');
}

function mirrorDof(dof: Dof, plane: MirrorPlane, rules: readonly PrefixRule[]): Dof {
  const axis = dof.type === 'hinge' ? reflectRotationAxis(plane, dof.axis) : reflectVector(plane, dof.axis);
  const mirrored: Dof = { ...structuredClone(dof), axis };
  if (dof.name !== undefined) mirrored.name = mirrorDofName(dof.name, rules);
  return mirrored;
}

export interface MirrorOptions {
  plane?: MirrorPlane;
  rules?: readonly PrefixRule[];
}

/**
 * Adds the mirror image of the subtree rooted at `ref` (see the derivation above). Every joint of the
 * subtree must be renamed by a rule, and no new name may already exist. DOF names are renamed part by
 * part (see mirrorDofName; they need not be unique). Returns the name map original -> mirrored.
 */
export function mirrorSubtree(
  document: BodyPlan,
  ref: JointRef,
  options: MirrorOptions = {},
): EditResult<{ names: Map<string, string>; attachedTo: string }> {
  const plane = options.plane ?? 'XZ';
  const rules = options.rules ?? DEFAULT_MIRROR_RULES;
  const index = resolveJoint(document, ref);
  if (isRefusal(index)) return index;
  const root = document.joints[index]!;
  if (root.parent === null) return refuse('The root cannot be mirrored: its mirror image would be a second root.');
  const subtree = subtreeIndices(document, index);
  const existing = new Set(document.joints.map((j) => j.name));
  const names = new Map<string, string>();
  const used = new Map<string, string>();
  for (const i of subtree) {
    const name = document.joints[i]!.name;
    const mapped = mirrorName(name, rules);
    if (mapped === null) return refuse(`No name rule applies to "${name}"; add a prefix rule for it.`);
    if (existing.has(mapped)) return refuse(`"${name}" would become "${mapped}", but a joint with that name already exists.`);
    const other = used.get(mapped);
    if (other !== undefined) return refuse(`"${other}" and "${name}" would both become "${mapped}".`);
    used.set(mapped, name);
    names.set(name, mapped);
  }
  const mappedParent = mirrorName(root.parent, rules);
  const attachedTo = mappedParent !== null && existing.has(mappedParent) ? mappedParent : root.parent;
  const attachIndex = document.joints.findIndex((j) => j.name === attachedTo);
  const copies: Joint[] = subtree.map((i) => {
    const joint = document.joints[i]!;
    return {
      ...structuredClone(joint),
      name: names.get(joint.name)!,
      parent: i === index ? attachedTo : names.get(joint.parent!)!,
      offset_pos: reflectVector(plane, joint.offset_pos),
      offset_quat: reflectQuat(plane, joint.offset_quat),
      dofs: joint.dofs.map((dof) => mirrorDof(dof, plane, rules)),
    };
  });
  const joints = document.joints.slice();
  const insertAfter = Math.max(endOfSubtree(document, attachIndex < 0 ? index : attachIndex), subtree[subtree.length - 1]!);
  joints.splice(insertAfter + 1, 0, ...copies);
  return { ok: true, document: { ...document, joints }, names, attachedTo };
}

/**
 * The mirrored pose: a flat DOF vector for `document` (the body plan after mirroring) in which each
 * mirrored joint's DOFs take the values of its original's DOFs, unchanged (hinge angles are not
 * negated, by the pseudo-vector convention above). Other values are copied as they are.
 */
export function mirrorPose(document: BodyPlan, pose: ArrayLike<number>, names: ReadonlyMap<string, string>): Float64Array {
  const start = new Map<string, number>();
  let offset = 0;
  for (const joint of document.joints) {
    start.set(joint.name, offset);
    offset += joint.dofs.length;
  }
  if (pose.length !== offset) throw new RangeError(`The pose has ${plural(pose.length, 'value')}; the body plan has ${plural(offset, 'DOF')}.`);
  const result = Float64Array.from(pose);
  const byName = new Map(document.joints.map((j) => [j.name, j] as const));
  for (const [original, mirrored] of names) {
    const from = start.get(original);
    const to = start.get(mirrored);
    const count = byName.get(original)?.dofs.length ?? 0;
    if (from === undefined || to === undefined) continue;
    for (let k = 0; k < count; k++) result[to + k] = pose[from + k]!;
  }
  return result;
}
