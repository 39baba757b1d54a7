import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { panel, STUDIO_SIZES } from './studioCanvas.ts';
import { gotoLineEnd } from './jsonEditor.ts';

// While the JSON text is broken the 3D view keeps the last version that compiled, in its pose, and
// says so; when the text is valid again the DOF values carry over by joint and DOF name.

const arm = join(import.meta.dirname, '..', 'public', 'bodyplans', 'planar-two-link-arm.json');

/**
 * Where the hand (joint 2) is drawn in the 3D view, from the test build's debug hook, relative to
 * the view's corner (on a phone the page scrolls as the panels' tabs are used).
 */
async function handOnScreen(page: Page): Promise<{ x: number; y: number }> {
  await expect.poll(() => page.evaluate(() => window.__studioDebug?.screenPoint(2, 2, 0) ?? null)).not.toBeNull();
  return page.evaluate(() => {
    const point = window.__studioDebug!.screenPoint(2, 2, 0)!;
    const view = document.querySelector('.studio-viewport canvas')!.getBoundingClientRect();
    return { x: point.x - view.left, y: point.y - view.top };
  });
}

for (const size of STUDIO_SIZES) {
  test(`${size.width}×${size.height}: a broken text keeps the picture and the pose, marked as the last valid version; fixing it keeps the DOF values`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open body plan' }).click();
    await (await chooser).setFiles(arm);
    await expect(page.locator('.studio-current')).toContainText('planar-two-link-arm.json — 3 joints, 2 DOFs');

    // The editor first: it takes part of the window, and the view's size must not change in between.
    await (await panel(page, 'JSON text')).getByRole('button', { name: 'JSON editor' }).click();
    const sliders = await panel(page, 'Pose sliders');
    const bend = sliders.getByLabel('elbow bend value in degrees');
    await sliders.getByRole('radio', { name: /All DOFs/ }).check();
    await bend.fill('40');
    await bend.press('Enter');
    await expect(bend).toHaveValue('40');
    const posed = await handOnScreen(page);

    await panel(page, 'JSON text');
    await gotoLineEnd(page, 2);
    await page.keyboard.type('x');
    await expect((await panel(page, 'Diagnostics')).getByRole('region', { name: 'Diagnostics' })).toContainText('2:');
    const viewport = page.getByRole('region', { name: '3D view' });
    await expect(viewport.locator('.studio-stale-view')).toHaveText('Showing the last valid version: the text has errors (see the diagnostics).');
    await expect(viewport.locator('canvas')).toBeVisible();
    await expect(page.locator('.studio-current')).toContainText('has errors: the view shows the last valid version');
    const whileBroken = await handOnScreen(page);
    expect(Math.hypot(whileBroken.x - posed.x, whileBroken.y - posed.y), 'the hand stays where the pose put it').toBeLessThan(1);

    await panel(page, 'JSON text');
    await gotoLineEnd(page, 2);
    await page.keyboard.press('Backspace');
    await expect(viewport.locator('.studio-stale-view')).toHaveCount(0);
    await expect(page.locator('.studio-current')).toContainText('3 joints, 2 DOFs');
    // (The camera frames the plan again after an edit, so the screen position is not compared here.)
    await expect((await panel(page, 'Pose sliders')).getByLabel('elbow bend value in degrees'), 'the DOF value carried over by name, not reset to neutral').toHaveValue(
      '40',
    );
  });
}
