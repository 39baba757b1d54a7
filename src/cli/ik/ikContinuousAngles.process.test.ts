import { describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../../bodyplan/ik/ik.ts';
import { solveRecordingRange, solvedStride } from '../../bodyplan/ik/ikRecording.ts';
import { unboundedHinges } from '../../bodyplan/ik/unwrapAngles.ts';
import { FLY_BODY_PLAN_PATH } from '../../bodyplan/testing/flyFixtures.ts';
import { syntheticFlyRecording } from '../../bodyplan/testing/syntheticFlyRecording.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';
import { solveInSegments } from './ikParallel.ts';

const file = temporaryFiles('bodyplan-ik-continuous-');

// 128 frames, 3 cameras: the front-left coxa roll (unbounded) turns a full turn every 32 frames, so it
// passes ±π four times and each 2- and 4-worker segment starts a whole number of turns from neutral;
// frame 45's front-left leg is mislabelled (an outlier the solve must come back from).
const ROLL = 'c_thorax-lf_coxa-roll';
const FRAMES = 128;
const OUTLIER = 45;
const fly = syntheticFlyRecording({ frames: FRAMES, cameras: 3, ramps: [{ dof: ROLL, from: 0.5759586531581288, to: 0.5759586531581288 + (2 * Math.PI * (FRAMES - 1)) / 32 }], outlierFrames: [OUTLIER] });
const { model } = fly;
const roll = model.dofNames.indexOf(ROLL);
const stride = solvedStride(model);
const d = model.dofCount;

function targetsJson(): string {
  const n = model.jointCount;
  const cameras = fly.cameras.map((c) => ({ fx: c.fx, fy: c.fy, cx: c.cx, cy: c.cy, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot) }));
  const frames = fly.recording.frames.map((frame) =>
    fly.cameras.map((_, c) =>
      Array.from({ length: n }, (_, k) => {
        const u = frame.points[2 * (c * n + k)]!;
        const v = frame.points[2 * (c * n + k) + 1]!;
        return Number.isFinite(u) && Number.isFinite(v) ? [u, v] : null;
      }),
    ),
  );
  return file('fly2d.json', { cameras, frames });
}

/** Frames' DOF rows out of packed results or the CLI's JSON. */
const rowsOfPacked = (solved: Float64Array) => Array.from({ length: solved.length / stride }, (_, f) => Array.from(solved.subarray(f * stride, f * stride + d)));
const rowsOfCli = (stdout: string) => (JSON.parse(stdout) as { frames: IkFrame[] }).frames.map((frame) => frame.dofs);

function largestDifference(a: number[][], b: number[][]): number {
  expect(a).toHaveLength(b.length);
  let largest = 0;
  a.forEach((row, f) => row.forEach((value, k) => (largest = Math.max(largest, Math.abs(value - b[f]![k]!)))));
  return largest;
}

function largestHingeStep(rows: number[][]): number {
  let largest = 0;
  for (let f = 1; f < rows.length; f++) for (const k of unboundedHinges(model)) largest = Math.max(largest, Math.abs(rows[f]![k]! - rows[f - 1]![k]!));
  return largest;
}

describe('continuous angles: the same unwrapped angles for any worker count', () => {
  it('sequential, 2 workers (CLI) and 4 workers with and without overlap agree to 1e-6 rad, with no hinge step above π', async () => {
    const targets = targetsJson();
    const sequentialRun = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets], 90_000);
    expect(sequentialRun.stderr).toBe('');
    expect(sequentialRun.code).toBe(0);
    const twoRun = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '2'], 90_000);
    expect(twoRun.code).toBe(0);
    const sequential = rowsOfCli(sequentialRun.stdout);
    const two = rowsOfCli(twoRun.stdout);
    const four = rowsOfPacked(await solveInSegments(model, fly.recording, DEFAULT_IK_OPTIONS, 4, 0));
    const fourOverlap = rowsOfPacked(await solveInSegments(model, fly.recording, DEFAULT_IK_OPTIONS, 4, 5));

    // The solve converged away from the outlier: the unwrapped roll follows the truth through its four turns.
    for (let f = 0; f < FRAMES; f++) if (Math.abs(f - OUTLIER) > 1) expect(Math.abs(sequential[f]![roll]! - fly.truth[f]![roll]!)).toBeLessThan(1e-3);
    expect(sequential[FRAMES - 1]![roll]!).toBeGreaterThan(6 * Math.PI);

    expect(largestDifference(two, sequential)).toBeLessThanOrEqual(1e-6);
    expect(largestDifference(four, sequential)).toBeLessThanOrEqual(1e-6);
    expect(largestDifference(fourOverlap, sequential)).toBeLessThanOrEqual(1e-6);
    for (const rows of [sequential, two, four, fourOverlap]) expect(largestHingeStep(rows)).toBeLessThan(Math.PI);

    // Without unwrapping the same solve is not continuous (so the checks above can fail).
    expect(largestHingeStep(rowsOfPacked(solveRecordingRange(model, fly.recording, DEFAULT_IK_OPTIONS, 0, FRAMES)))).toBeGreaterThan(Math.PI);
  }, 180_000);
});
