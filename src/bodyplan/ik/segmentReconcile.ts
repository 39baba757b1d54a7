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
 * margin on each side. It only decides what the note says ("landed on another IK branch"): the
 * join below walks every segment until it has merged, whatever its first frame.
 */
export const SAME_SOLUTION_TOLERANCE = 1e-2;

/**
 * How close a segment's row solved warm from the previous segment's end must come to its parallel
 * (cold-started) row of the same frame for the two runs to count as merged, so that the parallel
 * rows are kept from that frame on. Measured (4 and 8 segments, fly 3D native frames, fly 2D in
 * three cameras, unbounded shoulders; default tolerance): once on one branch the difference shrinks
 * about quadratically, frame after frame (3.4e-4, 6.9e-7, 4.4e-9, 5.4e-11, 7.0e-14, then 1e-15
 * rounding), as each solve's first Gauss-Newton step removes most of what the frame before left:
 * the walks merged after 2-6 frames, and no later frame of any segment was more than 1.2e-12 from
 * the sequential run. So 1e-10 costs about one frame more than 1e-9 would and leaves the kept rows
 * four orders under the 1e-6 rad that `--workers 1/2/4` must agree to. With a --tolerance far
 * above the default the solves stop early and the difference shrinks only linearly (about halving
 * per frame at 1e-1: 14-29 frames on the fly in 2D), which costs time, not correctness.
 */
export const MERGED_TOLERANCE = 1e-10;

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
  // |a − b| = 2 sin(θ/4) for unit quaternions θ apart (|a + b| for −b). Not 2 acos(a·b): acos
  // near 1 cannot resolve angles under 3e-8 (a dot of 1 − 1e-16), and MERGED_TOLERANCE is 1e-10.
  let minus = 0;
  let plus = 0;
  for (let k = d + 3; k < d + 7; k++) {
    minus += (a[k]! - b[k]!) ** 2;
    plus += (a[k]! + b[k]!) ** 2;
  }
  const rotation = 4 * Math.asin(Math.min(1, Math.sqrt(Math.min(minus, plus)) / 2));
  // NaN (a row never solved) must count as a disagreement, not vanish in Math.max.
  return Number.isNaN(largest) || Number.isNaN(rotation) ? Infinity : Math.max(largest, rotation);
}

/** How a segment was joined to the one before it (see joinSegment). */
export interface SegmentJoin {
  /**
   * The segment's first rows, solved warm one after another from the previous segment's last row
   * (exactly what a run without workers gives for them), up to the frame where they merged with the
   * parallel rows; all of the segment's rows when they never did.
   */
  warm: Float64Array;
  /** The first warm row was beyond SAME_SOLUTION_TOLERANCE from the parallel one: another IK branch. */
  otherBranch: boolean;
}

/**
 * Joins one segment, frames [from, to) of `recording`, to the segment before it: frame `from` is
 * solved warm from `warmFrom` (the previous segment's final last row), then each next frame warm
 * from the one before, each compared with `parallel`'s row of the same frame (the segment's rows as
 * its parallel solve left them, from `from` on; it may hold fewer rows than the segment, and past
 * them no comparison is made). At the first frame whose warm row is within MERGED_TOLERANCE of the
 * parallel one, the walk stops: both runs follow the same targets from the same solution, so the
 * parallel rows from there on are the sequential run's. A segment that lands on another branch
 * never merges (or only after the trajectories meet again): it is solved warm to its end or to the
 * merge, as a run without workers would.
 */
export function joinSegment(
  model: BodyModel,
  recording: IkRecording,
  options: IkOptions,
  [from, to]: readonly [number, number],
  warmFrom: Float64Array,
  parallel: Float64Array,
  solveRange = recordingRangeSolver(model, recording, options),
): SegmentJoin {
  const stride = solvedStride(model);
  const warm = new Float64Array(stride * (to - from));
  const compared = Math.min(to - from, Math.floor(parallel.length / stride));
  let otherBranch = false;
  let start = warmFrom;
  for (let i = 0; i < compared; i++) {
    solveRange({ from: from + i, to: from + i + 1, keepFrom: from + i, out: warm, outRow: i, warmFrom: start });
    const row = warm.subarray(stride * i, stride * (i + 1));
    const difference = largestSolutionDifference(model, row, parallel.subarray(stride * i, stride * (i + 1)));
    if (i === 0) otherBranch = difference > SAME_SOLUTION_TOLERANCE;
    if (difference <= MERGED_TOLERANCE) return { warm: warm.slice(0, stride * i), otherBranch };
    start = row;
  }
  if (compared < to - from) solveRange({ from: from + compared, to, keepFrom: from + compared, out: warm, outRow: compared, warmFrom: start });
  return { warm, otherBranch };
}

