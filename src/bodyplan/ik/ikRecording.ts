import { IkSolver, type IkOptions } from './ik.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { neutralPoseOf, type Pose } from '../kinematics/pose.ts';
import type { Mapper } from '../observations/mapper.ts';
import { Ik2dSolver, type Frame2D } from './solve2d.ts';
import { unboundedHinges, wrapNearNeutral } from './unwrapAngles.ts';
import { DEFAULT_ROBUST_LOSS, DEFAULT_ROBUST_SCALE_PX } from './robustLoss.ts';
import { placeRootOnTargets, TriangulatedStart } from './triangulatedStart.ts';
import { OrientedIkSolver } from './orientedIk.ts';

/**
 * Orientation targets of a 3D recording (issue 43): per frame, 4 per joint (w, x, y, z, world frame;
 * non-finite: none), and the weight of every orientation term (per radian²).
 */
export interface OrientationFrames {
  quats: Float64Array[];
  weight: number;
}

/**
 * A recording to solve: 3D targets (3 per joint, NaN missing), optionally with link orientations, or
 * 2D observations through mappers.
 */
export type IkRecording =
  | { kind: '3d'; targets: Float64Array[]; weights: Float64Array[] | null; orientations?: OrientationFrames | null }
  | { kind: '2d'; mappers: Mapper[]; frames: Frame2D[] };

export function recordingLength(recording: IkRecording): number {
  return recording.kind === '3d' ? recording.targets.length : recording.frames.length;
}

/** Frames [from, to) of a recording (the cameras are shared): what one parallel segment solves. */
export function sliceRecording(recording: IkRecording, from: number, to: number): IkRecording {
  if (recording.kind === '3d') {
    const orientations = recording.orientations ? { quats: recording.orientations.quats.slice(from, to), weight: recording.orientations.weight } : null;
    return { kind: '3d', targets: recording.targets.slice(from, to), weights: recording.weights?.slice(from, to) ?? null, orientations };
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
 * solution. The recording's first frame (frame 0), from calibrated cameras, starts from its
 * triangulated keypoints (the root placed on them, the DOFs fitted to them in 3D:
 * triangulatedStart.ts), and so does a warm frame whose error is far too large (JUMP_SCALES) or
 * that has points behind a camera, when that start fits it better. A 2D parallel segment's first frame starts cold from the neutral
 * pose, as QuickIK's solve_segments_parallel defines it: a start placed on that frame's points could
 * land on another IK branch than the run reaching it (a leg rolled half a turn with its other DOFs
 * mirrored), and `--workers 1, 2, 4` must give the same angles. Every cold 3D frame (the first, and
 * each segment's) starts from the neutral pose with the root placed on its targets by a rigid fit:
 * the targets fix the root, so no other branch is opened. Then and keeps the results of frames [keepFrom, to):
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
  /**
   * A solved row (packed as solvedStride says) to warm-start frame `from` from, as a run without
   * workers does, instead of the cold start: segmentReconcile.ts solves a segment again from the
   * previous segment's last frame with it.
   */
  warmFrom?: Float64Array;
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
  return ({ from, to, keepFrom, out, outRow, onFrame, beforeFrame, warmFrom }) => {
    if (out.length < stride * (outRow + to - keepFrom)) throw new RangeError(`solving frames [${keepFrom}, ${to}) from row ${outRow}: the output holds ${out.length / stride} rows`);
    const state = neutralPoseOf(model);
    if (warmFrom !== undefined) {
      state.dofs.set(warmFrom.subarray(0, dofCount));
      state.rootPosition.set(warmFrom.subarray(dofCount, dofCount + 3));
      state.rootQuat.set(warmFrom.subarray(dofCount + 3, dofCount + 7));
    }
    for (let f = from; f < to; f++) {
      beforeFrame?.(f);
      wrapNearNeutral(model, state.dofs, hinges);
      const { iterations, rms, behind } = solveFrame(state, f, f === from && warmFrom === undefined, f === 0);
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

/** `cold`: the range's first frame (no warm start); `first`: the recording's frame 0 (the start is placed on its points). */
type FrameSolve = (state: Pose, f: number, cold: boolean, first: boolean) => { iterations: number; rms: number; behind: number };

/**
 * A warm-started frame whose RMS error is above this many robust scales (40 px by default) is tried
 * again from its triangulated points. An absolute bound, not one relative to the frames before: a
 * parallel segment has fewer frames before it than the whole run at the same frame, and the same
 * frame must get the same decision for any worker count.
 */
const JUMP_SCALES = 4;

function frameSolver(model: BodyModel, recording: IkRecording, options: IkOptions): FrameSolve {
  if (recording.kind === '3d' && recording.orientations) {
    // Links with orientation targets: the TypeScript solver with the orientation term (orientedIk.ts).
    const solver = new OrientedIkSolver(model, options);
    const orientations = recording.orientations;
    const orientationWeights = new Float64Array(model.jointCount).fill(orientations.weight);
    return (state, f, cold) => {
      const targets = recording.targets[f]!;
      const weights = recording.weights?.[f];
      if (cold) placeRootOnTargets(model, state, targets, weights);
      const result = solver.solve(state, targets, { quats: orientations.quats[f]!, weights: orientationWeights }, weights);
      return { iterations: result.iterations, rms: result.observedCount === 0 ? NaN : result.rmsError, behind: 0 };
    };
  }
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
  return (state, f, cold, first) => {
    const frame = recording.frames[f]!;
    const placed = first && start.place(state, frame) > 0;
    // A start placed on the points is near the answer, not at it: its refinement may take more steps.
    const solved = solver.solve(state, frame, placed ? startIterations : options.iterations);
    let iterations = solved.iterations;
    let rms = solved.observedCount === 0 ? NaN : solved.rmsError;
    let behind = solved.behindCount;
    if (!cold && start.available && (behind > 0 || rms > JUMP_SCALES * settings.robustScale)) {
      const cost = solved.cost;
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
    return { iterations, rms, behind };
  };
}

/** The steps of the 3D fit to triangulated points (a rigidly placed neutral pose is far from most poses) and of the 2D refinement after it. */
const START_ITERATIONS = 50;
