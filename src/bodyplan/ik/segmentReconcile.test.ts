import { describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from './ik.ts';
import { solveRecordingRange, solvedStride } from './ikRecording.ts';
import { segmentBounds } from './segments.ts';
import { largestSolutionDifference, reconcileSegments, SAME_SOLUTION_TOLERANCE, solveAgainIfOtherBranch, solvedAgainMessage } from './segmentReconcile.ts';
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
const dofsOf = (solved: Float64Array) => Array.from({ length: solved.length / stride }, (_, f) => Array.from(solved.subarray(f * stride, f * stride + d)));

describe('segmentReconcile', () => {
  it('a cold segment on another branch is solved again from the previous segment end: the sequential rows, bit for bit', async () => {
    const segments = segmentBounds(FRAMES, 4);
    const solved = coldSegments(segments);
    // Frames 21 and 31 start cold on another branch, far beyond the tolerance; frame 11 on the same one.
    expect(largestSolutionDifference(model, row(solved, 21), row(sequential, 21))).toBeGreaterThan(1);
    expect(largestSolutionDifference(model, row(solved, 11), row(sequential, 11))).toBeLessThan(SAME_SOLUTION_TOLERANCE);
    const checked: number[] = [];
    const again = await reconcileSegments(model, segments, solved, (s, warmFrom, coldFirst) => {
      checked.push(s);
      return solveAgainIfOtherBranch(model, recording, DEFAULT_IK_OPTIONS, segments[s]![0], segments[s]![1], warmFrom, coldFirst);
    });
    expect(checked).toEqual([1, 2, 3]);
    expect(again).toEqual([2, 3]);
    expect(solvedAgainMessage(again.length, segments.length)).toBe("2 of 4 segments were solved again from the previous segment's end (they had landed on another IK branch)");
    // Segment 1 stays as solved cold, on the same branch; segments 2 and 3 carry on from its end,
    // which is within the solver's tolerance of the sequential run's, and so are they.
    expect(dofsOf(solved.subarray(stride * 11, stride * 21))).toEqual(dofsOf(coldSegments(segments).subarray(stride * 11, stride * 21)));
    let largest = 0;
    for (let f = 21; f < FRAMES; f++) largest = Math.max(largest, largestSolutionDifference(model, row(solved, f), row(sequential, f)));
    expect(largest).toBeLessThan(1e-4);
  });

  it('after a segment that is the sequential run, a segment solved again is the sequential run bit for bit', async () => {
    const segments = segmentBounds(FRAMES, 2);
    const solved = coldSegments(segments);
    const again = await reconcileSegments(model, segments, solved, (s, warmFrom, coldFirst) =>
      solveAgainIfOtherBranch(model, recording, DEFAULT_IK_OPTIONS, segments[s]![0], segments[s]![1], warmFrom, coldFirst),
    );
    expect(again).toEqual([1]);
    expect(Array.from(solved)).toEqual(Array.from(sequential));
  });

  it('a segment that agrees costs one frame solve and is left as it is', () => {
    const warmFrom = row(sequential, 10);
    const coldFirst = row(sequential, 11);
    expect(solveAgainIfOtherBranch(model, recording, DEFAULT_IK_OPTIONS, 11, 21, warmFrom, coldFirst)).toBeNull();
  });

  it('compares unbounded hinges up to whole turns, the root rotation up to the quaternion sign, and a NaN as a disagreement', () => {
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
    expect(largestSolutionDifference(model, a, flipped)).toBeLessThan(1e-6);
    const lost = Float64Array.from(a);
    lost[2] = NaN;
    expect(largestSolutionDifference(model, a, lost)).toBe(Infinity);
  });

  it('says one segment in the singular', () => {
    expect(solvedAgainMessage(1, 2)).toBe("1 of 2 segments was solved again from the previous segment's end (it had landed on another IK branch)");
  });
});
