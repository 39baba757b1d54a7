import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { flyPath, openPlanFile, openViewOptions } from './studioCanvas.ts';

// The one-row toolbar (icons with tooltips and keys, the rest in menus), the command palette
// (Ctrl/Cmd+K) and the "?" keyboard help.

const toolbar = (page: import('@playwright/test').Page) => page.getByRole('toolbar', { name: 'Studio' });

for (const size of [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${size.width}×${size.height} the Studio's controls fit one row, each icon named with its keys in the tooltip`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/bodyplans');
    await openPlanFile(page, flyPath);
    const header = page.locator('.studio-header');
    const heading = (await page.getByRole('heading', { level: 1, name: 'Body Plan Studio' }).boundingBox())!;
    // Every control of the header (the toolbar's buttons, the export state, the open plan's line) sits on the heading's row.
    const items = header.locator('.studio-toolbar > *, .studio-toolbar .studio-menu > button, .studio-export-state, .studio-current');
    const count = await items.count();
    expect(count).toBeGreaterThan(10);
    for (let i = 0; i < count; i++) {
      const box = (await items.nth(i).boundingBox())!;
      if (box.height === 0) continue;
      const text = (await items.nth(i).getAttribute('aria-label')) ?? (await items.nth(i).textContent());
      expect(Math.abs(box.y + box.height / 2 - (heading.y + heading.height / 2)), `${text} is on the heading's row`).toBeLessThan(heading.height / 2);
    }
    expect((await header.boundingBox())!.height, 'the header is one row high').toBeLessThan(2 * heading.height + 8);
    // The view options are no longer rows above the view: the view starts right under the header.
    const view = (await page.getByRole('region', { name: '3D view' }).boundingBox())!;
    expect(view.y - ((await header.boundingBox())!.y + (await header.boundingBox())!.height)).toBeLessThan(40);

    for (const [name, keys] of [
      ['Open body plan', 'Ctrl+O'],
      ['Undo', 'Ctrl+Z'],
      ['Redo', 'Ctrl+Shift+Z or Ctrl+Y'],
      ['Download JSON', 'Ctrl+S'],
      ['Command palette', 'Ctrl+K'],
      ['Keyboard shortcuts and help', '?'],
    ] as const) {
      const button = toolbar(page).getByRole('button', { name, exact: true });
      await expect(button).toHaveAttribute('title', `${name} (${keys})`);
    }
    await expect(toolbar(page).getByRole('button', { name: 'Frame all', exact: true })).toHaveAttribute('title', 'Frame all');
  });
}

test('the File menu works from the keyboard: arrows, Home/End, Escape gives the focus back; Enter runs an item', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPath);
  const file = toolbar(page).getByRole('button', { name: 'File', exact: true });
  await expect(file).toHaveAttribute('aria-haspopup', 'menu');
  await expect(file).toHaveAttribute('aria-expanded', 'false');
  await file.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'File' });
  await expect(file).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('menuitem', { name: 'Open folder' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Paste body plan…' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Export MJCF' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Open folder' }), 'the arrows wrap around').toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(file).toBeFocused();

  // Enter on "Paste body plan…" opens the paste dialog.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Paste a body plan' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The View options open under their button (a dialog popup) and Escape closes them.
  const options = await openViewOptions(page);
  await expect(toolbar(page).getByRole('button', { name: 'View options' })).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(options.getByLabel('Up axis')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(options).toHaveCount(0);
  await expect(toolbar(page).getByRole('button', { name: 'View options' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
});

test('Ctrl+K opens the command palette: typing part of a name finds the action, Enter runs it, Escape closes and the focus returns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  const search = palette.getByRole('combobox', { name: 'Find an action' });

  // "new bo" finds "New body plan"; Enter opens a new plan.
  const opener = toolbar(page).getByRole('button', { name: 'Keyboard shortcuts and help' });
  await opener.focus();
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await search.pressSequentially('new bo');
  await expect(palette.getByRole('option').first()).toHaveText(/^New body plan/);
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);
  await expect(page.locator('.studio-current')).toContainText('untitled.json');
  await expect(opener, 'the focus is back where it was').toBeFocused();

  // The shortcuts are listed; a disabled action (Redo, nothing to redo) is marked and Enter does nothing with it.
  await page.keyboard.press('Control+k');
  await search.pressSequentially('redo');
  const redo = palette.getByRole('option', { name: /Redo/ });
  await expect(redo).toContainText('Ctrl+Shift+Z or Ctrl+Y');
  await expect(redo).toHaveAttribute('aria-disabled', 'true');

  // Arrow keys choose among the matches (letters in order: "lbl" finds "Name labels"), Enter toggles it.
  await search.fill('');
  await search.pressSequentially('nm lbl');
  await expect(palette.getByRole('option').first()).toHaveText(/^Name labels \(off\)/);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(palette).toHaveCount(0);
  await expect((await openViewOptions(page)).getByLabel('Name labels')).toBeChecked();
  await page.keyboard.press('Escape');

  // Nothing found says so; Escape closes without running anything.
  await page.keyboard.press('Control+k');
  await search.pressSequentially('qqqq');
  await expect(palette.getByRole('option')).toHaveCount(0);
  await expect(palette).toContainText('No action matches “qqqq”.');
  await page.keyboard.press('Escape');
  await expect(palette).toHaveCount(0);
  await expect(page.locator('.studio-current')).toContainText('untitled.json');
});

test('"?" opens the keyboard help: every key by where it works and the mouse in the 3D view, and nothing is printed over the view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bodyplans');
  await openPlanFile(page, flyPath);
  await expect(page.getByText(/Drag to orbit/)).toHaveCount(0);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts and help' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('region', { name: 'Anywhere in the Studio' })).toContainText('Ctrl+KCommand palette');
  await expect(help.getByRole('region', { name: /In the 3D view/ })).toContainText('Shift+1Back view');
  await expect(help.getByRole('region', { name: /With a solved recording/ })).toContainText(',Previous frame');
  await expect(help.getByRole('region', { name: 'Mouse in the 3D view' })).toContainText('Drag to orbit, scroll to zoom (toward the pointer), right-drag to pan.');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(page.getByText(/Drag to orbit/)).toHaveCount(0);
});
