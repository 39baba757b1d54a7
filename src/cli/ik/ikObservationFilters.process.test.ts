import { describe, expect, it } from 'vitest';
import { humanFourCameraRecording, humanoidWithoutHiddenTwists } from '../../bodyplan/testing/humanFourCameraRecording.ts';
import { runCli } from '../testing/runCli.ts';
import { temporaryFiles, type IkFrame } from '../testing/ikTestFiles.ts';
import { dofsOfJoints, trackedViews, writeHumanCameraFiles, type TrackedViews } from '../testing/humanCameraFiles.ts';

// The four-camera person (camA-camD) at a lab's rate, 1 px of tracking noise, 60 frames, spoiled
// the ways a tracker spoils a recording. With the default robust loss (Cauchy) one camera's wrong
// points already move the pose little, so each filter is shown with plain least squares
// (--robust-loss none), where what it removes would otherwise go straight into the angles.
const plan = humanoidWithoutHiddenTwists();
const recording = humanFourCameraRecording(60, 1, 5, plan, 4);
const planFile = temporaryFiles('bodyplan-ik-filters-')('humanoid.json', JSON.stringify(plan));
const joint = (name: string) => recording.model.jointNames.indexOf(name);
const LEFT_LEG = ['left_knee', 'left_ankle', 'left_heel', 'left_toe', 'left_toe_tip'];
const legDofs = dofsOfJoints(recording, ['left_hip', 'left_knee', 'left_ankle']);
const allDofs = Array.from({ length: recording.model.dofCount }, (_, d) => d);
const ALL_FRAMES = Array.from({ length: 60 }, (_, f) => f);

/** RMS in degrees of the DOF angles `dofs` from the truth over `frames`. */
function errorDeg(solved: readonly IkFrame[], frames: readonly number[], dofs: readonly number[]): number {
  let sum = 0;
  for (const f of frames) for (const d of dofs) sum += (solved[f]!.dofs[d]! - recording.truth[f]!.dofs[d]!) ** 2;
  return (Math.sqrt(sum / (frames.length * dofs.length)) * 180) / Math.PI;
}

function spoiled(spoil: (views: TrackedViews) => void): string[] {
  const views = trackedViews(recording);
  spoil(views);
  return writeHumanCameraFiles(recording, views, temporaryFiles('bodyplan-ik-filters-'));
}

async function solve(inputs: readonly string[], ...options: string[]): Promise<{ frames: IkFrame[]; output: Record<string, unknown>; stderr: string }> {
  const { code, stdout, stderr } = await runCli(['ik', planFile, ...inputs, '--robust-loss', 'none', ...options], 300_000);
  expect(code, stderr).toBe(0);
  const output = JSON.parse(stdout) as Record<string, unknown> & { frames: IkFrame[] };
  return { frames: output.frames, output, stderr };
}

