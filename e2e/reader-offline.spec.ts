// Installable and offline, and the reading loop, against the preview build with its service worker:
// articles read online are readable after an offline reload; read/new/saved marks survive a reload.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { cards, READER_VIEWPORTS } from './newsPage.ts';

// This spec tests the service worker itself (the config blocks it for the others).
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** The titles of the articles kept on the device (IndexedDB). */
const keptArticleTitles = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('news-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('copies')) return resolve([]);
          const all = db.transaction('copies').objectStore('copies').getAll();
          all.onsuccess = () => resolve((all.result as { kind: string; data: { title: string } }[]).filter((c) => c.kind === 'detail').map((c) => c.data.title));
        };
        open.onerror = () => resolve([]);
      }),
  );

async function openCard(page: Page, index: number): Promise<{ id: number; title: string }> {
  const card = cards(page).nth(index);
  const title = (await card.locator('.news-card-title a').textContent())!.trim();
  const id = Number(await card.getAttribute('data-news-id'));
  await card.locator('.news-card-title a').click();
  await expect(page.locator('.news-detail h1')).toHaveText(title);
  return { id, title };
}

for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('after reading two articles, an offline reload shows both, with their age, and the offline page lists them', async ({ page, context }) => {
      await page.goto('/news?ui=en');
      await expect(cards(page).first()).toBeVisible();
      await waitForServiceWorker(page);
      const first = await openCard(page, 0);
      // The article shows at once from the list's copy; its own answer is what is kept: a reader
      // who reads it stays until then (Back at once would cancel that request).
      await expect.poll(async () => await keptArticleTitles(page)).toContain(first.title);
      await page.goBack();
      await expect(cards(page).first()).toBeVisible();
      const second = await openCard(page, 1);
      await expect.poll(async () => (await keptArticleTitles(page)).sort()).toEqual([first.title, second.title].sort());

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('.news-detail h1')).toHaveText(second.title);
      await expect(page.getByText(/^Saved on this device \d/)).toBeVisible();

      await page.goto('/news/offline?ui=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Available offline' })).toBeVisible();
      await expect(page.getByRole('link', { name: first.title })).toBeVisible();
      await expect(page.getByRole('link', { name: second.title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: first.title }).click();
      await expect(page.locator('.news-detail h1')).toHaveText(first.title);

      // The list page read online is there too.
      await page.goto('/news?ui=en');
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByText(/^Saved on this device \d/)).toBeVisible();
      await context.setOffline(false);
    });

    test('unread, new and saved marks survive a reload; next article, ? and / work', async ({ page }) => {
      // A previous visit long ago: every news item is new since then.
      await page.addInitScript(() => {
        if (localStorage.getItem('news.lastVisit') === null && sessionStorage.getItem('news.previousVisit') === null) localStorage.setItem('news.lastVisit', '0');
      });
      await page.goto('/news?ui=en');
      await expect(cards(page).first()).toBeVisible();
      const count = await cards(page).count();
      await expect(page.locator('article.news-card .news-card-unread')).toHaveCount(count);
      await expect(page.locator('article.news-card .badge-new')).toHaveCount(count);

      const first = await openCard(page, 0);
      await page.getByRole('link', { name: 'Next article →' }).click();
      // Already on an article: wait for the next one, not for any article address.
      await expect(page).not.toHaveURL(new RegExp(`/news/${first.id}(\\?|$)`));
      await expect(page.locator('.news-detail h1')).not.toHaveText(first.title);
      const secondTitle = (await page.locator('.news-detail h1').textContent())!.trim();
      expect(secondTitle).not.toBe(first.title);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

      await page.goto('/news?ui=en');
      await expect(cards(page).first()).toBeVisible();
      await page.reload();
      await expect(cards(page).first()).toBeVisible();
      await expect(page.locator('article.news-card .news-card-unread')).toHaveCount(count - 2);
      await expect(page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${first.id}"] .news-card-unread`)).toHaveCount(0);
      await expect(page.locator('article.news-card .badge-new')).toHaveCount(count);
      await expect(page.locator('article.news-card .news-card-saved')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Mark all read' }).click();
      await expect(page.locator('article.news-card .news-card-unread')).toHaveCount(0);
      await page.reload();
      await expect(cards(page).first()).toBeVisible();
      await expect(page.locator('article.news-card .news-card-unread')).toHaveCount(0);

      await page.locator('body').press('?');
      await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Close' }).click();
      await page.locator('body').press('/');
      await expect(page.getByRole('searchbox').first()).toBeFocused();

      await page.goto('/news/saved?ui=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
      await expect(page.getByRole('link', { name: secondTitle })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
