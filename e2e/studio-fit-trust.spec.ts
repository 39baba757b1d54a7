import type { Locator, Page } from '@playwright/test';
import { errorScaleRgb, oklabLightness, type Rgb } from '../src/bodyplan/fit/errorColorScale.ts';
import { test, expect } from './fixtures.ts';
import { openPlanFile } from './studioCanvas.ts';
import { FLY_FPS, FLY_FRAMES, flyJointCount, flyObservationsJson, flyPath, OUTLIER_CAMERA, OUTLIER_FRAME, SWAP_FRAME } from './flyThreeCameras.ts';

/** A normal frame: far from both planted faults. */
const NORMAL_FRAME = 100;

/** Every row's colour in a frame's column of the heat-map (frames ≤ the canvas width: one column per frame), read from the canvas. */
async function columnColours(map: Locator, frame: number): Promise<Rgb[]> {
  return map.evaluate(
    (canvas: HTMLCanvasElement, [frame, frames]) => {
      const rows = Number(canvas.dataset.rows);
      const context = canvas.getContext('2d')!;
      const x = Math.floor(((frame! + 0.5) / frames!) * canvas.width);
      return Array.from({ length: rows }, (_, r) => {
        const y = Math.floor(((r + 0.5) / rows) * canvas.height);
        return Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3)) as [number, number, number];
      });
    },
    [frame, FLY_FRAMES],
  );
}

/** The darkest cell of a column: the frame's worst keypoint as the map shows it. */
const darkest = (colours: Rgb[]) => colours.reduce((a, b) => (oklabLightness(b) < oklabLightness(a) ? b : a));

async function loadAndSolveFly(page: Page) {
  await openPlanFile(page, flyPath);
  await page.waitForFunction((n) => window.__studioDebug?.jointCount === n, flyJointCount);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles({ name: 'fly-3cams.json', mimeType: 'application/json', buffer: Buffer.from(flyObservationsJson()) });
  await expect(page.getByLabel('Recording summary')).toContainText(`fly-3cams.json: ${FLY_FRAMES} frames at ${FLY_FPS} fps`);
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame 1 of ${FLY_FRAMES}`, { timeout: 60_000 });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('a planted outlier frame and a planted label swap top the suspicious frames, in colours of their own on the heat-map', async ({ page }) => {
  test.setTimeout(180_000);
  await loadAndSolveFly(page);
  const panel = page.getByRole('region', { name: 'Fit', exact: true });
  await panel.scrollIntoViewIfNeeded();

  // The two planted faults are the two most suspicious frames, each for its image error.
  const list = panel.getByRole('list', { name: 'Suspicious frames' });
  const items = list.locator(':scope > li');
  await expect(items.first()).toBeVisible();
  const top = await items.evaluateAll((lis) => lis.slice(0, 2).map((li) => Number((li as HTMLElement).dataset.frame)));
  expect(top.sort((a, b) => a - b)).toEqual([OUTLIER_FRAME, SWAP_FRAME]);
  for (const frame of [OUTLIER_FRAME, SWAP_FRAME]) {
    const item = list.locator(`:scope > li[data-frame="${frame}"]`);
    await expect(item).toHaveAttribute('data-reasons', /image error/);
    await expect(item.getByRole('button')).toHaveText(`Frame ${frame + 1} (file frame ${frame}, ${(frame / FLY_FPS).toFixed(3)} s)`);
    await expect(item).toContainText(/image error \d+(\.\d+)? px/);
  }

  // The heat-map: the faults' worst cells are dark, far from a normal frame's worst cell, which is not the scale's top.
  const map = panel.getByRole('application', { name: 'Error per keypoint (rows) and frame (columns)' });
  await expect(map).toHaveAttribute('data-columns', String(FLY_FRAMES));
  const normal = darkest(await columnColours(map, NORMAL_FRAME));
  const outlier = darkest(await columnColours(map, OUTLIER_FRAME));
  const swap = darkest(await columnColours(map, SWAP_FRAME));
  expect(oklabLightness(normal) - oklabLightness(outlier)).toBeGreaterThan(0.12);
  expect(oklabLightness(normal) - oklabLightness(swap)).toBeGreaterThan(0.12);
  expect(normal).not.toEqual(errorScaleRgb(1));
  // The scale covers the data: its top is the largest error (the label swap's), in pixels, with numeric ticks.
  expect(swap).toEqual(errorScaleRgb(1));
  const high = Number(await map.getAttribute('data-scale-high'));
  expect(high).toBeGreaterThan(20);
  await expect(panel.locator('[data-scale-max]')).toContainText(' px (largest)');
  const ticks = panel.getByRole('list', { name: 'Scale ticks (px)' }).getByRole('listitem');
  expect(await ticks.count()).toBeGreaterThanOrEqual(3);

  // A click goes to the frame; so does Enter on the other.
  await list.locator(`:scope > li[data-frame="${SWAP_FRAME}"]`).getByRole('button').click();
  await expect(page.locator('.fit-frame-readout')).toHaveAttribute('data-frame', String(SWAP_FRAME));
  await list.locator(`:scope > li[data-frame="${OUTLIER_FRAME}"]`).getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.fit-frame-readout')).toHaveAttribute('data-frame', String(OUTLIER_FRAME));
  await expect(page.locator('.ik-frame-readout')).toContainText(`Frame ${OUTLIER_FRAME + 1} of ${FLY_FRAMES}`);
});

test('leaving each camera out names the shifted camera in the outlier frame', async ({ page }) => {
  test.setTimeout(240_000);
  await loadAndSolveFly(page);
  const panel = page.getByRole('region', { name: 'Fit', exact: true });
  await panel.getByRole('button', { name: 'Check by leaving each camera out' }).click();
  const table = panel.getByRole('table', { name: /RMS error in the camera left out/ });
  await expect(table).toBeVisible({ timeout: 180_000 });
  // One column per camera, a row per observed keypoint plus all of them.
  await expect(table.getByRole('columnheader')).toHaveText(['Keypoint', 'Camera 1', 'Camera 2', 'Camera 3']);
  await expect(table.locator('tbody tr')).toHaveCount(flyJointCount + 1);
  // The frame whose camera was shifted gains the held-out reason, naming that camera.
  const outlier = panel.getByRole('list', { name: 'Suspicious frames' }).locator(`:scope > li[data-frame="${OUTLIER_FRAME}"]`);
  await expect(outlier).toHaveAttribute('data-reasons', /held-out error/);
  await expect(outlier).toContainText(`held-out error`);
  await expect(outlier).toContainText(`in Camera ${OUTLIER_CAMERA + 1} when solved without it`);
});
