// What crosses between the CLI's IK worker pool (ikWorkerPool.ts) and its threads (ikWorker.ts).
import type { IkOptions } from '../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { PackedIkRecording } from '../../bodyplan/ik/packedFrames.ts';

/** What a pooled worker is started with. */
export interface IkWorkerData {
  /** The kernels' compiled WebAssembly module (kernelModule()), shared with the thread that started it. */
  kernels: WebAssembly.Module;
}

/**
 * What one pooled worker is asked to solve: its frames (the overlap first), packed in shared memory
 * and still being copied when the job is posted, and where its results go: straight into the rows
 * of the whole run's output, which is shared memory too. Nothing crosses back but the solve's time.
 */
export interface PooledSegmentJob {
  id: number;
  model: BodyModel;
  options: IkOptions;
  recording: PackedIkRecording;
  /**
   * How many of the job's frames have been copied into `recording` (one Int32, raised and notified
   * by the posting thread as it copies; FRAMES_NEVER_COME if it failed): the worker waits there
   * before reading a frame not copied yet.
   */
  framesCopied: SharedArrayBuffer;
  length: number;
  discard: number;
  /** The whole run's output (solvedStride numbers per frame): the kept frames' rows go from row `outRow` on. */
  out: SharedArrayBuffer;
  outRow: number;
  /** The job's claim flags (one Int32 per segment, 0 = free): the worker solves only if it claims `segment` first. */
  claims: SharedArrayBuffer;
  segment: number;
}

/** framesCopied's value when the posting thread gave up copying: the worker stops with an error instead of waiting for ever. */
export const FRAMES_NEVER_COME = -1;

/** A pooled worker's answer: whether it solved (wrote its rows) and the solve's own time. */
export type PooledSegmentReply = { id: number; ok: true; solved: boolean; solveMs: number } | { id: number; ok: false; message: string };

