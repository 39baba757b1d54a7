import { chooseMenuItem } from './studioCanvas.ts';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { runCli } from '../src/cli/testing/runCli.ts';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { expectAutosaved } from './autosave.ts';
import { gotoLineEnd } from './jsonEditor.ts';

const repoRoot = join(import.meta.dirname, '..');
const flyPath = join(repoRoot, 'test-data', 'neuromechfly', 'neuromechfly_ypr_legs.json');

/** Names of the joints in the outline, in order. */
async function outlineNames(page: Page): Promise<string[]> {
  return page.locator('[role=treeitem] .studio-tree-name').allTextContents();
}

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
async function validateWithCli(path: string): Promise<{ status: number | null; output: string }> {
  const run = await runCli(['validate', path], 60_000);
  return { status: run.code, output: run.stdout + run.stderr };
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
    const validation = await validateWithCli(path);
    expect(validation.output).toContain('valid (0 errors, 0 warnings)');
    expect(validation.status).toBe(0);
    await expect(page.getByTestId('export-state')).toHaveText('No unexported changes');
  });

  test('opens the fly through the file picker, renames a joint and exports a file that differs only in that name', async ({ page }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open body plan' }).click();
    await (await chooser).setFiles(flyPath);
    await expect(page.locator('.studio-current')).toContainText('neuromechfly_ypr_legs.json');
    await page.getByRole('treeitem').filter({ hasText: /^.lf_thorax_coxa/ }).click();
    await setField(page, 'Name', 'lf_coxa_base');
    await expect(page.getByLabel('Parent', { exact: true })).toHaveValue('thorax');
    const { path, text } = await downloadExport(page);
    const original = readFileSync(flyPath, 'utf8');
    expect(text).not.toBe(original);
    expect(text.split('"lf_coxa_base"')).toHaveLength(3); // the joint's name and its child's parent
    expect(text.replaceAll('"lf_coxa_base"', '"lf_thorax_coxa"')).toBe(original);
    expect((await validateWithCli(path)).status).toBe(0);
  });

  test('undo and redo walk a chain of edits with the buttons and the keyboard', async ({ page }) => {
    await page.getByRole('button', { name: 'New body plan' }).click();
    await page.getByRole('treeitem').filter({ hasText: 'root' }).click();
    await page.getByRole('button', { name: 'Add child joint' }).click();
    await setField(page, 'Name', 'a');
    await page.getByRole('treeitem').filter({ hasText: 'root' }).click();
    await page.getByRole('button', { name: 'Add child joint' }).click();
    await setField(page, 'Name', 'b');
    await expect.poll(() => outlineNames(page)).toEqual(['root', 'a', 'b']);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => outlineNames(page)).toEqual(['root', 'a', 'joint_2']);
    await page.locator('body').press('Control+z');
    await expect.poll(() => outlineNames(page)).toEqual(['root', 'a']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => outlineNames(page)).toEqual(['root']);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

    await page.locator('body').press('Control+Shift+z');
    await expect.poll(() => outlineNames(page)).toEqual(['root', 'joint_1']);
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect.poll(() => outlineNames(page)).toEqual(['root', 'a', 'b']);
    await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  test('a reload restores the document and its pose exactly; leaving with unexported changes asks first', async ({ page }) => {
    await buildArm(page);
    await page.getByRole('radio', { name: /All DOFs/ }).check();
    for (const [label, value] of [['base dof 1 value in degrees', '-20'], ['elbow dof 1 value in degrees', '33.3']] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel(label, { exact: true }).press('Enter');
    }
    const before = await page.getByLabel('World keypoint of tip').locator('dd').evaluateAll((dds) => dds.map((d) => d.getAttribute('data-value')));
    await page.getByRole('treeitem').filter({ hasText: 'elbow' }).click();
    await expect(page.locator('.studio-recent')).toContainText('untitled.json');
    await expect(page.getByRole('treeitem', { selected: true })).toContainText('elbow');
    await expectAutosaved(page);

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await expect(page.locator('.studio-current')).toContainText('untitled.json — 3 joints, 2 DOFs, fixed base');
    expect(dialogs).toContain('beforeunload');
    await expect.poll(() => outlineNames(page)).toEqual(['base', 'elbow', 'tip']);
    await expect(page.getByTestId('export-state')).toHaveText('● Unexported changes');
    await expect(page.getByRole('treeitem', { selected: true })).toContainText('elbow');
    await page.getByRole('treeitem').filter({ hasText: 'tip' }).click();
    const after = await page.getByLabel('World keypoint of tip').locator('dd').evaluateAll((dds) => dds.map((d) => d.getAttribute('data-value')));
    expect(after).toEqual(before);

    // The recent-documents list brings it back after another plan was opened.
    await page.getByRole('button', { name: 'Planar two-link arm' }).click();
    await expect(page.locator('.studio-current')).toContainText('planar-two-link-arm.json');
    const recent = page.getByRole('region', { name: 'Recent documents' });
    await expect(recent.getByRole('listitem')).toHaveCount(2);
    await recent.getByRole('button', { name: 'untitled.json' }).click();
    await expect.poll(() => outlineNames(page)).toEqual(['base', 'elbow', 'tip']);
    await page.getByRole('treeitem').filter({ hasText: 'tip' }).click();
    const reopened = await page.getByLabel('World keypoint of tip').locator('dd').evaluateAll((dds) => dds.map((d) => d.getAttribute('data-value')));
    expect(reopened).toEqual(before);
  });

  test('a syntax error typed in the JSON editor shows at its line; fixing it brings the view back; axe passes with the editor open', async ({ page }) => {
    await page.getByRole('button', { name: 'New body plan' }).click();
    await page.getByRole('button', { name: 'JSON editor' }).click();
    const lines = page.locator('.studio-json-editor .cm-line');
    await expect(lines.nth(5)).toHaveText('      "parent": null,');
    await gotoLineEnd(page, 6);
    await page.keyboard.type('x');
    // The view keeps the last version that compiled (e2e/studio-last-valid.spec.ts checks the pose).
    await expect(page.locator('.studio-stale-view')).toContainText('Showing the last valid version');
    await expect(lines.nth(5).locator('.cm-lintRange-error')).toHaveCount(1);
    // The gutter marker of the first error sits on line 6 (the parser also reports what follows).
    const marker = page.locator('.cm-gutter-lint .cm-gutterElement:has(.cm-lint-marker-error)').first();
    const markerBox = (await marker.boundingBox())!;
    const lineBox = (await lines.nth(5).boundingBox())!;
    expect(Math.abs(markerBox.y - lineBox.y)).toBeLessThan(3);
    await expect(page.getByRole('region', { name: 'Diagnostics' })).toContainText('6:');

    // An invalid document is not exported silently: it takes an explicit confirmation.
    await page.getByRole('button', { name: 'Download JSON' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Export it anyway?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await gotoLineEnd(page, 6);
    await page.keyboard.press('Backspace');
    await expect(page.locator('.studio-viewport canvas')).toBeVisible();
    await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);

    await page.getByRole('treeitem').filter({ hasText: 'root' }).click();
    await expect(page.getByRole('heading', { name: 'Inspector' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('dragging a joint onto another in the outline reparents it; a cycle is refused with the reason', async ({ page }) => {
    await page.getByRole('button', { name: 'New body plan' }).click();
    await page.getByRole('treeitem').filter({ hasText: 'root' }).click();
    await page.getByRole('button', { name: 'Add child joint' }).click();
    await setField(page, 'Name', 'a');
    await page.getByRole('button', { name: 'Add child joint' }).click();
    await setField(page, 'Name', 'b');
    await page.getByRole('treeitem').filter({ hasText: 'root' }).click();
    await page.getByRole('button', { name: 'Add child joint' }).click();
    await setField(page, 'Name', 'c');
    await expect.poll(() => outlineNames(page)).toEqual(['root', 'a', 'b', 'c']);

    await page.getByRole('treeitem').filter({ hasText: /^.c/ }).dragTo(page.getByRole('treeitem').filter({ hasText: /^.b/ }));
    await expect.poll(() => outlineNames(page)).toEqual(['root', 'a', 'b', 'c']);
    await expect(page.getByRole('treeitem').filter({ hasText: /^.c/ })).toHaveAttribute('aria-level', '4');
    await expect(page.getByLabel('Parent', { exact: true })).toHaveValue('b');

    // The keyboard way: the Parent field. Making a descendant the parent is refused and says why.
    await page.getByRole('treeitem').filter({ hasText: /^.a/ }).click();
    await page.getByLabel('Parent', { exact: true }).selectOption('c');
    await expect(page.locator('#studio-edit-refusal')).toHaveText('"c" is a descendant of "a": making it the parent would create a cycle.');
    await expect(page.getByLabel('Parent', { exact: true })).toHaveValue('root');
  });

  test('mirror a limb: the fly without its right front leg gets it back from the left one', async ({ page }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open body plan' }).click();
    await (await chooser).setFiles(flyPath);
    const original = JSON.parse(readFileSync(flyPath, 'utf8')) as { joints: { name: string }[] };
    await page.getByRole('treeitem').filter({ hasText: /^.rf_thorax_coxa/ }).click();
    await page.getByRole('button', { name: 'Delete with subtree' }).click();
    await expect.poll(async () => (await outlineNames(page)).filter((n) => n.startsWith('rf_'))).toEqual([]);

    await page.getByRole('treeitem').filter({ hasText: /^.lf_thorax_coxa/ }).click();
    await page.getByRole('button', { name: 'Mirror subtree…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mirror the subtree of lf_thorax_coxa' });
    await expect(dialog.getByLabel('Mirror plane')).toHaveValue('XZ');
    await expect(dialog).toContainText('lf_thorax_coxa → rf_thorax_coxa');
    await dialog.getByRole('button', { name: 'Mirror', exact: true }).click();
    await expect(page.locator('.studio-current')).toContainText(`${original.joints.length} joints`);

    const { text } = await downloadExport(page);
    const exported = JSON.parse(text) as { joints: { name: string }[] };
    const rf = (plan: { joints: { name: string }[] }) => plan.joints.filter((j) => j.name.startsWith('rf_'));
    expect(rf(exported)).toEqual(rf(original));
  });

  test('reordering DOFs changes the pose at once, and undo brings the order back', async ({ page }) => {
    await buildArm(page);
    await page.getByRole('treeitem').filter({ hasText: 'elbow' }).click();
    await page.getByRole('button', { name: 'Add slide' }).click();
    await setField(page, 'elbow DOF 2 axis x', '1');
    await setField(page, 'elbow DOF 2 axis z', '0');
    await page.getByRole('radio', { name: /All DOFs/ }).check();
    await page.getByLabel('elbow dof 1 value in degrees', { exact: true }).fill('90');
    await page.getByLabel('elbow dof 1 value in degrees', { exact: true }).press('Enter');
    await page.getByLabel('elbow dof 2 value', { exact: true }).fill('0.25');
    await page.getByLabel('elbow dof 2 value', { exact: true }).press('Enter');
    await page.getByRole('treeitem').filter({ hasText: 'tip' }).click();
    const tipX = page.getByLabel('World keypoint of tip').locator('dd[data-axis="x"]');
    const tipY = page.getByLabel('World keypoint of tip').locator('dd[data-axis="y"]');
    // Hinge then slide: the slide runs along the turned x axis (world y).
    await expect(tipX).toHaveText((0.5).toFixed(6));
    await expect(tipY).toHaveText((0.65).toFixed(6));

    await page.getByRole('treeitem').filter({ hasText: 'elbow' }).click();
    await page.getByRole('button', { name: 'Move elbow DOF 2 up' }).click();
    await page.getByRole('treeitem').filter({ hasText: 'tip' }).click();
    // Slide first along world x, then the hinge turns the rest: values follow position, so the slide now gets 90.
    await expect(tipX).not.toHaveText((0.5).toFixed(6));
    await page.locator('body').press('Control+z');
    // Undo also brings back the selection of that moment (elbow, where the move was made).
    await expect(page.getByRole('treeitem', { selected: true })).toContainText('elbow');
    await expect(page.getByRole('button', { name: 'Move elbow DOF 2 up' })).toBeEnabled();
    await page.getByRole('treeitem').filter({ hasText: 'tip' }).click();
    await expect(tipX).toHaveText((0.5).toFixed(6));
    await expect(tipY).toHaveText((0.65).toFixed(6));
  });

  test('the JSON editor and the selection follow each other; form edits reach the text; Copy JSON writes the text', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await buildArm(page);
    await page.getByRole('button', { name: 'JSON editor' }).click();
    const lines = page.locator('.studio-json-editor .cm-line');
    await expect(lines.filter({ hasText: '"name": "tip"' })).toHaveCount(1);

    // The cursor in a joint selects it (CodeMirror renders only the lines near the view, so move by keys).
    await lines.filter({ hasText: '"name": "tip"' }).click();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('treeitem', { selected: true })).toContainText('elbow');

    // Selecting a joint elsewhere puts the cursor at its object in the text.
    await page.getByRole('treeitem').filter({ hasText: 'base' }).click();
    await expect(lines.nth(3)).toHaveText('    {');
    await expect(lines.nth(3)).toHaveClass(/cm-activeLine/);

    // A form edit shows up in the text.
    await setField(page, 'offset_pos y', '0.125');
    await expect(lines.filter({ hasText: '0.125' })).toHaveCount(1);

    // A valid text edit updates the model (debounced): a free-floating root instead of a fixed base.
    await expect(lines.nth(1)).toHaveText('  "fixed_base": true,');
    await gotoLineEnd(page, 2);
    await page.keyboard.press('ArrowLeft');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type('false');
    await expect(page.locator('.studio-current')).toContainText('3 joints, 2 DOFs, free-floating root');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();

    await chooseMenuItem(page, 'File', 'Copy JSON');
    await expect(page.getByTestId('export-state')).toHaveText('No unexported changes');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(clipboard).joints.map((j: { name: string }) => j.name)).toEqual(['base', 'elbow', 'tip']);
    expect(JSON.parse(clipboard).fixed_base).toBe(false);
  });
});
