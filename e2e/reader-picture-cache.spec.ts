import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * The reader's offline picture copies (issue 42): only CORS-readable answers are kept (no opaque
 * entry, whose size Chromium pads to about 8 MB of quota), and their measured bytes stay within the
 * 50 MB budget after many news pages.
 */

interface CacheEntry {
  url: string;
  type: string;
  keptBytes: number;
  bodyBytes: number;
}

async function keptPictures(page: Page): Promise<CacheEntry[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('news-images'))) return [];
    const cache = await caches.open('news-images');
    const entries: CacheEntry[] = [];
    for (const request of await cache.keys()) {
      const response = (await cache.match(request))!;
      entries.push({ url: request.url, type: response.type, keptBytes: Number(response.headers.get('x-kept-bytes')), bodyBytes: (await response.blob()).size });
    }
    return entries;
  });
}

test('after eight news pages, the kept pictures are all readable copies, measured, and within the budget', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/news?ui=en');
  const cards = page.locator('.app:not([data-first-paint]) article.news-card');
  await expect(cards.first()).toBeVisible();
  for (let pageNumber = 2; pageNumber <= 8; pageNumber++) {
    await page.getByRole('navigation', { name: 'Pages of news' }).first().getByRole('link', { name: 'Next →' }).click();
    await expect(page.locator('.pagination-range').first()).toHaveText(new RegExp(`^${(pageNumber - 1) * 10 + 1}–`));
  }
  // The copies are made when the browser is idle: wait until the last page's thumbnails are in.
  await expect.poll(async () => (await keptPictures(page)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  const entries = await keptPictures(page);
  const total = entries.reduce((sum, entry) => sum + entry.bodyBytes, 0);
  console.log(`kept pictures: ${entries.length}, ${total} bytes measured (budget ${50 * 1024 * 1024})`);
  expect(entries.filter((entry) => entry.type === 'opaque')).toEqual([]);
  expect(entries.filter((entry) => entry.keptBytes !== entry.bodyBytes)).toEqual([]);
  expect(total).toBeLessThanOrEqual(50 * 1024 * 1024);
});
