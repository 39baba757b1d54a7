import type { IkOptions } from '../../../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { recordingLength, sliceRecording, solvedStride, type IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import { segmentBounds, warmupStart } from '../../../../bodyplan/ik/segments.ts';
import { unwrapSolvedAngles } from '../../../../bodyplan/ik/unwrapAngles.ts';
import type { FitSummary } from '../../../../bodyplan/fit/fitSummary.ts';
import type { SuspiciousFrame } from '../../../../bodyplan/fit/suspiciousFrames.ts';
import type { SuspicionRequest } from '../../model/fit/suspicionRequest.ts';
import { runFitSummaryWorker } from '../fit/runFitSummaryWorker.ts';
import { packIkRecording } from '../../../../bodyplan/ik/packedFrames.ts';
import type { SegmentReply, SegmentRequest } from './segmentProtocol.ts';
import { WorkerJobError } from '../ik/workerClient.ts';
import { lendSegmentWorker, type LentSegmentWorker } from './segmentWorkerPool.ts';
import { reconcileSegments, type SegmentJoinOutcome } from '../../../../bodyplan/ik/segmentReconcile.ts';
import { joinSegmentInWorker } from './joinSegmentInWorker.ts';

interface ParallelSolveResult {
  /** The packed results of every frame in order (see solvedStride). */
  solved: Float64Array;
  /** Every frame's keypoint errors, frame-major (see recordingFitErrors). */
  errors: Float32Array;
  /** Each camera's RMS error per frame, frame-major (see cameraFrameErrors; empty for 3D targets). */
  cameraErrors: Float32Array;
  /** Their summaries for the Fit panel. */
  summary: FitSummary;
  /** The ranked suspicious frames (null when `suspicion` was not given). */
  suspicious: SuspiciousFrame[] | null;
  /** How each segment after the first was joined to the one before (segmentReconcile.ts). */
  joins: SegmentJoinOutcome[];
  segments: number;
}

export interface ParallelSolve {
  /** Rejects with WorkerJobError. */
  result: Promise<ParallelSolveResult>;
  /** Ends every segment's worker at once; `result` rejects as cancelled. */
  cancel(): void;
}

/**
 * `bodyplan ik --workers N --overlap K` in the browser: the same segments (segmentBounds), each in
 * its own Web Worker, cold-started at the neutral pose and warm-started within itself, so the
 * Studio's results equal the CLI's for the same settings; then, as the CLI does, each segment is
 * joined to the one before, in order, each in a pooled worker: its first frames solved warm from the
 * previous segment's end until they merge with its parallel rows, or to its end when it landed on
 * another IK branch (segmentReconcile.ts, joinSegmentInWorker.ts). The workers come from the page's pool
 * (segmentWorkerPool.ts), started once and reused; Cancel terminates this solve's workers (the pool
 * starts new ones when next asked), so it is immediate however long a frame takes.
 */
