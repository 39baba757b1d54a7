/** The pose file the Studio writes: root pose and DOF values by joint and DOF name. */
export interface PoseFile {
  root?: { pos: number[]; quat: number[] };
  dofs: Record<string, Record<string, number>>;
}

/**
 * The values in flat DOF order. The Studio writes joints in plan order and each joint's DOFs in
 * its order, so reading the members in order gives the flat order (DOF keys are names or "0", "1"…).
 */
export function flatDofs(file: PoseFile): number[] {
  return Object.values(file.dofs).flatMap((dofs) => Object.values(dofs));
}
