import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { flyText } from './flyThreeCameras.ts';
import { flyPath, openPlanFile, openPlanText, panel } from './studioCanvas.ts';

// The Studio on a phone (390×844, issue 43): nothing wider than the page, also with the long file
// names DeepLabCut writes; the help speaks of fingers on a touch screen.

const PHONE = { width: 390, height: 844 };
/** 60 characters, as DeepLabCut names its output (video name, scorer, network). */
const PLAN_NAME = 'neuromechfly_trial1-camA-2024-05-03DLC_resnet50_flyJun3.json';

/** DeepLabCut's lab files (scripts/testdata/write_deeplabcut_h5.py): an anipose session, cameras A–D. */
const SESSION = join(import.meta.dirname, '..', 'test-data', 'lab-files', 'deeplabcut');
/**
 * Camera A's filtered output under a name as DeepLabCut writes it (video, network, task and date,
 * shuffle, iterations, "_filtered"): 60 characters with no space or dash to break at after "camA".
 */
const RECORDING_NAME = 'trial1-camADLC_resnet50_flyJul12shuffle1_1000000_filtered.h5';

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
    // Text that runs out of its element (a long file name with nowhere to break) widens the page
    // without widening any element's box.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0) continue;
      let right = box.right;
      for (let parent = node.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') right = Math.min(right, parent.getBoundingClientRect().right);
      }
      if (right > width + 0.5) found.push(`text in ${node.parentElement?.tagName.toLowerCase()} right ${right.toFixed(0)} "${(node.textContent ?? '').slice(0, 40)}"`);
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

test('at 390×844 nothing is wider than the page, empty and with a 60-character DeepLabCut-style plan name', async ({ page }) => {
  expect(PLAN_NAME).toHaveLength(60);
  await page.goto('/bodyplans');
  await expectNoOverflow(page, 'empty Studio');
  await openPlanText(page, PLAN_NAME, flyText);
  await expectNoOverflow(page, 'plan open');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a recording with a 60-character DeepLabCut file name fits the page, and a finger drag on a pose slider moves it without scrolling the 3D view away', async ({ page }) => {
    test.setTimeout(180_000);
    expect(RECORDING_NAME).toHaveLength(60);
    await page.goto('/bodyplans');
    await openPlanFile(page, flyPath);
    await page.getByRole('tablist', { name: 'Studio panels' }).getByRole('tab', { name: 'Inverse kinematics', exact: true }).click();
    await page.getByRole('checkbox', { name: 'IK mode' }).check({ timeout: 20_000 });
    const others = ['B', 'C', 'D'].map((camera) => join(SESSION, `trial1-cam${camera}DLC_resnet50_flyJan1shuffle1_100000.h5`));
    const cameraA = { name: RECORDING_NAME, mimeType: 'application/x-hdf5', buffer: readFileSync(join(SESSION, 'trial1-camADLC_resnet50_flyJan1shuffle1_100000_filtered.h5')) };
    const files = [join(SESSION, 'calibration.toml'), ...others].map((path) => ({ name: path.split('/').pop()!, mimeType: 'application/octet-stream', buffer: readFileSync(path) }));
    await page.getByLabel('Load recording (JSON, CSV, HDF5, TRC, C3D)').setInputFiles([files[0]!, cameraA, ...files.slice(1)], { timeout: 20_000 });
    await expect(page.getByLabel('Recording summary')).toContainText('calibration.toml + 4 files: 50 frames', { timeout: 60_000 });
    await expect(page.getByRole('list', { name: 'How the files were read' })).toContainText(`${RECORDING_NAME} → camera "A"`);
    await expectNoOverflow(page, 'recording loaded');

    const sliders = await panel(page, 'Pose sliders');
    const slider = sliders.getByRole('slider').first();
    await slider.scrollIntoViewIfNeeded();
    const before = await slider.inputValue();
    const canvasBefore = await page.locator('.studio-viewport canvas').boundingBox();
    const scrollBefore = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
    const box = (await slider.boundingBox())!;
    // A finger on the slider's middle, dragged 40 % of its width to the right in small steps, as
    // Chromium receives it from a touch screen.
    const cdp = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1, radiusX: 6, radiusY: 6, force: 1 }] });
    const start = box.x + box.width / 2;
    await touch('touchStart', start);
    for (let step = 1; step <= 10; step++) await touch('touchMove', start + (step * 0.4 * box.width) / 10);
    await touch('touchEnd', start + 0.4 * box.width);
    await expect.poll(() => slider.inputValue(), { message: 'the finger drag moved the slider' }).not.toBe(before);
    const after = await slider.inputValue();
    const scrollAfter = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
    const canvasAfter = await page.locator('.studio-viewport canvas').boundingBox();
    console.log(`finger drag: slider ${before} → ${after}; page scroll ${JSON.stringify(scrollBefore)} → ${JSON.stringify(scrollAfter)}; 3D view top ${canvasBefore?.y.toFixed(0)} → ${canvasAfter?.y.toFixed(0)}`);
    expect(scrollAfter, 'the drag did not scroll the page').toEqual(scrollBefore);
    expect(canvasAfter?.y, 'the 3D view stayed where it was').toBe(canvasBefore?.y);
    await expectNoOverflow(page, 'after the drag');
    await expectNoAxeViolations(page);
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
