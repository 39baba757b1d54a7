import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { ForwardKinematics } from '../src/bodyplan/kinematics/kinematics.ts';
import { loadBodyPlan } from '../src/bodyplan/format/load.ts';
import { test, expect } from './fixtures.ts';
import { examplesDir, jointOnScreen, openPlanFile, sceneObjects } from './studioCanvas.ts';

// IK preview controls the main IK spec does not reach: the body following each drag event while the
// button is still down, the damping setting, the residual lines' colours, and playback pause/speed.

const armPath = join(examplesDir, 'planar-two-link-arm.json');
const HAND = 2;

async function keypointOf(page: Page, name: string): Promise<number[]> {
  const readout = page.getByLabel(`World keypoint of ${name}`);
  return Promise.all(['x', 'y', 'z'].map(async (axis) => Number(await readout.locator(`dd[data-axis=${axis}]`).getAttribute('data-value'))));
}

async function targetOf(page: Page, name: string): Promise<number[]> {
  return Promise.all(['x', 'y', 'z'].map(async (axis) => Number(await page.getByRole('textbox', { name: `${name} target ${axis}` }).inputValue())));
}

/** The arm moves in its XY plane: compare x and y only. */
const planarGap = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);

async function setNumber(page: Page, name: string, value: string) {
  const field = page.getByRole('textbox', { name, exact: true });
  await field.fill(value);
  await field.press('Enter');
}

async function residualLine(page: Page): Promise<{ residual: number; hue: number }> {
  const [line] = await sceneObjects(page, 'ik-residual-line');
  if (!line) throw new Error('no residual line');
  const hue = Number(/^hsl\((\d+),/.exec(String(line.colour))?.[1]);
  return { residual: line.residual as number, hue };
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
});

test('the arm follows each drag event while the button is held; damping slows each solve; the residual line is coloured by the fit', async ({ page }) => {
  await openPlanFile(page, armPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await setNumber(page, 'Neutral weight', '0');
  await page.locator(`[role=treeitem][data-joint="${HAND}"]`).click();
  await page.getByRole('button', { name: 'Pin hand' }).click();

  const handle = await jointOnScreen(page, HAND);
  const shoulder = await jointOnScreen(page, 0);
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  const targets: number[][] = [];
  for (let step = 1; step <= 4; step++) {
    await page.mouse.move(handle.x + (shoulder.x - handle.x) * 0.08 * step, handle.y + (shoulder.y - handle.y) * 0.08 * step);
    // Still dragging: the target moved, and the tip is already on it (solved on this very event).
    await expect.poll(async () => planarGap(await targetOf(page, 'hand'), targets.at(-1) ?? [Infinity, Infinity])).toBeGreaterThan(1e-4);
    const target = await targetOf(page, 'hand');
    targets.push(target);
    await expect.poll(async () => planarGap(await keypointOf(page, 'hand'), target)).toBeLessThan(1e-3);
  }
  await page.mouse.up();
  // The drag plane faces the camera, so the target may have left the arm's plane (z = 0): put it
  // back, and the tip is on it: a short, green line.
  await setNumber(page, 'hand target z', '0');
  await expect.poll(async () => (await residualLine(page)).residual).toBeLessThan(1e-3);
  expect((await residualLine(page)).hue).toBeGreaterThan(110);

  // Out of reach (the arm is 0.55 long): the line stays long and turns red.
  await setNumber(page, 'hand target y', '0');
  await setNumber(page, 'hand target x', '0.8');
  await expect.poll(async () => (await residualLine(page)).residual).toBeGreaterThan(0.2);
  expect((await residualLine(page)).hue).toBeLessThan(15);

  // With heavy damping the ten steps of one solve move the tip only part of the way.
  await setNumber(page, 'Damping', '100');
  await expect(page.getByRole('textbox', { name: 'Damping', exact: true })).toHaveValue('100');
  await setNumber(page, 'hand target x', '0.3');
  await setNumber(page, 'hand target y', '0.3');
  const damped = await targetOf(page, 'hand');
  await expect.poll(async () => (await residualLine(page)).residual).toBeLessThan(0.5);
  expect(planarGap(await keypointOf(page, 'hand'), damped)).toBeGreaterThan(0.05);
  // Back to QuickIK's default damping: the next solve lands on the same target.
  await setNumber(page, 'Damping', '1e-6');
  await setNumber(page, 'hand target x', '0.3');
  await expect.poll(async () => planarGap(await keypointOf(page, 'hand'), damped)).toBeLessThan(1e-3);
});

test('playback pauses where it is and its speed sets how fast frames advance', async ({ page }) => {
  const armText = readFileSync(armPath, 'utf8');
  const model = loadBodyPlan(armText).model!;
  const fk = new ForwardKinematics(model);
  const frames = Array.from({ length: 40 }, (_, i) => {
    fk.compute(Float64Array.of(-0.8 + 0.04 * i, 0.2 + 0.03 * i));
    return [0, 1, 2].map((j) => Array.from(fk.keypoints.subarray(3 * j, 3 * j + 3)));
  });
  // Playwright's clock drives the page's time (performance.now and animation frames), so that
  // playback is measured in the page's own seconds: time runs as usual until it is paused below.
  const installedAt = Date.now();
  await page.clock.install({ time: installedAt });
  await page.goto('/bodyplans');
  await openPlanFile(page, armPath);
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles({
    name: 'slow-take.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ frames, fps: 10 })),
  });
  await page.getByRole('button', { name: 'Solve recording' }).click();
  await expect(page.locator('.ik-frame-readout')).toContainText('Frame 1 of 40');
  const frame = async () => Number(await page.locator('.ik-frame-readout').getAttribute('data-frame'));

  // At a quarter speed, 40 frames at 10 fps take 16 s: a second in, playback is still near the start.
  // The page's time stands still from here (it jumps to 10 minutes after the install, which the page
  // has not reached: the test's budget is shorter); the test moves it on by exactly a second.
  await page.getByRole('region', { name: 'Timeline' }).getByLabel('Speed').selectOption('0.25');
  await page.clock.pauseAt(installedAt + 10 * 60_000);
  await page.getByRole('button', { name: 'Play' }).click();
  await page.clock.runFor(1000);
  await expect.poll(frame).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const paused = await frame();
  expect(paused).toBeLessThan(20);
  // Paused, the frame stays where it is while the page's time goes on.
  await page.clock.runFor(600);
  expect(await frame()).toBe(paused);
  await expect(page.getByRole('slider', { name: 'Frame', exact: true })).toHaveValue(String(paused));

  // At four times the speed it runs on from there to the last frame and stops.
  await page.clock.resume();
  await page.getByRole('region', { name: 'Timeline' }).getByLabel('Speed').selectOption('4');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(frame, { timeout: 15_000 }).toBe(39);
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
});
