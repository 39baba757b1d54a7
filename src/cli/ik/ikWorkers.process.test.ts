import { availableParallelism } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../../bodyplan/ik/ik.ts';
import { solveRecordingRange, solvedStride, type IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import { lookAtCamera } from '../../bodyplan/observations/lookAtCamera.ts';
import { mapPoint } from '../../bodyplan/observations/mapper.ts';
import { nearestBranch, unboundedHinges } from '../../bodyplan/ik/unwrapAngles.ts';
import { FLY_BODY_PLAN_PATH, readFlyBodyPlan, readFlyFixtures } from '../../bodyplan/testing/flyFixtures.ts';
import { runCli } from '../testing/runCli.ts';
import { solveInSegments } from './ikParallel.ts';
import { closeIkWorkerPool } from './ikWorkerPool.ts';
import { segmentJoinNote } from '../../bodyplan/ik/segmentReconcile.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';

const file = temporaryFiles('bodyplan-ik-workers-');


const model = compileBodyPlan(readFlyBodyPlan());
const fixtures = readFlyFixtures();
/** 41 consecutive 330 Hz frames: with 2 workers, segments [0, 21) and [21, 41). */
const native = fixtures.native_rate_frames.slice(0, 41).map((frame) => [null, ...frame.target_ego]);
const targetsOf = (frame: (number[] | null)[]) => Float64Array.from(frame.flatMap((p) => p ?? [NaN, NaN, NaN]));

const hinges = unboundedHinges(model);

afterAll(() => closeIkWorkerPool());

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

/**
 * The largest difference between two runs' frames: every DOF and the root's position and rotation
 * (its quaternion's components, q and −q being one rotation), each angle in radians.
 */
function largestFrameDifference(a: { dofs: number[]; root_pos: number[]; root_quat: number[] }[], b: typeof a): number {
  expect(a).toHaveLength(b.length);
  let largest = 0;
  a.forEach((frame, f) => {
    const other = b[f]!;
    const sign = frame.root_quat.reduce((dot, q, k) => dot + q * other.root_quat[k]!, 0) < 0 ? -1 : 1;
    frame.dofs.forEach((x, k) => (largest = Math.max(largest, Math.abs(x - other.dofs[k]!))));
    frame.root_pos.forEach((x, k) => (largest = Math.max(largest, Math.abs(x - other.root_pos[k]!))));
    frame.root_quat.forEach((x, k) => (largest = Math.max(largest, Math.abs(x - sign * other.root_quat[k]!))));
  });
  return largest;
}

/**
 * Where a joined segment starting at `start` merged: the first frame from which the run gives the
 * segment's own parallel rows (`segment`, from `start`), judged by the root's position, which
 * unwrapping leaves alone. -1 when it never does.
 */
const mergedAt = (solved: IkFrame[], segment: { root_pos: number[] }[], start: number) =>
  solved.findIndex((frame, f) => f >= start && frame.root_pos.every((x, k) => x === segment[f - start]!.root_pos[k]));

const solveOf = (run: { stdout: string }) => (JSON.parse(run.stdout) as { frames: IkFrame[] }).frames;

describe('bodyplan ik --workers', () => {
  it('--workers 2 gives --workers 1\'s angles to 1e-6 rad: warm from frame 21 until the trajectories merge, the cold segment\'s rows after', async () => {
    const targets = file('native.json', { frames: native });
    const [run, one] = await Promise.all([runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '2'], 90_000), runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '1'], 90_000)]);
    // The segments were on one branch: nothing to say.
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(one.code).toBe(0);
    const solved = solveOf(run);
    const recording: IkRecording = { kind: '3d', targets: native.map(targetsOf), weights: null };
    const whole = sequential(recording, 0, 41);
    const cold = sequential(recording, 21, 41);
    const merged = mergedAt(solved, cold, 21);
    const largest = largestFrameDifference(solved, solveOf(one));
    console.log(`--workers 2 vs --workers 1: ${largest.toExponential(2)} (rad, plan units); cold frame 21 vs sequential: ${largestFrameDifference(cold.slice(0, 1), whole.slice(21, 22)).toExponential(2)}; warm frames 21-${merged - 1}, the cold segment's rows from ${merged}`);
    expect(largest).toBeLessThanOrEqual(1e-6);
    expect(solveOf(one)).toEqual(unwrapped(whole));
    // The split is real (a cold start at frame 21), the join short, and the parallel work kept:
    // the sequential rows, bit for bit, up to the merge, then the cold segment's.
    expect(cold[0]!.dofs).not.toEqual(whole[21]!.dofs);
    expect(merged).toBeGreaterThan(21);
    expect(merged).toBeLessThan(21 + 8);
    expect(solved).toEqual(unwrapped([...whole.slice(0, merged), ...cold.slice(merged - 21)]));
  }, 90_000);

  it('--workers 4 on all 300 native fly frames agrees with the sequential run to 1e-6 rad, a segment that landed on another branch included', async () => {
    const frames = fixtures.native_rate_frames.map((frame) => [null, ...frame.target_ego]);
    const recording: IkRecording = { kind: '3d', targets: frames.map(targetsOf), weights: null };
    const stride = solvedStride(model);
    const n = model.dofCount;
    const framesOf = (rows: Float64Array) =>
      Array.from({ length: rows.length / stride }, (_, f) => ({ dofs: Array.from(rows.subarray(f * stride, f * stride + n)), root_pos: Array.from(rows.subarray(f * stride + n, f * stride + n + 3)), root_quat: Array.from(rows.subarray(f * stride + n + 3, f * stride + n + 7)) }));
    const whole = unwrapped(sequential(recording, 0, frames.length));
    // 4 workers in this process, as the CLI runs them on 4 cores (it clips the count to the cores there are).
    const notes: (string | null)[] = [];
    const four = framesOf(await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 4, 0, undefined, 'auto', (outcomes, segments) => notes.push(segmentJoinNote(outcomes, segments))));
    const cold = unwrapped([0, 75, 150, 225].flatMap((start) => sequential(recording, start, start + 75)));
    const [coldFigure, joined] = [largestFrameDifference(cold, whole), largestFrameDifference(four, whole)];
    console.log(`300 fly frames, 4 segments vs sequential: ${coldFigure.toFixed(3)} cold, ${joined.toExponential(2)} joined; note: ${notes[0]}`);
    expect(coldFigure).toBeGreaterThan(1);
    expect(joined).toBeLessThanOrEqual(1e-6);
    expect(notes[0]).toMatch(/^1 of 4 segments was solved again from the previous segment's end \(it had landed on another IK branch\); 2 others were joined after /);
  }, 90_000);

  it('--overlap 6 on 2D observations from two cameras: the second segment is solved from frame 15, its first 6 results dropped, then joined', async () => {
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
    const targets = file('native2d.json', { cameras: cameraJson, frames: pixels });
    const [run, one] = await Promise.all([
      runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '2', '--overlap', '6'], 90_000),
      runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '1'], 90_000),
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const solved = solveOf(run);
    const recording: IkRecording = { kind: '2d', mappers: cameras, frames: pixels.map((frame) => ({ points: Float64Array.from(frame.flat().flatMap((p) => p ?? [NaN, NaN])) })) };
    const warmed = sequential(recording, 15, 41, 6);
    const whole = sequential(recording, 0, 41);
    const merged = mergedAt(solved, warmed, 21);
    const largest = largestFrameDifference(solved, solveOf(one));
    console.log(`--workers 2 --overlap 6 vs --workers 1: ${largest.toExponential(2)}; warmed frame 21 vs sequential: ${largestFrameDifference(warmed.slice(0, 1), whole.slice(21, 22)).toExponential(2)}; the overlapped segment's rows from frame ${merged}`);
    expect(largest).toBeLessThanOrEqual(1e-6);
    // The join starts at the kept start frame, and the overlapped segment's rows are kept once merged.
    expect(merged).toBeGreaterThanOrEqual(21);
    expect(merged).toBeLessThan(21 + 8);
    expect(solved).toEqual(unwrapped([...whole.slice(0, merged), ...warmed.slice(merged - 21)]));
    // The overlap matters: without it the segment's first frame would be another (cold) solve.
    expect(warmed[0]!.dofs).not.toEqual(sequential(recording, 21, 22)[0]!.dofs);
  }, 90_000);

  it('--workers 2 on 10,200 frames (read, solved and written out partly on the pooled thread) gives --workers 1\'s result: the same rate, angles to 1e-9, the same suspicious frames', async () => {
    // Above the size a first parallel solve needs (parallelThreshold.ts) and the text size read in parts (ikTargetsInParts.ts).
    const frames = Array.from({ length: 10_200 }, (_, f) => [null, ...fixtures.native_rate_frames[f % fixtures.native_rate_frames.length]!.target_ego]);
    const targets = file('long.json', { fps: 330, frames });
    const [two, one] = await Promise.all([runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '2'], 240_000), runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '1'], 240_000)]);
    expect(one).toMatchObject({ code: 0, stderr: '' });
    expect(two.code).toBe(0);
    type Output = { fps: number; frames: IkFrame[]; suspicious: { frame: number }[] };
    const [a, b] = [JSON.parse(two.stdout) as Output, JSON.parse(one.stdout) as Output];
    expect(a.fps).toBe(330);
    expect(a.frames).toHaveLength(10_200);
    expect(largestFrameDifference(a.frames, b.frames)).toBeLessThanOrEqual(1e-9);
    expect(a.suspicious.map((entry) => entry.frame).sort()).toEqual(b.suspicious.map((entry) => entry.frame).sort());
    expect(two.stdout.slice(0, two.stdout.indexOf('\n  {'))).toBe(one.stdout.slice(0, one.stdout.indexOf('\n  {')));
  }, 240_000);

  it('a bad frame in the part a pooled thread reads is the ordinary located error, as with --workers 1', async () => {
    const frames = Array.from({ length: 1_200 }, (_, f) => (f === 1_100 ? [null, [1, 2]] : [null, ...fixtures.native_rate_frames[f % fixtures.native_rate_frames.length]!.target_ego]));
    const targets = file('bad.json', { frames });
    const [two, one] = await Promise.all([runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '2'], 90_000), runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--workers', '1'], 90_000)]);
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/frames\[1100\] has 2 entries, but the body plan has \d+ joints/);
    expect(two).toMatchObject({ code: one.code, stdout: '', stderr: one.stderr });
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
