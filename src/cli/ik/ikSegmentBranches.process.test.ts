import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../../bodyplan/ik/ik.ts';
import { solveRecordingRange, solvedStride } from '../../bodyplan/ik/ikRecording.ts';
import { segmentBounds } from '../../bodyplan/ik/segments.ts';
import { unwrapSolvedAngles } from '../../bodyplan/ik/unwrapAngles.ts';
import { unboundedShouldersRecording } from '../../bodyplan/testing/unboundedShoulders.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';
import { solveInSegments } from './ikParallel.ts';
import { segmentJoinNote, type SegmentJoinOutcome } from '../../bodyplan/ik/segmentReconcile.ts';
import { closeIkWorkerPool } from './ikWorkerPool.ts';

const file = temporaryFiles('bodyplan-ik-branches-');

// Issue 38: 41 frames of two arms with unbounded shoulders raised over the head. A segment
// cold-started at frame 21 (2 workers) or 21 and 31 (4 workers) reaches the same hands by another
// set of shoulder angles, which no unwrapping by whole turns brings back.
const FRAMES = 41;
const data = unboundedShouldersRecording(FRAMES);
const { model } = data;
const stride = solvedStride(model);
const d = model.dofCount;

const rowsOfCli = (stdout: string) => (JSON.parse(stdout) as { frames: IkFrame[] }).frames.map((frame) => frame.dofs);
const rowsOfPacked = (solved: Float64Array) => Array.from({ length: solved.length / stride }, (_, f) => Array.from(solved.subarray(f * stride, f * stride + d)));

function largestDifference(a: number[][], b: number[][]): number {
  expect(a).toHaveLength(b.length);
  let largest = 0;
  a.forEach((row, f) => row.forEach((value, k) => (largest = Math.max(largest, Math.abs(value - b[f]![k]!)))));
  return largest;
}

/** Each segment solved cold on its own and put together, as --workers did before issue 38. */
function coldSegments(workers: number, options = DEFAULT_IK_OPTIONS): number[][] {
  const solved = new Float64Array(stride * FRAMES);
  for (const [start, end] of segmentBounds(FRAMES, workers)) solved.set(solveRecordingRange(model, data.recording, options, start, end), stride * start);
  unwrapSolvedAngles(model, solved);
  return rowsOfPacked(solved);
}

afterAll(() => closeIkWorkerPool());

/** "1:2 2:10! 3:5!": each joined segment's warm frames, ! for another branch. */
const joinsOf = (outcomes: SegmentJoinOutcome[], segments: number) => `${outcomes.map((o) => `${o.segment}:${o.warmFrames}${o.otherBranch ? '!' : ''}`).join(' ')} of ${segments}`;

