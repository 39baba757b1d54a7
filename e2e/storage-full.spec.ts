import type { CDPSession, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { autosaveState } from './autosave.ts';
import { cards, openSettings, range } from './newsPage.ts';

/**
 * Issue 42: the reader's offline pictures filled the site's storage, and the Studio's autosave then
 * failed with an empty reason while the reader said nothing. Here Chromium's own quota for the
 * origin is shrunk (CDP Storage.overrideQuotaForOrigin) and filled with picture copies the way the
 * reader keeps them, so the reader's and the Studio's writes meet real QuotaExceededErrors.
 */

/** Puts picture-sized copies into the reader's picture cache until the browser refuses one; returns how many went in and the refusal's name. */
async function fillWithPictures(page: Page): Promise<{ kept: number; bytes: number; refusedWith: string | null }> {
  return page.evaluate(async () => {
    const cache = await caches.open('news-images');
    let kept = 0;
    let bytes = 0;
    let refusedWith: string | null = null;
    // Big copies first, then smaller ones, so that hardly a byte of the quota is left.
    for (const size of [1_000_000, 100_000, 10_000, 1_000]) {
      for (let i = 0; i < 100; i++) {
        try {
          await cache.put(`https://pictures.example.org/${size}-${i}.jpg`, new Response(new Uint8Array(size), { headers: { 'content-type': 'image/jpeg' } }));
          kept += 1;
          bytes += size;
        } catch (error) {
          refusedWith = (error as DOMException).name;
          break;
        }
      }
    }
    return { kept, bytes, refusedWith };
  });
}

/** Shrinks Chromium's quota for the origin to what it uses once the picture copies filled it: every next write is refused. */
async function fillStorage(page: Page, origin: string, cdp: CDPSession): Promise<void> {
  const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 3_000_000 });
  const filled = await fillWithPictures(page);
  expect(filled.refusedWith).toBe('QuotaExceededError');
  // What is left under the quota is below a picture's size, not nothing: the quota now ends where
  // the storage's use does, as on a full disk.
  const full = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: full });
  console.log(`storage used before: ${usage} bytes; picture copies kept until refused: ${filled.kept} (${filled.bytes} bytes); quota now ${full} bytes`);
}

test.describe('a storage filled by offline pictures', () => {
  let cdp: CDPSession;
  let origin: string;
  test.beforeEach(async ({ page, baseURL }) => {
    origin = new URL(baseURL!).origin;
    cdp = await page.context().newCDPSession(page);
    await page.setViewportSize({ width: 1400, height: 900 });
  });
  test.afterEach(async () => {
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  });

  // Filled before the Studio's first write: Chromium's IndexedDB keeps a granted allowance for a
  // while, so a write soon after an earlier one in a roomy storage can still pass.
  test("the Studio's autosave says the storage is full and what to do; clearing the pictures lets it save again", async ({ page }) => {
    await page.goto('/bodyplans');
    await expect(page.getByRole('heading', { level: 1, name: 'Body Plan Studio' })).toBeVisible();
    await fillStorage(page, origin, cdp);
    await page.getByRole('button', { name: 'Planar two-link arm' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Browser storage is full' });
    await expect(alert.locator('p').first()).toHaveText(/^Browser storage is full: the last change is only on this page\. Free space by clearing the news reader's offline pictures/);
    await expect(autosaveState(page)).toHaveText('Not saved');

    await alert.getByRole('button', { name: 'Clear offline news pictures' }).click();
    // The save goes through at once, without another edit; the alert goes with the problem.
    await expect(autosaveState(page)).toHaveText('Saved in this browser');
    await expect(alert).toBeHidden();
    expect(await page.evaluate(() => caches.has('news-images'))).toBe(false);
  });

  test("the reader's settings say the storage is full when its copies are refused, and Clear offline pictures says what it freed", async ({ page }) => {
    await page.goto('/news?ui=en');
    await expect(cards(page).first()).toBeVisible();
    await fillStorage(page, origin, cdp);
    // The next list page's copies (its thumbnails) are refused.
    await page.getByRole('navigation', { name: 'Pages of news' }).first().getByRole('link', { name: 'Next →' }).click();
    await expect(range(page)).toHaveText(/^11–/);
    await openSettings(page);
    const panel = page.locator('.settings-panel');
    await expect(panel.getByRole('alert')).toHaveText(/^Browser storage is full: this site cannot keep more offline copies/);
    await panel.getByRole('button', { name: 'Clear offline pictures' }).click();
    const status = panel.getByRole('status');
    await expect(status).toHaveText(/^Offline pictures cleared \([\d.,]+ MB freed\)\.$/);
    console.log(`reader's status after the clear: ${await status.textContent()}`);
    await expect(panel.getByRole('alert')).toBeHidden();
    expect(await page.evaluate(() => caches.has('news-images'))).toBe(false);
  });
});
