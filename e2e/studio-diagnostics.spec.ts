import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { STUDIO_SIZES } from './studioCanvas.ts';

// The diagnostics list works like an editor's problems list: each entry opens the JSON editor at
// its line:column with the range selected; "did you mean" entries fix the text in one click.

const joint = (name: string, parent: string | null, extra = '') =>
  `    {"name": "${name}", "parent": ${parent === null ? 'null' : `"${parent}"`}, "offset_pos": [1, 0, 0], "offset_quat": [1, 0, 0, 0]${extra}, "dofs": []}`;

async function openText(page: Page, name: string, text: string) {
  await page.goto('/bodyplans');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open body plan' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

const editorSelection = (page: Page) => page.evaluate(() => document.getSelection()?.toString() ?? '');

// The desktop sizes; the phone, where the editor is a tab, has its own test below.
for (const size of STUDIO_SIZES.filter((s) => s.width > 800)) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(size);
    });

    test('a diagnostic opens the hidden JSON editor on its line and column; its fix makes the plan valid and drawn', async ({ page }) => {
      const text = ['{', '  "fixed_base": true,', '  "joints": [', [joint('base', null), joint('arm', 'base'), joint('hand', 'arn')].join(',\n'), '  ]', '}'].join('\n');
      await openText(page, 'typo.json', text);
      const editor = page.getByRole('textbox', { name: 'Body plan JSON' });
      await expect(editor).toHaveCount(0);

      const entry = page.locator('.studio-diagnostics li').filter({ hasText: 'arn' });
      await expect(entry.locator('.studio-location')).toHaveText('6:32');
      await entry.getByRole('button', { name: /arn/ }).click();
      await expect(editor).toBeFocused();
      await expect.poll(() => editorSelection(page)).toBe('"arn"');
      await expect(page.locator('.cm-activeLine')).toContainText('"name": "hand"');
      await expect(page.getByRole('treeitem', { name: /hand/ })).toHaveAttribute('aria-selected', 'true');

      await entry.getByRole('button', { name: 'Fix: use “arm”' }).click();
      await expect(page.locator('.studio-diagnostics li')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Diagnostics' })).toContainText('valid, no problems found');
      await expect(editor).toContainText('"parent": "arm"');
      await expect(page.locator('.studio-viewport canvas')).toHaveCount(1);
      // The fix is one undo step.
      await page.getByRole('button', { name: 'Undo' }).click();
      await expect(page.locator('.studio-diagnostics li').filter({ hasText: 'arn' })).toHaveCount(1);
    });

    test('a misspelt key offers the allowed key; a syntax error jumps to its place', async ({ page }) => {
      const text = ['{', '  "fixed_base": true,', '  "joints": [', joint('base', null, ', "weigth_scaler": 2'), '  ]', '}'].join('\n');
      await openText(page, 'key.json', text);
      const entry = page.locator('.studio-diagnostics li').filter({ hasText: 'weigth_scaler' });
      await expect(entry).toContainText('did you mean "weight_scaler"?');
      await entry.getByRole('button', { name: 'Fix: use “weight_scaler”' }).click();
      await expect(page.locator('.studio-diagnostics li')).toHaveCount(0);

      const broken = ['{', '  "fixed_base": true,', '  "joints": [', joint('base', null), '  ]', '  "x-note": 1', '}'].join('\n');
      await openText(page, 'syntax.json', broken);
      const syntax = page.locator('.studio-diagnostics li').first();
      await expect(syntax.locator('.studio-location')).toHaveText(/^6:\d+$/);
      await syntax.getByRole('button').first().click();
      const editor = page.getByRole('textbox', { name: 'Body plan JSON' });
      await expect(editor).toBeFocused();
      await expect(page.locator('.cm-activeLine')).toContainText('"x-note": 1');
    });
  });
}

test('on a phone, a diagnostic switches to the JSON text tab at its place, and its fix works from the Diagnostics tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const text = ['{', '  "fixed_base": true,', '  "joints": [', [joint('base', null), joint('hand', 'bse')].join(',\n'), '  ]', '}'].join('\n');
  await openText(page, 'phone.json', text);
  await page.getByRole('tab', { name: /Diagnostics/ }).click();
  await page.locator('.studio-diagnostics li').filter({ hasText: 'bse' }).getByRole('button', { name: /bse/ }).click();
  await expect(page.getByRole('tab', { name: /JSON text/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Body plan JSON' })).toBeFocused();
  await expect.poll(() => editorSelection(page)).toBe('"bse"');

  // The one-click fix works from the phone's Diagnostics tab too.
  await page.getByRole('tab', { name: /Diagnostics/ }).click();
  await page.locator('.studio-diagnostics li').filter({ hasText: 'bse' }).getByRole('button', { name: 'Fix: use “base”' }).click();
  await expect(page.locator('.studio-diagnostics li')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Diagnostics' })).toContainText('valid, no problems found');
});
