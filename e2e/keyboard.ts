import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Tabs through the whole page and fails, naming them, when a visible control is never focused or
 * has no accessible name. A radio group counts as reached when one of its radios is (the arrow
 * keys move inside the group).
 */
export async function expectEveryControlReachableByTab(page: Page): Promise<void> {
  const controls = await page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
    const found: { key: string; name: string; group: string | null }[] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((el, i) => {
      // Not rendered (display: none, inside a closed <details>, visibility: hidden): not a control now.
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return;
      el.dataset.kbKey = String(i);
      const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
      const name = (el.getAttribute('aria-label') ?? labelled ?? el.closest('label')?.textContent ?? el.textContent ?? el.getAttribute('title') ?? '').trim();
      const group = el instanceof HTMLInputElement && el.type === 'radio' ? el.name : null;
      found.push({ key: String(i), name, group });
    });
    return found;
  });
  expect(controls.filter((c) => c.name === '').map((c) => c.key), 'controls without a name').toEqual([]);

  await page.locator('body').focus();
  const reached = new Set<string>();
  for (let press = 0; press < controls.length * 2 + 20; press++) {
    await page.keyboard.press('Tab');
    const key = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kbKey ?? '');
    if (key !== '' && reached.has(key) && reached.size > 0 && key === [...reached][0]) break;
    if (key !== '') reached.add(key);
  }
  const reachedGroups = new Set(controls.filter((c) => c.group !== null && reached.has(c.key)).map((c) => c.group));
  const missed = controls.filter((c) => !reached.has(c.key) && !(c.group !== null && reachedGroups.has(c.group))).map((c) => c.name);
  expect(missed, 'controls Tab never reaches').toEqual([]);
}
