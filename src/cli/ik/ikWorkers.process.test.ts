import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../../bodyplan/ik/ik.ts';
import { solveRecordingRange, solvedStride, type IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import { lookAtCamera } from '../../bodyplan/observations/lookAtCamera.ts';
import { mapPoint } from '../../bodyplan/observations/mapper.ts';
import { nearestBranch, unboundedHinges } from '../../bodyplan/ik/unwrapAngles.ts';
import { FLY_BODY_PLAN_PATH, readFlyBodyPlan, readFlyFixtures } from '../../bodyplan/testing/flyFixtures.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';

const file = temporaryFiles('bodyplan-ik-workers-');


const model = compileBodyPlan(readFlyBodyPlan());
const fixtures = readFlyFixtures();
/** 41 consecutive 330 Hz frames: with 2 workers, segments [0, 21) and [21, 41). */
const native = fixtures.native_rate_frames.slice(0, 41).map((frame) => [null, ...frame.target_ego]);
const targetsOf = (frame: (number[] | null)[]) => Float64Array.from(frame.flatMap((p) => p ?? [NaN, NaN, NaN]));

const hinges = unboundedHinges(model);

/**
 * What a run without workers does for frames [from, to), as QuickIK defines it: solved on their own,
 * cold at `from` (since issue 38 the cold start places the root on the frame's points: a rigid fit
 * for 3D targets, triangulation for calibrated cameras), warm within (each warm start's unbounded
 * hinges on the branch nearest neutral); `drop` leading frames discarded.
 */
function sequential(recording: IkRecording, from: number, to: number, drop = 0) {
  const rows = solveRecordingRange(model, recording, DEFAULT_IK_OPTIONS, from, to, from + drop);
  const stride = solvedStride(model);
  const n = model.dofCount;
  return Array.from({ length: to - from - drop }, (_, i) => {
    const row = rows.subarray(stride * i, stride * (i + 1));
    return { dofs: Array.from(row.subarray(0, n)), root_pos: Array.from(row.subarray(n, n + 3)), root_quat: Array.from(row.subarray(n + 3, n + 7)), iterations: row[n + 7]!, rms_error: row[n + 8]! };
  });
}

/** The CLI's output is continuous: each unbounded hinge moved by whole turns to lie nearest the frame before. */
function unwrapped<T extends { dofs: number[] }>(frames: T[]): T[] {
  const out = frames.map((frame) => ({ ...frame, dofs: [...frame.dofs] }));
  for (let f = 1; f < out.length; f++) for (const d of hinges) out[f]!.dofs[d] = nearestBranch(out[f]!.dofs[d]!, out[f - 1]!.dofs[d]!);
  return out;
}

describe('bodyplan ik --workers', () => {
  it('--workers 2 equals two cold-started sequential solves of [0, 21) and [21, 41), bit for bit', async () => {
    const run = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('native.json', { frames: native }), '--workers', '2'], 90_000);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const solved = (JSON.parse(run.stdout) as { frames: IkFrame[] }).frames;
    const recording: IkRecording = { kind: '3d', targets: native.map(targetsOf), weights: null };
    expect(solved).toEqual(unwrapped([...sequential(recording, 0, 21), ...sequential(recording, 21, 41)]));
    // And the split is visible: frame 21 differs from a single sequential solve's (a cold start there).
    const whole = sequential(recording, 0, 41);
    expect(solved.slice(0, 21)).toEqual(unwrapped(whole).slice(0, 21));
    expect(solved[21]!.dofs).not.toEqual(whole[21]!.dofs);
  }, 90_000);

  it('--overlap 6 on 2D observations from two cameras: the second segment is solved from frame 15 and its first 6 results dropped', async () => {
    // Two cameras: with one, a free root's depth is barely observable and these noisy frames send
    // Gauss-Newton's full steps far behind the camera (QuickIK's objective has no prior on the root).
    const intrinsics = { fx: 2000, fy: 2000, cx: 640, cy: 512 };
    const cameras = [lookAtCamera([0, -25, 12], [-0.5, 0, -0.8], [0, 0, 1], intrinsics), lookAtCamera([25, 5, 12], [-0.5, 0, -0.8], [0, 0, 1], intrinsics)];
    const out = new Float64Array(2);
    const pixels = native.map((frame) => {
      const points = targetsOf(frame);
      return cameras.map((camera) => frame.map((p, k) => (p !== null && mapPoint(camera, points, 3 * k, out) ? [out[0]!, out[1]!] : null)));
    });
    const cameraJson = cameras.map((c) => ({ ...intrinsics, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot) }));
    const run = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('native2d.json', { cameras: cameraJson, frames: pixels }), '--workers', '2', '--overlap', '6'], 90_000);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const solved = (JSON.parse(run.stdout) as { frames: IkFrame[] }).frames;
    const recording: IkRecording = { kind: '2d', mappers: cameras, frames: pixels.map((frame) => ({ points: Float64Array.from(frame.flat().flatMap((p) => p ?? [NaN, NaN])) })) };
    const warmed = sequential(recording, 15, 41, 6);
    expect(solved).toEqual(unwrapped([...sequential(recording, 0, 21), ...warmed]));
    // The overlap matters: without it the segment's first frame would be another (cold) solve.
    expect(warmed[0]!.dofs).not.toEqual(sequential(recording, 21, 22)[0]!.dofs);
  }, 90_000);

  it('worker counts: 0 and --overlap alone are usage errors; above the cores is clipped with a note; -1 is all cores', async () => {
    const targets = file('three.json', { frames: native.slice(0, 3) });
    const zero = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '0']);
    expect(zero).toMatchObject({ code: 2, stdout: '' });
    expect(zero.stderr).toBe('bodyplan ik: --workers must not be 0: a positive count, or -1 for all cores, -2 for all but one, ...\n');
    const overlapAlone = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--overlap', '3']);
    expect(overlapAlone.code).toBe(2);
    expect(overlapAlone.stderr).toMatch(/^bodyplan ik: --overlap only applies with --workers/);
    const tooFar = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', String(-(availableParallelism() + 1))]);
    expect(tooFar.code).toBe(2);
    expect(tooFar.stderr).toMatch(/counts back past the \d+ available core/);

    const cores = availableParallelism();
    const many = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '1000'], 90_000);
    expect(many.code).toBe(0);
    expect(many.stderr).toBe(`bodyplan ik: note: 1000 workers requested, but ${cores} core${cores === 1 ? ' is' : 's are'} available: using ${cores}\n`);
    const all = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '-1'], 90_000);
    expect(all.code).toBe(0);
    expect(all.stderr).toBe('');
    // Same cores, same split: identical output.
    expect(all.stdout).toBe(many.stdout);
    expect((JSON.parse(all.stdout) as { frames: IkFrame[] }).frames).toHaveLength(3);
  }, 180_000);
});
