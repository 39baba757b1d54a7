// What crosses between the CLI's IK worker pool (ikWorkerPool.ts) and its threads (ikWorker.ts).
import type { IkOptions } from '../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { PackedIkRecording } from '../../bodyplan/ik/packedFrames.ts';
import type { RowShape } from './ikFrameLines.ts';

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
  kind: 'solve';
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

/**
 * What one pooled worker is asked to write out: the output lines (ikFrameLines.ts) of the solved
 * rows [from, to) of the whole run's result (shared memory, joined and unwrapped by then), if it
 * claims `segment` in `claims` before the calling thread does.
 */
export interface PooledFrameLinesJob {
  kind: 'frame lines';
  id: number;
  rows: SharedArrayBuffer;
  shape: RowShape;
  from: number;
  to: number;
  claims: SharedArrayBuffer;
  segment: number;
}

/** The lines as UTF-8 bytes (transferred), null when the calling thread claimed the range first. */
export type PooledFrameLinesReply = { id: number; ok: true; bytes: Uint8Array | null; observations: number; frames: number } | { id: number; ok: false; message: string };

/**
 * What one pooled worker is asked to read: consecutive elements of a targets file's "frames" array
 * (their text, commas between them: see framesCuts.ts, framesSpans.ts; exactly `count` of them
 * when the count is known), into 3 numbers per joint,
 * if it claims `segment` in `claims` before the calling thread does.
 */
export interface PooledTargetsJob {
  kind: 'targets';
  id: number;
  text: string;
  count: number | null;
  jointNames: string[];
  claims: SharedArrayBuffer;
  segment: number;
}

/**
 * The frames' targets (count × 3 numbers per joint, transferred), null when the calling thread
 * claimed the part first; `valid` false when the text is not such frames (the calling thread then
 * reads the whole file the ordinary way, which says what is wrong where).
 */
export type PooledTargetsReply = { id: number; ok: true; targets: Float64Array | null; valid: boolean } | { id: number; ok: false; message: string };

export type PooledJob = PooledSegmentJob | PooledFrameLinesJob | PooledTargetsJob;
export type PooledReply = PooledSegmentReply | PooledFrameLinesReply | PooledTargetsReply;

