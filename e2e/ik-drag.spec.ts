import { test, expect } from './fixtures.ts';
import { flyPath, openPlanFile } from './studioCanvas.ts';
import type { Page } from '@playwright/test';

// Dragging a pinned claw of the fly far past its reach: the leg stretches toward the target, which
// is marked out of reach, the body does not move (one pin locks the root), and Undo takes the whole
// drag back in one step.

const LF_CLAW = 5;
const THORAX = 0;

async function keypointOf(page: Page, name: string): Promise<number[]> {
  const readout = page.getByLabel(`World keypoint of ${name}`);
  return Promise.all(['x', 'y', 'z'].map(async (axis) => Number(await readout.locator(`dd[data-axis=${axis}]`).getAttribute('data-value'))));
}
const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
const onScreen = async (page: Page, joint: number) => (await page.evaluate((j) => window.__studioDebug!.screenPoint(j, j, 0), joint))!;

test('a drag past reach stretches the leg, marks the target out of reach, keeps the body, and Undo restores the pose', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.locator(`[role=treeitem][data-joint="${LF_CLAW}"]`).click();
  const start = await keypointOf(page, 'lf_claw');
  await page.getByRole('button', { name: 'Pin lf_claw' }).click();
  await expect(page.getByRole('checkbox', { name: 'Lock root while dragging' })).toBeChecked();

  const thorax = await onScreen(page, THORAX);
  const handle = await onScreen(page, LF_CLAW);
  const canvas = (await page.locator('.studio-viewport canvas').boundingBox())!;
  // Outward from the body, as far as the canvas allows: several leg lengths on screen.
  const away = { x: handle.x - thorax.x, y: handle.y - thorax.y };
  const length = Math.hypot(away.x, away.y);
  const room = Math.min(
    away.x > 0 ? (canvas.x + canvas.width - 5 - handle.x) / away.x : (canvas.x + 5 - handle.x) / away.x,
    away.y > 0 ? (canvas.y + canvas.height - 5 - handle.y) / away.y : (canvas.y + 5 - handle.y) / away.y,
  );
  const reach = Math.min(room, 600 / length);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(handle.x + (away.x * reach * i) / 20, handle.y + (away.y * reach * i) / 20);
  await page.mouse.up();

  await expect(page.locator('.ik-pin[data-joint="5"]')).toContainText('out of reach');
  const dragged = await keypointOf(page, 'lf_claw');
  expect(distance(dragged, start), 'the claw moved toward the target').toBeGreaterThan(0.3);
  const thoraxAfter = await onScreen(page, THORAX);
  expect(Math.hypot(thoraxAfter.x - thorax.x, thoraxAfter.y - thorax.y), 'the body stays where it was').toBeLessThan(0.5);

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(async () => distance(await keypointOf(page, 'lf_claw'), start), { message: 'one Undo takes the whole drag back' }).toBeLessThan(1e-9);
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect.poll(async () => distance(await keypointOf(page, 'lf_claw'), dragged)).toBeLessThan(1e-9);
});
