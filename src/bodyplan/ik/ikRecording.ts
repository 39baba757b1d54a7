import { IkSolver, type IkOptions } from './ik.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { neutralPoseOf, type Pose } from '../kinematics/pose.ts';
import type { Mapper } from '../observations/mapper.ts';
import { Ik2dSolver, type Frame2D } from './solve2d.ts';
import { unboundedHinges, wrapNearNeutral } from './unwrapAngles.ts';
import { DEFAULT_ROBUST_LOSS, DEFAULT_ROBUST_SCALE_PX } from './robustLoss.ts';
import { placeRootOnTargets, TriangulatedStart } from './triangulatedStart.ts';

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
 * Solves frames [from, to) in order, the first cold, each next one warm-started from the previous
 * solution. A cold 2D frame from calibrated cameras starts from its triangulated keypoints (the root
 * placed on them, the DOFs fitted to them in 3D: triangulatedStart.ts), and so does a warm frame whose
 * error jumps far above the frames before it, when that start fits it better; a cold 3D frame starts
 * from the neutral pose with the root placed on its targets by a rigid fit. Then and keeps the results of frames [keepFrom, to):
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
      const { iterations, rms, behind } = solveFrame(state, f, f === from);
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

type FrameSolve = (state: Pose, f: number, cold: boolean) => { iterations: number; rms: number; behind: number };

/** How many earlier frames' errors a frame's error is compared with, and how far above their median it may be before the start is tried afresh. */
const RECENT_FRAMES = 9;
const JUMP_FACTOR = 3;

function frameSolver(model: BodyModel, recording: IkRecording, options: IkOptions): FrameSolve {
  if (recording.kind === '3d') {
    const solver = new IkSolver(model, options);
    return (state, f, cold) => {
      const targets = recording.targets[f]!;
      const weights = recording.weights?.[f];
      if (cold) placeRootOnTargets(model, state, targets, weights);
      const result = solver.solve(state, targets, weights);
      return { iterations: result.iterations, rms: result.observedCount === 0 ? NaN : result.rmsError, behind: 0 };
    };
  }
  const settings = { ...options, robustLoss: options.robustLoss ?? DEFAULT_ROBUST_LOSS, robustScale: options.robustScale ?? DEFAULT_ROBUST_SCALE_PX };
  const solver = new Ik2dSolver(model, recording.mappers, settings);
  const startIterations = Math.max(START_ITERATIONS, options.iterations);
  const start = new TriangulatedStart(model, recording.mappers, startIterations);
  const fresh = neutralPoseOf(model);
  const recent: number[] = [];
  return (state, f, cold) => {
    const frame = recording.frames[f]!;
    if (cold) {
      recent.length = 0;
      start.place(state, frame);
    }
    // A start from elsewhere is near the answer, not at it: its refinement may take more steps.
    const first = solver.solve(state, frame, cold && start.available ? startIterations : options.iterations);
    let iterations = first.iterations;
    let rms = first.observedCount === 0 ? NaN : first.rmsError;
    let behind = first.behindCount;
    if (!cold && start.available && jumped(rms, behind, recent, settings.robustScale)) {
      const cost = first.cost;
      fresh.dofs.set(state.dofs);
      fresh.rootPosition.set(state.rootPosition);
      fresh.rootQuat.set(state.rootQuat);
      if (start.place(fresh, frame) > 0) {
        const again = solver.solve(fresh, frame, startIterations);
        iterations += again.iterations;
        if (again.cost < cost) {
          state.dofs.set(fresh.dofs);
          state.rootPosition.set(fresh.rootPosition);
          state.rootQuat.set(fresh.rootQuat);
          rms = again.observedCount === 0 ? NaN : again.rmsError;
          behind = again.behindCount;
        }
      }
    }
    if (Number.isFinite(rms)) {
      recent.push(rms);
      if (recent.length > RECENT_FRAMES) recent.shift();
    }
    return { iterations, rms, behind };
  };
}

/** The steps of the 3D fit to triangulated points (a rigidly placed neutral pose is far from most poses) and of the 2D refinement after it. */
const START_ITERATIONS = 50;

/** Whether a frame's fit is far worse than the frames before it: points behind a camera, or an error many times their median. */
function jumped(rms: number, behind: number, recent: readonly number[], scale: number): boolean {
  if (behind > 0) return true;
  if (!Number.isFinite(rms) || recent.length === 0) return false;
  const sorted = [...recent].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1]!;
  return rms > JUMP_FACTOR * median && rms > 2 * scale;
}
