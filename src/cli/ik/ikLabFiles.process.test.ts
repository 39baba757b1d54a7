// Issue 39: `bodyplan ik --targets` reads the files lab tools write, by their content, as a user runs it:
// the committed test files (test-data/lab-files/, written by scripts/testdata/) through the real CLI.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HUMANOID_PLAN_PATH, SUBJECT_POSITION } from '../../bodyplan/testing/humanFourCameraRecording.ts';
import { runCli, REPO_ROOT } from '../testing/runCli.ts';
import type { IkFrame } from '../testing/ikTestFiles.ts';

const LAB = join(REPO_ROOT, 'test-data', 'lab-files');
const DLC = join(LAB, 'deeplabcut');
const FLY_PLAN = join(REPO_ROOT, 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json');
const CALIBRATION = join(DLC, 'calibration.toml');
const SCORER = 'DLC_resnet50_flyJan1shuffle1_100000';
const flyH5 = (camera: string, suffix = '') => join(DLC, `trial1-cam${camera}${SCORER}${suffix}.h5`);
const MULTI_ANIMAL = join(DLC, 'trial1-camADLC_dlcrnetms5_flyJan1shuffle1_100000_el.h5');
const TRC = join(LAB, 'trc', 'walk-pose2sim.trc');
const C3D_FLOAT = join(LAB, 'c3d', 'walk-vicon-float.c3d');
const C3D_INTEGER = join(LAB, 'c3d', 'walk-integer.c3d');
const SLP = join(LAB, 'sleap', 'fly.predictions.slp');
const SLEAP_ANALYSIS = join(LAB, 'sleap', 'fly.v001.000_trial1-camA.analysis.h5');
/** Tight tolerances and no pull to neutral, as markerFilesSolve.test.ts: the defaults stop at 1 mm steps. */
const MARKER_SOLVE = ['--iterations', '50', '--neutral-weight', '0', '--tolerance', '1e-7'];

/** Binary files (cut, foreign) in a fresh temporary folder. */
const temporaryDir = mkdtempSync(join(tmpdir(), 'bodyplan-ik-lab-'));
function binaryFile(name: string, bytes: Uint8Array): string {
  const path = join(temporaryDir, name);
  writeFileSync(path, bytes);
  return path;
}

const ik = (plan: string, ...args: string[]) => runCli(['ik', plan, ...args], 120_000);

interface IkOutput {
  fps?: number;
  fps_source?: string;
  frames: IkFrame[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function solved(run: { code: number | null; stdout: string; stderr: string }): IkOutput {
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as IkOutput;
}

const medianRms = (output: IkOutput) => median(output.frames.map((frame) => frame.rms_error!));

/** A refusal as the user sees it: exit 2, nothing on stdout, one line on stderr. */
function expectRefusal(run: { code: number | null; stdout: string; stderr: string }, message: string | RegExp): void {
  expect(run.code, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  if (typeof message === 'string') expect(run.stderr).toContain(message);
  else expect(run.stderr).toMatch(message);
}

describe('bodyplan ik with DeepLabCut .h5 files of an anipose session (cameras A–D)', () => {
  it('the four default .h5 outputs: each file goes to its camera, 50 frames solved within 2 px', async () => {
    const files = ['A', 'B', 'C', 'D'].map((camera) => flyH5(camera));
    const run = await ik(FLY_PLAN, '--calibration', CALIBRATION, ...files.flatMap((f) => ['--targets', f]));
    const output = solved(run);
    ['A', 'B', 'C', 'D'].forEach((camera, c) => {
      expect(run.stderr).toContain(`bodyplan ik: note: "${files[c]}" -> camera "${camera}" [cam_${c}]`);
    });
    expect(output.frames).toHaveLength(50);
    const rms = medianRms(output);
    console.log(`fly session, 4 DeepLabCut .h5: ${output.frames.length} frames, median rms_error ${rms.toFixed(3)} px`);
    expect(rms).toBeLessThan(2);
  }, 120_000);

  it("camera A's _filtered.h5 mixed with the other cameras' default outputs still solves", async () => {
    const files = [flyH5('A', '_filtered'), flyH5('B'), flyH5('C'), flyH5('D')];
    const run = await ik(FLY_PLAN, '--calibration', CALIBRATION, ...files.flatMap((f) => ['--targets', f]));
    const output = solved(run);
    expect(run.stderr).toContain(`bodyplan ik: note: "${files[0]}" -> camera "A" [cam_0]`);
    expect(output.frames).toHaveLength(50);
    const rms = medianRms(output);
    console.log(`fly session with camera A _filtered.h5: median rms_error ${rms.toFixed(3)} px`);
    expect(rms).toBeLessThan(2);
  }, 120_000);

  it('the multi-animal _el.h5: refused with the individuals listed until --individual picks one', async () => {
    const others = ['B', 'C', 'D'].map((camera) => flyH5(camera));
    const args = ['--calibration', CALIBRATION, '--targets', MULTI_ANIMAL, ...others.flatMap((f) => ['--targets', f])];
    const without = await ik(FLY_PLAN, ...args);
    console.log(`refused: ${without.stderr.trim()}`);
    expectRefusal(without, /fly1.*fly2/);
    expect(without.stderr).toContain('--individual');
    const output = solved(await ik(FLY_PLAN, ...args, '--individual', 'fly1'));
    expect(output.frames).toHaveLength(50);
    const rms = medianRms(output);
    console.log(`fly session with the multi-animal _el.h5 (--individual fly1): median rms_error ${rms.toFixed(3)} px`);
    expect(rms).toBeLessThan(2);
  }, 120_000);
});

describe('bodyplan ik with 3D marker files on the humanoid', () => {
  for (const [name, path] of [
    ['.trc (Pose2Sim, Y-up)', TRC],
    ['.c3d (float)', C3D_FLOAT],
    ['.c3d (integer)', C3D_INTEGER],
  ] as const) {
    it(`${name}: solved at the markers' noise, with the file's frame rate`, async () => {
      const output = solved(await ik(HUMANOID_PLAN_PATH, '--targets', path, ...MARKER_SOLVE));
      expect(output.fps).toBe(100);
      expect(output.fps_source).toContain(path.split('/').pop()!);
      const rms = medianRms(output);
      console.log(`${name}: ${output.frames.length} frames, median rms_error ${(rms * 1000).toFixed(2)} mm`);
      expect(rms).toBeLessThan(0.004);
    }, 120_000);
  }

  // The humanoid's root is free, so a whole-body rotation costs the fit nothing (same rms either way):
  // the axes show in where the solved body stands. Read as written (Y-up), its root is where the walk
  // was recorded; read as Z-up, the recorded height lands on the horizontal y axis: the subject lies down.
  it('--up-axis z on the Y-up .trc lays the subject down: the axes matter', async () => {
    const asRecorded = solved(await ik(HUMANOID_PLAN_PATH, '--targets', TRC, ...MARKER_SOLVE));
    const zUpRun = await ik(HUMANOID_PLAN_PATH, '--targets', TRC, '--up-axis', 'z', ...MARKER_SOLVE);
    const zUp = solved(zUpRun);
    expect(zUpRun.stderr).toContain('(.trc): read as Z-up');
    const standing = asRecorded.frames[0]!.root_pos;
    const lying = zUp.frames[0]!.root_pos;
    console.log(`.trc frame 0 root_pos: Y-up (as written) [${standing.map((v) => v.toFixed(3)).join(', ')}] m, read as Z-up [${lying.map((v) => v.toFixed(3)).join(', ')}] m; median rms ${(medianRms(asRecorded) * 1000).toFixed(2)} / ${(medianRms(zUp) * 1000).toFixed(2)} mm`);
    standing.forEach((v, i) => expect(Math.abs(v - SUBJECT_POSITION[i]!)).toBeLessThan(0.05));
    expect(Math.abs(lying[2]! - SUBJECT_POSITION[2]!)).toBeGreaterThan(0.3);
    expect(Math.abs(lying[1]! - SUBJECT_POSITION[2]!)).toBeLessThan(0.05);
  }, 120_000);
});

describe('bodyplan ik with DeepLabCut 3D output as 3D targets', () => {
  it('the humanoid walk as a DeepLabCut 3D CSV', async () => {
    const output = solved(await ik(HUMANOID_PLAN_PATH, '--targets', join(LAB, 'deeplabcut3d', 'walk_DLC_3D.csv'), ...MARKER_SOLVE));
    const rms = medianRms(output);
    console.log(`walk_DLC_3D.csv on the humanoid: ${output.frames.length} frames, median rms_error ${(rms * 1000).toFixed(2)} mm`);
    expect(rms).toBeLessThan(0.004);
  }, 120_000);

  for (const name of ['trial1_DLC_3D.csv', 'trial1_DLC_3D.h5']) {
    it(`the fly session's ${name}`, async () => {
      const run = await ik(FLY_PLAN, '--targets', join(DLC, name));
      const output = solved(run);
      expect(output.frames).toHaveLength(50);
      const rms = medianRms(output);
      console.log(`${name} on the fly: ${output.frames.length} frames, median rms_error ${rms.toFixed(4)} (calibration units, as metres)`);
      expect(rms).toBeLessThan(0.05);
    }, 120_000);
  }
});

describe('bodyplan ik with SLEAP files', () => {
  for (const [name, path] of [
    ['.slp', SLP],
    ['analysis .h5', SLEAP_ANALYSIS],
  ] as const) {
    it(`${name}: refused with the tracks listed until --individual picks one`, async () => {
      const without = await ik(FLY_PLAN, '--xy', '--targets', path);
      console.log(`refused: ${without.stderr.trim()}`);
      expectRefusal(without, /track_0.*track_1/);
      const output = solved(await ik(FLY_PLAN, '--xy', '--targets', path, '--individual', 'track_0', '--iterations', '3'));
      console.log(`SLEAP ${name} --individual track_0 --xy: ${output.frames.length} frames`);
      expect(output.frames).toHaveLength(50);
    }, 120_000);
  }
});

describe('bodyplan ik refuses what it cannot read, in one line', () => {
  it('non-lab HDF5, pickles, ZIP, truncated .c3d, 2D without a view, .trc with --calibration', async () => {
    const c3d = readFileSync(C3D_FLOAT);
    const truncated = binaryFile('walk-truncated.c3d', c3d.subarray(0, Math.floor(c3d.length / 2)));
    // pickle.dumps({'a': 1}, protocol=4), as `pandas.to_pickle` or DeepLabCut's metadata .pickle leave.
    const pickle = binaryFile('trial1_meta.pickle', Uint8Array.from([0x80, 0x04, 0x95, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0x7d, 0x94, 0x8c, 0x01, 0x61, 0x94, 0x4b, 0x01, 0x73, 0x2e]));
    // An empty ZIP archive (end-of-central-directory record only) behind a local-file-header signature.
    const zip = binaryFile('session.zip', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array<number>(26).fill(0), 0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]));
    const cases: [string[], string | RegExp][] = [
      [['--targets', join(LAB, 'hdf5', 'not-a-lab-file.h5')], "an HDF5 file without DeepLabCut's or SLEAP's layout"],
      [['--targets', join(LAB, 'hdf5', 'hostile-pickle.h5')], /hostile-pickle\.h5/],
      [['--targets', pickle], /pickle/i],
      [['--targets', zip], /zip/i],
      [['--targets', truncated], /walk-truncated\.c3d/],
      [['--targets', flyH5('A')], "holds one camera's 2D pixels: give the camera"],
      [['--calibration', CALIBRATION, '--targets', TRC], /walk-pose2sim\.trc/],
    ];
    for (const [args, message] of cases) {
      const run = await ik(FLY_PLAN, ...args);
      console.log(`refused: ${run.stderr.trim()}`);
      expectRefusal(run, message);
    }
  }, 300_000);
});
