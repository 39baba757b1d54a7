import type { IkOptions } from './ik.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { recordingRangeSolver, solvedStride, type IkRecording } from './ikRecording.ts';
import { nearestBranch, unboundedHinges } from './unwrapAngles.ts';

/**
 * How far (radians for hinges and the root's rotation, the plan's length unit for slides and the
 * root's position) a segment's cold first frame may be from the same frame solved warm from the
 * previous segment's end and still count as the same solution. The solver stops once its step is
 * below its tolerance (1e-3 by default), so a cold and a warm solve of one frame on the same branch
 * end up to about that far apart (1.4e-3 at most over the fly's native frames, then 1e-15 apart a
 * few frames on, as both follow the same targets); another IK branch is tenths of a radian to a turn
 * away (3.76 rad for the G1's unbounded shoulders in issue 38). 1e-2 sits between the two with
 * margin on each side: a cold start that merely stopped early is not solved again, and a false
 * alarm would only cost the time of solving that segment again (its rows are then exactly the
 * sequential run's). With a --tolerance far above the default, two solves on one branch can end
 * more than 1e-2 apart: such a segment is solved again, which costs time, not correctness.
 */
export const SAME_SOLUTION_TOLERANCE = 1e-2;

/**
 * The largest difference between two solved rows (packed as solvedStride says): each DOF (an
 * unbounded hinge up to whole turns, since unwrapping makes those the same), the root's position,
 * and the angle of the rotation between the two root quaternions (q and −q are one rotation).
 */
export function largestSolutionDifference(model: BodyModel, a: Float64Array, b: Float64Array): number {
  const d = model.dofCount;
  const unbounded = new Set(unboundedHinges(model));
  let largest = 0;
  for (let k = 0; k < d; k++) {
    const other = unbounded.has(k) ? nearestBranch(b[k]!, a[k]!) : b[k]!;
    largest = Math.max(largest, Math.abs(a[k]! - other));
  }
  for (let k = d; k < d + 3; k++) largest = Math.max(largest, Math.abs(a[k]! - b[k]!));
  let dot = 0;
  for (let k = d + 3; k < d + 7; k++) dot += a[k]! * b[k]!;
  const rotation = 2 * Math.acos(Math.min(1, Math.abs(dot)));
  // NaN (a row never solved) must count as a disagreement, not vanish in Math.max.
  return Number.isNaN(largest) || Number.isNaN(rotation) ? Infinity : Math.max(largest, rotation);
}

/**
 * The check of one segment, frames [from, to) of `recording`: frame `from` solved warm from
 * `warmFrom` (the previous segment's last row, as a run without workers reaches it) and compared
 * with `coldFirst`, the segment's own first row. Null when they agree (the segment stands, at the
 * cost of one frame's solve); otherwise the segment's rows solved again in order, warm from
 * `warmFrom`: exactly what a run without workers gives for them.
 */
export function solveAgainIfOtherBranch(
  model: BodyModel,
  recording: IkRecording,
  options: IkOptions,
  from: number,
  to: number,
  warmFrom: Float64Array,
  coldFirst: Float64Array,
  solveRange = recordingRangeSolver(model, recording, options),
): Float64Array | null {
  const stride = solvedStride(model);
  const check = new Float64Array(stride);
  solveRange({ from, to: from + 1, keepFrom: from, out: check, outRow: 0, warmFrom });
  if (largestSolutionDifference(model, check, coldFirst) <= SAME_SOLUTION_TOLERANCE) return null;
  const again = new Float64Array(stride * (to - from));
  again.set(check);
  if (to > from + 1) solveRange({ from: from + 1, to, keepFrom: from + 1, out: again, outRow: 1, warmFrom: check });
  return again;
}

/**
 * Checks `segments` ([start, end) in order) of a parallel solve's raw rows `solved` (not yet
 * unwrapped), s = 1, 2, ... in order: each against the previous segment's last row as it stands
 * then, so a segment solved again carries on into the next one's check. `check(s, warmFrom,
 * coldFirst)` runs solveAgainIfOtherBranch for segment s wherever the caller solves (the calling
 * thread, a Web Worker); rows it returns replace the segment's in `solved`. Returns the segments
 * solved again.
 */
export async function reconcileSegments(
  model: BodyModel,
  segments: readonly (readonly [start: number, end: number])[],
  solved: Float64Array,
  check: (segment: number, warmFrom: Float64Array, coldFirst: Float64Array) => Float64Array | null | Promise<Float64Array | null>,
): Promise<number[]> {
  const stride = solvedStride(model);
  const solvedAgain: number[] = [];
  for (let s = 1; s < segments.length; s++) {
    const [start, end] = segments[s]!;
    if (start === end) continue;
    const warmFrom = solved.slice(stride * (start - 1), stride * start);
    const coldFirst = solved.slice(stride * start, stride * (start + 1));
    const again = await check(s, warmFrom, coldFirst);
    if (again === null) continue;
    if (again.length !== stride * (end - start)) throw new RangeError(`segment ${s} solved again: ${again.length / stride} rows for frames [${start}, ${end})`);
    solved.set(again, stride * start);
    solvedAgain.push(s);
  }
  return solvedAgain;
}

/** "2 of 4 segments were solved again ...": what the CLI prints and the Studio shows after a parallel solve. */
export function solvedAgainMessage(solvedAgain: number, segments: number): string {
  const noun = segments === 1 ? 'segment' : 'segments';
  const [verb, they] = solvedAgain === 1 ? ['was', 'it'] : ['were', 'they'];
  return `${solvedAgain} of ${segments} ${noun} ${verb} solved again from the previous segment's end (${they} had landed on another IK branch)`;
}
