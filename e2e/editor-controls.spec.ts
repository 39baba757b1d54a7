import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runCli } from '../src/cli/testing/runCli.ts';
import { test, expect } from './fixtures.ts';
import { expectAutosaved } from './autosave.ts';

// The inspector's remaining controls, each driven through the UI and checked in the exported file;
// export of an invalid plan after confirmation; and recovery after the tab's renderer crashes.

interface PlanJson {
  fixed_base: boolean;
  joints: {
    name: string;
    parent: string | null;
    offset_pos: number[];
    offset_quat: number[];
    weight_scaler?: number;
    dofs: { name?: string; type: string; axis: number[]; neutral: number; limits?: number[] | null; weight_scaler?: number }[];
  }[];
}

async function setField(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Enter');
  await expect(field).toHaveValue(value);
}

async function outlineNames(page: Page): Promise<string[]> {
  return page.locator('[role=treeitem] .studio-tree-name').allTextContents();
}

const selectJoint = (page: Page, name: string) =>
  page
    .getByRole('treeitem')
    .filter({ has: page.locator('.studio-tree-name', { hasText: new RegExp(`^${name}$`) }) })
    .click();

async function openText(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.locator('.studio-current')).toContainText(name);
}

async function downloadExport(page: Page, confirm = false): Promise<{ path: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  if (confirm) await page.getByRole('alertdialog').getByRole('button', { name: 'Export anyway' }).click();
  const file = await download;
  const path = join(mkdtempSync(join(tmpdir(), 'editor-controls-e2e-')), file.suggestedFilename());
  await file.saveAs(path);
  return { path, text: readFileSync(path, 'utf8') };
}

async function validateWithCli(path: string): Promise<number | null> {
  return (await runCli(['validate', path], 60_000)).code;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/bodyplans');
  await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
});

test('every DOF and joint property is edited through the inspector and reaches the exported file', async ({ page }) => {
  await page.getByRole('button', { name: 'New body plan' }).click();
  await selectJoint(page, 'root');
  await page.getByRole('button', { name: 'Add hinge' }).click();
  await page.getByRole('button', { name: 'Add hinge' }).click();
  await setField(page, 'root DOF 1 name', 'bend');
  for (const [axis, value] of [['x', '0'], ['y', '0'], ['z', '2']] as const) await setField(page, `root DOF 1 axis ${axis}`, value);
  await page.getByRole('button', { name: 'Normalize root DOF 1 axis' }).click();
  await expect(page.getByLabel('root DOF 1 axis z', { exact: true })).toHaveValue('1');
  await setField(page, 'root DOF 1 neutral (rad)', '0.3');
  await setField(page, 'root DOF 1 weight_scaler (empty for 1)', '0.5');
  await page.getByLabel('root DOF 2 type').selectOption('slide');
  await setField(page, 'root DOF 2 name', 'reach');
  await page.getByRole('button', { name: 'Add slide' }).click();
  await page.getByRole('button', { name: 'Remove root DOF 3' }).click();
  await setField(page, 'weight_scaler (empty for the default 1)', '2');
  await expect(page.getByRole('group', { name: 'root DOF 3' })).toHaveCount(0);

  const { path, text } = await downloadExport(page);
  const plan = JSON.parse(text) as PlanJson;
  expect(plan.joints[0]).toMatchObject({ name: 'root', weight_scaler: 2 });
  expect(plan.joints[0]!.dofs).toEqual([
    expect.objectContaining({ name: 'bend', type: 'hinge', axis: [0, 0, 1], neutral: 0.3, weight_scaler: 0.5 }),
    expect.objectContaining({ name: 'reach', type: 'slide' }),
  ]);
  expect(await validateWithCli(path)).toBe(0);

  // Clearing the weight field removes the key (the default 1 applies again).
  await setField(page, 'root DOF 1 weight_scaler (empty for 1)', '');
  const again = JSON.parse((await downloadExport(page)).text) as PlanJson;
  expect(again.joints[0]!.dofs[0]).not.toHaveProperty('weight_scaler');
});

test('duplicate a subtree with new names, and delete a joint keeping its children', async ({ page }) => {
  await openText(
    page,
    'chain.json',
    `${JSON.stringify(
      {
        fixed_base: true,
        joints: [
          { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
          { name: 'upper', parent: 'base', offset_pos: [0, 0, 0.5], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 1, 0], neutral: 0 }] },
          { name: 'lower', parent: 'upper', offset_pos: [0, 0, 0.4], offset_quat: [1, 0, 0, 0], dofs: [] },
        ],
      },
      null,
      2,
    )}\n`,
  );
  await selectJoint(page, 'upper');
  await page.getByRole('button', { name: 'Duplicate subtree' }).click();
  await expect.poll(() => outlineNames(page)).toHaveLength(5);
  const names = await outlineNames(page);
  expect(new Set(names).size).toBe(5);
  const duplicated = JSON.parse((await downloadExport(page)).text) as PlanJson;
  const copies = duplicated.joints.slice(3);
  expect(copies.map((j) => j.name)).toEqual(['upper_copy', 'lower_copy']);
  expect(copies.map((j) => j.parent)).toEqual(['base', 'upper_copy']);
  expect(copies[0]!.dofs).toEqual(duplicated.joints[1]!.dofs);
  expect(copies.map((j) => j.offset_pos)).toEqual([
    [0, 0, 0.5],
    [0, 0, 0.4],
  ]);

  // Delete the original upper joint but keep lower: lower hangs from base, where it already was.
  await selectJoint(page, 'upper');
  await page.getByRole('button', { name: 'Delete, keep children' }).click();
  const { path, text } = await downloadExport(page);
  const kept = JSON.parse(text) as PlanJson;
  expect(kept.joints.map((j) => j.name)).not.toContain('upper');
  const lower = kept.joints.find((j) => j.name === 'lower')!;
  expect(lower.parent).toBe('base');
  expect(lower.offset_pos[2]).toBeCloseTo(0.9, 12);
  expect(await validateWithCli(path)).toBe(0);
});

