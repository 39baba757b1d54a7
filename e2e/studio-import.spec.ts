import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';
import { sceneObjects, settled, waitForDrawn, chooseMenuItem, panel } from './studioCanvas.ts';
import type { Page } from '@playwright/test';

const models = join(import.meta.dirname, '..', 'src', 'bodyplan', 'import', '__tests__', 'models');

async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/xml', buffer: Buffer.from(text) });
}

test('opening an MJCF file imports it: the plan is drawn and the import warnings are shown with line:column', async ({ page }) => {
  await page.goto('/bodyplans');
  await chooseFile(page, 'floating.xml', readFileSync(join(models, 'floating.xml'), 'utf8'));
  // The joint count includes the inserted joints for anchored hinges: read it from the Studio.
  await page.waitForFunction(() => (window.__studioDebug?.jointCount ?? 0) > 0);
  const joints = await page.evaluate(() => window.__studioDebug!.jointCount);
  await waitForDrawn(page, joints);
  await expect(page.getByText(/Imported floating\.xml \(MJCF\) as \d+ joints, with \d+ warnings: floating\.xml:\d+:\d+: ball joint "hip"/)).toBeVisible();
  await expect(page.getByText(/^floating\.json: valid/)).toBeVisible();
  // Every import finding is listed under Diagnostics with the source file's line:column, not only the notice's first three.
  const summary = await page.getByText(/^Imported floating\.xml/).textContent();
  const warnings = Number(/with (\d+) warnings/.exec(summary ?? '')?.[1]);
  const findings = page.getByRole('list', { name: 'Import findings of floating.xml' }).getByRole('listitem');
  await expect(findings).toHaveCount(warnings);
  await expect(findings.filter({ hasText: 'ball joint "hip"' }).locator('.studio-location')).toHaveText(/^floating\.xml:\d+:\d+$/);
  await expect(page.getByRole('heading', { name: `From the import of floating.xml (MJCF): ${warnings} findings` })).toBeVisible();
});

test('a URDF that cannot be imported says where, and the open plan stays', async ({ page }) => {
  await page.goto('/bodyplans');
  await chooseFile(page, 'robot.urdf', readFileSync(join(models, 'robot.urdf'), 'utf8'));
  await expect(page.getByText(/Imported robot\.urdf \(URDF\) as 10 joints/)).toBeVisible();
  await waitForDrawn(page, 10);
  await chooseFile(page, 'bad.urdf', '<robot name="r">\n<link name="a"/><link name="b"/>\n<joint name="j" type="planar"><parent link="a"/><child link="b"/></joint></robot>');
  await expect(page.getByText('Could not import bad.urdf:3:17: joint "j" is planar', { exact: false })).toBeVisible();
  await expect(page.getByText(/^robot\.json: valid/)).toBeVisible();
  expect(await page.evaluate(() => window.__studioDebug!.jointCount)).toBe(10);
});

test('Export MJCF downloads the open plan as an MJCF model', async ({ page }) => {
  await page.goto('/bodyplans');
  await chooseFile(page, 'robot.urdf', readFileSync(join(models, 'robot.urdf'), 'utf8'));
  await waitForDrawn(page, 10);
  const download = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Export MJCF');
  const file = await download;
  expect(file.suggestedFilename()).toBe('robot.mjcf.xml');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toMatch(/^<mujoco model="robot">/);
  expect(text).toContain('<joint name="spin" type="hinge"');
});

test('imported primitive geometry is drawn over the skeleton, and the Geometry switch hides it', async ({ page }) => {
  await page.goto('/bodyplans');
  // arm.xml has three primitives: a cylinder and two fromto capsules.
  await chooseFile(page, 'arm.xml', readFileSync(join(models, 'arm.xml'), 'utf8'));
  await waitForDrawn(page, 18);
  const geometry = (await panel(page, 'View options')).getByRole('checkbox', { name: 'Geometry (3)' });
  await expect(geometry).toBeChecked();
  expect(await sceneObjects(page, 'imported-geometry')).toHaveLength(3);
  await settled(page);
  const shown = await page.evaluate(() => window.__studioDebug!.drawCalls);
  await geometry.uncheck();
  await settled(page);
  const hidden = await page.evaluate(() => window.__studioDebug!.drawCalls);
  expect(shown - hidden).toBe(3);
  await expect((await panel(page, 'View options')).getByRole('slider', { name: 'Geometry opacity' })).toBeDisabled();
});