/** What joining a parallel solve's segments did to one of them (segment 1 on). */
export interface SegmentJoinOutcome {
  segment: number;
  /** How many of its first frames were replaced by warm rows (the whole segment when it never merged). */
  warmFrames: number;
  otherBranch: boolean;
}

/**
 * Joins `segments` ([start, end) in order) of a parallel solve's raw rows `solved` (not yet
 * unwrapped), s = 1, 2, ... in order, each from the previous segment's last row as it stands then
 * (a segment solved warm to its end carries on into the next one's join). `join(s, warmFrom,
 * parallel)` runs joinSegment for segment s wherever the caller solves (the calling thread, a Web
 * Worker), `parallel` being the segment's rows in `solved`; the warm rows it returns replace the
 * segment's first rows. Afterwards `--workers 1/2/4` give the same rows to within MERGED_TOLERANCE.
 */
export async function reconcileSegments(
  model: BodyModel,
  segments: readonly (readonly [start: number, end: number])[],
  solved: Float64Array,
  join: (segment: number, warmFrom: Float64Array, parallel: Float64Array) => SegmentJoin | Promise<SegmentJoin>,
): Promise<SegmentJoinOutcome[]> {
  const stride = solvedStride(model);
  const outcomes: SegmentJoinOutcome[] = [];
  for (let s = 1; s < segments.length; s++) {
    const [start, end] = segments[s]!;
    if (start === end) continue;
    const { warm, otherBranch } = await join(s, solved.slice(stride * (start - 1), stride * start), solved.subarray(stride * start, stride * end));
    const warmFrames = warm.length / stride;
    if (!Number.isInteger(warmFrames) || warmFrames > end - start) throw new RangeError(`segment ${s} joined: ${warmFrames} warm rows for frames [${start}, ${end})`);
    solved.set(warm, stride * start);
    outcomes.push({ segment: s, warmFrames, otherBranch });
  }
  return outcomes;
}

/** "2 of 4 segments were solved again ...": what the CLI prints and the Studio shows after a parallel solve. */
export function solvedAgainMessage(solvedAgain: number, segments: number): string {
  const noun = segments === 1 ? 'segment' : 'segments';
  const [verb, they] = solvedAgain === 1 ? ['was', 'it'] : ['were', 'they'];
  return `${solvedAgain} of ${segments} ${noun} ${verb} solved again from the previous segment's end (${they} had landed on another IK branch)`;
}

/**
 * The note after a parallel solve, or null when no segment landed on another branch: joining
 * segments on the same branch takes a few warm frames on every run, which is no news. When there is
 * a note, it also says how many of the other segments were joined and after how many frames
 * ("…; 2 others were joined after 3–5 frames solved warm").
 */
export function segmentJoinNote(outcomes: readonly SegmentJoinOutcome[], segments: number): string | null {
  const again = outcomes.filter((o) => o.otherBranch).length;
  if (again === 0) return null;
  const joined = outcomes.filter((o) => !o.otherBranch && o.warmFrames > 0).map((o) => o.warmFrames);
  if (joined.length === 0) return solvedAgainMessage(again, segments);
  const [fewest, most] = [Math.min(...joined), Math.max(...joined)];
  const frames = `${fewest === most ? fewest : `${fewest}–${most}`} frame${most === 1 ? '' : 's'}`;
  const others = joined.length === 1 ? '1 other was' : `${joined.length} others were`;
  return `${solvedAgainMessage(again, segments)}; ${others} joined after ${frames} solved warm`;
}
