import type { IkOptions } from '../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { recordingLength, recordingRangeSolver, sliceRecording, solvedStride, type IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { segmentBounds, warmupStart } from '../../bodyplan/ik/segments.ts';
import { unwrapSolvedAngles } from '../../bodyplan/ik/unwrapAngles.ts';
import { COLD_PARALLEL_MIN_WORK, PARALLEL_MIN_WORK, parallelWork } from '../../bodyplan/ik/parallelThreshold.ts';
import { joinSegment, reconcileSegments, type SegmentJoinOutcome } from '../../bodyplan/ik/segmentReconcile.ts';
import { pooledWorkerCount, sizeIkWorkerPool, solveOnPooledWorker } from './ikWorkerPool.ts';

/**
 * Where the segments are solved: `auto` picks the calling thread for a job too small to gain from
 * workers (parallelThreshold.ts), the pool's worker threads otherwise; the other two force a side
 * (tests, benchmarks).
 */
export type SegmentPlacement = 'auto' | 'workers' | 'this thread';

/**
 * QuickIK's `solve_segments_parallel` with worker_threads: `workers` contiguous segments (see
 * segmentBounds), solved at once by the calling thread and `workers` − 1 pooled threads
 * (ikWorkerPool.ts), each segment cold-started at the neutral pose
 * and warm-started within itself; with `overlap` K > 0 each segment after the first first solves
 * the K frames before it and drops them. Then each segment is joined to the one before, on this
 * thread: its first frames are solved warm from the previous segment's end until they merge with
 * its parallel rows (a few frames), or to its end when it landed on another IK branch
 * (segmentReconcile.ts; `onReconciled` hears how each went), so the rows are the sequential run's
 * to within 1e-10. Returns the packed results of every frame in
 * order (see solvedStride), unbounded hinges unwrapped over the whole run (unwrapSolvedAngles), so
 * the angles do not depend on `workers` nor on where the segments were solved. When pooled threads took part,
 * the array is backed by a SharedArrayBuffer (they wrote their rows into it): it can be read,
 * copied and posted like any other, but not transferred.
 */
export async function solveInSegments(
  model: BodyModel,
  recording: IkRecording,
  options: IkOptions,
  workers: number,
  overlap: number,
  onSegmentSolved?: (segment: number, solveMs: number) => void,
  placement: SegmentPlacement = 'auto',
  onReconciled?: (outcomes: SegmentJoinOutcome[], segments: number) => void,
): Promise<Float64Array> {
  const length = recordingLength(recording);
  const stride = solvedStride(model);
  const segments = segmentBounds(length, workers);
  const here = onThisThread(model, length, segments.length, placement);
  // Every segment this thread solves is written straight into `out`, by one solver built once.
  const out = here ? new Float64Array(stride * length) : new Float64Array(new SharedArrayBuffer(8 * stride * length));
  let solver: ReturnType<typeof recordingRangeSolver> | null = null;
  const solveHere = (s: number) => {
    const [start, end] = segments[s]!;
    const begin = performance.now();
    solver ??= recordingRangeSolver(model, recording, options);
    solver({ from: warmupStart(start, overlap), to: end, keepFrom: start, out, outRow: start });
    onSegmentSolved?.(s, performance.now() - begin);
  };
  // On the raw rows, before unwrapping: a segment's join starts from the previous segment's last
  // row exactly as the solver left it, as a run without workers does.
  const reconcileAndUnwrap = async () => {
    solver ??= recordingRangeSolver(model, recording, options);
    const solveRange = solver;
    const outcomes = await reconcileSegments(model, segments, out, (s, warmFrom, parallel) => joinSegment(model, recording, options, segments[s]!, warmFrom, parallel, solveRange));
    onReconciled?.(outcomes, segments.length);
    unwrapSolvedAngles(model, out);
    return out;
  };
  if (here) {
    segments.forEach((_, s) => solveHere(s));
    return reconcileAndUnwrap();
  }
  // The calling thread is one of the `workers`: it solves segment 0 while the pool's threads solve
  // the others. Each segment goes to whoever claims it first, so a worker still starting (a CLI
  // run's first solve pays a few seconds to register tsx and load the solver) does not hold the
  // job up: when the calling thread is done with its own segment, it solves any segment not yet
  // claimed. The segments are the same whoever solves them, and so are the results.
  const claims = new SharedArrayBuffer(4 * segments.length);
  const claimed = new Int32Array(claims);
  claimed[0] = 1;
  sizeIkWorkerPool(segments.length - 1);
  // Each thread is posted its job once its first frames are copied, then the rest are copied while
  // it solves them; only then does this thread start on its own segment.
  const pooled: ReturnType<typeof solveOnPooledWorker>[] = [];
  const waited: Promise<void>[] = [];
  try {
    segments.slice(1).forEach(([start, end], k) => {
      const from = warmupStart(start, overlap);
      pooled.push(solveOnPooledWorker(k, model, options, sliceRecording(recording, from, end), end - from, start - from, out, start, claims, k + 1));
    });
    for (const job of pooled) job.copyFrames();
    solveHere(0);
    for (let s = segments.length - 1; s >= 1; s--) {
      const job = pooled[s - 1]!;
      // `workers` forces the pool's threads to take their segments (tests): no claiming here.
      if (placement === 'auto' && Atomics.compareExchange(claimed, s, 0, 1) === 0) {
        job.abandon();
        solveHere(s);
        continue;
      }
      waited.push(
        job.result.then(({ solved, solveMs }) => {
          if (!solved) throw new Error(`segment ${s} was claimed by no one`);
          onSegmentSolved?.(s, solveMs);
        }),
      );
    }
  } catch (error) {
    // The threads' answers are not waited for, and a thread still waiting for frames is told they will not come.
    for (const job of pooled) job.abandon();
    throw error;
  }
  await Promise.all(waited);
  return reconcileAndUnwrap();
}

function onThisThread(model: BodyModel, length: number, segments: number, placement: SegmentPlacement): boolean {
  if (placement !== 'auto') return placement === 'this thread';
  if (segments <= 1) return true;
  const threshold = pooledWorkerCount() >= segments - 1 ? PARALLEL_MIN_WORK : COLD_PARALLEL_MIN_WORK;
  return parallelWork(model, length) < threshold;
}
