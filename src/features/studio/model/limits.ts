import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';

export type LimitSide = 'lower' | 'upper';

/** Which limit a DOF value rests on (within a relative 1e-9 of the range, as the solver clamps exactly), or null. */
export function limitReached(model: BodyModel, dof: number, value: number): LimitSide | null {
  const lower = model.dofLower[dof]!;
  const upper = model.dofUpper[dof]!;
  const span = Number.isFinite(upper - lower) ? upper - lower : 1;
  const eps = 1e-9 * Math.max(span, 1e-12);
  if (Number.isFinite(lower) && value <= lower + eps) return 'lower';
  if (Number.isFinite(upper) && value >= upper - eps) return 'upper';
  return null;
}

/** Every DOF resting on a limit, in flat DOF order. */
export function dofsAtLimits(model: BodyModel, dofs: ArrayLike<number>): { dof: number; side: LimitSide }[] {
  const found: { dof: number; side: LimitSide }[] = [];
  for (let d = 0; d < model.dofCount; d++) {
    const side = limitReached(model, d, dofs[d]!);
    if (side) found.push({ dof: d, side });
  }
  return found;
}
