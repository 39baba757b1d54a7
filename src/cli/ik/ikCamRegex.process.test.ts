import { describe, expect, it } from 'vitest';
import { aniposeCalibrationToml } from '../../bodyplan/testing/aniposeCalibrationToml.ts';
import { flyDeepLabCutCsv, flyTruthAngles, labFlyCameras, observedFlyPixels } from '../../bodyplan/testing/calibratedFlyRecording.ts';
import { FLY_BODY_PLAN_PATH } from '../../bodyplan/testing/flyFixtures.ts';
import { DEFAULT_CAM_REGEX } from '../../bodyplan/recording/cameraFileMatching.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';

const file = temporaryFiles('bodyplan-ik-cam-regex-');
const FRAMES = [0, 1, 2];
const SOLVE = ['--iterations', '40', '--neutral-weight', '0', '--tolerance', '0'];

// anipose's naming: cameras "A", "B", "C" in the calibration; DeepLabCut's output names for the files,
// where the camera letter runs into "DLC_" (the name rule alone finds both "A" and "C" in "camADLC_…": ambiguous).
const letters = ['A', 'B', 'C'];
const aniposeCameras = labFlyCameras.map((camera, c) => ({ ...camera, name: letters[c]! }));
const calibrationFile = file('calibration.toml', aniposeCalibrationToml(aniposeCameras));
const observed = labFlyCameras.map((camera) => FRAMES.map((f) => observedFlyPixels(camera, f)));
const dlcFiles = [2, 0, 1].map((c) => file(`fly-trial1-cam${letters[c]}DLC_resnet50_flyJan1shuffle1_100000.csv`, flyDeepLabCutCsv('DLC_resnet50_flyJan1shuffle1_100000', observed[c]!)));

function worstAngleError(frames: IkFrame[]): number {
  return Math.max(...frames.flatMap((frame, i) => flyTruthAngles(FRAMES[i]!).map((truth, d) => Math.abs(frame.dofs[d]! - truth))));
}

const ik = (...args: string[]) => runCli(['ik', FLY_BODY_PLAN_PATH, '--calibration', calibrationFile, ...args], 120_000);

describe('bodyplan ik --cam-regex (anipose cam_regex)', () => {
  it('anipose cameras A–C with DeepLabCut output names: matched by the default pattern, and solved', async () => {
    const { code, stdout, stderr } = await ik(...dlcFiles.flatMap((f) => ['--targets', f]), ...SOLVE);
    expect(code, stderr).toBe(0);
    expect(stderr.trim().split('\n').slice(0, 3)).toEqual([2, 0, 1].map((c, i) => `bodyplan ik: note: "${dlcFiles[i]}" -> camera "${letters[c]}" [cam_${c}] (cam_regex /${DEFAULT_CAM_REGEX}/ read "${letters[c]}")`));
    const solved = (JSON.parse(stdout) as { frames: IkFrame[] }).frames;
    expect(solved).toHaveLength(FRAMES.length);
    expect(worstAngleError(solved)).toBeLessThan(1e-3);
  }, 120_000);

  it('--cam-regex picks the camera out of a lab\'s own naming', async () => {
    const own = [0, 1, 2].map((c) => file(`fly_${letters[c]}_view_trial1.csv`, flyDeepLabCutCsv('DLC', observed[c]!.slice(0, 1))));
    const { code, stderr } = await ik('--cam-regex', '^fly_([A-Z])_view', ...own.flatMap((f) => ['--targets', f]), '--iterations', '2');
    expect(code, stderr).toBe(0);
    expect(stderr).toContain(`bodyplan ik: note: "${own[1]}" -> camera "B" [cam_1] (cam_regex /^fly_([A-Z])_view/ read "B")`);
  }, 120_000);

  it('refuses with exit 2 a pattern that is invalid, has no group, reads an unknown camera, or is given without --calibration', async () => {
    const cases: [string[], string][] = [
      [['--cam-regex', '-cam([A-Z]', '--targets', dlcFiles[0]!], 'bodyplan ik: --cam-regex: cam_regex "-cam([A-Z]" is not a valid regular expression: '],
      [['--cam-regex', '-cam[A-Z]', '--targets', dlcFiles[0]!], 'bodyplan ik: --cam-regex: cam_regex "-cam[A-Z]" has 0 capture groups; it needs exactly one, around the camera\'s name (e.g. "-cam([A-Z])$")'],
      [
        ['--cam-regex', '-(cam[A-Z])', '--targets', dlcFiles[0]!],
        `bodyplan ik: --targets "${dlcFiles[0]}": cam_regex /-(cam[A-Z])/ reads camera "camC", which the calibration does not have ("A", "B", "C") (the given cam_regex /-(cam[A-Z])/ extracted "${dlcFiles[0]}" → "camC")`,
      ],
    ];
    for (const [args, message] of cases) {
      const run = await ik(...args);
      expect(run.code).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain(message);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    const alone = await runCli(['ik', FLY_BODY_PLAN_PATH, '--cam-regex', '-cam([A-Z])', '--targets', dlcFiles[0]!]);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toMatch(/^bodyplan ik: --cam-regex picks each --targets file's camera out of its name, which needs --calibration calibration.toml/);
  }, 120_000);
});
