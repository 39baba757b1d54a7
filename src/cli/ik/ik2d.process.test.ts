import { describe, expect, it } from 'vitest';
import { ForwardKinematics } from '../../bodyplan/kinematics/kinematics.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import { lookAtCamera } from '../../bodyplan/observations/lookAtCamera.ts';
import { mapPoint, type PinholeCamera } from '../../bodyplan/observations/mapper.ts';
import { neutralPoseOf } from '../../bodyplan/kinematics/pose.ts';
import { FLY_BODY_PLAN_PATH, readFlyBodyPlan, readFlyFixtures } from '../../bodyplan/testing/flyFixtures.ts';
import { ONE_CAMERA_NOTE } from '../testing/oneCameraNote.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';

const file = temporaryFiles('bodyplan-ik2d-');


const model = compileBodyPlan(readFlyBodyPlan());
const fixtures = readFlyFixtures();
const around = (angle: number) =>
  lookAtCamera([25 * Math.cos(angle), 25 * Math.sin(angle), 12], [-0.5, 0, -0.8], [0, 0, 1], { fx: 2000, fy: 2000, cx: 640, cy: 512 });
const cameras = [around(-Math.PI / 2), around(Math.PI / 6), around((5 * Math.PI) / 6)];
const cameraJson = (c: PinholeCamera) => ({
  type: 'camera', fx: c.fx, fy: c.fy, cx: c.cx, cy: c.cy, world2cam_pos: Array.from(c.world2camPos), world2cam_rot_mat: Array.from(c.world2camRot),
});
const fk = new ForwardKinematics(model);

/** The synthetic fly frames' ground-truth poses (root at the origin) as per-camera pixels, the root joint unobserved. */
function pixels(camera: PinholeCamera, frame: number): ([number, number] | null)[] {
  const truth = neutralPoseOf(model);
  truth.dofs.set(fixtures.synthetic_frames[frame]!.ground_truth_dof_angles_per_leg.flat());
  fk.compute(truth.dofs, truth.rootPosition, truth.rootQuat);
  const out = new Float64Array(2);
  return Array.from({ length: model.jointCount }, (_, k) => (k > 0 && mapPoint(camera, fk.keypoints, 3 * k, out) ? [out[0]!, out[1]!] : null));
}

/** RMS pixel distance of a printed pose's keypoints from the observed pixels, recomputed here. */
function reprojectionRms(frame: IkFrame, views: PinholeCamera[], observed: ([number, number] | null)[][]): number {
  fk.compute(frame.dofs, frame.root_pos, frame.root_quat);
  const out = new Float64Array(2);
  let sum = 0;
  let count = 0;
  views.forEach((camera, c) =>
    observed[c]!.forEach((point, k) => {
      if (point === null) return;
      mapPoint(camera, fk.keypoints, 3 * k, out);
      sum += (out[0]! - point[0]) ** 2 + (out[1]! - point[1]) ** 2;
      count++;
    }),
  );
  return Math.sqrt(sum / count);
}

