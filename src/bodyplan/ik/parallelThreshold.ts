import type { BodyModel } from '../kinematics/model.ts';

/**
 * Below how much work (frames × DOFs) a parallel solve is not worth its workers, so the segments are
 * solved one after another on the calling thread instead (the same segments, cold-started the same
 * way: the results are identical). Measured on this 2-core machine shared with other engineers'
 * jobs, with the pool's thread already running and warm, 2 workers (forced onto the pool) over the
 * sequential solve, median of 15 interleaved rounds, load average 1.7–2.6: fly frames (42 DOFs) 250
 * 1.54×, 500 1.76× (worst round 1.26×), 750–3,000 1.27–1.89×; the G1-sized humanoid (29 DOFs) 250
 * 1.20×, 500 1.75×, 1,000 1.61×. A pooled thread now starts on its segment after its first 256
 * frames are copied and writes its rows into shared memory, so a job costs it about a millisecond
 * more than the calling thread (it was a pooled thread's wake-up plus the packing and copying of all
 * its frames before: 1,000 fly frames 0.76×, 2,000 0.95× under a load of 9–14, and the threshold was
 * 4,000 fly frames). So 500 fly frames, 21,000 frames × DOFs. Under a heavy load no thread count
 * gains: Linux's autogroup scheduling (on here) shares the CPUs between sessions, not threads, so a
 * busy machine gives this process the same CPU time with 2 threads as with 1 (load 4–5: 0.91–1.00×
 * at 500–4,000 frames; load 20–34: 0.88–1.03× at every size).
 */
export const PARALLEL_MIN_WORK = 21_000;
/**
 * The same when the pool's threads must be started first (a process's first parallel solve):
 * starting one (registering tsx, loading the solver) took 0.4–0.6 s of wall time under a load of 10
 * (3.3 s under 19–27), about 10,000 fly frames of solving at worst; the calling thread claims the
 * segments a starting thread has not taken (ikParallel.ts), so a cold solve loses little, but gains
 * only when it is long. So 10,000 fly frames, 420,000 frames × DOFs. (`bodyplan ik --workers N`
 * starts the pool before reading its files, so its solve usually finds the threads started.)
 */
export const COLD_PARALLEL_MIN_WORK = 420_000;

/** A solve's work in the thresholds' unit: frames × DOFs (at least 1 DOF: a root-only plan still solves). */
export function parallelWork(model: BodyModel, frames: number): number {
  return frames * Math.max(1, model.dofCount);
}
