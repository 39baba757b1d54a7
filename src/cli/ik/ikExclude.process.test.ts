import { describe, expect, it } from 'vitest';
import { humanFourCameraRecording, humanoidWithoutHiddenTwists } from '../../bodyplan/testing/humanFourCameraRecording.ts';
import { savedRecordingJson } from '../../bodyplan/recording/savedRecording.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';
import { dofsOfJoints, trackedViews, writeHumanCameraFiles, type TrackedViews } from '../testing/humanCameraFiles.ts';

// A person filmed by four calibrated cameras (camA-camD) at a lab's rate, 1 px of tracking noise;
// camB loses the left leg over frames 80-109: its tracker follows the right leg instead, as sure of
// itself as anywhere else (likelihood 0.95), so no likelihood threshold catches it.
const file = temporaryFiles('bodyplan-ik-exclude-');
const plan = humanoidWithoutHiddenTwists();
const recording = humanFourCameraRecording(120, 1, 5, plan, 4);
const planFile = file('humanoid.json', JSON.stringify(plan));
const joint = (name: string) => recording.model.jointNames.indexOf(name);
const LEFT_LEG = ['left_knee', 'left_ankle', 'left_heel', 'left_toe', 'left_toe_tip'];
const LOST = Array.from({ length: 30 }, (_, i) => 80 + i);
const legDofs = dofsOfJoints(recording, ['left_hip', 'left_knee', 'left_ankle']);

function lostLeg(): TrackedViews {
  const views = trackedViews(recording);
  for (const f of LOST) for (const name of LEFT_LEG) views[1]![f]![joint(name)] = views[1]![f]![joint(name.replace('left', 'right'))]!;
  return views;
}
const clean = writeHumanCameraFiles(recording, trackedViews(recording), temporaryFiles('bodyplan-ik-exclude-clean-'));
const spoiled = writeHumanCameraFiles(recording, lostLeg(), file);

/** RMS in degrees of the left leg's DOF angles (hip, knee, ankle) from the truth over frames 80-109. */
function legErrorDeg(solved: readonly IkFrame[]): number {
  let sum = 0;
  for (const f of LOST) for (const d of legDofs) sum += (solved[f]!.dofs[d]! - recording.truth[f]!.dofs[d]!) ** 2;
  return (Math.sqrt(sum / (LOST.length * legDofs.length)) * 180) / Math.PI;
}

async function solve(inputs: readonly string[], ...options: string[]): Promise<{ output: Record<string, unknown>; frames: IkFrame[]; stderr: string }> {
  const { code, stdout, stderr } = await runCli(['ik', planFile, ...inputs, ...options], 300_000);
  expect(code, stderr).toBe(0);
  const output = JSON.parse(stdout) as Record<string, unknown> & { frames: IkFrame[] };
  return { output, frames: output.frames, stderr };
}

