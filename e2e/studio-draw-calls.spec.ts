import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/** A generated chain-and-branch plan with `jointCount` joints and two hinges per joint. */
function generatedPlan(jointCount: number): string {
  const joints = Array.from({ length: jointCount }, (_, j) => ({
    name: `joint_${j}`,
    parent: j === 0 ? null : `joint_${Math.max(0, j - 1 - (j % 4))}`,
    offset_pos: [0.05, 0.01 * ((j % 7) - 3), 0.02],
    offset_quat: [1, 0, 0, 0],
    dofs: j === 0 ? [] : [
      { type: 'hinge', axis: [0, 0, 1], neutral: 0.05, limits: [-1, 1] },
      { type: 'hinge', axis: [0, 1, 0], neutral: -0.05, limits: null },
    ],
  }));
  return JSON.stringify({ fixed_base: false, joints });
}

async function drawCallsFor(page: Page, jointCount: number): Promise<number> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name: `generated-${jointCount}.json`, mimeType: 'application/json', buffer: Buffer.from(generatedPlan(jointCount)) });
  await expect(page.locator('.studio-current')).toContainText(`${jointCount} joints`, { timeout: 30_000 });
  await page.waitForFunction((n) => window.__studioDebug?.jointCount === n && window.__studioDebug.framesRendered > 0, jointCount, { timeout: 60_000 });
  // Two more frames so the count is the one of a frame that drew this plan.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.__studioDebug!.drawCalls);
}

test('the draw-call count does not grow with the number of joints (30 vs 3,000)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/bodyplans');
  const small = await drawCallsFor(page, 30);
  const large = await drawCallsFor(page, 3000);
  console.log(`renderer.info.render.calls: 30 joints -> ${small}, 3,000 joints -> ${large}`);
  expect(small).toBeGreaterThan(0);
  expect(large).toBe(small);
});
