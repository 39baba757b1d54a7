import type { BodyModel } from '../kinematics/model.ts';

/**
 * Below how much work (frames × DOFs) a parallel solve is not worth its workers, so the segments are
 * solved one after another on the calling thread instead (the same segments, cold-started the same
 * way: the results are identical). Measured with bench/ik-2d.bench.ts and a sweep of 50–3,200 fly
 * frames (42 DOFs) with 2 workers on this 2-core machine under a load average of 19–27 (other
 * engineers' jobs): with the pool's threads already running, 2 workers broke even at roughly
 * 800–3,200 frames (ratios 0.77–1.00, noisy) and gained from 10,000 frames (1.39×); so about 1,000
 * fly frames, 42,000 frames × DOFs.
 */
export const PARALLEL_MIN_WORK = 42_000;
/**
 * The same when the pool's threads must be started first (a CLI run's first parallel solve):
 * starting one (registering tsx, loading the solver) took 3.3 s of wall time under that load, about
 * 10,000 fly frames of solving, and its CPU is taken from the calling thread's own segment (1,000
 * frames cold: 0.75×). So 10,000 fly frames, 420,000 frames × DOFs.
 */
export const COLD_PARALLEL_MIN_WORK = 420_000;

/** A solve's work in the thresholds' unit: frames × DOFs (at least 1 DOF: a root-only plan still solves). */
export function parallelWork(model: BodyModel, frames: number): number {
  return frames * Math.max(1, model.dofCount);
}
