import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { api, cards, chooseLanguage, openSettings, pager, primaryIds, range, READER_VIEWPORTS, type NewsRecord, type Page_ } from './newsPage.ts';

// Moving around the news reader: paging, Back, the article, the URL and history.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a new page starts at the top with focus on the heading; Back returns to the same place', async ({ page }) => {
      await page.goto('/news');
      await expect(range(page)).toHaveText(/^1–10 of /);
      const bottomPager = page.getByRole('navigation', { name: 'Pages of news' }).last();
      await bottomPager.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      expect(before).toBeGreaterThan(100);
      await bottomPager.getByRole('link', { name: 'Next →' }).click();
      await expect(range(page)).toHaveText(/^11–20 of /);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeFocused();

      await page.goBack();
      await expect(range(page)).toHaveText(/^1–10 of /);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(5);
    });

    test('an article opens with focus on its title; Back keeps the filters, the language and the position', async ({ page }) => {
      await page.goto('/news?lang=en&ui=en');
      await expect(range(page)).toHaveText(/^1–10 of /);
      const card = cards(page).nth(5);
      await card.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      const title = (await card.locator('.news-card-title').textContent())!;
      await card.locator('.news-card-title a').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expect(page).toHaveTitle(`${title} – Workbench`);

      // The reader switches the language on the article, then goes Back.
      await chooseLanguage(page, 'Deutsch');
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL(/\/news\?/);
      await expect(page).toHaveURL(/lang=en/);
      await expect(page).toHaveURL(/ui=de/);
      await expect(page).toHaveTitle('Nachrichten – Workbench');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
      await openSettings(page);
      await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();
    });
  });
}

/** Holds every request whose URL matches until `release` is called (the answer is then the real one). */
async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/api/v1/news/**', async (route) => {
    const url = new URL(route.request().url());
    if (!matches(url)) return route.continue();
    held.push(url.href);
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held };
}

// At both sizes the reader is tested at (a phone and a laptop).
for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the article shows at once from the list while its own record is still loading', async ({ page }) => {
      const detail = await holdRequests(page, (url) => /\/api\/v1\/news\/\d+\/$/.test(url.pathname));
      await page.goto('/news');
      const card = cards(page).first();
      const title = (await card.locator('.news-card-title').textContent())!;
      await card.locator('.news-card-title a').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('.news-detail-text')).toBeVisible();
      // Shown from the list's data: the article's own request has not been answered.
      await expect.poll(() => detail.held.length).toBeGreaterThan(0);
      await expect(page.locator('article.news-detail')).toHaveAttribute('aria-busy', 'true');
      detail.release();
      await expect(page.locator('article.news-detail')).toHaveAttribute('aria-busy', 'false');
    });

    test('while the next page loads, the pager and the cards both show the page on screen, dimmed', async ({ page }) => {
      const second = await holdRequests(page, (url) => url.searchParams.get('offset') === '20');
      await page.goto('/news?offset=10');
      await expect(range(page)).toHaveText(/^11–20 of /);
      const shown = await primaryIds(page);
      await pager(page).getByRole('link', { name: 'Next →' }).click();
      await expect(page).toHaveURL(/offset=20/);
      await expect(page.getByRole('status').filter({ hasText: 'Loading… (page 3)' })).toBeVisible();
      // The pager still says page 2, over page 2's cards, both dimmed.
      await expect(range(page)).toHaveText(/^11–20 of /);
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
      expect(await primaryIds(page)).toEqual(shown);
      await expect(page.locator('.news-results-stale')).toBeVisible();
      second.release();
      await expect(range(page)).toHaveText(/^21–30 of /);
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText('3');
      await expect(page.locator('.news-results-stale')).toHaveCount(0);
    });

    test('search waits for a pause and replaces the history entry instead of adding one per keystroke', async ({ page }) => {
      await page.goto('/news');
      await expect(range(page)).toHaveText(/^1–10 of /);
      const length = await page.evaluate(() => history.length);
      await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('cells', { delay: 60 });
      await expect(page).toHaveURL(/search=cells/);
      await expect(page.getByRole('button', { name: 'Remove Search: “cells”' })).toBeVisible();
      expect(await page.evaluate(() => history.length)).toBe(length);
    });

    test('channels, categories and themes are links to the list they filter', async ({ page, request }) => {
      await page.goto('/news?ui=en');
      const card = cards(page).first();
      const channelName = (await card.locator('.news-card-channel').textContent())!;
      await card.locator('.news-card-channel').click();
      await expect(page).toHaveURL(/channel=\d+/);
      await expect(page.getByRole('button', { name: `Remove Channel: ${channelName}` })).toBeVisible();
      const channelIds = await page.locator('.news-card-channel').evaluateAll((links) => links.map((a) => a.textContent));
      expect(new Set(channelIds)).toEqual(new Set([channelName]));

      // On an article: a theme leads to the list of that theme.
      const withThemes = (await api<Page_<NewsRecord>>(request, '/api/v1/news/?limit=50')).results.find((n) => n.themes.length > 0);
      expect(withThemes, 'a news item with themes in the first 50').toBeDefined();
      await page.goto(`/news/${withThemes!.id}?ui=en`);
      const theme = page.getByRole('region', { name: 'Themes' }).getByRole('link').first();
      const label = (await theme.textContent())!;
      await theme.click();
      await expect(page).toHaveURL(/themes=\d+/);
      await expect(page.getByRole('button', { name: `Remove Theme: ${label}` })).toBeVisible();

      // The category on an article.
      await page.goto(`/news/${withThemes!.id}?ui=en`);
      await page.locator('.news-detail-meta a').nth(1).click();
      await expect(page).toHaveURL(/category=\d+/);
      await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Category: ');
    });
  });
}
