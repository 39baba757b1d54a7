import { describe, expect, it } from 'vitest';
import { FLY_BODY_PLAN_PATH, readFlyFixtures } from '../../bodyplan/testing/flyFixtures.ts';
import { syntheticFlyRecording } from '../../bodyplan/testing/syntheticFlyRecording.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';

const file = temporaryFiles('bodyplan-ik-checks-');

interface Output {
  frames: IkFrame[];
  suspicious: { frame: number; score: number; reasons: { kind: string; [field: string]: unknown }[] }[];
  leave_one_out?: { cameras: { camera: number; rms_error: number | null; keypoints: Record<string, number> }[] };
}

// 60 frames seen by 3 cameras; frame 17's front-left leg is mislabelled (an outlier pose) and in
// frame 41 camera 0 has the two front claws swapped (a label swap).
const OUTLIER = 17;
const SWAP = 41;
const fly = syntheticFlyRecording({ frames: 60, cameras: 3, ramps: [], outlierFrames: [OUTLIER], outlierRadians: 1 });
const n = fly.model.jointCount;
const [left, right] = ['lf_claw', 'rf_claw'].map((name) => fly.model.jointNames.indexOf(name)) as [number, number];
const swapped = fly.recording.frames[SWAP]!.points;
for (const axis of [0, 1]) {
  const a = 2 * left + axis;
  const b = 2 * right + axis;
  [swapped[a], swapped[b]] = [swapped[b]!, swapped[a]!];
}

function targetsFile(): string {
  const cameras = fly.cameras.map((c) => ({ fx: c.fx, fy: c.fy, cx: c.cx, cy: c.cy, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot) }));
  const frames = fly.recording.frames.map((frame) =>
    fly.cameras.map((_, c) => Array.from({ length: n }, (_, k) => [frame.points[2 * (c * n + k)]!, frame.points[2 * (c * n + k) + 1]!]).map((p) => (p.every(Number.isFinite) ? p : null))),
  );
  return file('checks.json', { cameras, frames });
}

describe('bodyplan ik: suspicious frames and the held-out camera check', () => {
  it('lists the label swap and the outlier first, each with its reasons; --leave-one-out reports each camera', async () => {
    const run = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targetsFile(), '--leave-one-out'], 90_000);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as Output;
    expect(output.frames).toHaveLength(60);
    expect(Object.keys(output.frames[0]!)).toEqual(['dofs', 'root_pos', 'root_quat', 'iterations', 'rms_error']);

    const top = output.suspicious.slice(0, 2).map((entry) => entry.frame);
    expect(top.sort((a, b) => a - b)).toEqual([OUTLIER, SWAP]);
    const swap = output.suspicious.find((entry) => entry.frame === SWAP)!;
    expect(swap.reasons.map((r) => r.kind)).toContain('image error');
    expect(swap.reasons.map((r) => r.kind)).toContain('held-out error');
    const outlier = output.suspicious.find((entry) => entry.frame === OUTLIER)!;
    expect(outlier.reasons.map((r) => r.kind)).toContain('angle jump');
    expect(outlier.reasons.find((r) => r.kind === 'angle jump')!.dof).toEqual(expect.any(String));
    for (let i = 1; i < output.suspicious.length; i++) expect(output.suspicious[i - 1]!.score).toBeGreaterThanOrEqual(output.suspicious[i]!.score);

    const cameras = output.leave_one_out!.cameras;
    expect(cameras.map((c) => c.camera)).toEqual([0, 1, 2]);
    expect(Object.keys(cameras[0]!.keypoints)).toContain('lf_claw');
    // The swap is in camera 0: its claws are worst there when camera 0 is left out.
    expect(cameras[0]!.keypoints.lf_claw).toBeGreaterThan(cameras[1]!.keypoints.lf_claw!);
  }, 120_000);

  it('without problems nothing is suspicious and there is no leave_one_out field', async () => {
    const clean = syntheticFlyRecording({ frames: 20, cameras: 2, ramps: [] });
    const cameras = clean.cameras.map((c) => ({ fx: c.fx, fy: c.fy, cx: c.cx, cy: c.cy, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot) }));
    const frames = clean.recording.frames.map((frame) => clean.cameras.map((_, c) => Array.from({ length: n }, (_, k) => [frame.points[2 * (c * n + k)]!, frame.points[2 * (c * n + k) + 1]!])));
    const run = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('clean.json', { cameras, frames })], 90_000);
    expect(run.code).toBe(0);
    const output = JSON.parse(run.stdout) as Output;
    expect(output.suspicious).toEqual([]);
    expect(output.leave_one_out).toBeUndefined();
  }, 120_000);

  it('refuses --leave-one-out without 3 cameras and --max-angle-speed without --frame-rate, before solving', async () => {
    const targets = file('three3d.json', { frames: readFlyFixtures().native_rate_frames.slice(0, 3).map((frame) => [null, ...frame.target_ego]) });
    const loo = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--leave-one-out']);
    expect(loo).toMatchObject({ code: 2, stdout: '' });
    expect(loo.stderr).toBe('bodyplan ik: --leave-one-out needs 2D observations from 3 or more cameras; the targets have no cameras (3D targets)\n');
    const speed = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', targets, '--max-angle-speed', '2000']);
    expect(speed).toMatchObject({ code: 2, stdout: '' });
    expect(speed.stderr).toBe('bodyplan ik: --max-angle-speed (degrees per second) needs --frame-rate <frames per second>\n');
  }, 60_000);
});