describe('bodyplan ik with 2D observations', () => {
  it('three cameras: recovers the synthetic fly angles; rms_error is the pixel RMS of the printed pose', async () => {
    const frames = [0, 1, 2].map((f) => cameras.map((camera) => pixels(camera, f)));
    const { code, stdout, stderr } = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('three.json', { cameras: cameras.map(cameraJson), frames }), '--iterations', '30', '--neutral-weight', '0', '--tolerance', '0'], 60_000);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const solved = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    expect(solved).toHaveLength(3);
    solved.forEach((frame, f) => {
      expect(frame.rms_error).toBeCloseTo(reprojectionRms(frame, cameras, frames[f]!), 9);
      expect(frame.rms_error!).toBeLessThan(1e-6);
      fixtures.synthetic_frames[f]!.ground_truth_dof_angles_per_leg.flat().forEach((truth, d) => expect(Math.abs(frame.dofs[d]! - truth), `frame ${f} dof ${d}`).toBeLessThan(1e-4));
    });
  }, 60_000);

  it('a camera whose points are 200 px off: the default Cauchy loss keeps the angles within 2° of the clean fit, --robust-loss none does not; a bad loss name is a usage error', async () => {
    const clean = [0, 1].map((f) => cameras.map((camera) => pixels(camera, f)));
    const shifted = clean.map((views) => views.map((points, c) => (c === 2 ? points.map((p): [number, number] | null => (p === null ? null : [p[0] + 200, p[1]])) : points)));
    const solve = async (frames: typeof clean, name: string, extra: string[]) => {
      const run = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file(name, { cameras: cameras.map(cameraJson), frames }), '--iterations', '30', ...extra], 60_000);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      return (JSON.parse(run.stdout) as { frames: IkFrame[] }).frames;
    };
    const reference = await solve(clean, 'clean.json', []);
    const robust = await solve(shifted, 'shifted.json', []);
    const plain = await solve(shifted, 'shifted.json', ['--robust-loss', 'none']);
    const largestDegrees = (a: IkFrame[]) => Math.max(...a.flatMap((frame, f) => frame.dofs.map((v, d) => (Math.abs(v - reference[f]!.dofs[d]!) * 180) / Math.PI)));
    expect(largestDegrees(robust)).toBeLessThan(2);
    expect(largestDegrees(plain)).toBeGreaterThan(2);
    const bad = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('shifted.json', { cameras: cameras.map(cameraJson), frames: shifted }), '--robust-loss', 'tukey']);
    expect(bad).toMatchObject({ code: 2, stdout: '' });
    expect(bad.stderr).toMatch(/--robust-loss expects one of none, huber, cauchy, got "tukey"/);
  }, 120_000);

  it('one camera with weights: a weight-0 leg keeps its neutral angles and is left out of rms_error (the fit does not use it); an X-Y view fits within 0.05 units', async () => {
    const camera = cameras[0]!;
    const frames = [0, 1].map((f) => pixels(camera, f));
    // A leg weighted 0 is left to the neutral prior: it keeps its neutral angles.
    const weights = frames.map((frame) => frame.map((_, j) => (j >= 1 && j <= 5 ? 0 : 1)));
    const one = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('one.json', { mapper: cameraJson(camera), frames, weights })], 60_000);
    // One camera: the note that depth is not observed, once for the 2 frames.
    expect(one.stderr).toBe(ONE_CAMERA_NOTE);
    expect(one.code).toBe(0);
    const [first] = (JSON.parse(one.stdout) as { frames: IkFrame[] }).frames;
    for (let d = 0; d < 7; d++) expect(Math.abs(first!.dofs[d]! - model.dofNeutral[d]!)).toBeLessThan(1e-9);
    const unweighted = frames.map((frame) => frame.map((p, j) => (j >= 1 && j <= 5 ? null : p)));
    expect(first!.rms_error).toBeGreaterThan(0);
    // rms_error is the unweighted pixel RMS of the observations the fit uses: a weight-0 (excluded,
    // zero-likelihood) point is not the fit's error. Recompute it without the leg, and with it.
    expect(first!.rms_error).toBeCloseTo(reprojectionRms(first!, [camera], [unweighted[0]!]), 9);
    expect(reprojectionRms(first!, [camera], [frames[0]!])).toBeGreaterThan(first!.rms_error!);

    const truth = neutralPoseOf(model);
    truth.dofs.set(fixtures.synthetic_frames[0]!.ground_truth_dof_angles_per_leg.flat());
    fk.compute(truth.dofs, truth.rootPosition, truth.rootQuat);
    const xy = Array.from({ length: model.jointCount }, (_, k) => (k > 0 ? [fk.keypoints[3 * k]!, fk.keypoints[3 * k + 1]!] : null));
    const view = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('xy.json', { mapper: { type: 'xy' }, frames: [xy] })], 60_000);
    expect(view.code).toBe(0);
    // An X-Y view has no depth to lose: no note.
    expect(view.stderr).toBe('');
    const [top] = (JSON.parse(view.stdout) as { frames: IkFrame[] }).frames;
    expect(top!.rms_error!).toBeLessThan(0.05);
  }, 90_000);

  it('observations behind the camera: left out of rms_error (null when nothing else), with a note on stderr', async () => {
    const arm = file('arm.json', {
      fixed_base: true,
      joints: [
        { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
        { name: 'hand', parent: 'shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    });
    // Camera z = world z - 5: everything of this arm (z = 0) is behind it.
    const behind = { type: 'camera', fx: 100, fy: 100, cx: 0, cy: 0, world2cam_pos: [0, 0, -5], world2cam_rot_mat: [1, 0, 0, 0, 1, 0, 0, 0, 1] };
    const run = await runCli(['ik', arm, '--targets', file('behind.json', { mapper: behind, frames: [[null, [10, 0]], [null, null]] })], 60_000);
    expect(run.code).toBe(0);
    const solved = (JSON.parse(run.stdout) as { frames: IkFrame[] }).frames;
    expect(solved.map((f) => f.rms_error)).toEqual([null, null]);
    expect(solved[0]!.dofs).toEqual([0]);
    expect(run.stderr).toBe(ONE_CAMERA_NOTE + 'bodyplan ik: note: 1 observation in 1 frame fell behind their camera at the solution; rms_error leaves them out\n');
  }, 60_000);

  it('a malformed 2D file is one located line on stderr, exit 2, nothing on stdout', async () => {
    const frames = [[pixels(cameras[0]!, 0), pixels(cameras[1]!, 0).map((p, j) => (j === 4 ? [p![0], 'x'] : p))]];
    const bad = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('bad.json', { cameras: cameras.slice(0, 2).map(cameraJson), frames })], 60_000);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^bodyplan ik: --targets ".*bad\.json": frames\[0\]\[1\]\[4\] \(camera 1, joint "[^"]+"\) must be \[u, v\] of 2 finite numbers or null, got \[[-\d.e]+,"x"\]\n$/);
    const notRotation = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', file('rot.json', { mapper: { ...cameraJson(cameras[0]!), world2cam_rot_mat: [1, 0, 0, 0, 1, 0, 0, 0, 0] }, frames: [] })], 60_000);
    expect(notRotation.code).toBe(2);
    expect(notRotation.stderr).toMatch(/mapper\.world2cam_rot_mat is not a rotation: R·Rᵀ differs from the identity by up to 1\.00\n$/);
  }, 90_000);
});
