import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { flyObservationsJson, flyText } from './flyThreeCameras.ts';
import { openPlanText } from './studioCanvas.ts';

// The Studio on a phone (390×844, issue 43): nothing wider than the page, also with the long file
// names DeepLabCut writes; a slider dragged by a finger moves the slider, not the page; the help
// speaks of fingers on a touch screen.

const PHONE = { width: 390, height: 844 };
/** 60 characters, as DeepLabCut names its output (video name, scorer, network, shuffle, iterations). */
const PLAN_NAME = 'neuromechfly_trial1-camA-2024-05-03DLC_resnet50_flyJun3.json';
const RECORDING_NAME = 'trial1-camA-2024-05-03DLC_resnet50_flyJun3shuffle1_1000.json';

test.describe.configure({ timeout: 400_000 });
test.use({ viewport: PHONE });

/** Elements whose drawn right edge (clipped by their scrolling or clipping ancestors) passes the window's right edge. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let right = box.right;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') right = Math.min(right, parent.getBoundingClientRect().right);
      }
      if (right > width + 0.5) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
        found.push(`${name} right ${right.toFixed(0)} "${(element.textContent ?? '').slice(0, 40)}"`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, found: found.slice(0, 15) };
  });
}

async function expectNoOverflow(page: Page, where: string) {
  const { scrollWidth, clientWidth, found } = await overflowing(page);
  console.log(`${where}: scrollWidth ${scrollWidth}, clientWidth ${clientWidth}, ${found.length} element(s) past the right edge${found.length ? `: ${found.join('; ')}` : ''}`);
  expect(scrollWidth, `${where}: the page does not scroll sideways`).toBeLessThanOrEqual(clientWidth);
  expect(found, `${where}: no element past the right edge`).toEqual([]);
}

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Studio panels' }).getByRole('tab', { name, exact: true });

test('at 390×844 nothing is wider than the page, on every tab, with a 60-character plan name and a 60-character DeepLabCut recording name', async ({ page }) => {
  expect(PLAN_NAME).toHaveLength(60);
  expect(RECORDING_NAME).toHaveLength(60);
  await page.goto('/bodyplans');
  await expectNoOverflow(page, 'empty Studio');
  await openPlanText(page, PLAN_NAME, flyText);
  await expectNoOverflow(page, 'plan open');

  await tab(page, 'Inverse kinematics').click();
  await page.getByRole('checkbox', { name: 'IK mode' }).check();
  const load = page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)');
  await load.setInputFiles({ name: RECORDING_NAME, mimeType: 'application/json', buffer: Buffer.from(flyObservationsJson()) });
  await expect(page.getByRole('button', { name: 'Solve recording' })).toBeVisible({ timeout: 60_000 });
  // The chosen file's name is cut in the middle (its start and end stay), whole in its tooltip and the input's description.
  const chosen = page.getByTitle(RECORDING_NAME);
  await expect(chosen).toBeVisible();
  await expect(load).toHaveAccessibleDescription(new RegExp(RECORDING_NAME.replace(/[.]/g, '\\.')));
  await expect(page.getByText('No file chosen')).toHaveCount(0);
  await expectNoOverflow(page, 'recording loaded');

  const names = await page.getByRole('tablist', { name: 'Studio panels' }).getByRole('tab').allTextContents();
  for (const name of names) {
    await tab(page, name).click();
    await expectNoOverflow(page, `tab ${name}`);
  }
  await expectNoAxeViolations(page);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a slider dragged with a finger moves the slider and leaves the 3D view where it is', async ({ page }) => {
    await page.goto('/bodyplans');
    await openPlanText(page, PLAN_NAME, flyText);
    await tab(page, 'Pose sliders').click();
    const slider = page.getByRole('tabpanel', { name: 'Pose sliders' }).getByRole('slider', { name: 'root roll' });
    await slider.scrollIntoViewIfNeeded();
    const view = page.locator('.studio-viewport');
    const before = { top: (await view.boundingBox())!.y, scrollY: await page.evaluate(() => window.scrollY), value: await slider.inputValue() };
    const box = (await slider.boundingBox())!;
    // A finger's drag: mostly sideways, drifting down as a thumb does, in small steps (what scrolls a page).
    const cdp = await page.context().newCDPSession(page);
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x + 8 * step, y: start.y - 12 * step }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = { top: (await view.boundingBox())!.y, scrollY: await page.evaluate(() => window.scrollY), value: await slider.inputValue() };
    console.log(`finger drag on a slider: value ${before.value} → ${after.value}, view top ${before.top.toFixed(0)} → ${after.top.toFixed(0)}, scrollY ${before.scrollY} → ${after.scrollY}`);
    expect(after.value, 'the slider moved').not.toBe(before.value);
    expect(after.top, 'the 3D view stayed where it was').toBeCloseTo(before.top, 0);
    expect(after.scrollY).toBe(before.scrollY);
  });

  test('the help describes fingers, not a right button', async ({ page }) => {
    await page.goto('/bodyplans');
    await openPlanText(page, PLAN_NAME, flyText);
    const coarse = await page.evaluate(() => matchMedia('(pointer: coarse)').matches || matchMedia('(hover: none)').matches);
    console.log(`touch screen: (pointer: coarse) or (hover: none) matches: ${coarse}`);
    await page.getByRole('button', { name: /Keyboard shortcuts|Help/ }).first().click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts and help' });
    await expect(help.getByRole('region', { name: 'Touch in the 3D view' })).toContainText('Drag with one finger to orbit, drag with two fingers to pan, pinch to zoom.');
    await expect(help).not.toContainText('right-drag');
    await expectNoAxeViolations(page);
  });
});
