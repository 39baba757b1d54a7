import { IkSolver, type IkOptions } from './ik.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { neutralPoseOf } from '../kinematics/pose.ts';
import type { Mapper } from '../observations/mapper.ts';
import { Ik2dSolver, type Frame2D } from './solve2d.ts';
import { unboundedHinges, wrapNearNeutral } from './unwrapAngles.ts';

/** A recording to solve: 3D targets (3 per joint, NaN missing) or 2D observations through mappers. */
export type IkRecording =
  | { kind: '3d'; targets: Float64Array[]; weights: Float64Array[] | null }
  | { kind: '2d'; mappers: Mapper[]; frames: Frame2D[] };

export function recordingLength(recording: IkRecording): number {
  return recording.kind === '3d' ? recording.targets.length : recording.frames.length;
}

/** Frames [from, to) of a recording (the cameras are shared): what one parallel segment solves. */
export function sliceRecording(recording: IkRecording, from: number, to: number): IkRecording {
  if (recording.kind === '3d') {
    return { kind: '3d', targets: recording.targets.slice(from, to), weights: recording.weights?.slice(from, to) ?? null };
  }
  return { kind: '2d', mappers: recording.mappers, frames: recording.frames.slice(from, to) };
}

/**
 * Solved frames packed in one Float64Array (structured-clone and transfer friendly, no per-frame
 * objects): per frame, `solvedStride(model)` numbers: dofs, root position (3), root quaternion (4),
 * iterations, RMS error (NaN when nothing was observed) and, for 2D, observations behind their camera.
 */
export function solvedStride(model: BodyModel): number {
  return model.dofCount + 10;
}

/**
 * Solves frames [from, to) in order, the first cold from the neutral pose (root at the origin), each
 * next one warm-started from the previous solution, and keeps the results of frames [keepFrom, to):
 * a worker's segment, or the whole recording. `onFrame` hears how many frames of [from, to) are done.
 *
 * The warm start's unbounded hinges are first put on the branch nearest neutral (wrapNearNeutral: the
 * same pose), so a frame's solution does not depend on where the run started; the results are
 * then on whatever branch the solver ends on, and a caller makes a whole run continuous with
 * unwrapSolvedAngles.
 */
export function solveRecordingRange(
  model: BodyModel,
  recording: IkRecording,
  options: IkOptions,
  from: number,
  to: number,
  keepFrom = from,
  onFrame?: (done: number) => void,
): Float64Array {
  const out = new Float64Array(solvedStride(model) * (to - keepFrom));
  recordingRangeSolver(model, recording, options)({ from, to, keepFrom, out, outRow: 0, onFrame });
  return out;
}

/** One range for a recordingRangeSolver: frames [from, to), the results of [keepFrom, to) written to `out` from row `outRow` on. */
export interface RecordingRange {
  from: number;
  to: number;
  keepFrom: number;
  out: Float64Array;
  outRow: number;
  onFrame?: (done: number) => void;
  /** Called before frame `frame` is read: a worker whose frames are still being copied waits there. */
  beforeFrame?: (frame: number) => void;
}

/**
 * solveRecordingRange with its solver built once for several ranges, writing where it is told: the
 * calling thread of a parallel solve writes its segments straight into the whole run's rows, and
 * building a solver (a WebAssembly instance and its buffers, about half a millisecond) is paid once,
 * not per segment. Each range starts cold from the neutral pose, exactly as solveRecordingRange:
 * the solver keeps nothing from one frame's solve to the next but the state it is given.
 */
export function recordingRangeSolver(model: BodyModel, recording: IkRecording, options: IkOptions): (range: RecordingRange) => void {
  const stride = solvedStride(model);
  const dofCount = model.dofCount;
  const solveFrame = frameSolver(model, recording, options);
  const hinges = unboundedHinges(model);
  return ({ from, to, keepFrom, out, outRow, onFrame, beforeFrame }) => {
    if (out.length < stride * (outRow + to - keepFrom)) throw new RangeError(`solving frames [${keepFrom}, ${to}) from row ${outRow}: the output holds ${out.length / stride} rows`);
    const state = neutralPoseOf(model);
    for (let f = from; f < to; f++) {
      beforeFrame?.(f);
      wrapNearNeutral(model, state.dofs, hinges);
      const { iterations, rms, behind } = solveFrame(state, f);
      onFrame?.(f - from + 1);
      if (f < keepFrom) continue;
      const at = stride * (outRow + f - keepFrom);
      out.set(state.dofs, at);
      out.set(state.rootPosition, at + dofCount);
      out.set(state.rootQuat, at + dofCount + 3);
      out[at + dofCount + 7] = iterations;
      out[at + dofCount + 8] = rms;
      out[at + dofCount + 9] = behind;
    }
  };
}

type FrameSolve = (state: ReturnType<typeof neutralPoseOf>, f: number) => { iterations: number; rms: number; behind: number };

function frameSolver(model: BodyModel, recording: IkRecording, options: IkOptions): FrameSolve {
  if (recording.kind === '3d') {
    const solver = new IkSolver(model, options);
    return (state, f) => {
      const result = solver.solve(state, recording.targets[f]!, recording.weights?.[f]);
      return { iterations: result.iterations, rms: result.observedCount === 0 ? NaN : result.rmsError, behind: 0 };
    };
  }
  const solver = new Ik2dSolver(model, recording.mappers, options);
  return (state, f) => {
    const result = solver.solve(state, recording.frames[f]!);
    return { iterations: result.iterations, rms: result.observedCount === 0 ? NaN : result.rmsError, behind: result.behindCount };
  };
}