test('mirror a limb with an edited name rule and another plane', async ({ page }) => {
  await openText(
    page,
    'boat.json',
    `${JSON.stringify(
      {
        fixed_base: true,
        joints: [
          { name: 'hull', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
          { name: 'port_oar', parent: 'hull', offset_pos: [0.3, 0.5, 0.1], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.2, limits: [-1, 1] }] },
          { name: 'port_blade', parent: 'port_oar', offset_pos: [0.8, 0.2, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        ],
      },
      null,
      2,
    )}\n`,
  );
  await selectJoint(page, 'port_oar');
  await page.getByRole('button', { name: 'Mirror subtree…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mirror the subtree of port_oar' });
  await expect(dialog.getByText('port_oar → ')).toContainText('no rule matches');
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  const rules = await dialog.getByRole('textbox').count();
  await dialog.getByRole('textbox').nth(rules - 2).fill('port_');
  await dialog.getByRole('textbox').nth(rules - 1).fill('starboard_');
  await expect(dialog.getByText('port_oar → starboard_oar')).toBeVisible();
  await expect(dialog.getByText('port_blade → starboard_blade')).toBeVisible();
  await dialog.getByLabel('Mirror plane').selectOption('YZ');
  await dialog.getByRole('button', { name: 'Mirror', exact: true }).click();
  await expect.poll(() => outlineNames(page)).toEqual(['hull', 'port_oar', 'port_blade', 'starboard_oar', 'starboard_blade']);

  const { path, text } = await downloadExport(page);
  const plan = JSON.parse(text) as PlanJson;
  const oar = plan.joints.find((j) => j.name === 'starboard_oar')!;
  const blade = plan.joints.find((j) => j.name === 'starboard_blade')!;
  // The YZ plane negates x; a hinge axis, being a rotation axis, keeps x and negates y and z.
  expect(oar.offset_pos).toEqual([-0.3, 0.5, 0.1]);
  expect(blade.offset_pos).toEqual([-0.8, 0.2, 0]);
  expect(blade.parent).toBe('starboard_oar');
  expect(oar.dofs[0]!.axis).toEqual([0, 0, -1]);
  expect(await validateWithCli(path)).toBe(0);
});

test('an invalid plan is exported only after "Export anyway", and then exactly as its text', async ({ page }) => {
  const text = `${JSON.stringify(
    {
      fixed_base: true,
      joints: [
        { name: 'a', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'a', parent: 'a', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    },
    null,
    2,
  )}\n`;
  await openText(page, 'twice.json', text);
  await page.getByRole('button', { name: 'Download JSON' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Export it anyway?');
  const exported = await downloadExport(page, true);
  expect(exported.text).toBe(text);
  expect(await validateWithCli(exported.path)).toBe(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('after the tab crashes, opening the Studio again brings back the document and its pose', async ({ page, context }) => {
  await page.getByRole('button', { name: 'Planar two-link arm' }).click();
  await expect(page.locator('.studio-current')).toContainText('planar-two-link-arm.json');
  await selectJoint(page, 'elbow');
  await setField(page, 'Name', 'forearm');
  await page.getByRole('textbox', { name: 'forearm bend value in degrees' }).fill('61.5');
  await page.getByRole('textbox', { name: 'forearm bend value in degrees' }).press('Enter');
  const before = await page.getByLabel('World keypoint of forearm').locator('dd').evaluateAll((dds) => dds.map((d) => d.getAttribute('data-value')));
  await selectJoint(page, 'hand');
  const hand = await page.getByLabel('World keypoint of hand').locator('dd').evaluateAll((dds) => dds.map((d) => d.getAttribute('data-value')));
  await expectAutosaved(page);

  // A real renderer crash: no beforeunload, no pagehide, nothing saved on the way out.
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;

  const fresh = await context.newPage();
  await fresh.setViewportSize({ width: 1400, height: 900 });
  await fresh.goto('/bodyplans');
  await expect(fresh.locator('.studio-current')).toContainText('planar-two-link-arm.json');
  await expect.poll(() => outlineNames(fresh)).toEqual(['shoulder', 'forearm', 'hand']);
  await expect(fresh.getByRole('treeitem', { selected: true })).toContainText('hand');
  expect(await fresh.getByLabel('World keypoint of hand').locator('dd').evaluateAll((dds) => dds.map((d) => d.getAttribute('data-value')))).toEqual(hand);
  await selectJoint(fresh, 'forearm');
  await expect(fresh.getByRole('textbox', { name: 'forearm bend value in degrees' })).toHaveValue('61.5');
  expect(await fresh.getByLabel('World keypoint of forearm').locator('dd').evaluateAll((dds) => dds.map((d) => d.getAttribute('data-value')))).toEqual(before);
  await fresh.close();
});
