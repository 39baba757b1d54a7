import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { waitForDrawn } from './studioCanvas.ts';
import type { Page } from '@playwright/test';

const models = join(import.meta.dirname, '..', 'src', 'bodyplan', 'import', '__tests__', 'models');
const model = (name: string) => ({ name, mimeType: 'text/xml', buffer: readFileSync(join(models, name)) });

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles(files);
}

const jointCount = (page: Page) => page.evaluate(() => window.__studioDebug?.jointCount ?? 0);

test('an MJCF world with two top-level bodies: the import choices list both roots, and choosing the other one imports it again', async ({ page }) => {
  await page.goto('/bodyplans');
  // two_robots.xml: "walker" (a free body with 3 hinges) and, from the included two_robots_part.xml, a world site and "crate" (free, 1 hinge).
  await chooseFiles(page, [model('two_robots.xml'), model('two_robots_part.xml')]);
  await expect(page.getByText(/^Imported two_robots\.xml \(MJCF\) as 4 joints/)).toBeVisible();
  await waitForDrawn(page, 4);

  const choices = page.getByRole('group', { name: 'Import choices of two_robots.xml' });
  const root = choices.getByRole('combobox', { name: 'Root body' });
  await expect(root.getByRole('option')).toHaveText(['walker (4 joints, free), most joints', 'crate (2 joints, free)']);
  await expect(root).toHaveValue('walker');

  // Findings: the warning before the info (the importer reports the info first); the warning is in the included file.
  const findings = page.getByRole('list', { name: 'Import findings of two_robots.xml' }).getByRole('listitem');
  await expect(findings.locator('.studio-badge')).toHaveText(['warning', 'info']);
  const notKept = findings.filter({ hasText: '[world-not-kept]' });
  await expect(notKept.locator('.studio-location')).toHaveText('two_robots_part.xml:2:3');
  await notKept.getByRole('button').click();
  const source = page.getByRole('region', { name: 'Source of two_robots_part.xml' });
  await expect(source.getByRole('heading')).toContainText('two_robots_part.xml, line 2, column 3');
  // The marked line is the included file's own line 2 (the world site), not the main file's.
  await expect(source.locator('[aria-current="location"]')).toHaveText('<site name="marker" pos="0 0 0.01"/>');

  // The other root: imported again from the kept texts (no file chooser), with its own joint count,
  // and the camera stays where it was (a new file would be framed anew).
  const camera = await page.evaluate(() => window.__studioDebug!.camera());
  await root.selectOption('crate');
  await expect(page.getByText(/^Imported two_robots\.xml \(MJCF\) as 2 joints/)).toBeVisible();
  await waitForDrawn(page, 2);
  expect(await jointCount(page)).toBe(2);
  expect(await page.evaluate(() => window.__studioDebug!.camera())).toEqual(camera);
  await expect(root).toHaveValue('crate');
  // The walker is now the one left out, located in the main file.
  await expect(findings.filter({ hasText: '[world-not-kept]' }).locator('.studio-location')).toHaveText('two_robots.xml:6:5');

  // Sites off: imported again, keeping the chosen root, and saying what was left out.
  const sitesBox = choices.getByRole('checkbox', { name: /^Sites \(1 in the model\)/ });
  await sitesBox.uncheck();
  await expect(sitesBox).not.toBeChecked();
  await expect(choices.getByText('1 site was left out so that the model opens quickly; to include it, tick "Sites" under Import choices.')).toBeVisible();
  await expect(root).toHaveValue('crate');
  expect(await jointCount(page)).toBe(2);
});

test('a URDF offers a floating base: ticking it frees the root, without reading the file again', async ({ page }) => {
  await page.goto('/bodyplans');
  await chooseFiles(page, [model('robot.urdf')]);
  await expect(page.getByText(/^Imported robot\.urdf \(URDF\) as 10 joints/)).toBeVisible();
  const choices = page.getByRole('group', { name: 'Import choices of robot.urdf' });
  await page.getByText('Import choices: robot.urdf').click();
  const floating = choices.getByRole('checkbox', { name: 'Floating base' });
  await expect(floating).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Free-floating root' })).toHaveCount(0);
  await floating.check();
  await expect(floating).toBeChecked();
  // The plan's root now floats: the Pose panel offers its position and rotation; the joints are the same.
  await expect(page.getByRole('group', { name: 'Free-floating root' })).toBeVisible();
  await waitForDrawn(page, 10);
  await floating.uncheck();
  await expect(page.getByRole('group', { name: 'Free-floating root' })).toHaveCount(0);
});

test('a model with thousands of sites opens without them, says how many were left out, and includes them on request', async ({ page }) => {
  await page.goto('/bodyplans');
  const sites = Array.from({ length: 3000 }, (_, i) => `      <site name="s${i}" pos="${(i % 50) * 0.01} ${Math.floor(i / 50) * 0.01} 0"/>`).join('\n');
  const text = `<mujoco model="many_sites">\n  <worldbody>\n    <body name="base">\n      <joint name="spin" type="hinge" axis="0 0 1"/>\n${sites}\n    </body>\n  </worldbody>\n</mujoco>\n`;
  await chooseFiles(page, [{ name: 'many_sites.xml', mimeType: 'text/xml', buffer: Buffer.from(text) }]);
  await expect(page.getByText(/3,000 sites were left out so that the model opens quickly; to include them, tick "Sites" under Import choices\./).first()).toBeVisible();
  const without = await jointCount(page);
  expect(without).toBeLessThan(10);
  const sitesBox = page.getByRole('group', { name: 'Import choices of many_sites.xml' }).getByRole('checkbox', { name: /^Sites \(3,000 in the model\)/ });
  await expect(sitesBox).not.toBeChecked();
  await sitesBox.check();
  await expect.poll(() => jointCount(page), { timeout: 30_000 }).toBeGreaterThan(without + 2999);
});
