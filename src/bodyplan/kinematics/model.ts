import { DEFAULT_WEIGHT_SCALER, type BodyPlan } from '../format/schema.ts';

/**
 * A body plan compiled into flat typed arrays: the form forward kinematics and the IK solver read.
 * Joints keep their body-plan index; `order` lists them parents-first for traversal.
 */
export interface BodyModel {
  fixedBase: boolean;
  jointCount: number;
  dofCount: number;
  jointNames: string[];
  parentIndex: Int32Array; // -1 for the root
  children: number[][];
  rootIndex: number;
  /** Joint indices with every parent before its children (the root first). */
  order: Int32Array;
  offsetPos: Float64Array; // 3 per joint
  offsetQuat: Float64Array; // 4 per joint [w,x,y,z], normalized
  jointWeight: Float64Array; // weight_scaler per joint (default 1)
  dofStart: Int32Array; // jointCount + 1 entries: joint j's DOFs are dofStart[j] .. dofStart[j+1]-1
  dofJoint: Int32Array; // joint index of each flat DOF
  dofType: Uint8Array; // 0 = hinge, 1 = slide
  dofAxis: Float64Array; // 3 per DOF, normalized
  dofNeutral: Float64Array;
  dofWeight: Float64Array; // weight_scaler per DOF (default 1)
  dofLower: Float64Array; // -Infinity when unbounded
  dofUpper: Float64Array; // +Infinity when unbounded
  dofNames: (string | null)[];
}

export const DOF_HINGE = 0;
export const DOF_SLIDE = 1;

/** Thrown when a document that still has structural errors is compiled. */
export class BodyPlanCompileError extends Error {
  override name = 'BodyPlanCompileError';
}

/**
 * Compiles a schema-valid document. Precondition: validation found no error (structural problems
 * such as unknown parents or cycles throw a BodyPlanCompileError rather than produce a bad model).
 */
export function compileBodyPlan(document: BodyPlan): BodyModel {
  const joints = document.joints;
  const jointCount = joints.length;
  const jointNames = joints.map((joint) => joint.name);
  const indexByName = new Map<string, number>();
  jointNames.forEach((name, index) => {
    if (indexByName.has(name)) throw new BodyPlanCompileError(`duplicate joint name "${name}"`);
    indexByName.set(name, index);
  });

  const parentIndex = new Int32Array(jointCount);
  const children: number[][] = joints.map(() => []);
  let rootIndex = -1;
  joints.forEach((joint, index) => {
    if (joint.parent === null) {
      if (rootIndex !== -1) throw new BodyPlanCompileError(`more than one root ("${jointNames[rootIndex]}", "${joint.name}")`);
      rootIndex = index;
      parentIndex[index] = -1;
      return;
    }
    const parent = indexByName.get(joint.parent);
    if (parent === undefined) throw new BodyPlanCompileError(`joint "${joint.name}" names unknown parent "${joint.parent}"`);
    parentIndex[index] = parent;
    children[parent]!.push(index);
  });
  if (rootIndex === -1) throw new BodyPlanCompileError('no root joint (parent: null)');

  const order = parentsFirstOrder(parentIndex, children, jointCount);

  const offsetPos = new Float64Array(3 * jointCount);
  const offsetQuat = new Float64Array(4 * jointCount);
  const jointWeight = new Float64Array(jointCount);
  const dofStart = new Int32Array(jointCount + 1);
  let dofCount = 0;
  joints.forEach((joint, j) => {
    offsetPos.set(joint.offset_pos, 3 * j);
    offsetQuat.set(normalized(joint.offset_quat, [1, 0, 0, 0]), 4 * j);
    jointWeight[j] = joint.weight_scaler ?? DEFAULT_WEIGHT_SCALER;
    dofStart[j] = dofCount;
    dofCount += joint.dofs.length;
  });
  dofStart[jointCount] = dofCount;

  const dofJoint = new Int32Array(dofCount);
  const dofType = new Uint8Array(dofCount);
  const dofAxis = new Float64Array(3 * dofCount);
  const dofNeutral = new Float64Array(dofCount);
  const dofWeight = new Float64Array(dofCount);
  const dofLower = new Float64Array(dofCount);
  const dofUpper = new Float64Array(dofCount);
  const dofNames: (string | null)[] = [];
  joints.forEach((joint, j) => {
    joint.dofs.forEach((dof, k) => {
      const d = dofStart[j]! + k;
      dofJoint[d] = j;
      dofType[d] = dof.type === 'slide' ? DOF_SLIDE : DOF_HINGE;
      dofAxis.set(normalized(dof.axis, [0, 0, 1]), 3 * d);
      dofNeutral[d] = dof.neutral;
      dofWeight[d] = dof.weight_scaler ?? DEFAULT_WEIGHT_SCALER;
      dofLower[d] = dof.limits ? dof.limits[0] : -Infinity;
      dofUpper[d] = dof.limits ? dof.limits[1] : Infinity;
      dofNames.push(dof.name ?? null);
    });
  });

  return {
    fixedBase: document.fixed_base,
    jointCount,
    dofCount,
    jointNames,
    parentIndex,
    children,
    rootIndex,
    order,
    offsetPos,
    offsetQuat,
    jointWeight,
    dofStart,
    dofJoint,
    dofType,
    dofAxis,
    dofNeutral,
    dofWeight,
    dofLower,
    dofUpper,
    dofNames,
  };
}

/**
 * Joint indices with every parent before its children, keeping list order wherever the list
 * already respects it (sequential memory access in FK). Iterative: deep chains cannot overflow.
 */
function parentsFirstOrder(parentIndex: Int32Array, children: number[][], jointCount: number): Int32Array {
  const order = new Int32Array(jointCount);
  const emitted = new Uint8Array(jointCount);
  const stack: number[] = [];
  let filled = 0;
  for (let scan = 0; scan < jointCount; scan++) {
    const parent = parentIndex[scan]!;
    if (parent >= 0 && emitted[parent] === 0) continue; // waits until its parent is emitted
    stack.push(scan);
    while (stack.length > 0) {
      const joint = stack.pop()!;
      order[filled++] = joint;
      emitted[joint] = 1;
      // Children listed before the scan point were skipped while waiting for this joint.
      for (const child of children[joint]!) if (child < scan) stack.push(child);
    }
  }
  if (filled !== jointCount) {
    throw new BodyPlanCompileError(`${jointCount - filled} joint(s) are not reachable from the root (a cycle?)`);
  }
  return order;
}

/** Unit-length copy; a zero vector (rejected by validation) falls back to `fallback`. */
function normalized(values: readonly number[], fallback: number[]): number[] {
  let sum = 0;
  for (const v of values) sum += v * v;
  const norm = Math.sqrt(sum);
  return norm > 0 && Number.isFinite(norm) ? values.map((v) => v / norm) : fallback;
}
