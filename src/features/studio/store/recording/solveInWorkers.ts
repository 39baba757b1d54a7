import type { IkOptions } from '../../../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { recordingLength, solvedStride, type IkRecording } from '../../../../bodyplan/ik/ikRecording.ts';
import { segmentBounds, warmupStart } from '../../../../bodyplan/ik/segments.ts';
import { unwrapSolvedAngles } from '../../../../bodyplan/ik/unwrapAngles.ts';
import type { FitSummary } from '../../../../bodyplan/fit/fitSummary.ts';
import type { SuspiciousFrame } from '../../../../bodyplan/fit/suspiciousFrames.ts';
import type { SuspicionRequest } from '../../model/fit/suspicionRequest.ts';
import { runFitSummaryWorker } from '../fit/runFitSummaryWorker.ts';
import { packSegmentInSlices } from './packSegmentInSlices.ts';
import { copyInSlices, inSlices } from './slicedWork.ts';
import type { SegmentReply, SegmentRequest } from './segmentProtocol.ts';
import { WorkerJobError } from '../ik/workerClient.ts';
import { lendSegmentWorker, type LentSegmentWorker } from './segmentWorkerPool.ts';
import { reconcileSegments, type SegmentJoinOutcome } from '../../../../bodyplan/ik/segmentReconcile.ts';
import { joinSegmentInWorker } from './joinSegmentInWorker.ts';

/** Frames made continuous in one task: 10,000 fly frames are 420,000 angles, a few ms. */
const UNWRAP_FRAMES_PER_SLICE = 10_000;

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
        // Each segment's frames are packed in slices, each a task of its own: copying 100,000 fly
        // frames (74 MB) is about 70 ms of memory traffic on an idle machine, seconds on a loaded one.
        void packSegmentInSlices(recording, from, end, () => settled).then((packing) => {
          if (packing === null) return;
          const request: SegmentRequest = { model, options, recording: packing.packed, length: end - from, discard: start - from };
          worker.post(request, packing.transfer, onReply, onError);
        });
      }),
  );

  // When every segment is in, the fit's summaries and suspicious frames are computed in one more
  // worker (part of the job: Cancel ends it too). Copies (12 MB of errors and 42 MB of angles for
  // 100,000 fly frames), made in slices and transferred, as a structured clone in postMessage would
  // copy them in one task: the page keeps its own for the heat-map and playback.
  const summarize = async (jointCount: number, errors: Float32Array, solved: Float64Array) => {
    const errorsCopy = new Float32Array(errors.length);
    await copyInSlices(errorsCopy, errors);
    const request = suspicion?.(solved);
    const solvedCopy = new Float64Array(request ? solved.length : 0);
    if (request) await copyInSlices(solvedCopy, solved);
    if (settled) throw new WorkerJobError('Cancelled.', true);
    const job = runFitSummaryWorker({ summary: { jointCount, errors: errorsCopy }, suspicion: request && { ...request, solved: solvedCopy } }, [errorsCopy.buffer, solvedCopy.buffer]);
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
        // In slices with the page's tasks between them (issue 43: 54 MB for 100,000 fly frames).
        for (const part of solvedParts) {
          await copyInSlices(solved, part.solved, at);
          await copyInSlices(errors, part.errors, errorsAt);
          await copyInSlices(cameraErrors, part.cameraErrors, camerasAt);
          at += part.solved.length;
          errorsAt += part.errors.length;
          camerasAt += part.cameraErrors.length;
        }
        if (settled) return;
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
        // Continuous angles whatever the worker count (the poses, and so the errors, are unchanged);
        // in slices, which unwrap exactly as the whole run at once.
        if (!(await inSlices(length, UNWRAP_FRAMES_PER_SLICE, (from, to) => unwrapSolvedAngles(model, solved, from, to), () => settled))) return;
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
