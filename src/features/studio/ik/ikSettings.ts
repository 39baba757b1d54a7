import { DEFAULT_IK_OPTIONS, type IkOptions } from '../../../bodyplan/ik.ts';
import type { BodyModel } from '../../../bodyplan/model.ts';

/** The solver settings the Studio lets people change (tolerances stay QuickIK's). */
export interface IkSettings {
  neutralWeight: number;
  iterations: number;
  damping: number;
}

export const DEFAULT_IK_SETTINGS: IkSettings = {
  neutralWeight: DEFAULT_IK_OPTIONS.neutralWeight,
  iterations: DEFAULT_IK_OPTIONS.iterations,
  damping: DEFAULT_IK_OPTIONS.damping,
};

export function toIkOptions(settings: IkSettings): IkOptions {
  return { ...DEFAULT_IK_OPTIONS, ...settings };
}

/** The model the solver sees: the plan's own, with joint weight_scalers replaced by live overrides. */
export function withJointWeights(model: BodyModel, jointWeight: Float64Array): BodyModel {
  return jointWeight === model.jointWeight ? model : { ...model, jointWeight };
}

/** The plan's joint weight_scalers with the overrides applied (joint index -> weight). */
export function effectiveJointWeights(model: BodyModel, overrides: ReadonlyMap<number, number>): Float64Array {
  if (overrides.size === 0) return model.jointWeight;
  const weights = Float64Array.from(model.jointWeight);
  for (const [joint, weight] of overrides) if (joint < weights.length) weights[joint] = weight;
  return weights;
}

/** Whether a solve is worth a worker round trip: a rough count of the work per Gauss-Newton step. */
export function solveBelongsInWorker(model: BodyModel, observed: number, iterations: number): boolean {
  const stateSize = model.dofCount + (model.fixedBase ? 0 : 6);
  // ~ iterations x (Jacobian chains + factorization); 200,000 is a few milliseconds in a browser.
  return iterations * (observed * 40 + stateSize * 8) > 200_000;
}
