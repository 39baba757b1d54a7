import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const repoRoot = join(import.meta.dirname, '..');

/** Types into a labelled field and presses Enter (one committed edit). */
async function setField(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

/** Clicks Download JSON and returns the saved file's path and text. */
async function downloadExport(page: Page): Promise<{ path: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const file = await download;
  const path = join(mkdtempSync(join(tmpdir(), 'editor-e2e-')), file.suggestedFilename());
  await file.saveAs(path);
  return { path, text: readFileSync(path, 'utf8') };
}

/** Runs the real `bodyplan validate` CLI: its exit status and what it printed. */
function validateWithCli(path: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [join(repoRoot, 'bin', 'bodyplan.mjs'), 'validate', path], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

const ARM = {
  fixed_base: true,
  joints: [
    { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-1.5, 1.5] }] },
    { name: 'elbow', parent: 'base', offset_pos: [0.5, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-2, 2] }] },
    { name: 'tip', parent: 'elbow', offset_pos: [0.4, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
};

async function buildArm(page: Page) {
  await page.getByRole('button', { name: 'New body plan' }).click();
  await page.getByRole('treeitem').filter({ hasText: 'root' }).click();
  await setField(page, 'Name', 'base');
  await page.getByRole('button', { name: 'Add hinge' }).click();
  await page.getByLabel('base DOF 1 has limits').check();
  await setField(page, 'base DOF 1 lower limit (rad)', '-1.5');
  await setField(page, 'base DOF 1 upper limit (rad)', '1.5');
  await page.getByRole('button', { name: 'Add child joint' }).click();
  await setField(page, 'Name', 'elbow');
  await setField(page, 'offset_pos x', '0.5');
  await page.getByRole('button', { name: 'Add hinge' }).click();
  await page.getByLabel('elbow DOF 1 has limits').check();
  await setField(page, 'elbow DOF 1 lower limit (rad)', '-2');
  await setField(page, 'elbow DOF 1 upper limit (rad)', '2');
  await page.getByRole('button', { name: 'Add child joint' }).click();
  await setField(page, 'Name', 'tip');
  await setField(page, 'offset_pos x', '0.4');
}

test.describe('Body Plan Studio editor', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto('/bodyplans');
    await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
  });

  test('builds a 3-joint arm from scratch, poses it and exports a file that validates and equals the expected JSON', async ({ page }) => {
    await buildArm(page);
    await expect(page.locator('.studio-current')).toContainText('untitled.json — 3 joints, 2 DOFs, fixed base');

    await page.getByRole('radio', { name: /All DOFs/ }).check();
    await page.getByLabel('base dof 1 value in degrees', { exact: true }).fill('30');
    await page.getByLabel('base dof 1 value in degrees', { exact: true }).press('Enter');
    await page.getByLabel('elbow dof 1 value in degrees', { exact: true }).fill('45');
    await page.getByLabel('elbow dof 1 value in degrees', { exact: true }).press('Enter');
    const readout = page.getByLabel('World keypoint of tip');
    const x = 0.5 * Math.cos(Math.PI / 6) + 0.4 * Math.cos((75 * Math.PI) / 180);
    const y = 0.5 * Math.sin(Math.PI / 6) + 0.4 * Math.sin((75 * Math.PI) / 180);
    await expect(readout.locator('dd[data-axis="x"]')).toHaveText(x.toFixed(6));
    await expect(readout.locator('dd[data-axis="y"]')).toHaveText(y.toFixed(6));

    await expect(page.getByTestId('export-state')).toHaveText('● Unexported changes');
    const { path, text } = await downloadExport(page);
    expect(text).toBe(`${JSON.stringify(ARM, null, 2)}\n`);
    const validation = validateWithCli(path);
    expect(validation.output).toContain('valid (0 errors, 0 warnings)');
    expect(validation.status).toBe(0);
    await expect(page.getByTestId('export-state')).toHaveText('No unexported changes');
  });
});
