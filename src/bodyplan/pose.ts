import type { BodyModel } from './model.ts';

/** A fresh flat DOF vector holding every DOF's neutral value. */
export function neutralPose(model: BodyModel): Float64Array {
  return Float64Array.from(model.dofNeutral);
}

/** Clamps each DOF to its limits in place (unbounded DOFs are untouched) and returns `dofs`. */
export function clampToLimits(model: BodyModel, dofs: Float64Array): Float64Array {
  const { dofLower, dofUpper } = model;
  for (let d = 0; d < model.dofCount; d++) {
    const value = dofs[d]!;
    if (value < dofLower[d]!) dofs[d] = dofLower[d]!;
    else if (value > dofUpper[d]!) dofs[d] = dofUpper[d]!;
  }
  return dofs;
}
