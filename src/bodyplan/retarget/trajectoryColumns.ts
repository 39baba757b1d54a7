import type { BodyModel } from '../kinematics/model.ts';
import type { Pose } from '../kinematics/pose.ts';
import type { RetargetTrajectory } from './retargetTypes.ts';
import { solvedDofHeaders } from '../recording/solvedExport.ts';

/** The root's columns, as the solved CSV of `bodyplan ik` names them (solvedExport.ts). */
export const ROOT_COLUMNS = ['root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz'] as const;

/**
 * The plan's DOFs in the order `bodyplan export-mjcf` writes their MuJoCo joints (exportMjcf.ts):
 * joints depth-first from the root, each joint's children in plan order, each joint's DOFs in
 * listed order. That is MuJoCo's qpos order after the free joint. It equals the plan's flat DOF
 * order only when the plan lists its joints depth-first (imports do; a hand-written plan may not),
 * so the trajectory is written in this order rather than the flat one.
 */
export function mujocoDofOrder(model: BodyModel): Int32Array {
  const order = new Int32Array(model.dofCount);
  let next = 0;
  // Iterative: a long chain must not overflow the stack (exportMjcf.ts walks the same way).
  const stack = [model.rootIndex];
  while (stack.length > 0) {
    const joint = stack.pop()!;
    for (let d = model.dofStart[joint]!; d < model.dofStart[joint + 1]!; d++) order[next++] = d;
    const kids = model.children[joint]!;
    for (let k = kids.length - 1; k >= 0; k--) stack.push(kids[k]!);
  }
  return order;
}

/**
 * The trajectory's columns: `time` (seconds), the free root's position and quaternion w x y z, then
 * each DOF named "joint/dof" as the solved CSV does, in `dofOrder` (plan order by default, as a
 * RetargetTrajectory holds them; mujocoDofOrder for the files).
 */
export function trajectoryColumns(model: BodyModel, dofOrder?: Int32Array): string[] {
  const headers = solvedDofHeaders(model);
  return ['time', ...ROOT_COLUMNS, ...(dofOrder === undefined ? headers : Array.from(dofOrder, (d) => headers[d]!))];
}

/**
 * The trajectory with its DOF columns in MuJoCo's qpos order (mujocoDofOrder), so each row after
 * `time` is a qpos of the exported MJCF: what the CSV, JSON and keyframe files hold. The same
 * trajectory when the plan lists its joints depth-first (every imported robot).
 */
export function inMujocoOrder(model: BodyModel, trajectory: RetargetTrajectory): RetargetTrajectory {
  const order = mujocoDofOrder(model);
  if (order.every((d, k) => d === k)) return trajectory;
  const width = trajectory.columns.length;
  const values = Float64Array.from(trajectory.values);
  for (let f = 0; f < trajectory.frameCount; f++) {
    const row = width * f;
    for (let k = 0; k < order.length; k++) values[row + 8 + k] = trajectory.values[row + 8 + order[k]!]!;
  }
  return { ...trajectory, columns: trajectoryColumns(model, order), values };
}

/** Frame `frame` of a trajectory (plan order, as solveRetarget returns it) as a pose: what FK and the Studio read. */
export function trajectoryPoseAt(trajectory: RetargetTrajectory, frame: number): Pose {
  const width = trajectory.columns.length;
  const row = trajectory.values.subarray(width * frame, width * (frame + 1));
  return { dofs: row.slice(8), rootPosition: row.slice(1, 4), rootQuat: row.slice(4, 8) };
}
