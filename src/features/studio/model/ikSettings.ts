import { DEFAULT_IK_OPTIONS, type IkOptions } from '../../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';

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

/**
 * Whether a solve is worth a worker round trip. The normal matrix is dense along each chain, so
 * a step costs about the sum of squared chain depths (factorization) plus, per observed keypoint,
 * its chain length squared (J^T J). The WebAssembly solver does about 1e6 such units per
 * millisecond (measured in Node on chains of 100-300 joints), so the worker takes every solve that
 * could last over a millisecond, and certainly those of a few milliseconds.
 */
export function solveBelongsInWorker(model: BodyModel, observedJoints: readonly number[], iterations: number): boolean {
  return iterations * solveStepCost(model, observedJoints) > 1e6;
}

export function solveStepCost(model: BodyModel, observedJoints: readonly number[]): number {
  const rootCount = model.fixedBase ? 0 : 6;
  /** State variables on the path from the root to each joint's keypoint (its ancestors' DOFs and the root). */
  const depth = new Float64Array(model.jointCount);
  let cost = 0;
  for (const j of model.order) {
    const parent = model.parentIndex[j]!;
    const above = parent < 0 ? rootCount : depth[parent]! + model.dofStart[parent + 1]! - model.dofStart[parent]!;
    depth[j] = above;
    for (let d = 1; d <= model.dofStart[j + 1]! - model.dofStart[j]!; d++) cost += (above + d) ** 2;
  }
  for (const j of observedJoints) cost += depth[j]! ** 2;
  return cost + rootCount * rootCount;
}
