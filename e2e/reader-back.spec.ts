// Back means back: after an article, focus returns to the card just read, at its scroll position,
// so that j goes on from there; the article's own "Back to the news list" link goes back in history.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { cards, range, READER_VIEWPORTS } from './newsPage.ts';

/** The news id of the card that holds the focused element, or null. */
const focusedCardId = (page: Page) =>
  page.evaluate(() => {
    const article = document.activeElement?.closest('.app:not([data-first-paint]) article.news-card');
    return article ? Number(article.getAttribute('data-news-id')) : null;
  });

/** Opens the list, scrolls to its sixth card and opens it; returns its id and the scroll before. */
async function readSixthCard(page: Page): Promise<{ ids: number[]; read: number; scrollY: number }> {
  await page.goto('/news?ui=en');
  await expect(range(page)).toHaveText(/^1–10 of /);
  const ids = await cards(page).evaluateAll((all) => all.map((a) => Number(a.getAttribute('data-news-id'))));
  const card = cards(page).nth(5);
  await card.scrollIntoViewIfNeeded();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(100);
  await card.locator('.news-card-title a').click();
  await expect(page.locator('.news-detail h1')).toBeVisible();
  return { ids, read: ids[5]!, scrollY };
}

async function expectBackAtCard(page: Page, read: number, scrollY: number, ids: number[]): Promise<void> {
  await expect(range(page)).toHaveText(/^1–10 of /);
  await expect.poll(() => focusedCardId(page)).toBe(read);
  await expect(page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${read}"] .news-card-title a`)).toBeFocused();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(5);
  // j goes on from the card just read, not from the first one.
  await page.keyboard.press('j');
  await expect.poll(() => focusedCardId(page)).toBe(ids[6]);
}

for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("the browser's Back puts the focus on the card just read, where it was", async ({ page }) => {
      const { ids, read, scrollY } = await readSixthCard(page);
      await page.goBack();
      await expectBackAtCard(page, read, scrollY, ids);
      await expectNoSeriousAxeViolations(page);
    });

    test('"Back to the news list" goes back in history: same card, same place, no new entry', async ({ page }) => {
      const { ids, read, scrollY } = await readSixthCard(page);
      const length = await page.evaluate(() => history.length);
      await page.getByRole('link', { name: '← Back to the news list' }).click();
      await expectBackAtCard(page, read, scrollY, ids);
      expect(await page.evaluate(() => history.length)).toBe(length);
      // Forward leads to the article again: the link went back, it did not push the list anew.
      await page.goForward();
      await expect(page.locator('.news-detail h1')).toBeVisible();
    });

    test('an article opened directly: its back link opens the list (nothing to go back to)', async ({ page }) => {
      await page.goto('/news?ui=en');
      await expect(range(page)).toHaveText(/^1–10 of /);
      const id = Number(await cards(page).first().getAttribute('data-news-id'));
      await page.goto(`/news/${id}?ui=en`);
      await expect(page.locator('.news-detail h1')).toBeVisible();
      const length = await page.evaluate(() => history.length);
      await page.getByRole('link', { name: '← Back to the news list' }).click();
      await expect(range(page)).toHaveText(/^1–10 of /);
      expect(await page.evaluate(() => history.length)).toBe(length + 1);
    });
  });
}
