import { Worker } from 'node:worker_threads';
import type { IkOptions } from '../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import { recordingLength, sliceRecording, solvedStride, type IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { segmentBounds, warmupStart } from '../../bodyplan/ik/segments.ts';
import { unwrapSolvedAngles } from '../../bodyplan/ik/unwrapAngles.ts';

/** What one worker solves: its frames (the overlap first), and how many leading results to drop. */
export interface SegmentJob {
  model: BodyModel;
  options: IkOptions;
  recording: IkRecording;
  length: number;
  discard: number;
}

/** What a worker sends back: its frames' packed results and how long solving them took (no startup). */
export interface SegmentResult {
  solved: Float64Array;
  solveMs: number;
}

/**
 * QuickIK's `solve_segments_parallel` with worker_threads: `workers` contiguous segments (see
 * segmentBounds), each on its own thread, cold-started at the neutral pose and warm-started within
 * itself; with `overlap` K > 0 each segment after the first first solves the K frames before it and
 * drops them. Returns the packed results of every frame in order (see solvedStride), unbounded
 * hinges unwrapped over the whole run (unwrapSolvedAngles), so the angles do not depend on `workers`.
 */
export async function solveInSegments(
  model: BodyModel,
  recording: IkRecording,
  options: IkOptions,
  workers: number,
  overlap: number,
  onSegmentSolved?: (segment: number, solveMs: number) => void,
): Promise<Float64Array> {
  const length = recordingLength(recording);
  const stride = solvedStride(model);
  const segments = segmentBounds(length, workers);
  const parts = await Promise.all(
    segments.map(async ([start, end], s) => {
      const from = warmupStart(start, overlap);
      const result = await runSegment({ model, options, recording: sliceRecording(recording, from, end), length: end - from, discard: start - from });
      onSegmentSolved?.(s, result.solveMs);
      return result.solved;
    }),
  );
  const out = new Float64Array(stride * length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  unwrapSolvedAngles(model, out);
  return out;
}

/**
 * The worker runs TypeScript: a tiny bootstrap registers tsx (as bin/bodyplan.mjs does for the main
 * thread; loader hooks are per thread) and then imports ikWorker.ts.
 */
function runSegment(job: SegmentJob): Promise<SegmentResult> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./ikWorker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
    let result: SegmentResult | null = null;
    worker.once('message', (message: SegmentResult) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (result !== null) resolve(result);
      else reject(new Error(`an IK worker stopped (exit code ${code}) before sending its results`));
    });
  });
}
