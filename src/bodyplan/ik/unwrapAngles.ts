import { DOF_HINGE, type BodyModel } from '../kinematics/model.ts';
import { solvedStride } from './ikRecording.ts';

const TURN = 2 * Math.PI;

/** Hinges without limits: their value and the value plus any multiple of 2π are the same pose. */
export function unboundedHinges(model: BodyModel): number[] {
  const out: number[] = [];
  for (let d = 0; d < model.dofCount; d++) {
    if (model.dofType[d] === DOF_HINGE && model.dofLower[d] === -Infinity && model.dofUpper[d] === Infinity) out.push(d);
  }
  return out;
}

/** `value` moved by a whole number of turns to lie nearest `previous` (ties go up). */
export function nearestBranch(value: number, previous: number): number {
  const turns = (previous - value) / TURN;
  // Nearly always, between consecutive frames and for a warm start near neutral: within half a
  // turn, where the rule below adds a zero. Returned at once, bit for bit the same, except ±0 (an
  // added +0 makes −0 +0) and non-finite numbers, which take the rule. 4.2 million calls per
  // 100,000 fly frames, on the solving loop and the unwrapping after it.
  if (turns > -0.5 && turns < 0.5 && value !== 0) return value;
  if (!Number.isFinite(value) || !Number.isFinite(previous)) return value;
  return value + TURN * Math.round(turns);
}

/**
 * Makes the angles of unbounded hinges continuous over a run of solved frames (packed as
 * solveRecordingRange writes them), in place: each frame's value is moved by a multiple of 2π to
 * lie nearest the previous frame's, so the pose (and so every keypoint and error) is unchanged.
 * Limited hinges and slides stay as solved.
 *
 * Applied to a whole run after solving, never to the solver's warm start: the solver then sees the
 * same states whatever the number of workers, and a later segment, cold-started from neutral on
 * whatever branch, is carried onto the branch of the frame before it. `fromFrame` skips frames
 * already made continuous (their value is the reference for the next), and frames from `toFrame` on
 * are left for a later call: a run unwrapped in consecutive pieces is exactly the run unwrapped at
 * once. (A parallel solve unwraps only after segmentReconcile.ts has checked its segments, which
 * reads the rows as the solver left them.)
 */
export function unwrapSolvedAngles(model: BodyModel, solved: Float64Array, fromFrame = 1, toFrame = Infinity): void {
  const stride = solvedStride(model);
  const count = Math.min(solved.length / stride, toFrame);
  const hinges = unboundedHinges(model);
  for (let f = Math.max(1, fromFrame); f < count; f++) {
    const at = f * stride;
    for (const d of hinges) solved[at + d] = nearestBranch(solved[at + d]!, solved[at - stride + d]!);
  }
}

/** The same rule for one angle series (a plot's values, a reference file): a new array. */
export function unwrapSeries(values: ArrayLike<number>): Float64Array {
  const out = Float64Array.from(values);
  for (let f = 1; f < out.length; f++) out[f] = nearestBranch(out[f]!, out[f - 1]!);
  return out;
}

/**
 * Moves each of `hinges` in `dofs` (in place) by whole turns onto the branch nearest its neutral
 * value. The solver's pull toward neutral reads the angle's value, so a warm start on another branch
 * (the same pose) would be pulled differently: starting every frame from this branch makes the
 * solve of a frame depend on the previous pose only, not on how many turns the run has made.
 */
export function wrapNearNeutral(model: BodyModel, dofs: Float64Array, hinges: readonly number[]): void {
  for (const d of hinges) dofs[d] = nearestBranch(dofs[d]!, model.dofNeutral[d]!);
}