describe('bodyplan ik --exclude', () => {
  it('camB:80-109 brings the left leg\'s angles over those frames back to what the clean recording gives (about 1.6° RMS off the truth without it, 1.2° with it, 1.1° clean); stderr and the output say what was excluded', async () => {
    const [truthLike, without, withExclusion] = await Promise.all([solve(clean), solve(spoiled), solve(spoiled, '--exclude', 'camB:80-109')]);
    const figures = `left leg over frames 80-109, RMS from the truth: clean ${legErrorDeg(truthLike.frames).toFixed(2)}°, camB's leg lost ${legErrorDeg(without.frames).toFixed(2)}°, excluded ${legErrorDeg(withExclusion.frames).toFixed(2)}°`;
    expect(legErrorDeg(withExclusion.frames), figures).toBeLessThan(legErrorDeg(without.frames) - 0.25);
    expect(legErrorDeg(withExclusion.frames), figures).toBeLessThan(1.2 * legErrorDeg(truthLike.frames));
    // 30 frames × 30 keypoints, every one seen by camB.
    expect(withExclusion.stderr).toContain('bodyplan ik: note: excluded 900 observations (camB:80-109)\n');
    expect(Object.keys(withExclusion.output)).toEqual(['exclusions', 'frames', 'suspicious']);
    expect(withExclusion.output.exclusions).toEqual(['camB:80-109']);
    expect(Object.keys(without.output)).not.toContain('exclusions');
  }, 300_000);

  it('with plain least squares the lost leg throws the angles far off (about 17° RMS) and the exclusion brings them back (1.2°); only the leg\'s keypoints, comma-separated, do as well', async () => {
    const [without, camera, keypoints] = await Promise.all([
      solve(spoiled, '--robust-loss', 'none'),
      solve(spoiled, '--robust-loss', 'none', '--exclude', 'camB:80-109'),
      solve(spoiled, '--robust-loss', 'none', '--exclude', LEFT_LEG.map((name) => `camB/${name}:80-109`).join(',')),
    ]);
    const figures = `RMS from the truth: lost ${legErrorDeg(without.frames).toFixed(2)}°, camB excluded ${legErrorDeg(camera.frames).toFixed(2)}°, camB's left leg excluded ${legErrorDeg(keypoints.frames).toFixed(2)}°`;
    expect(legErrorDeg(without.frames), figures).toBeGreaterThan(8);
    expect(legErrorDeg(camera.frames), figures).toBeLessThan(1.5);
    expect(legErrorDeg(keypoints.frames), figures).toBeLessThan(1.5);
    expect(keypoints.stderr).toContain('excluded 150 observations (camB/left_knee:80-109, camB/left_ankle:80-109, camB/left_heel:80-109, camB/left_toe:80-109, camB/left_toe_tip:80-109)');
  }, 300_000);

  it('a saved recording\'s exclusions are applied as --exclude is, and added to by it', async () => {
    const views = lostLeg();
    const n = recording.model.jointCount;
    const frames = recording.frames.map((_, f) => {
      const points = new Float64Array(2 * 4 * n).fill(NaN);
      const weights = new Float64Array(4 * n);
      views.forEach((view, v) => view[f]!.forEach((t, k) => t && (points.set([t.u, t.v], 2 * (v * n + k)), (weights[v * n + k] = t.likelihood))));
      return { points, weights };
    });
    const text = savedRecordingJson({ mappers: recording.cameras, frames, cameraNames: ['camA', 'camB', 'camC', 'camD'], exclusions: [{ camera: 'camB', keypoint: null, from: 80, to: 109 }], fps: null }, n);
    const [fromFile, fromOption] = await Promise.all([solve(['--targets', file('saved.json', text)], '--exclude', 'camA:0'), solve(spoiled, '--exclude', 'camB:80-109,camA:0')]);
    expect(fromFile.stderr).toContain('bodyplan ik: note: excluded 930 observations (camB:80-109, camA:0)\n');
    expect(fromFile.output.exclusions).toEqual(['camB:80-109', 'camA:0']);
    let largest = 0;
    fromFile.frames.forEach((frame, f) => frame.dofs.forEach((value, d) => (largest = Math.max(largest, Math.abs(value - fromOption.frames[f]!.dofs[d]!)))));
    expect(largest).toBeLessThan(1e-6);
  }, 300_000);

  it('a camera or keypoint the recording does not have, a malformed spec, or 3D targets: exit 2 with a message listing what there is', async () => {
    const run = (...options: string[]) => runCli(['ik', planFile, ...spoiled, ...options], 300_000);
    const [camera, keypoint, malformed, likelihood] = await Promise.all([
      run('--exclude', 'camX:80-109'),
      run('--exclude', 'camB/left_kne:80-109'),
      run('--exclude', 'camB'),
      run('--min-likelihood', 'camE=0.8'),
    ]);
    // The last line of stderr, after the notes on which file went to which camera.
    const last = (stderr: string) => stderr.trimEnd().split('\n').at(-1);
    expect([camera.code, camera.stdout, last(camera.stderr)]).toEqual([2, '', 'bodyplan ik: --exclude: exclusion "camX:80-109": no camera is called "camX" (cameras: camA, camB, camC, camD)']);
    expect(keypoint.code).toBe(2);
    expect(keypoint.stderr).toContain('bodyplan ik: --exclude: exclusion "camB/left_kne:80-109": no keypoint is called "left_kne" (keypoints: pelvis, lower_spine, chest, neck, head, head_top, left_eye, right_eye, left_hip, left_knee, left_ankle, left_heel, … 18 more)');
    expect([malformed.code, malformed.stderr]).toEqual([2, 'bodyplan ik: --exclude: exclusion "camB": expected CAMERA:FROM-TO or CAMERA/KEYPOINT:FROM-TO (frames counted from 0, both included; one frame: CAMERA:FRAME)\n']);
    expect([likelihood.code, last(likelihood.stderr)]).toEqual([2, 'bodyplan ik: --min-likelihood: no camera is called "camE" (cameras: camA, camB, camC, camD)']);
    const targets3d = file('targets3d.json', { frames: [Array.from({ length: recording.model.jointCount }, () => [0, 0, 0])] });
    const threeD = await runCli(['ik', planFile, '--targets', targets3d, '--exclude', 'camB:80-109', '--median-filter', '5'], 300_000);
    expect([threeD.code, threeD.stderr]).toEqual([2, 'bodyplan ik: --exclude, --median-filter act on 2D observations (cameras\' pixels); these targets are 3D points\n']);
  }, 300_000);
});
