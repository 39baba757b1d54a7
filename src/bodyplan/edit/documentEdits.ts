/**
 * Pure, immutable edits of a body-plan document. Each returns a new document, or
 * `{ ok: false, reason }` saying why the edit was refused. Parts an edit does not touch keep their
 * object identity and key order (so the serializer and textEdit.ts write them unchanged); `x-*` keys
 * are kept.
 */
export { type EditResult, subtreeIndices } from './result.ts';
export {
  renameJoint,
  setOffsetPos,
  setOffsetQuat,
  setOffsetEuler,
  normalizeOffsetQuat,
  setJointWeightScaler,
  setJointExtension,
} from './jointProps.ts';
export {
  addDof,
  removeDof,
  moveDof,
  setDofType,
  setDofAxis,
  normalizeDofAxis,
  setDofNeutral,
  setDofLimits,
  defaultLimitsFor,
  setDofWeightScaler,
  setDofName,
} from './dofs.ts';
export { reparentJoint, addChildJoint, deleteSubtree, deleteJointKeepChildren, duplicateSubtree } from './tree.ts';
export { newBodyPlan } from './newDocument.ts';
export {
  mirrorSubtree,
  mirrorPose,
  mirrorName,
  mirrorDofName,
  reflectVector,
  DEFAULT_MIRROR_RULES,
  type MirrorPlane,
  type PrefixRule,
} from './mirror.ts';
export { quatToEuler, EULER_ORDERS, type EulerOrder } from '../kinematics/rotation.ts';
