import type { BodyModel } from '../../bodyplan/kinematics/model.ts';
import type { RetargetTargets, RetargetTrajectory } from '../../bodyplan/retarget/retargetTypes.ts';

/** What `bodyplan retarget` starts its solve thread with (retargetWorker.ts): the whole job. */
export interface RetargetWorkerData {
  /** The kernels' WebAssembly module the calling thread compiled (instantiated there, not compiled again). */
  kernels: WebAssembly.Module;
  model: BodyModel;
  targets: RetargetTargets;
  /** Frames solved between two progress messages. */
  sliceFrames: number;
}

/** The solve thread's messages: progress after each slice, then the trajectory or why it failed. */
export type RetargetWorkerMessage =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; trajectory: RetargetTrajectory }
  | { kind: 'failed'; message: string };
