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
   * The check after a parallel solve (segmentReconcile.ts): the previous segment's last row and this
   * segment's own first row, as solved. The worker solves the first frame warm from `warmFrom` and
   * replies `agreed`, or solves the whole segment again from it and replies `done`.
   */
  check?: { warmFrom: Float64Array; coldFirst: Float64Array };
}

/** Progress counts frames solved in this segment, overlap included. */
export type SegmentReply =
  | { type: 'progress'; done: number }
  | { type: 'done'; solved: Float64Array; errors: Float32Array; cameraErrors: Float32Array }
  | { type: 'agreed' }
  | { type: 'failed'; message: string };

/** The first message a pooled segment worker gets: the kernels' module the page compiled, to instantiate instead of compiling its own. */
export interface SegmentWorkerKernels {
  kernels: WebAssembly.Module;
}
