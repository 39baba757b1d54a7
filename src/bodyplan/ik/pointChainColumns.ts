import type { ForwardKinematics } from '../kinematics/kinematics.ts';
import { DOF_SLIDE, type BodyModel } from '../kinematics/model.ts';

/** What the chain walk needs of a solver's state layout (`stateLayout` in ik.ts). */
export interface ChainLayout {
  readonly model: BodyModel;
  /** 6 for a free root (position, then rotation about the world axes), 0 for a fixed base. */
  readonly rootCount: number;
  readonly stateDof: Int32Array;
  readonly chainStart: Int32Array;
  readonly lambda: Int32Array;
  /** Per DOF: 1 when a slide listed before it in its joint moves where it acts (`slidOrigins`). */
  readonly slidOrigin: Uint8Array;
}

/**
 * Per DOF: 1 when a slide listed before it in the same joint moves the point it acts about, so a
 * hinge after a slide turns about the slid origin rather than the joint's keypoint.
 */
export function slidOrigins(model: BodyModel): Uint8Array {
  const slidOrigin = new Uint8Array(model.dofCount);
  for (let j = 0; j < model.jointCount; j++) {
    let slid = false;
    for (let d = model.dofStart[j]!; d < model.dofStart[j + 1]!; d++) {
      slidOrigin[d] = slid ? 1 : 0;
      if (model.dofType[d] === DOF_SLIDE) slid = true;
    }
  }
  return slidOrigin;
}

/**
 * Keypoint k's world Jacobian columns ∂p/∂x at the last FK, up its chain of state variables (root
 * position last), 3 per column into `columns` with each column's state in `columnState`; returns
 * their count. Shared by the TypeScript solvers (2D observations, orientation targets) so both
 * differentiate a point the way the 3D kernel does. `origin` is scratch (3).
 */
export function pointChainColumns(fk: ForwardKinematics, layout: ChainLayout, k: number, columns: Float64Array, columnState: Int32Array, origin: Float64Array): number {
  const { model, rootCount, stateDof, lambda, slidOrigin } = layout;
  const keypoints = fk.keypoints;
  const px = keypoints[3 * k]!, py = keypoints[3 * k + 1]!, pz = keypoints[3 * k + 2]!;
  let count = 0;
  for (let s = layout.chainStart[k]!; s >= 0; s = lambda[s]!) {
    let jx: number, jy: number, jz: number;
    if (s >= rootCount) {
      const d = stateDof[s - rootCount]!;
      const ax = fk.dofWorldAxes[3 * d]!, ay = fk.dofWorldAxes[3 * d + 1]!, az = fk.dofWorldAxes[3 * d + 2]!;
      if (model.dofType[d] === DOF_SLIDE) {
        jx = ax; jy = ay; jz = az;
      } else {
        // Where the hinge acts: its joint's keypoint, unless an earlier slide of the joint moved it.
        let qx: number, qy: number, qz: number;
        if (slidOrigin[d] === 1) {
          fk.dofWorldOrigin(d, origin);
          qx = origin[0]!; qy = origin[1]!; qz = origin[2]!;
        } else {
          const j = 3 * model.dofJoint[d]!;
          qx = keypoints[j]!; qy = keypoints[j + 1]!; qz = keypoints[j + 2]!;
        }
        const ox = px - qx, oy = py - qy, oz = pz - qz;
        jx = ay * oz - az * oy; jy = az * ox - ax * oz; jz = ax * oy - ay * ox;
      }
    } else if (s >= 3) {
      // Root rotation about world axis e_(s-3), through the root position: e × (p - root).
      const root = fk.rootPosition;
      const ox = px - root[0]!, oy = py - root[1]!, oz = pz - root[2]!;
      jx = s === 3 ? 0 : s === 4 ? oz : -oy;
      jy = s === 3 ? -oz : s === 4 ? 0 : ox;
      jz = s === 3 ? oy : s === 4 ? -ox : 0;
    } else {
      jx = s === 0 ? 1 : 0; jy = s === 1 ? 1 : 0; jz = s === 2 ? 1 : 0;
    }
    columns[3 * count] = jx;
    columns[3 * count + 1] = jy;
    columns[3 * count + 2] = jz;
    columnState[count++] = s;
  }
  return count;
}
