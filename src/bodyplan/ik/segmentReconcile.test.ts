import { describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from './ik.ts';
import { solveRecordingRange, solvedStride } from './ikRecording.ts';
import { segmentBounds } from './segments.ts';
import { joinSegment, largestSolutionDifference, MERGED_TOLERANCE, reconcileSegments, SAME_SOLUTION_TOLERANCE, segmentJoinNote, solvedAgainMessage } from './segmentReconcile.ts';
import { unboundedShouldersRecording } from '../testing/unboundedShoulders.ts';

const FRAMES = 41;
const { model, recording } = unboundedShouldersRecording(FRAMES);
const stride = solvedStride(model);
const d = model.dofCount;
const sequential = solveRecordingRange(model, recording, DEFAULT_IK_OPTIONS, 0, FRAMES);

/** Each segment solved cold on its own, raw (not unwrapped), as a parallel solve leaves them. */
function coldSegments(segments: [number, number][]): Float64Array {
  const solved = new Float64Array(stride * FRAMES);
  for (const [start, end] of segments) solved.set(solveRecordingRange(model, recording, DEFAULT_IK_OPTIONS, start, end), stride * start);
  return solved;
}

const row = (solved: Float64Array, f: number) => solved.slice(stride * f, stride * (f + 1));
const rows = (solved: Float64Array, from: number, to: number) => Array.from(solved.subarray(stride * from, stride * to));
const join = (segments: [number, number][]) => (s: number, warmFrom: Float64Array, parallel: Float64Array) => joinSegment(model, recording, DEFAULT_IK_OPTIONS, segments[s]!, warmFrom, parallel);

function largestFromSequential(solved: Float64Array): number {
  let largest = 0;
  for (let f = 0; f < FRAMES; f++) largest = Math.max(largest, largestSolutionDifference(model, row(solved, f), row(sequential, f)));
  return largest;
}

describe('segmentReconcile', () => {
  it('joins 4 cold segments: warm rows until they merge with the parallel ones, the whole segment on another branch; all within 1e-10 of the sequential run', async () => {
    const segments = segmentBounds(FRAMES, 4);
    const solved = coldSegments(segments);
    const cold = coldSegments(segments);
    // Frames 21 and 31 start cold on another branch, far beyond the tolerance; frame 11 on the same one.
    expect(largestSolutionDifference(model, row(solved, 21), row(sequential, 21))).toBeGreaterThan(1);
    expect(largestSolutionDifference(model, row(solved, 11), row(sequential, 11))).toBeLessThan(SAME_SOLUTION_TOLERANCE);
    const before = largestFromSequential(solved);
    const outcomes = await reconcileSegments(model, segments, solved, join(segments));
    const after = largestFromSequential(solved);
    console.log(`4 segments vs sequential: ${before.toFixed(3)} rad cold, ${after.toExponential(2)} joined; warm frames per segment: ${outcomes.map((o) => `${o.segment}: ${o.warmFrames}${o.otherBranch ? ' (other branch)' : ''}`).join(', ')}`);
    expect(after).toBeLessThanOrEqual(MERGED_TOLERANCE);
    expect(outcomes.map((o) => [o.segment, o.otherBranch])).toEqual([[1, false], [2, true], [3, true]]);
    // Segment 2 never comes back to the cold branch: all of it is solved warm.
    expect(outcomes[1]!.warmFrames).toBe(10);
    // Segments 1 and 3 (whose cold run meets the warm one again at frame 36) merge within a few
    // frames: the rows after are the parallel ones, bit for bit (their speed is kept).
    for (const { segment, warmFrames } of [outcomes[0]!, outcomes[2]!]) {
      const [start, end] = segments[segment]!;
      expect(warmFrames).toBeGreaterThan(0);
      expect(warmFrames).toBeLessThan(8);
      expect(rows(solved, start + warmFrames, end)).toEqual(rows(cold, start + warmFrames, end));
    }
    // Up to the first merge, the rows are the sequential run's, bit for bit.
    expect(rows(solved, 0, 11 + outcomes[0]!.warmFrames)).toEqual(rows(sequential, 0, 11 + outcomes[0]!.warmFrames));
  });

  it('after a segment that is the sequential run, a segment on another branch is the sequential run, bit for bit, until its cold run comes back', async () => {
    const segments = segmentBounds(FRAMES, 2);
    const solved = coldSegments(segments);
    const outcomes = await reconcileSegments(model, segments, solved, join(segments));
    expect(outcomes.map((o) => [o.segment, o.otherBranch])).toEqual([[1, true]]);
    const merged = 21 + outcomes[0]!.warmFrames;
    // The cold run follows the other branch for most of the segment, then meets the warm one.
    expect(merged).toBeGreaterThan(30);
    expect(rows(solved, 0, merged)).toEqual(rows(sequential, 0, merged));
    expect(largestFromSequential(solved)).toBeLessThanOrEqual(MERGED_TOLERANCE);
  });

  it('a segment whose parallel rows are already the sequential run merges at once: no warm rows', () => {
    const joined = joinSegment(model, recording, DEFAULT_IK_OPTIONS, [11, 21], row(sequential, 10), sequential.slice(stride * 11, stride * 21));
    expect(joined).toEqual({ warm: new Float64Array(0), otherBranch: false });
  });

  it('with fewer parallel rows than the segment (the Studio posts a window), a walk that has not merged solves the rest warm', () => {
    const cold = solveRecordingRange(model, recording, DEFAULT_IK_OPTIONS, 21, 41);
    const joined = joinSegment(model, recording, DEFAULT_IK_OPTIONS, [21, 41], row(sequential, 20), cold.slice(0, stride * 3));
    expect(joined.otherBranch).toBe(true);
    expect(Array.from(joined.warm)).toEqual(rows(sequential, 21, 41));
  });

  it('compares unbounded hinges up to whole turns, the root rotation up to the quaternion sign and down to 1e-12 rad, and a NaN as a disagreement', () => {
    const a = row(sequential, 30);
    const turned = Float64Array.from(a);
    turned[0]! += 2 * Math.PI;
    expect(largestSolutionDifference(model, a, turned)).toBeLessThan(1e-12);
    // The elbow is limited: a turn there is another pose.
    const elbow = Float64Array.from(a);
    elbow[3]! += 2 * Math.PI;
    expect(largestSolutionDifference(model, a, elbow)).toBeCloseTo(2 * Math.PI, 9);
    const flipped = Float64Array.from(a);
    for (let k = d + 3; k < d + 7; k++) flipped[k] = -flipped[k]!;
    expect(largestSolutionDifference(model, a, flipped)).toBeLessThan(1e-15);
    // Root quaternions 1e-12 rad apart about z (w, x, y, z): 2 acos(w·w') would say 0 or 3e-8.
    const [q, r] = [Float64Array.from(a), Float64Array.from(a)];
    q.set([1, 0, 0, 0], d + 3);
    r.set([Math.cos(0.5e-12), 0, 0, Math.sin(0.5e-12)], d + 3);
    expect(largestSolutionDifference(model, q, r)).toBeCloseTo(1e-12, 15);
    const lost = Float64Array.from(a);
    lost[2] = NaN;
    expect(largestSolutionDifference(model, a, lost)).toBe(Infinity);
  });

  it('says nothing when every segment was on the same branch, and the joins next to the segments solved again', () => {
    const joined = (segment: number, warmFrames: number, otherBranch = false) => ({ segment, warmFrames, otherBranch });
    expect(segmentJoinNote([joined(1, 3), joined(2, 5), joined(3, 0)], 4)).toBeNull();
    expect(segmentJoinNote([joined(1, 20, true)], 2)).toBe("1 of 2 segments was solved again from the previous segment's end (it had landed on another IK branch)");
    expect(segmentJoinNote([joined(1, 2), joined(2, 10, true), joined(3, 5)], 4)).toBe(
      "1 of 4 segments was solved again from the previous segment's end (it had landed on another IK branch); 2 others were joined after 2–5 frames solved warm",
    );
    expect(segmentJoinNote([joined(1, 1), joined(2, 10, true), joined(3, 10, true)], 4)).toBe(
      "2 of 4 segments were solved again from the previous segment's end (they had landed on another IK branch); 1 other was joined after 1 frame solved warm",
    );
    expect(solvedAgainMessage(1, 2)).toBe("1 of 2 segments was solved again from the previous segment's end (it had landed on another IK branch)");
  });
});
