import { DOF_HINGE, type BodyModel } from './model.ts';

/**
 * Where a DOF acts in the world, from forward-kinematics output: the origin and rotation just
 * before the DOF is applied (after the joint's earlier DOFs, in listed order), and its world axis.
 * Used to draw DOF gizmos and to turn a hinge by dragging in 3D. Pure: no three.js.
 */

export interface DofWorldFrame {
  origin: [number, number, number];
  /** Row-major 3x3 rotation of the frame in which the DOF's axis is expressed. */
  rotation: number[];
  axis: [number, number, number];
}

export interface JointFrames {
  keypoints: ArrayLike<number>;
  /** Row-major 3x3: the joint's frame before its own DOFs (ForwardKinematics.baseRotation). */
  baseRotation(joint: number): ArrayLike<number>;
}

export function dofWorldFrame(model: BodyModel, frames: JointFrames, dofs: ArrayLike<number>, dof: number): DofWorldFrame {
  const j = model.dofJoint[dof]!;
  const origin: [number, number, number] = [frames.keypoints[3 * j]!, frames.keypoints[3 * j + 1]!, frames.keypoints[3 * j + 2]!];
  let rotation = Array.from(frames.baseRotation(j));
  for (let d = model.dofStart[j]!; d < dof; d++) {
    const axis = localAxis(model, d);
    if (model.dofType[d] === DOF_HINGE) {
      rotation = multiply3(rotation, axisAngleMatrix(axis, dofs[d]!));
    } else {
      const world = apply3(rotation, axis);
      for (let k = 0; k < 3; k++) origin[k] = origin[k]! + world[k]! * dofs[d]!;
    }
  }
  return { origin, rotation, axis: apply3(rotation, localAxis(model, dof)) };
}

/**
 * The hinges that move the link ending at joint `joint`: those of its parent, or of the nearest
 * ancestor that has hinges (a joint's own DOFs never move its own keypoint). Empty at the root.
 */
export function hingesMovingLink(model: BodyModel, joint: number): number[] {
  for (let a = model.parentIndex[joint]!; a >= 0; a = model.parentIndex[a]!) {
    const hinges: number[] = [];
    for (let d = model.dofStart[a]!; d < model.dofStart[a + 1]!; d++) if (model.dofType[d] === DOF_HINGE) hinges.push(d);
    if (hinges.length > 0) return hinges;
  }
  return [];
}

/** The signed angle about `axis` (unit) that turns `from - pivot` onto `to - pivot`, in radians. */
export function angleAboutAxis(pivot: ArrayLike<number>, axis: ArrayLike<number>, from: ArrayLike<number>, to: ArrayLike<number>): number {
  const a = projectOntoPlane([from[0]! - pivot[0]!, from[1]! - pivot[1]!, from[2]! - pivot[2]!], axis);
  const b = projectOntoPlane([to[0]! - pivot[0]!, to[1]! - pivot[1]!, to[2]! - pivot[2]!], axis);
  const cross = [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
  const sin = cross[0]! * axis[0]! + cross[1]! * axis[1]! + cross[2]! * axis[2]!;
  const cos = a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
  return Math.atan2(sin, cos);
}

function localAxis(model: BodyModel, dof: number): [number, number, number] {
  return [model.dofAxis[3 * dof]!, model.dofAxis[3 * dof + 1]!, model.dofAxis[3 * dof + 2]!];
}

/** Rodrigues' rotation matrix (row-major) for a unit axis and an angle in radians. */
function axisAngleMatrix(axis: ArrayLike<number>, angle: number): number[] {
  const [x, y, z] = [axis[0]!, axis[1]!, axis[2]!];
  const c = Math.cos(angle), s = Math.sin(angle), t = 1 - c;
  return [
    t * x * x + c, t * x * y - s * z, t * x * z + s * y,
    t * x * y + s * z, t * y * y + c, t * y * z - s * x,
    t * x * z - s * y, t * y * z + s * x, t * z * z + c,
  ];
}

function multiply3(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out = new Array<number>(9);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      out[3 * r + c] = a[3 * r]! * b[c]! + a[3 * r + 1]! * b[3 + c]! + a[3 * r + 2]! * b[6 + c]!;
    }
  }
  return out;
}

function apply3(m: ArrayLike<number>, v: ArrayLike<number>): [number, number, number] {
  return [
    m[0]! * v[0]! + m[1]! * v[1]! + m[2]! * v[2]!,
    m[3]! * v[0]! + m[4]! * v[1]! + m[5]! * v[2]!,
    m[6]! * v[0]! + m[7]! * v[1]! + m[8]! * v[2]!,
  ];
}

function projectOntoPlane(v: number[], axis: ArrayLike<number>): number[] {
  const dot = v[0]! * axis[0]! + v[1]! * axis[1]! + v[2]! * axis[2]!;
  return [v[0]! - dot * axis[0]!, v[1]! - dot * axis[1]!, v[2]! - dot * axis[2]!];
}
