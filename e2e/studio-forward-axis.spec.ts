import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { g1SizedHumanoid } from '../bench/g1SizedHumanoid.ts';
import { exportMjcf } from '../src/bodyplan/export/exportMjcf.ts';
import { test, expect } from './fixtures.ts';
import { jointOnScreen, openPlanText, panel, settled, STUDIO_SIZES } from './studioCanvas.ts';

// The forward axis: the view presets frame the model from the side it faces. A G1-sized humanoid
// faces +X with Z up (URDF's REP-103 and MuJoCo), its left leg on +Y.

const PELVIS = 0, LEFT_HIP = 1, RIGHT_HIP = 7;

const viewDirection = (page: Page): Promise<number[]> => page.evaluate(() => window.__studioDebug!.viewDirectionInPlan());

async function preset(page: Page, name: string): Promise<number[]> {
  await page.getByRole('button', { name: `${name} view` }).click();
  await settled(page);
  return viewDirection(page);
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
