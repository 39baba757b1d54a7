import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runCli } from '../src/cli/testing/runCli.ts';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { canvasPixelSummary, waitForDrawn, panel, chooseMenuItem } from './studioCanvas.ts';
import { flatDofs, type PoseFile } from './poseFile.ts';

const repoRoot = join(import.meta.dirname, '..');
const examplesDir = join(repoRoot, 'public', 'bodyplans');
const flyPath = join(repoRoot, 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json');
const EXAMPLES = ['planar-two-link-arm.json', 'seven-dof-rail-arm.json', 'humanoid.json', 'quadruped-with-metadata.json'];

/** Opens a file through the "Open body plan" button's file chooser, as a person would. */
async function openThroughPicker(page: Page, file: string | { name: string; text: string }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  const fileChooser = await chooser;
  if (typeof file === 'string') await fileChooser.setFiles(file);
  else await fileChooser.setFiles({ name: file.name, mimeType: 'application/json', buffer: Buffer.from(file.text) });
}

function jointCountOf(path: string): number {
  return (JSON.parse(readFileSync(path, 'utf8')) as { joints: unknown[] }).joints.length;
}

test.describe('Body Plan Studio viewer', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/bodyplans');
    await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
  });

  test('opens every example and the NeuroMechFly plan through the file picker and draws each', async ({ page }) => {
    for (const path of [...EXAMPLES.map((f) => join(examplesDir, f)), flyPath]) {
      const name = path.split('/').pop()!;
      await openThroughPicker(page, path);
      await expect(page.locator('.studio-current')).toContainText(`Open: ${name}`);
      await expect(page.locator('.studio-current')).toContainText(`${jointCountOf(path)} joints`);
      await expect(page.getByText(`${name}: valid, no problems found.`)).toBeVisible();
      await waitForDrawn(page, jointCountOf(path));
      const pixels = await canvasPixelSummary(page);
      expect(pixels.distinct, `${name} draws more than a uniform background`).toBeGreaterThan(20);
    }
  });

  test('the gallery lists the shipped examples and opens one', async ({ page }) => {
    const gallery = page.getByRole('region', { name: 'Examples' });
    for (const title of ['Planar two-link arm', 'Seven-DOF arm on a rail', 'Humanoid', 'Quadruped with x- metadata']) {
      await expect(gallery.getByRole('button', { name: title })).toBeVisible();
    }
    await gallery.getByRole('button', { name: 'Humanoid' }).click();
    await expect(page.locator('.studio-current')).toContainText('Open: humanoid.json — 30 joints, 38 DOFs, free-floating root');
    await expect(page.getByRole('group', { name: 'Free-floating root' }).or(page.locator('fieldset.studio-root'))).toBeVisible();
  });

  test('moving a slider changes the picture, and the keypoint shown equals `bodyplan fk` for the downloaded pose', async ({ page }) => {
    const planPath = join(examplesDir, 'seven-dof-rail-arm.json');
    await openThroughPicker(page, planPath);
    await waitForDrawn(page, 8);
    const before = await canvasPixelSummary(page);
    // A fixed base has no root controls.
    await expect(page.locator('fieldset.studio-root')).toHaveCount(0);

    await page.getByRole('radio', { name: /All DOFs/ }).check();
    await page.getByRole('slider', { name: 'rail_carriage travel' }).fill('0.3');
    await page.getByRole('slider', { name: 'elbow flex' }).fill('20');
    await page.getByRole('textbox', { name: 'wrist_1 pitch value in degrees' }).fill('-35.5');
    await page.getByRole('textbox', { name: 'wrist_1 pitch value in degrees' }).press('Enter');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = await canvasPixelSummary(page);
    expect(after.checksum).not.toBe(before.checksum);

    await page.getByRole('treeitem', { name: /tool_tip/ }).click();
    const readout = page.getByLabel('World keypoint of tool_tip');
    await expect(readout).toBeVisible();
    const shown = await readout.locator('dd').evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download pose' }).click();
    const dir = mkdtempSync(join(tmpdir(), 'studio-pose-'));
    const posePath = join(dir, 'pose.json');
    await (await download).saveAs(posePath);
    const pose = flatDofs(JSON.parse(readFileSync(posePath, 'utf8')) as PoseFile);
    expect(pose).toHaveLength(7);
    expect(pose[0]).toBeCloseTo(0.3, 9);
    // The slider snaps to its 0.1° steps counted from the lower limit (-2.618 rad).
    expect(pose[3]).toBeCloseTo((20 * Math.PI) / 180, 3);
    expect(pose[4]).toBeCloseTo((-35.5 * Math.PI) / 180, 9);

    // The real command line, as a person would check it.
    const fk = JSON.parse((await runCli(['fk', planPath, '--dofs', posePath], 60_000)).stdout) as { joints: { name: string; position: number[] }[] };
    const expected = fk.joints.find((j) => j.name === 'tool_tip')!.position;
    shown.forEach((value, k) => expect(value).toBeCloseTo(expected[k]!, 9));
    // The numbers people read match too (6 decimals).
    await expect(readout.locator('dd').first()).toHaveText(expected[0]!.toFixed(6));
  });

  test('typing 999 in a limited DOF clamps it and says so; ignore limits lets it through', async ({ page }) => {
    await openThroughPicker(page, join(examplesDir, 'planar-two-link-arm.json'));
    await page.getByRole('treeitem', { name: /elbow/ }).click();
    const field = page.getByRole('textbox', { name: 'elbow bend value in degrees' });
    await field.fill('999');
    await field.press('Enter');
    await expect(field).toHaveValue('150');
    await expect(page.getByRole('status').filter({ hasText: 'outside the limits' })).toContainText('elbow bend: 999° is outside the limits [0°, 150°]; set to 150°.');

    const ignore = async () => (await panel(page, 'View options')).getByRole('switch', { name: /Ignore limits/ });
    await expect(await ignore()).not.toBeChecked();
    await (await ignore()).check();
    await expect(page.getByText('(on: limits are not enforced)')).toBeVisible();
    await field.fill('200');
    await field.press('Enter');
    await expect(field).toHaveValue('200');
    await (await ignore()).uncheck();
    await expect(field).toHaveValue('150');

    await page.getByRole('button', { name: 'Reset elbow bend to neutral' }).click();
    await expect(field).toHaveValue('45');
    await (await panel(page, 'View options')).getByLabel('Angles').selectOption('rad');
    await expect(page.getByRole('textbox', { name: 'elbow bend value in radians' })).toHaveValue('0.7854');
  });

  test('an invalid file shows its diagnostics with line:col, is not drawn, and a diagnostic selects its joint', async ({ page }) => {
    const text = [
      '{',
      '  "fixed_base": true,',
      '  "joints": [',
      '    {"name": "base", "parent": null, "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []},',
      '    {"name": "arm", "parent": "base", "offset_pos": [1, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []},',
      '    {"name": "hand", "parent": "amr", "offset_pos": [1, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []}',
      '  ]',
      '}',
    ].join('\n');
    await openThroughPicker(page, { name: 'broken.json', text });
    await expect(page.locator('.studio-current')).toContainText('not drawn');
    await expect(page.locator('.studio-viewport canvas')).toHaveCount(0);
    const diagnostic = page.locator('.studio-diagnostics li').filter({ hasText: 'amr' });
    await expect(diagnostic).toContainText('error');
    await expect(diagnostic).toContainText('/joints/2/parent');
    await expect(diagnostic.locator('.studio-location')).toHaveText(/^6:\d+$/);
    await diagnostic.getByRole('button', { name: /amr/ }).click();
    await expect(page.getByRole('treeitem', { name: /hand/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('a body plan dropped on the page opens', async ({ page }) => {
    const text = readFileSync(join(examplesDir, 'planar-two-link-arm.json'), 'utf8');
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], 'dropped-arm.json', { type: 'application/json' }));
      return transfer;
    }, text);
    await page.dispatchEvent('section.studio', 'dragover', { dataTransfer });
    await page.dispatchEvent('section.studio', 'drop', { dataTransfer });
    await expect(page.locator('.studio-current')).toContainText('Open: dropped-arm.json — 3 joints, 2 DOFs');
    await waitForDrawn(page, 3);
  });

  test('pasting opens a plan, from the dialog and from Ctrl+V on the page', async ({ page }) => {
    const text = readFileSync(join(examplesDir, 'planar-two-link-arm.json'), 'utf8');
    await chooseMenuItem(page, 'File', 'Paste body plan…');
    await page.getByRole('dialog', { name: 'Paste a body plan' }).getByLabel('Body plan JSON').fill(text);
    await page.getByRole('button', { name: 'Open pasted plan' }).click();
    await expect(page.locator('.studio-current')).toContainText('Open: pasted-shoulder.json — 3 joints');

    await page.locator('h1').click();
    await page.evaluate((content) => {
      const data = new DataTransfer();
      data.setData('text/plain', content.replace('"hand"', '"gripper"'));
      window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
    }, text);
    await expect(page.getByRole('treeitem', { name: /gripper/ })).toBeVisible();
  });

  test('?url= loads a plan from a URL, and a bad URL says why', async ({ page }) => {
    await page.goto('/bodyplans?url=/bodyplans/humanoid.json');
    await expect(page.locator('.studio-current')).toContainText('Open: humanoid.json');
    await page.goto('/bodyplans?url=/bodyplans/no-such-plan.json');
    // Depending on the server: a 404, or its single-page-app HTML in place of the file.
    await expect(page.getByRole('status').filter({ hasText: 'Could not load' })).toContainText(/no-such-plan\.json: the server answered (404|with an HTML page)/);
    await expect(page.locator('.studio-current')).toHaveCount(0);
  });

  test('the view downloads as a PNG', async ({ page }) => {
    await openThroughPicker(page, join(examplesDir, 'humanoid.json'));
    await waitForDrawn(page, 30);
    const download = page.waitForEvent('download');
    await (await panel(page, 'View options')).getByRole('button', { name: 'Save view as PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('humanoid.png');
    const path = join(mkdtempSync(join(tmpdir(), 'studio-png-')), 'view.png');
    await file.saveAs(path);
    const bytes = readFileSync(path);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.length).toBeGreaterThan(2000);
  });

  test('the outline search finds a joint, arrow keys move through the tree, and axe finds nothing serious', async ({ page }) => {
    await openThroughPicker(page, flyPath);
    await waitForDrawn(page, 31);
    await page.getByRole('searchbox', { name: 'Search joints' }).fill('rm_tibia');
    const tree = page.getByRole('tree', { name: 'Joints' });
    await expect(tree.getByRole('treeitem', { name: /rm_trochanterfemur_tibia/ })).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: /lf_thorax_coxa/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search joints' }).fill('');

    await tree.getByRole('treeitem', { name: /^thorax/ }).click();
    await page.keyboard.press('ArrowDown');
    await expect(tree.getByRole('treeitem', { name: /lf_thorax_coxa/ })).toHaveAttribute('aria-selected', 'true');
    await expect(tree.getByRole('treeitem', { name: /lf_thorax_coxa/ })).toBeFocused();
    await expect(page.getByRole('slider', { name: 'lf_thorax_coxa c_thorax-lf_coxa-yaw' })).toBeVisible();
    // Left first closes the open branch, then moves to the parent.
    await page.keyboard.press('ArrowLeft');
    await expect(tree.getByRole('treeitem', { name: /lf_thorax_coxa/ })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowLeft');
    await expect(tree.getByRole('treeitem', { name: /^thorax/ })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousAxeViolations(page);
  });
});
