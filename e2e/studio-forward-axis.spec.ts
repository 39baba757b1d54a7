import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { g1SizedHumanoid } from '../bench/g1SizedHumanoid.ts';
import { exportMjcf } from '../src/bodyplan/export/exportMjcf.ts';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { examplesDir, jointOnScreen, openPlanText, panel, settled, STUDIO_SIZES } from './studioCanvas.ts';

// The forward axis: the view presets frame the model from the side it faces. A G1-sized humanoid
// faces +X with Z up (URDF's REP-103 and MuJoCo), its left leg on +Y.

const PELVIS = 0, LEFT_HIP = 1, RIGHT_HIP = 7;

const viewDirection = (page: Page): Promise<number[]> => page.evaluate(() => window.__studioDebug!.viewDirectionInPlan());

async function preset(page: Page, name: string): Promise<number[]> {
  await page.getByRole('button', { name: `${name} view` }).click();
  await settled(page);
  return viewDirection(page);
}

/** The plan's text as "Download JSON" saves it. */
async function downloadedText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  return readFile(await (await download).path(), 'utf8');
}

function expectAlong(direction: number[], expected: number[], what: string) {
  const length = Math.hypot(...expected);
  const cosine = direction.reduce((sum, v, i) => sum + v * expected[i]!, 0) / length;
  expect(cosine, `${what}: camera direction ${direction.map((v) => v.toFixed(3)).join(', ')}`).toBeGreaterThan(0.999);
}

for (const size of STUDIO_SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/bodyplans');
    });

    test('presets with forward +X on a G1-sized plan: Front looks along −X at its face, the legs side by side', async ({ page }) => {
      const plan = { ...g1SizedHumanoid(), 'x-studio': { upAxis: 'z', forwardAxis: 'x' } };
      await openPlanText(page, 'g1-sized.json', JSON.stringify(plan, null, 2));
      await expect((await panel(page, 'View options')).getByLabel('Forward')).toHaveValue('x');

      expectAlong(await preset(page, 'Front'), [1, 0, 0], 'Front: the camera on the +X side');
      // Seen from its face, the model's left leg (+Y) is on the viewer's right, and both hips are in view side by side.
      const left = await jointOnScreen(page, LEFT_HIP);
      const right = await jointOnScreen(page, RIGHT_HIP);
      const pelvis = await jointOnScreen(page, PELVIS);
      expect(left.x - right.x, 'front: the hips are side by side, the left one on the right').toBeGreaterThan(10);
      expect(Math.abs(left.y - right.y)).toBeLessThan(2);
      expect(Math.abs(pelvis.x - (left.x + right.x) / 2)).toBeLessThan(2);

      expectAlong(await preset(page, 'Back'), [-1, 0, 0], 'Back');
      expectAlong(await preset(page, 'Right'), [0, 1, 0], 'Right: the viewer\'s right of the front view');
      expectAlong(await preset(page, 'Left'), [0, -1, 0], 'Left');
      expectAlong(await preset(page, 'Top'), [0, 0, 1], 'Top');
      expectAlong(await preset(page, 'Iso'), [1, 1, 1], 'Iso: front, right and above');
      await expect(page.getByRole('button', { name: 'Front view' })).toHaveAttribute('title', /from \+X/);
    });

    test('an imported MJCF opens +X forward and +Z up; choosing another forward axis turns Front and is kept in the text', async ({ page }) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Open body plan' }).click();
      await (await chooser).setFiles({ name: 'g1-sized.xml', mimeType: 'application/xml', buffer: Buffer.from(exportMjcf(g1SizedHumanoid(), 'g1_sized')) });
      await page.waitForFunction(() => (window.__studioDebug?.jointCount ?? 0) > 20 && window.__studioDebug!.framesRendered > 0, undefined, { timeout: 30_000 });
      const options = await panel(page, 'View options');
      await expect(options.getByLabel('Up axis')).toHaveValue('z');
      await expect(options.getByLabel('Forward')).toHaveValue('x');
      expectAlong(await preset(page, 'Front'), [1, 0, 0], 'imported: Front from +X');

      await (await panel(page, 'View options')).getByLabel('Forward').selectOption('-y');
      expectAlong(await preset(page, 'Front'), [0, -1, 0], 'forward −Y: Front from −Y');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download JSON' }).click();
      const saved = JSON.parse(await readFile(await (await download).path(), 'utf8')) as Record<string, unknown>;
      expect(saved['x-studio']).toEqual({ upAxis: 'z', forwardAxis: '-y' });
    });
  });
}