export function solveInWorkers(
  model: BodyModel,
  recording: IkRecording,
  options: IkOptions,
  workers: number,
  overlap: number,
  onProgress?: (done: number, total: number) => void,
  /** What the fit-summary worker needs to rank the suspicious frames, from the unwrapped angles. */
  suspicion?: (solved: Float64Array) => SuspicionRequest,
): ParallelSolve {
  const length = recordingLength(recording);
  const segments = segmentBounds(length, workers).map(([start, end]) => ({ start, end, from: warmupStart(start, overlap) }));
  const total = segments.reduce((sum, s) => sum + s.end - s.from, 0);
  const done = segments.map(() => 0);
  const running: Worker[] = [];
  const lent: LentSegmentWorker[] = [];
  let settled = false;
  let rejectAll: (error: WorkerJobError) => void = () => {};

  const stop = (error: WorkerJobError) => {
    if (settled) return;
    settled = true;
    for (const worker of running) worker.terminate();
    for (const segment of lent) segment.discard();
    rejectAll(error);
  };

  const parts = segments.map(
    ({ start, end, from }, s) =>
      new Promise<{ solved: Float64Array; errors: Float32Array; cameraErrors: Float32Array }>((resolve, reject) => {
        const worker = lendSegmentWorker(s, segments.length);
        lent.push(worker);
        const onReply = (reply: SegmentReply) => {
          if (reply.type === 'progress') {
            done[s] = reply.done;
            onProgress?.(
              done.reduce((a, b) => a + b, 0),
              total,
            );
          } else if (reply.type === 'done') {
            done[s] = end - from;
            onProgress?.(
              done.reduce((a, b) => a + b, 0),
              total,
            );
            worker.release();
            resolve({ solved: reply.solved, errors: reply.errors, cameraErrors: reply.cameraErrors });
          } else if (reply.type === 'failed') reject(new WorkerJobError(`frames ${start + 1}–${end}: ${reply.message}`, false));
        };
        // A worker that cannot start (or dies) must not leave the solve waiting forever.
        const onError = (message: string) => reject(new WorkerJobError(`a solving worker stopped: ${message}`, false));
        // Each segment's frames are packed and posted in a task of their own: copying 100,000 fly
        // frames (74 MB) is about 70 ms of memory traffic, which one task for all segments would add up.
        setTimeout(() => {
          if (settled) return;
          const { packed, transfer } = packIkRecording(sliceRecording(recording, from, end));
          const request: SegmentRequest = { model, options, recording: packed, length: end - from, discard: start - from };
          worker.post(request, transfer, onReply, onError);
        }, 0);
      }),
  );

  // When every segment is in, the fit's summaries and suspicious frames are computed in one more
  // worker (part of the job: Cancel ends it too). A copy (12 MB of errors for 100,000 fly frames):
  // the page keeps its own for the heat-map.
  const summarize = async (jointCount: number, errors: Float32Array, solved: Float64Array) => {
    const job = runFitSummaryWorker({ summary: { jointCount, errors }, suspicion: suspicion?.(solved) });
    running.push(job.worker);
    const { summary, suspicious } = await job.result;
    if (summary === null) throw new WorkerJobError('summarising the fit: no summary', false);
    return { summary, suspicious };
  };

  const result = new Promise<ParallelSolveResult>((resolve, reject) => {
    rejectAll = reject;
    Promise.all(parts)
      .then(async (solvedParts) => {
        if (settled) return;
        const solved = new Float64Array(solvedStride(model) * length);
        const errors = new Float32Array(model.jointCount * length);
        const cameraErrors = new Float32Array(solvedParts.reduce((sum, part) => sum + part.cameraErrors.length, 0));
        let at = 0;
        let errorsAt = 0;
        let camerasAt = 0;
        for (const part of solvedParts) {
          solved.set(part.solved, at);
          errors.set(part.errors, errorsAt);
          cameraErrors.set(part.cameraErrors, camerasAt);
          at += part.solved.length;
          errorsAt += part.errors.length;
          camerasAt += part.cameraErrors.length;
        }
        // On the raw rows, before unwrapping, as the CLI: a segment's join starts from the
        // previous one's last row as the solver left it.
        const camerasPerFrame = length === 0 ? 0 : cameraErrors.length / length;
        const ranges = segments.map(({ start, end }) => [start, end] as const);
        const joins = await reconcileSegments(model, ranges, solved, async (s, warmFrom, parallel) => {
          if (settled) throw new WorkerJobError('Cancelled.', true);
          const joined = await joinSegmentInWorker(model, recording, options, [s, segments.length], ranges[s]!, warmFrom, parallel, lent);
          errors.set(joined.errors, model.jointCount * ranges[s]![0]);
          cameraErrors.set(joined.cameraErrors, camerasPerFrame * ranges[s]![0]);
          return joined;
        });
        if (settled) return;
        // Continuous angles whatever the worker count (the poses, and so the errors, are unchanged).
        unwrapSolvedAngles(model, solved);
        const { summary, suspicious } = await summarize(model.jointCount, errors, solved);
        if (settled) return;
        settled = true;
        resolve({ solved, errors, cameraErrors, summary, suspicious, joins, segments: segments.length });
      })
      .catch((error: WorkerJobError) => stop(error));
  });
  return { result, cancel: () => stop(new WorkerJobError('Cancelled.', true)) };
}

/** The browser's core count (at least 1): the default number of solving workers, as −1 is the CLI's. */
export function availableCores(): number {
  return Math.max(1, Math.floor(globalThis.navigator?.hardwareConcurrency || 1));
}
