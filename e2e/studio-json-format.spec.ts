import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { flyPath, panel, STUDIO_SIZES } from './studioCanvas.ts';

// The JSON editor with a plan written on one line (the fly as QuickIK writes it, ~80 kB): the
// lines wrap inside the panel, the page never scrolls sideways, and "Format document" lays the
// text out as the format writes it.

const flyText = readFileSync(flyPath, 'utf8');

const pageOverflow = (page: Page) =>
  page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));

/** The plan's text as "Download JSON" saves it (the editor's DOM holds only the lines in view). */
async function downloadedText(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  return readFile(await (await download).path(), 'utf8');
}

for (const size of [STUDIO_SIZES[0]!, STUDIO_SIZES[2]!]) {
  test(`${size.width}×${size.height}: the one-line fly plan opens in the editor without sideways page scroll, and formats`, async ({ page }) => {
    expect(flyText.trim().split('\n')).toHaveLength(1);
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Open body plan' }).click();
    await (await chooser).setFiles(flyPath);
    await expect(page.locator('.studio-current')).toContainText('31 joints');

    const json = await panel(page, 'JSON text');
    await json.getByRole('button', { name: 'JSON editor' }).click();
    const editor = page.locator('.studio-json-editor');
    await expect(editor.locator('.cm-content')).toBeVisible();
    await expect(editor.locator('.cm-line').first()).toContainText('"joints"');
    // The one line wraps into many rows inside the editor, which is no wider than the window.
    const box = (await editor.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
    expect((await editor.locator('.cm-line').first().boundingBox())!.height).toBeGreaterThan(200);
    let overflow = await pageOverflow(page);
    expect(overflow.scroll, 'no sideways page scroll with the one-line plan').toBeLessThanOrEqual(overflow.client);

    await json.getByRole('button', { name: 'Format document' }).click();
    await expect(editor.locator('.cm-line').nth(1)).toHaveText(/^ {2}"/);
    const formatted = await downloadedText(page);
    expect(formatted.split('\n').length, 'one line became many').toBeGreaterThan(500);
    expect(JSON.parse(formatted), 'formatting changes no value').toEqual(JSON.parse(flyText));
    // The plan stays valid: still drawn, with no errors.
    await expect(page.locator('.studio-current')).toContainText('31 joints');
    await expect(page.locator('.studio-current')).not.toContainText('error');
    overflow = await pageOverflow(page);
    expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);

    // Formatting is one undo step.
    await editor.locator('.cm-content').focus();
    await page.keyboard.press('Control+z');
    // The one line (and the empty one after its final newline).
    await expect(editor.locator('.cm-line')).toHaveCount(flyText.split('\n').length);
    expect((await downloadedText(page)).trim().split('\n')).toHaveLength(1);

    // A text with a syntax error is refused with its place; Shift+Alt+F is the key.
    await editor.locator('.cm-content').focus();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('x');
    await page.keyboard.press('Shift+Alt+F');
    await expect(page.getByText(/The text is not formatted: it has a syntax error at line 1:1/)).toBeVisible();
    await expect(editor.locator('.cm-line')).toHaveCount(flyText.split('\n').length);
    await expect(editor.locator('.cm-line').first()).toHaveText(/^x\{/);
  });
}

/** A chain of 420 hinged segments written on one line: about 80 kB. */
function oneLinePlan(): string {
  const joints: object[] = [{ name: 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] }];
  for (let i = 1; i < 420; i++) {
    joints.push({
      name: `segment_${i}`, parent: i === 1 ? 'root' : `segment_${i - 1}`, offset_pos: [0.01, 0.002 * (i % 5), 0.001], offset_quat: [1, 0, 0, 0],
      dofs: [{ name: `bend_${i}`, type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-0.5, 0.5] }],
    });
  }
  return JSON.stringify({ fixed_base: false, joints });
}

test('a one-line plan of 80 kB opens in the editor inside its panel, takes typing, and formats', async ({ page }) => {
  const text = oneLinePlan();
  expect(text.length).toBeGreaterThan(80_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name: 'long-line.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.locator('.studio-current')).toContainText('420 joints');
  await page.getByRole('button', { name: 'JSON editor' }).click();
  const editor = page.locator('.studio-json-editor');
  await expect(editor.locator('.cm-line').first()).toContainText('"fixed_base"');
  const overflow = await pageOverflow(page);
  expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
  // Typing at the start of the line reaches the plan (a rename of nothing: break and mend the text).
  await editor.locator('.cm-content').focus();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('x');
  await expect(page.locator('.studio-current')).toContainText('has errors');
  await page.keyboard.press('Backspace');
  await expect(page.locator('.studio-current')).toContainText('420 joints');
  await page.getByRole('button', { name: 'Format document' }).click();
  await expect(editor.locator('.cm-line').nth(1)).toHaveText(/^ {2}"fixed_base": false,$/);
  const formatted = await downloadedText(page);
  expect(formatted.split('\n').length).toBeGreaterThan(5000);
  expect(JSON.parse(formatted)).toEqual(JSON.parse(text));
});

