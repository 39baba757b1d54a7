import { DOF_SLIDE, type BodyModel } from '../../kinematics/model.ts';
import { solvedDofHeaders } from '../../recording/solvedExport.ts';

/**
 * How the report names a DOF: its own name where it has one (an imported robot's DOFs carry the
 * URDF/MJCF joint names a roboticist knows, e.g. "left_knee_joint"), else the CSV's "link/dof N".
 */
export function dofLabels(model: BodyModel): string[] {
  const headers = solvedDofHeaders(model);
  return headers.map((header, d) => model.dofNames[d] ?? header);
}

/** The unit of DOF d's values: radians for a hinge, metres for a slide. */
export function dofUnit(model: BodyModel, d: number): 'rad' | 'm' {
  return model.dofType[d] === DOF_SLIDE ? 'm' : 'rad';
}
