import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runCli } from '../src/cli/testing/runCli.ts';
import { test, expect } from './fixtures.ts';
import { openPlanFile } from './studioCanvas.ts';

const repoRoot = join(import.meta.dirname, '..');
const quickik = join(repoRoot, 'test-data', 'neuromechfly');
const flyPath = join(quickik, 'neuromechfly_ypr_legs.json');

interface SolvedJson {
  frames: { frame: number; dofs: number[]; root_pos: number[]; root_quat: number[]; iterations: number; rms_error: number | null }[];
}

/**
 * 150 frames of the fly's recorded legs (its real frames, repeated) in `bodyplan ik`'s targets
 * shape: one entry per body-plan joint in order, the root unobserved.
 */
function flyRecording(frameCount = 150): string {
  const fly = JSON.parse(readFileSync(flyPath, 'utf8')) as { joints: unknown[] };
  const fixtures = JSON.parse(readFileSync(join(quickik, 'neuromechfly_fixtures.json'), 'utf8')) as { real_frames: { target_ego: number[][] }[] };
  const frames = Array.from({ length: frameCount }, (_, f) => [null, ...fixtures.real_frames[f % fixtures.real_frames.length]!.target_ego]);
  expect(frames[0]).toHaveLength(fly.joints.length);
  return JSON.stringify({ fps: 100, frames });
}

/** Solves the loaded recording in the Studio with these settings and returns its JSON export. */
async function solveInStudio(page: Page, workers: number, overlap: number): Promise<SolvedJson> {
  await page.getByLabel('Workers').selectOption(String(workers));
  if (workers > 1) await page.getByLabel('Warm-up overlap (frames)').fill(String(overlap));
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.getByRole('progressbar', { name: 'Solving progress' })).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('.ik-frame-readout')).toContainText('of 150');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export solved DOFs (JSON)' }).click();
  return JSON.parse(readFileSync(await (await download).path(), 'utf8')) as SolvedJson;
}

async function solveWithCli(recordingPath: string, ...args: string[]): Promise<SolvedJson> {
  const cli = await runCli(['ik', flyPath, '--targets', recordingPath, ...args], 120_000);
  expect(cli.code, cli.stderr).toBe(0);
  return JSON.parse(cli.stdout) as SolvedJson;
}

/** The largest difference over every frame's DOFs and root pose; the iteration counts must agree. */
function largestDifference(a: SolvedJson, b: SolvedJson): number {
  expect(a.frames).toHaveLength(b.frames.length);
  let largest = 0;
  a.frames.forEach((frame, f) => {
    const other = b.frames[f]!;
    expect(frame.iterations, `frame ${f}`).toBe(other.iterations);
    const theirs = [...other.dofs, ...other.root_pos, ...other.root_quat];
    [...frame.dofs, ...frame.root_pos, ...frame.root_quat].forEach((value, i) => (largest = Math.max(largest, Math.abs(value - theirs[i]!))));
  });
  return largest;
}

const dofDifferenceAt = (a: SolvedJson, b: SolvedJson, f: number) => Math.max(...a.frames[f]!.dofs.map((v, i) => Math.abs(v - b.frames[f]!.dofs[i]!)));

test('Studio solves with 1 and 2 workers, with and without overlap, equal `bodyplan ik --workers N --overlap K`', async ({ page }) => {
  // The CLI clips --workers to this machine's cores; with one core the two sides would not be split alike.
  test.skip(availableParallelism() < 2, `this machine has ${availableParallelism()} core; the comparison needs 2`);
  // The browser offers one worker per core it reports: make sure it reports at least 2.
  await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 }));
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();

  const dir = mkdtempSync(join(tmpdir(), 'parallel-solve-'));
  const recordingPath = join(dir, 'legs.json');
  writeFileSync(recordingPath, flyRecording());
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles(recordingPath);
  await expect(page.getByLabel('Recording summary')).toContainText('150 frames at 100 fps');
  await expect(page.getByLabel('Workers')).toHaveValue('-1');
  await expect(page.getByLabel('Workers').locator('option').first()).toHaveText('all cores (4)');

  const sequential = await solveInStudio(page, 1, 0);
  const split = await solveInStudio(page, 2, 0);
  const warmed = await solveInStudio(page, 2, 3);
  expect(largestDifference(sequential, await solveWithCli(recordingPath, '--workers', '1'))).toBeLessThan(1e-9);
  expect(largestDifference(split, await solveWithCli(recordingPath, '--workers', '2'))).toBeLessThan(1e-9);
  expect(largestDifference(warmed, await solveWithCli(recordingPath, '--workers', '2', '--overlap', '3'))).toBeLessThan(1e-9);
  // The second segment, solved from frame 75 (cold, or after three frames of warm-up), is joined to
  // the first one's end (its first frames solved warm until they merge): the sequential angles.
  const largestDofDifference = (a: SolvedJson) => Math.max(...a.frames.map((_, f) => dofDifferenceAt(a, sequential, f)));
  expect(dofDifferenceAt(split, sequential, 74)).toBe(0);
  expect(largestDofDifference(split)).toBeLessThan(1e-6);
  expect(largestDofDifference(warmed)).toBeLessThan(1e-6);
});

test('a big recording is read in a worker with a Cancel, which keeps the recording loaded before', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  const dir = mkdtempSync(join(tmpdir(), 'big-recording-'));
  const small = join(dir, 'legs.json');
  writeFileSync(small, flyRecording());
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles(small);
  await expect(page.getByLabel('Recording summary')).toContainText('legs.json: 150 frames');

  // About 6 MB: past the size read on the page, read in a worker, then shown as any recording.
  const medium = join(dir, 'legs-8000.json');
  writeFileSync(medium, flyRecording(8000));
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles(medium);
  await expect(page.getByLabel('Recording summary')).toContainText('legs-8000.json: 8000 frames at 100 fps, 30 joints observed');
  await expect(page.getByRole('status', { name: 'Reading the recording' })).toHaveCount(0);

  // About 90 MB: Cancel while it is read; the 8,000-frame recording stays.
  const big = join(dir, 'legs-120000.json');
  writeFileSync(big, flyRecording(120_000));
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles(big);
  const reading = page.getByRole('status', { name: 'Reading the recording' });
  await expect(reading).toContainText('Reading legs-120000.json');
  await reading.getByRole('button', { name: 'Cancel reading' }).click();
  await expect(reading).toHaveCount(0);
  await expect(page.getByLabel('Recording summary')).toContainText('legs-8000.json: 8000 frames');
  await expect(page.getByRole('button', { name: 'Solve recording' })).toBeEnabled();
});
