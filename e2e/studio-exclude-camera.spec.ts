import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { flyPath, openPlanFile } from './studioCanvas.ts';
import { FRAMES, LOST, lostLegFiles } from './flyFourCamerasLostLeg.ts';

/**
 * Issue 38's user, in Chromium: four cameras (calibration.toml and one DeepLabCut CSV each) where camB
 * loses the right hind leg over frames 80-109. The checks call the camera camB, the camera is excluded
 * over that run from its own error lane, the recording is solved again, the held-out check runs again
 * by itself, and the frames of that run leave the suspicious list.
 */

/** The frames (0-based) the suspicious list flags. */
const flaggedFrames = (page: Page) =>
  page
    .getByRole('list', { name: 'Suspicious frames' })
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => Number((li as HTMLElement).dataset.frame)));
const inLostRun = (frames: number[]) => frames.filter((f) => f >= LOST.from && f <= LOST.to);

async function runHeldOutCheck(page: Page) {
  const panel = page.getByRole('region', { name: 'Fit', exact: true });
  await panel.getByRole('button', { name: 'Check by leaving each camera out' }).click();
  const table = panel.getByRole('table', { name: /RMS error in the camera left out/ });
  await expect(table).toBeVisible({ timeout: 180_000 });
  return table;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('camB loses a leg over frames 80-109: the checks name camB, excluding it there from its lane solves again, and those frames leave the suspicious list', async ({ page }) => {
  test.setTimeout(420_000);
  await openPlanFile(page, flyPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles(lostLegFiles());
  await expect(page.getByLabel('Recording summary')).toContainText(`calibration.toml + 4 CSVs: ${FRAMES} frames`);
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FRAMES}`, { timeout: 120_000 });

  // The lanes are the calibration's cameras, by name, one lane each.
  for (const camera of ['camA', 'camB', 'camC', 'camD']) {
    const lane = page.getByRole('group', { name: `Camera-error lane: ${camera}` });
    await expect(lane.getByRole('img', { name: new RegExp(`^Reprojection error of ${camera} over time .*at frame 1: [\\d.e+-]+ px`) })).toBeVisible();
  }
  // camB's lane offers its bad run; the other lanes have none to offer.
  const excludeB = page.getByRole('button', { name: /^Exclude camB over frames \d+–\d+…$/ });
  await expect(excludeB).toHaveAttribute('data-bad-run', `${LOST.from}-${LOST.to}`);
  for (const other of ['camA', 'camC', 'camD']) await expect(page.getByRole('button', { name: new RegExp(`^Exclude ${other} over`) })).not.toHaveAttribute('data-bad-run', /./);

  // The held-out check names camB, in its table and in the reasons of the flagged frames of the lost run.
  const table = await runHeldOutCheck(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Keypoint', 'camA', 'camB', 'camC', 'camD']);
  const before = await flaggedFrames(page);
  const lostBefore = inLostRun(before);
  console.log(`flagged before: ${before.length} frames, ${lostBefore.length} in ${LOST.from}-${LOST.to}: ${lostBefore.join(' ')}`);
  expect(lostBefore.length).toBeGreaterThan(0);
  const example = page.getByRole('list', { name: 'Suspicious frames' }).locator(`:scope > li[data-frame="${lostBefore[0]}"]`);
  await expect(example).toContainText('in camB when solved without it');
  await expect(example.getByRole('button', { name: 'Exclude camB here…' })).toBeVisible();
  // The lanes' and the list's new buttons pass axe.
  await expectNoAxeViolations(page);

  // Exclude camB over its run, from its lane: the dialog offers the run, editable; the solve runs again.
  await excludeB.click();
  const dialog = page.getByRole('dialog', { name: 'Exclude camB' });
  await expect(dialog.getByRole('textbox', { name: 'From frame' })).toHaveValue(String(LOST.from));
  await expect(dialog.getByRole('textbox', { name: 'To frame' })).toHaveValue(String(LOST.to));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Exclude and solve again' }).click();
  await expect(dialog).toBeHidden();
  const excluded = page.getByRole('list', { name: 'Excluded from the solve' });
  await expect(excluded.getByRole('listitem')).toHaveText([`camB, frames ${LOST.from}–${LOST.to} Remove`]);
  await expect(page.getByText(`--exclude camB:${LOST.from}-${LOST.to}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.locator('.ik-frame-readout')).toBeVisible({ timeout: 120_000 });

  // camB's excluded points are drawn grey in its view at a frame of the run.
  await page.getByRole('slider', { name: 'Frame', exact: true }).first().fill(String(LOST.from + 5));
  await expect(page.getByRole('img', { name: /^camB: observed points/ })).toHaveAttribute('data-excluded', '30');

  // The run's frames are gone from the suspicious list, with the held-out check run again on the new
  // solve by itself (no second click), and the list ranked again with it.
  await expect(page.getByRole('table', { name: /RMS error in the camera left out/ })).toBeVisible({ timeout: 300_000 });
  await expect(page.getByText(/ranking again with your settings/)).toHaveCount(0, { timeout: 60_000 });
  const after = await flaggedFrames(page);
  console.log(`flagged after: ${after.length} frames, ${inLostRun(after).length} in ${LOST.from}-${LOST.to}`);
  expect(inLostRun(after)).toEqual([]);
});