describe('bodyplan ik 2D filters', () => {
  it('--jump-filter 40: camB\'s left-leg labels jump 150 px for frames 40-41; the 10 jumped points are dropped and the leg\'s angles there come back near the clean fit', async () => {
    const JUMPED = [40, 41];
    const inputs = spoiled((views) => JUMPED.forEach((f) => LEFT_LEG.forEach((name) => (views[1]![f]![joint(name)]!.u += 150))));
    const [clean, without, filtered] = await Promise.all([solve(spoiled(() => {})), solve(inputs), solve(inputs, '--jump-filter', '40')]);
    const figures = `left leg over frames 40-41, RMS from the truth: clean ${errorDeg(clean.frames, JUMPED, legDofs).toFixed(2)}°, jumped ${errorDeg(without.frames, JUMPED, legDofs).toFixed(2)}°, filtered ${errorDeg(filtered.frames, JUMPED, legDofs).toFixed(2)}°`;
    expect(filtered.stderr).toContain('bodyplan ik: note: --jump-filter dropped 10 observations that moved more than 40 px per frame from the last kept point of their keypoint and camera\n');
    expect(errorDeg(without.frames, JUMPED, legDofs), figures).toBeGreaterThan(3 * errorDeg(clean.frames, JUMPED, legDofs));
    expect(errorDeg(filtered.frames, JUMPED, legDofs), figures).toBeLessThan(1.5 * errorDeg(clean.frames, JUMPED, legDofs));
    expect(filtered.output.filters).toEqual({ jump_filter_px_per_frame: 40 });
  }, 300_000);

  it('--median-filter 5: one-frame spikes of 40-90 px on 2 % of the points in every camera; filtered, the angles are about as close to the truth as the clean recording\'s', async () => {
    const inputs = spoiled((views) =>
      views.forEach((frames, v) => frames.forEach((joints, f) => joints.forEach((t, k) => t !== null && (f * 31 + k * 17 + v * 7) % 50 === 0 && (t.u += 40 + ((f + k) % 6) * 10)))),
    );
    const [clean, without, filtered] = await Promise.all([solve(spoiled(() => {})), solve(inputs), solve(inputs, '--median-filter', '5')]);
    const figures = `every DOF over 60 frames, RMS from the truth: clean ${errorDeg(clean.frames, ALL_FRAMES, allDofs).toFixed(2)}°, spiked ${errorDeg(without.frames, ALL_FRAMES, allDofs).toFixed(2)}°, filtered ${errorDeg(filtered.frames, ALL_FRAMES, allDofs).toFixed(2)}°`;
    expect(errorDeg(without.frames, ALL_FRAMES, allDofs), figures).toBeGreaterThan(3 * errorDeg(clean.frames, ALL_FRAMES, allDofs));
    expect(errorDeg(filtered.frames, ALL_FRAMES, allDofs), figures).toBeLessThan(1.2 * errorDeg(clean.frames, ALL_FRAMES, allDofs));
    expect(filtered.stderr).toMatch(/bodyplan ik: note: --median-filter moved \d+ observations to the median of their 5-frame window\n/);
  }, 300_000);

  it('--min-likelihood camB=0.8: camB follows the wrong leg over frames 20-39 but less sure of it (0.7, above the usual 0.6); cut at 0.8 for camB only, the leg\'s angles come back', async () => {
    const LOST = Array.from({ length: 20 }, (_, i) => 20 + i);
    const inputs = spoiled((views) =>
      LOST.forEach((f) => LEFT_LEG.forEach((name) => (views[1]![f]![joint(name)] = { ...views[1]![f]![joint(name.replace('left', 'right'))]!, likelihood: 0.7 }))),
    );
    const [clean, without, filtered] = await Promise.all([solve(spoiled(() => {})), solve(inputs), solve(inputs, '--min-likelihood', 'camB=0.8')]);
    const figures = `left leg over frames 20-39, RMS from the truth: clean ${errorDeg(clean.frames, LOST, legDofs).toFixed(2)}°, wrong leg ${errorDeg(without.frames, LOST, legDofs).toFixed(2)}°, filtered ${errorDeg(filtered.frames, LOST, legDofs).toFixed(2)}°`;
    expect(filtered.stderr).toContain('bodyplan ik: note: --min-likelihood dropped 100 observations below their camera\'s likelihood threshold (camA 0.6, camB 0.8, camC 0.6, camD 0.6)\n');
    expect(errorDeg(without.frames, LOST, legDofs), figures).toBeGreaterThan(3 * errorDeg(clean.frames, LOST, legDofs));
    expect(errorDeg(filtered.frames, LOST, legDofs), figures).toBeLessThan(1.3 * errorDeg(clean.frames, LOST, legDofs));
    expect(filtered.output.filters).toEqual({ min_likelihood: { camA: 0.6, camB: 0.8, camC: 0.6, camD: 0.6 } });
  }, 300_000);

  it('malformed values are usage errors naming the option', async () => {
    const inputs = spoiled(() => {});
    const [even, jump, both] = await Promise.all([
      runCli(['ik', planFile, ...inputs, '--median-filter', '4'], 300_000),
      runCli(['ik', planFile, ...inputs, '--jump-filter', '-3'], 300_000),
      runCli(['ik', planFile, ...inputs, '--min-likelihood', '0.7', '--likelihood-threshold', '0.5'], 300_000),
    ]);
    expect([even.code, even.stderr]).toEqual([2, 'bodyplan ik: --median-filter expects an odd whole number of frames (3, 5, 7, ...), centred on each frame, got "4"\n']);
    expect([jump.code, jump.stderr]).toEqual([2, 'bodyplan ik: --jump-filter expects a positive number, got "-3"\n']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--likelihood-threshold and --min-likelihood P both set every camera\'s cut-off: give one');
  }, 300_000);
});
