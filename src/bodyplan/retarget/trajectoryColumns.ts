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
 * The trajectory's columns: `time` (seconds), then MuJoCo's qpos for the exported MJCF: the free
 * root's position and quaternion w x y z, then each DOF named "joint/dof" as the solved CSV does,
 * in MuJoCo's joint order.
 */
export function trajectoryColumns(model: BodyModel, dofOrder: Int32Array = mujocoDofOrder(model)): string[] {
  const headers = solvedDofHeaders(model);
  return ['time', ...ROOT_COLUMNS, ...Array.from(dofOrder, (d) => headers[d]!)];
}

/** Frame `frame` of a trajectory as a plan pose (DOFs back in flat order): what FK and the Studio read. */
export function trajectoryPoseAt(model: BodyModel, trajectory: RetargetTrajectory, frame: number, dofOrder: Int32Array = mujocoDofOrder(model)): Pose {
  const width = trajectory.columns.length;
  const row = trajectory.values.subarray(width * frame, width * (frame + 1));
  const dofs = new Float64Array(model.dofCount);
  for (let k = 0; k < model.dofCount; k++) dofs[dofOrder[k]!] = row[8 + k]!;
  return { dofs, rootPosition: row.slice(1, 4), rootQuat: row.slice(4, 8) };
}
