import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { panel, STUDIO_SIZES } from './studioCanvas.ts';
import { gotoLineEnd } from './jsonEditor.ts';

// While the JSON text is broken the Pose panel stays and poses the last valid version (the one the
// 3D view shows), and the outline says the text has errors.

const arm = join(import.meta.dirname, '..', 'public', 'bodyplans', 'planar-two-link-arm.json');

/** Where the hand (joint 2) is drawn, relative to the 3D view's corner. */
async function handOnScreen(page: Page): Promise<{ x: number; y: number }> {
  await expect.poll(() => page.evaluate(() => window.__studioDebug?.screenPoint(2, 2, 0) ?? null)).not.toBeNull();
  return page.evaluate(() => {
    const point = window.__studioDebug!.screenPoint(2, 2, 0)!;
    const view = document.querySelector('.studio-viewport canvas')!.getBoundingClientRect();
    return { x: point.x - view.left, y: point.y - view.top };
  });
}

for (const size of [STUDIO_SIZES[0]!, STUDIO_SIZES[2]!]) {
  test(`${size.width}×${size.height}: with the text broken, the Pose panel poses the last valid version and the outline says the text has errors`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open body plan' }).click();
    await (await chooser).setFiles(arm);
    await expect(page.locator('.studio-current')).toContainText('3 joints, 2 DOFs');
    await (await panel(page, 'JSON text')).getByRole('button', { name: 'JSON editor' }).click();

    // Break the text: a stray character on line 2.
    await panel(page, 'JSON text');
    await gotoLineEnd(page, 2);
    await page.keyboard.type('x');
    await expect(page.locator('.studio-current')).toContainText('has errors: the view shows the last valid version');

    const outline = await panel(page, 'Outline');
    await expect(outline.getByText(/The text has errors, so no joints can be read from it/)).toBeVisible();
    await expect(outline.getByText(/No joint name contains/)).toHaveCount(0);

    const sliders = await panel(page, 'Pose sliders');
    await expect(sliders.getByText('The text has errors: posing the last valid version.')).toBeVisible();
    await sliders.getByRole('radio', { name: /All DOFs/ }).check();
    const before = await handOnScreen(page);
    const bend = sliders.getByLabel('elbow bend value in degrees');
    await bend.fill('60');
    await bend.press('Enter');
    await expect(bend).toHaveValue('60');
    await expect.poll(async () => {
      const after = await handOnScreen(page);
      return Math.hypot(after.x - before.x, after.y - before.y);
    }, { message: 'the hand moves in the 3D view' }).toBeGreaterThan(5);
    // The text is still the broken one: posing does not touch it.
    await expect(page.locator('.studio-current')).toContainText('has errors');
  });
}
