import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLY_BODY_PLAN_PATH } from '../../bodyplan/testing/flyFixtures.ts';
import { syntheticFlyRecording } from '../../bodyplan/testing/syntheticFlyRecording.ts';
import { ONE_CAMERA_NOTE } from '../testing/oneCameraNote.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';

const file = temporaryFiles('bodyplan-ik-depth-');

// 12 frames of the fly seen by two cameras; the one-camera files keep the first camera's pixels.
const FRAMES = 12;
const fly = syntheticFlyRecording({ frames: FRAMES, cameras: 2, ramps: [] });
const n = fly.model.jointCount;
const cameraJson = fly.cameras.map((c) => ({ type: 'camera', fx: c.fx, fy: c.fy, cx: c.cx, cy: c.cy, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot) }));
const pixels = (c: number) =>
  fly.recording.frames.map((frame) => Array.from({ length: n }, (_, k) => [frame.points[2 * (c * n + k)]!, frame.points[2 * (c * n + k) + 1]!]).map((p) => (p.every(Number.isFinite) ? p : null)));
const oneCamera = () => file('one-camera.json', { mapper: cameraJson[0], frames: pixels(0) });
const twoCameras = () => file('two-cameras.json', { cameras: cameraJson, frames: pixels(0).map((points, f) => [points, pixels(1)[f]!]) });

describe('bodyplan ik: the note that one camera does not observe depth', () => {
  it('one camera: the note once on stderr for 12 frames; two cameras: none; both solve every frame', async () => {
    const [one, two] = await Promise.all([runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', oneCamera()], 60_000), runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', twoCameras()], 60_000)]);
    expect(one.code).toBe(0);
    expect(one.stderr).toBe(ONE_CAMERA_NOTE);
    expect(one.stderr.split('\n').filter((line) => line.includes('depth')), 'depth notes for 12 frames').toHaveLength(1);
    expect((JSON.parse(one.stdout) as { frames: IkFrame[] }).frames).toHaveLength(FRAMES);
    expect(two.code).toBe(0);
    expect(two.stderr).toBe('');
    expect((JSON.parse(two.stdout) as { frames: IkFrame[] }).frames).toHaveLength(FRAMES);
  }, 90_000);

  it('with --workers 2 the note is still said once, not per segment', async () => {
    const run = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', oneCamera(), '--workers', '2'], 60_000);
    expect(run.code).toBe(0);
    expect(run.stderr.split('\n').filter((line) => line === ONE_CAMERA_NOTE.trimEnd()), run.stderr).toHaveLength(1);
  }, 90_000);

  it('bodyplan batch relays it once per one-camera job, and not for a two-camera job', async () => {
    const one = oneCamera();
    const two = twoCameras();
    const jobs = file('jobs.json', { jobs: [{ name: 'one', plan: FLY_BODY_PLAN_PATH, targets: one }, { name: 'two', plan: FLY_BODY_PLAN_PATH, targets: two }] });
    const out = join(dirname(jobs), 'results');
    const run = await runCli(['batch', jobs, '--out-dir', out], 120_000);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(`bodyplan batch: job 0 ("one"): ${ONE_CAMERA_NOTE}`);
  }, 150_000);
});
