import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { waitForDrawn, chooseMenuItem } from './studioCanvas.ts';
import type { Page } from '@playwright/test';

const models = join(import.meta.dirname, '..', 'src', 'bodyplan', 'import', '__tests__', 'models');

/** Below 800 px the panels are tabs under the view: shows the one named (wide screens dock every panel). */
async function showPanelTab(page: Page, name: string) {
  const tab = page.getByRole('tablist', { name: 'Studio panels' }).getByRole('tab', { name, exact: true });
  if ((await tab.count()) > 0) await tab.click();
}

test('an MJCF keyframe is a named pose: choosing "stand" lowers the pelvis to 0.755 m, and Export MJCF writes it as "current" and "stand"', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name: 'g1_keyframes.xml', mimeType: 'text/xml', buffer: readFileSync(join(models, 'g1_keyframes.xml')) });
  await page.waitForFunction(() => (window.__studioDebug?.jointCount ?? 0) > 0);
  await waitForDrawn(page, await page.evaluate(() => window.__studioDebug!.jointCount));

  await showPanelTab(page, 'Pose file');
  const select = page.getByRole('combobox', { name: 'Named pose' });
  await expect(select.getByRole('option')).toHaveText(['neutral', 'initial', 'stand', 'crouch']);
  // It opens at its free root's placement (MuJoCo's qpos0), not lying at the origin.
  await expect(select).toHaveValue('initial');
  await select.selectOption('stand');
  await expect(page.getByText('Pose "stand" applied.')).toBeVisible();
  await showPanelTab(page, 'Pose sliders');
  await expect(page.getByRole('textbox', { name: 'root position z' })).toHaveValue('0.755');

  const download = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Export MJCF');
  const text = readFileSync((await (await download).path())!, 'utf8');
  const keys = [...text.matchAll(/<key name="([^"]+)" qpos="(\S+ \S+ \S+)/g)].map((m) => `${m[1]}: ${m[2]}`);
  expect(keys).toEqual(['neutral: 0 0 0', 'current: 0 0 0.755', 'initial: 0 0 0.793', 'stand: 0 0 0.755', 'crouch: 0.05 0 0.6']);
});
