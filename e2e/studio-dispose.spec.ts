import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { examplesDir, flyPath, openPlanText, settled, panel } from './studioCanvas.ts';

const fly = readFileSync(flyPath, 'utf8');
const arm = readFileSync(join(examplesDir, 'planar-two-link-arm.json'), 'utf8');

async function memory(page: Page): Promise<{ geometries: number; textures: number }> {
  await settled(page);
  return page.evaluate(() => window.__studioDebug!.memory);
}

test('three.js resources are disposed: after 1,000 pose changes and 20 open/close cycles of the fly, geometries and textures are back where they started', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/bodyplans');
  await openPlanText(page, 'arm.json', arm);
  // The frames and the neutral ghost add their own geometry: they are on, so their resources are counted too.
  await (await panel(page, 'View options')).getByLabel('Local frames').selectOption('all');
  await (await panel(page, 'View options')).getByRole('checkbox', { name: /neutral ghost/i }).check();
  await openPlanText(page, 'arm.json', arm);
  const start = await memory(page);
  expect(start.geometries).toBeGreaterThan(0);

  let flyOpen: { geometries: number; textures: number } | null = null;
  for (let cycle = 0; cycle < 20; cycle++) {
    await openPlanText(page, 'neuromechfly.json', fly);
    const slider = page.getByRole('slider').first();
    await slider.focus();
    // Keyboard presses on the focused slider: each one is a pose change and a rendered frame.
    const before = await slider.inputValue();
    for (let step = 0; step < 50; step++) {
      await page.keyboard.press(step % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
      if (cycle === 0 && step === 0) await expect(slider).not.toHaveValue(before);
    }
    if (cycle === 0) flyOpen = await memory(page);
    // Opening another plan closes the fly.
    await openPlanText(page, 'arm.json', arm);
  }
  const end = await memory(page);
  console.log(`renderer.info.memory with the arm open: start ${JSON.stringify(start)}, after 20 fly cycles and 1,000 pose changes ${JSON.stringify(end)}; with the fly open ${JSON.stringify(flyOpen)}`);
  expect(end).toEqual(start);
});