describe('bodyplan ik --workers on a plan with unbounded shoulders (issue 38)', () => {
  const plan = file('arms.json', data.plan);
  const targets = file('arms-targets.json', data.targetsJson);
  const ik = (...more: string[]) => runCli(['ik', plan, '--targets', targets, ...more], 90_000);

  it('--workers 2 joins its second segment (another branch) to the first one\'s end: the sequential angles, bit for bit until the cold run meets them', async () => {
    const [sequentialRun, twoRun] = await Promise.all([ik(), ik('--workers', '2')]);
    expect(sequentialRun.stderr).toBe('');
    expect(sequentialRun.code).toBe(0);
    expect(twoRun.code).toBe(0);
    expect(twoRun.stderr).toBe("bodyplan ik: note: 1 of 2 segments was solved again from the previous segment's end (it had landed on another IK branch)\n");
    const sequential = rowsOfCli(sequentialRun.stdout);
    const two = rowsOfCli(twoRun.stdout);
    const cold = coldSegments(2);
    const difference = largestDifference(cold, sequential);
    const joined = largestDifference(two, sequential);
    // The first frame from which --workers 2 gives the cold segment's rows: where the walk merged.
    const merged = two.findIndex((dofs, f) => f >= 21 && dofs.every((x, k) => x === cold[f]![k]));
    console.log(`cold segments vs sequential: ${difference.toFixed(3)} rad; --workers 2 vs sequential: ${joined.toExponential(2)} rad; cold rows kept from frame ${merged}`);
    // Without the join, the cold second segment is on another branch from frame 21 on.
    expect(difference).toBeGreaterThan(1);
    expect(largestDifference(cold.slice(0, 21), sequential.slice(0, 21))).toBe(0);
    expect(joined).toBeLessThanOrEqual(1e-6);
    expect(merged).toBeGreaterThan(21);
    expect(two.slice(0, merged)).toEqual(sequential.slice(0, merged));
  }, 120_000);

  it('--workers 1, 2 and 4, with and without --overlap, agree to 1e-6 rad at the default tolerance', async () => {
    const runs = await Promise.all([ik(), ik('--workers', '1'), ik('--workers', '2', '--overlap', '3')]);
    for (const run of runs) expect(run.code).toBe(0);
    const [sequential, one, twoOverlap] = runs.map((run) => rowsOfCli(run.stdout)) as [number[][], number[][], number[][]];
    expect(runs[1]!.stderr).toBe('');
    expect(runs[2]!.stderr).toBe("bodyplan ik: note: 1 of 2 segments was solved again from the previous segment's end (it had landed on another IK branch)\n");
    // 4 workers in this process, as the CLI runs them on 4 cores (it clips the count to the cores there are).
    const reports: string[] = [];
    const report = (outcomes: SegmentJoinOutcome[], segments: number) => reports.push(joinsOf(outcomes, segments));
    const notes: (string | null)[] = [];
    const four = rowsOfPacked(await solveInSegments(model, data.recording, DEFAULT_IK_OPTIONS, 4, 0, undefined, 'auto', (outcomes, segments) => (report(outcomes, segments), notes.push(segmentJoinNote(outcomes, segments)))));
    const fourOverlap = rowsOfPacked(await solveInSegments(model, data.recording, DEFAULT_IK_OPTIONS, 4, 3, undefined, 'auto', report));
    console.log(`joins (segment:warm frames, ! another branch): 4 workers ${reports[0]}; with --overlap 3 ${reports[1]}`);
    // Segment 1 on the shoulders' branch, joined after a few frames; 2 and 3 landed on another one.
    expect(reports[0]).toMatch(/^1:[1-7] 2:10! 3:\d+! of 4$/);
    expect(notes[0]).toMatch(/^2 of 4 segments were solved again from the previous segment's end \(they had landed on another IK branch\); 1 other was joined after [1-7] frames? solved warm$/);
    const figures = [one, twoOverlap, four, fourOverlap].map((rows) => largestDifference(rows, sequential));
    const cold = largestDifference(coldSegments(4), sequential);
    console.log(`vs sequential (rad): --workers 1 ${figures[0]}, 2 --overlap 3 ${figures[1]}, 4 ${figures[2]}, 4 --overlap 3 ${figures[3]}; 4 cold segments ${cold.toFixed(3)}`);
    expect(cold).toBeGreaterThan(1);
    for (const figure of figures) expect(figure).toBeLessThanOrEqual(1e-6);
  }, 180_000);

  it('segments solved on pooled threads are joined the same as on the calling thread, bit for bit', async () => {
    const reports: string[] = [];
    const report = (outcomes: SegmentJoinOutcome[], segments: number) => reports.push(joinsOf(outcomes, segments));
    const pooled = await solveInSegments(model, data.recording, DEFAULT_IK_OPTIONS, 4, 2, undefined, 'workers', report);
    const here = await solveInSegments(model, data.recording, DEFAULT_IK_OPTIONS, 4, 2, undefined, 'this thread', report);
    expect(pooled.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(reports[1]).toBe(reports[0]);
    expect(Array.from(pooled)).toEqual(Array.from(here));
  }, 120_000);
});