// Issue 43: a JSON plan that does not say which way it faces is shown facing the way its names and
// shape say, and View options says that this is a guess and why; the file changes only when the
// user keeps the axis ("Keep in plan", or choosing one), as one undo step.

/** The gallery's NeuroMechFly legs as a plan that does not say its forward axis (the shipped one does: "x-studio"). */
const galleryFly = () => readFileSync(join(examplesDir, 'neuromechfly-legs.json'), 'utf8');

function flyWithoutAxes(): string {
  const plan = JSON.parse(galleryFly()) as Record<string, unknown>;
  delete plan['x-studio'];
  return `${JSON.stringify(plan, null, 2)}\n`;
}

const FLY_GUESS = /^\+X forward, guessed from the plan: the joints with "lf", "rf" in their names lie ahead of the rest\.$/;

/** Takes the focus off the form fields (Ctrl+Z in a field is the field's own): Escape closes the popup on a wide screen; on a phone, the panel's tab. */
async function leaveTheFields(page: Page) {
  const tab = page.getByRole('tablist', { name: 'Studio panels' }).getByRole('tab', { name: 'View options', exact: true });
  if ((await tab.count()) > 0) await tab.focus();
  else await page.keyboard.press('Escape');
}

for (const size of [STUDIO_SIZES[0]!, STUDIO_SIZES[2]!]) {
  test.describe(`${size.width}×${size.height}: a forward axis the plan does not say`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/bodyplans');
    });

    test('the fly shows its guessed axis and why, faces its Front view, and "Keep in plan" writes it into the file as one undo step', async ({ page }) => {
      const text = flyWithoutAxes();
      await openPlanText(page, 'neuromechfly-legs.json', text);
      let options: Page | Locator = await panel(page, 'View options');
      await expect(options.getByLabel('Forward')).toHaveValue('x');
      await expect(options.getByText(FLY_GUESS)).toBeVisible();
      await expect(options.getByLabel('Forward')).toHaveAccessibleDescription(FLY_GUESS);
      await expect(options.getByRole('button', { name: 'Keep in plan' })).toBeVisible();
      await expectNoAxeViolations(page);
      // Opening and exporting do not write the guess: the file is the one opened.
      expect(await downloadedText(page)).toBe(text);

      // The front of the fly (its front legs ahead on +X) faces the Front view's camera.
      expectAlong(await preset(page, 'Front'), [1, 0, 0], 'the fly\'s Front view from +X');

      options = await panel(page, 'View options');
      await options.getByRole('button', { name: 'Keep in plan' }).focus();
      await page.keyboard.press('Enter');
      await expect(options.getByRole('button', { name: 'Keep in plan' })).toHaveCount(0);
      await expect(options.getByText(/guessed from the plan/)).toHaveCount(0);
      // The button went away with the guess: the focus is on the axis it kept.
      await expect(options.getByLabel('Forward')).toBeFocused();
      await expect(options.getByLabel('Forward')).toHaveValue('x');
      const kept = JSON.parse(await downloadedText(page)) as Record<string, unknown>;
      expect(kept['x-studio']).toEqual({ upAxis: 'z', forwardAxis: 'x' });
      expect({ ...kept, 'x-studio': null }, 'nothing else in the plan changed').toEqual({ ...(JSON.parse(text) as object), 'x-studio': null });

      options = await panel(page, 'View options');
      await options.getByLabel('Forward').focus();
      await leaveTheFields(page);
      await page.keyboard.press('Control+z');
      options = await panel(page, 'View options');
      await expect(options.getByText(FLY_GUESS)).toBeVisible();
      await expect(options.getByRole('button', { name: 'Keep in plan' })).toBeVisible();
      expect(JSON.parse(await downloadedText(page)), 'undo takes the kept axes out of the file').toEqual(JSON.parse(text));
      expectAlong(await preset(page, 'Front'), [1, 0, 0], 'after undo, still the guessed front');
    });

    test('the gallery\'s fly file says it faces +X: no guess and no "Keep in plan"', async ({ page }) => {
      await openPlanText(page, 'neuromechfly-legs.json', galleryFly());
      const options = await panel(page, 'View options');
      await expect(options.getByLabel('Forward')).toHaveValue('x');
      await expect(options.getByLabel('Forward')).toHaveAccessibleDescription('');
      await expect(options.getByText(/guessed from the plan|does not say which way/)).toHaveCount(0);
      await expect(options.getByRole('button', { name: 'Keep in plan' })).toHaveCount(0);
      expectAlong(await preset(page, 'Front'), [1, 0, 0], 'the gallery fly\'s Front view from +X');
    });
  });
}
