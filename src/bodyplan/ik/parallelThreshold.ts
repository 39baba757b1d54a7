import type { BodyModel } from '../kinematics/model.ts';

/**
 * Below how much work (frames × DOFs) a parallel solve is not worth its workers, so the segments are
 * solved one after another on the calling thread instead (the same segments, cold-started the same
 * way: the results are identical). PLACEHOLDER, measured below.
 */
export const PARALLEL_MIN_WORK = 0;

/** A solve's work in the thresholds' unit: frames × DOFs (at least 1 DOF: a root-only plan still solves). */
export function parallelWork(model: BodyModel, frames: number): number {
  return frames * Math.max(1, model.dofCount);
}
