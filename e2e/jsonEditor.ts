import type { Page } from '@playwright/test';

/**
 * Puts the Studio's JSON editor's cursor at the end of a 1-based line by keys, as a person would:
 * CodeMirror only renders the lines near the view, so a line cannot be clicked by locator.
 */
export async function gotoLineEnd(page: Page, line: number): Promise<void> {
  await page.locator('.studio-json-editor .cm-content').focus();
  await page.keyboard.press('Control+Home');
  // Logical lines, not screen rows (long lines wrap): End twice reaches the line's end, ArrowRight the next line.
  for (let i = 1; i < line; i++) {
    await page.keyboard.press('End');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
  }
  await page.keyboard.press('End');
  await page.keyboard.press('End');
}
