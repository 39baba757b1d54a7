import type { BodyModel } from '../kinematics/model.ts';
import type { AngleRows } from './angleJumps.ts';

export interface AtLimit {
  frame: number;
  dof: number;
  side: 'lower' | 'upper';
}

/**
 * Frames where a limited DOF sits at (within `tolerance` of) one of its limits: the solver clamped
 * it there, so the data wanted it further and the fit there is a compromise.
 */
export function findJointsAtLimit(model: Pick<BodyModel, 'dofCount' | 'dofLower' | 'dofUpper'>, rows: AngleRows, tolerance = 1e-6): AtLimit[] {
  const out: AtLimit[] = [];
  for (let f = 0; f < rows.count; f++) {
    for (let d = 0; d < rows.dofCount; d++) {
      const value = rows.data[f * rows.stride + d]!;
      if (value <= model.dofLower[d]! + tolerance) out.push({ frame: f, dof: d, side: 'lower' });
      else if (value >= model.dofUpper[d]! - tolerance) out.push({ frame: f, dof: d, side: 'upper' });
    }
  }
  return out;
}
