import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runCli } from '../src/cli/testing/runCli.ts';
import { unboundedShouldersRecording } from '../src/bodyplan/testing/unboundedShoulders.ts';
import { test, expect } from './fixtures.ts';
import { openPlanFile } from './studioCanvas.ts';

interface SolvedJson {
  frames: { dofs: number[] }[];
}

const FRAMES = 41;

async function solveInStudio(page: Page, workers: number): Promise<SolvedJson> {
  await page.getByLabel('Workers').selectOption(String(workers));
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.getByRole('progressbar', { name: 'Solving progress' })).toHaveCount(0, { timeout: 60_000 });
  await expect(page.locator('.ik-frame-readout')).toContainText(`of ${FRAMES}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export solved DOFs (JSON)' }).click();
  return JSON.parse(readFileSync(await (await download).path(), 'utf8')) as SolvedJson;
}

function largestDofDifference(a: SolvedJson, b: SolvedJson): number {
  expect(a.frames).toHaveLength(b.frames.length);
  let largest = 0;
  a.frames.forEach((frame, f) => frame.dofs.forEach((value, k) => (largest = Math.max(largest, Math.abs(value - b.frames[f]!.dofs[k]!)))));
  return largest;
}

// Issue 38: arms with unbounded shoulders, whose second segment (from frame 21) starts cold on another IK branch.
test('the Studio solves a segment that landed on another IK branch again, says so, and gives the CLI\'s sequential angles', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 }));
  await page.setViewportSize({ width: 1400, height: 900 });
  const data = unboundedShouldersRecording(FRAMES);
  const dir = mkdtempSync(join(tmpdir(), 'segment-branches-'));
  const planPath = join(dir, 'arms.json');
  const recordingPath = join(dir, 'arms-targets.json');
  writeFileSync(planPath, JSON.stringify(data.plan));
  writeFileSync(recordingPath, JSON.stringify({ fps: 30, ...data.targetsJson }));
  const cli = await runCli(['ik', planPath, '--targets', recordingPath], 60_000);
  expect(cli.code, cli.stderr).toBe(0);
  const sequential = JSON.parse(cli.stdout) as SolvedJson;

  await page.goto('/bodyplans');
  await openPlanFile(page, planPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles(recordingPath);
  await expect(page.getByLabel('Recording summary')).toContainText(`${FRAMES} frames at 30 fps`);

  const one = await solveInStudio(page, 1);
  await expect(page.getByRole('status', { name: 'Solve note' })).toHaveCount(0);
  const two = await solveInStudio(page, 2);
  await expect(page.getByRole('status', { name: 'Solve note' })).toHaveText("1 of 2 segments was solved again from the previous segment's end (it had landed on another IK branch).");
  // 4 workers: segments 2 and 3 start on another branch, segment 1 on the right one is joined after a few warm frames.
  const four = await solveInStudio(page, 4);
  await expect(page.getByRole('status', { name: 'Solve note' })).toHaveText(
    /^2 of 4 segments were solved again from the previous segment's end \(they had landed on another IK branch\); 1 other was joined after [1-7] frames? solved warm\.$/,
  );
  expect(largestDofDifference(one, sequential)).toBeLessThan(1e-9);
  expect(largestDofDifference(two, sequential)).toBeLessThan(1e-9);
  expect(largestDofDifference(four, sequential)).toBeLessThan(1e-9);
});
