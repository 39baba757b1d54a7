import { describe, expect, it } from 'vitest';
import { aniposeCalibrationToml } from '../../bodyplan/testing/aniposeCalibrationToml.ts';
import { flyDeepLabCutCsv, flyModel, flyTruthAngles, labFlyCameras, observedFlyPixels } from '../../bodyplan/testing/calibratedFlyRecording.ts';
import { FLY_BODY_PLAN_PATH } from '../../bodyplan/testing/flyFixtures.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';

const file = temporaryFiles('bodyplan-ik-calibration-');
const FRAMES = [0, 1, 2, 3];
const SOLVE = ['--iterations', '40', '--neutral-weight', '0', '--tolerance', '0'];

const observed = labFlyCameras.map((camera) => FRAMES.map((f) => observedFlyPixels(camera, f)));
// Written in an order unlike the calibration's, by different scorers, named the way anipose names them.
const csvFiles = [2, 0, 1].map((c) => file(`fly-trial1-${labFlyCameras[c]!.name}-DLC_resnet50_scorer${c}.csv`, flyDeepLabCutCsv(`DLC_resnet50_scorer${c}`, observed[c]!)));
const calibrationFile = file('calibration.toml', aniposeCalibrationToml(labFlyCameras));

function worstAngleError(frames: IkFrame[]): number {
  let worst = 0;
  frames.forEach((frame, i) => {
    flyTruthAngles(FRAMES[i]!).forEach((truth, d) => {
      worst = Math.max(worst, Math.abs(frame.dofs[d]! - truth));
    });
  });
  return worst;
}

describe('bodyplan ik --calibration with one DeepLabCut CSV per camera', () => {
  it('recovers the angles of a 3-camera recording with lens distortion to 1e-3 rad, saying which file went to which camera', async () => {
    const { code, stdout, stderr } = await runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', calibrationFile, ...csvFiles.flatMap((f) => ['--targets', f]), ...SOLVE], 120_000);
    expect(code, stderr).toBe(0);
    const lines = stderr.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      `bodyplan ik: note: "${csvFiles[0]}" -> camera "cam10" [cam_2]`,
      `bodyplan ik: note: "${csvFiles[1]}" -> camera "cam1" [cam_0]`,
      `bodyplan ik: note: "${csvFiles[2]}" -> camera "cam2" [cam_1]`,
    ]);
    expect(stderr).toContain('parts feeding no joint: tracking_marker');
    const solved = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    expect(solved).toHaveLength(FRAMES.length);
    expect(worstAngleError(solved)).toBeLessThan(1e-3);
    // The fit is exact in undistorted pixels: nothing left over.
    solved.forEach((frame) => expect(frame.rms_error!).toBeLessThan(1e-4));
  }, 120_000);

  it('--workers 2 solves the same calibrated recording to the same angles', async () => {
    const { code, stdout, stderr } = await runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', calibrationFile, ...csvFiles.flatMap((f) => ['--targets', f]), ...SOLVE, '--workers', '2'], 120_000);
    expect(code, stderr).toBe(0);
    const solved = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    expect(solved).toHaveLength(FRAMES.length);
    expect(worstAngleError(solved)).toBeLessThan(1e-3);
  }, 120_000);

  it('the lens matters: the same files read with zero distortions are solved well off the true angles', async () => {
    const pinholeOnly = file('pinhole-calibration.toml', aniposeCalibrationToml(labFlyCameras.map((c) => ({ ...c, distortion: { k1: 0, k2: 0, p1: 0, p2: 0, k3: 0 } }))));
    const { code, stdout, stderr } = await runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', pinholeOnly, ...csvFiles.flatMap((f) => ['--targets', f]), ...SOLVE], 120_000);
    expect(code, stderr).toBe(0);
    const solved = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    expect(worstAngleError(solved)).toBeGreaterThan(1e-2);
  }, 120_000);

  it('files of different lengths: aligned by index, the shorter padded as unobserved, with a warning; --parts applies to every file', async () => {
    // Another scorer's file whose parts are named differently: the --parts table maps them to joints.
    const short = file('short-cam2.csv', flyDeepLabCutCsv('DLC_other', observed[1]!.slice(0, 2), (joint) => `dlc-${joint}`));
    const parts = file('parts.json', Object.fromEntries(flyModel.jointNames.map((joint) => [`dlc-${joint}`, joint])));
    const { code, stdout, stderr } = await runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', calibrationFile, '--targets', csvFiles[1]!, '--targets', short, '--parts', parts, '--iterations', '5'], 120_000);
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(`bodyplan ik: note: "${short}": parts feeding no joint: tracking_marker (`);
    expect(stderr).toContain('bodyplan ik: warning: the files differ in length (frames per camera: "cam1" 4, "cam2" 2): frames are aligned by index over the longest (4)');
    expect(stderr).toContain('calibration cameras without a --targets file (not used): "cam10"');
    expect((JSON.parse(stdout) as { frames: IkFrame[] }).frames).toHaveLength(4);
  }, 120_000);

  it('refuses, with exit 2 and a message naming the file, a file matching no camera, an ambiguous one, or two files for one camera', async () => {
    const csv = flyDeepLabCutCsv('DLC', observed[0]!.slice(0, 1));
    const cases: [string[], string][] = [
      [[file('trial-top.csv', csv)], 'its name contains none of the calibration\'s camera names ("cam1", "cam2", "cam10")'],
      [[file('trial-cam1-cam2.csv', csv)], 'its name contains the camera names "cam1" and "cam2", equally long, so its camera is ambiguous'],
      [[csvFiles[1]!, file('again-cam1.csv', csv)], 'both name camera "cam1": give one file per camera'],
    ];
    for (const [targets, message] of cases) {
      const run = await runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', calibrationFile, ...targets.flatMap((f) => ['--targets', f])]);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  }, 120_000);

  it('refuses a fisheye calibration, a calibration error by its place, and several files without a calibration', async () => {
    const fisheye = file('fisheye.toml', aniposeCalibrationToml(labFlyCameras).replace('name = "cam2"', 'name = "cam2"\nfisheye = true'));
    const one = await runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', fisheye, '--targets', csvFiles[1]!]);
    expect(one.code).toBe(2);
    expect(one.stderr).toBe(`bodyplan ik: --calibration "${fisheye}": [cam_1] (camera "cam2"): fisheye = true: fisheye lenses (OpenCV's fisheye model) are not supported; only the radial-tangential model [k1, k2, p1, p2, k3] is. Calibrate without the fisheye option, or undistort the 2D points first and give zero distortions\n`);
    const broken = file('broken.toml', aniposeCalibrationToml(labFlyCameras).replace(/translation = (.*)/, 'translation = $1 ]'));
    const two = await runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', broken, '--targets', csvFiles[1]!]);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(new RegExp(`^bodyplan ik: --calibration "${broken.replace(/[.\\]/g, '\\$&')}": line 7, column \\d+: not valid TOML: `));
    const three = await runCli(['ik', FLY_BODY_PLAN_PATH, '--targets', csvFiles[0]!, '--targets', csvFiles[1]!]);
    expect(three.code).toBe(2);
    expect(three.stderr).toMatch(/^bodyplan ik: several --targets files \(one per camera\) need --calibration calibration.toml/);
    const both = await runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', calibrationFile, '--xy', '--targets', csvFiles[1]!]);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('bodyplan ik: --xy and --calibration both say which camera the pixels were taken with: give one of them\n');
  }, 120_000);
});
