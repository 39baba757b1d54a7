import type { IkOptions } from '../../../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import type { PackedIkRecording } from '../../../../bodyplan/ik/packedFrames.ts';

/** What a segment worker is sent: its frames (any overlap first) and how many leading results to drop. */
export interface SegmentRequest {
  model: BodyModel;
  options: IkOptions;
  /** Packed (see packedFrames.ts): one transferred buffer instead of one array per frame. */
  recording: PackedIkRecording;
  length: number;
  discard: number;
  /**
   * The join after a parallel solve (segmentReconcile.ts's joinSegment): the previous segment's last
   * row and this segment's first rows as solved in parallel. The worker solves its frames warm from
   * `warmFrom` until they merge with `parallel` and replies `joined` with those warm rows.
   */
  join?: { warmFrom: Float64Array; parallel: Float64Array };
}

/** Progress counts frames solved in this segment, overlap included. */
export type SegmentReply =
  | { type: 'progress'; done: number }
  | { type: 'done'; solved: Float64Array; errors: Float32Array; cameraErrors: Float32Array }
  | { type: 'joined'; warm: Float64Array; errors: Float32Array; cameraErrors: Float32Array; otherBranch: boolean }
  | { type: 'failed'; message: string };

/** The first message a pooled segment worker gets: the kernels' module the page compiled, to instantiate instead of compiling its own. */
export interface SegmentWorkerKernels {
  kernels: WebAssembly.Module;
}
