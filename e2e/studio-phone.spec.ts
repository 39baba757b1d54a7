import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { flyText } from './flyThreeCameras.ts';
import { openPlanText } from './studioCanvas.ts';

// The Studio on a phone (390×844, issue 43): nothing wider than the page, also with the long file
// names DeepLabCut writes; the help speaks of fingers on a touch screen.

const PHONE = { width: 390, height: 844 };
/** 60 characters, as DeepLabCut names its output (video name, scorer, network). */
const PLAN_NAME = 'neuromechfly_trial1-camA-2024-05-03DLC_resnet50_flyJun3.json';

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

test('at 390×844 nothing is wider than the page, empty and with a 60-character DeepLabCut-style plan name', async ({ page }) => {
  expect(PLAN_NAME).toHaveLength(60);
  await page.goto('/bodyplans');
  await expectNoOverflow(page, 'empty Studio');
  await openPlanText(page, PLAN_NAME, flyText);
  await expectNoOverflow(page, 'plan open');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

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
