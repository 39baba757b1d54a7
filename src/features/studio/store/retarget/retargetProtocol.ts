import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';
import type { RetargetReport } from '../../../../bodyplan/retarget/report/retargetReport.ts';
import type { RetargetMap, RetargetTargets, RetargetTrajectory, SourceMotion } from '../../../../bodyplan/retarget/retargetTypes.ts';
import type { SourceOverrides } from '../../../../bodyplan/retarget/sourceConventions.ts';

/** Read a clip (a 4 MB BVH is seconds of parsing: never on the page). The bytes are copied: the page keeps them to read again with other conventions. */
export interface RetargetReadRequest {
  type: 'read';
  fileName: string;
  bytes: Uint8Array;
  overrides: SourceOverrides;
}

/** Place and solve a clip, then report on it. All copied, except the kernels' compiled module (the worker instantiates it instead of compiling it again). */
export interface RetargetSolveRequest {
  type: 'solve';
  kernels: WebAssembly.Module;
  plan: BodyPlan;
  motion: SourceMotion;
  map: RetargetMap;
  scale: 'auto' | 'per-limb' | number;
}

export type RetargetRequest = RetargetReadRequest | RetargetSolveRequest;

/** The clip read; or progress while solving, then the result (its buffers transferred); or the failure, located as the CLI says it. */
export type RetargetReply =
  | { type: 'read'; motion: SourceMotion }
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; targets: RetargetTargets; trajectory: RetargetTrajectory; report: RetargetReport }
  | { type: 'failed'; message: string };
