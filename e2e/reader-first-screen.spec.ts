// The first screen is news: on a phone at least four cards start on it; language, appearance and
// the API address are in a Settings menu of the top bar; the filters are one button; "Load more"
// appends pages and keeps how far in the URL, so Back from an article finds the same card.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { api, cards, range, READER_VIEWPORTS, type Page_ } from './newsPage.ts';

/** The top of each card, in px from the top of the screen, with the page scrolled to the top. */
const cardTops = (page: Page) => cards(page).evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));

const focusedCardId = (page: Page) =>
  page.evaluate(() => {
    const article = document.activeElement?.closest('.app:not([data-first-paint]) article.news-card');
    return article ? Number(article.getAttribute('data-news-id')) : null;
  });

for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const language of ['fr', 'en', 'de'] as const) {
      test(`at least four cards start on the first screen, under the top bar, in ${language}`, async ({ page }) => {
        await page.goto(`/news?ui=${language}`);
        await expect(range(page)).toHaveText(/^1–10 /);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        const headerBottom = (await page.getByRole('banner').boundingBox())!;
        const tops = await cardTops(page);
        const onFirstScreen = tops.filter((top) => top < viewport.height);
        expect(onFirstScreen.length, `card tops ${tops.map(Math.round).join(', ')} on a ${viewport.height} px screen`).toBeGreaterThanOrEqual(4);
        expect(tops[0]!).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
        // Nothing above the cards is a pager: the one pager is under the list.
        const pagerBox = (await page.locator('nav.pagination').boundingBox())!;
        const lastCard = (await cards(page).last().boundingBox())!;
        expect(pagerBox.y).toBeGreaterThan(lastCard.y + lastCard.height - 1);
        await expect(page.locator('nav.pagination')).toHaveCount(1);
      });
    }

    test('the Settings menu of the top bar changes the language, the appearance and the API address, from the keyboard', async ({ page, request }) => {
      await page.goto('/news?ui=en');
      await expect(cards(page).first()).toBeVisible();
      const button = page.getByRole('banner').getByRole('button', { name: 'Settings' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.getByRole('region', { name: 'Settings' });
      await expect(panel.getByRole('group', { name: 'Language' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);

      // The language, with the arrow keys of its radio group.
      await panel.getByRole('radio', { name: 'English' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/ui=de/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1, name: 'Nachrichten' })).toBeAttached();
      const germanPanel = page.getByRole('region', { name: 'Einstellungen' });
      await expect(germanPanel.getByRole('radio', { name: 'Deutsch' })).toBeChecked();

      // The appearance: dark whatever the system says, and remembered.
      await germanPanel.getByRole('radio', { name: 'Dunkel' }).check();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(17, 19, 24)');
      await expectNoAxeViolations(page);

      // The API address: another address of the same mock API; the list is read from there.
      const other = page.url().replace('127.0.0.1', 'localhost').replace(/\/news.*$/, '');
      const fromOther = page.waitForRequest((r) => r.url().startsWith(`${other}/api/v1/news/`));
      await germanPanel.getByLabel('Basisadresse der API').fill(other);
      await germanPanel.getByRole('button', { name: 'Diese API verwenden' }).click();
      await fromOther;
      await expect(germanPanel.getByText(`Daten von ${other} (Ihre Einstellung).`)).toBeVisible();
      await expect(cards(page).first()).toBeVisible();

      // Escape folds the panel and gives the focus back to its button.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('region', { name: 'Einstellungen' })).toHaveCount(0);
      const germanButton = page.getByRole('banner').getByRole('button', { name: 'Einstellungen' });
      await expect(germanButton).toBeFocused();

      // All three outlive a reload.
      await page.goto('/news');
      await expect(page).toHaveURL(/ui=de/);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(17, 19, 24)');
      await germanButton.click();
      await expect(page.getByText(`Daten von ${other} (Ihre Einstellung).`)).toBeVisible();
      await page.getByRole('button', { name: 'Zurück zur Standard-API' }).click();
      await expect(page.getByText(/\(Standard\)\.$/)).toBeVisible();
      await page.getByRole('radio', { name: 'Wie das System' }).check();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(255, 255, 255)');
      expect((await api<Page_<unknown>>(request, '/api/v1/news/?limit=1')).count).toBeGreaterThan(0);
    });

    test('the filters fold into one button that counts the active ones; its panel works from the keyboard', async ({ page, request }) => {
      const channel = (await api<Page_<{ id: number; name: string }>>(request, '/api/v1/channels/?limit=1')).results[0]!;
      await page.goto('/news?ui=en');
      await expect(cards(page).first()).toBeVisible();
      const button = page.getByRole('button', { name: 'Filters', exact: true });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      // Folded: no menu on the page until the reader asks.
      await expect(page.getByLabel('Channel', { exact: true })).toHaveCount(0);
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByLabel('Channel', { exact: true });
      await expect(menu).toBeFocused();
      await expect(page.getByRole('group', { name: 'Filters and order' })).toBeVisible();
      await expect(page.getByLabel('Order by')).toBeVisible();
      await expect(page.getByLabel('Per page')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);

      await menu.selectOption(String(channel.id));
      await expect(page).toHaveURL(new RegExp(`channel=${channel.id}`));
      await page.getByLabel('Language of the news').selectOption('fr');
      await expect(page).toHaveURL(/lang=fr/);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('group', { name: 'Filters and order' })).toHaveCount(0);
      const counted = page.getByRole('button', { name: 'Filters (2 active)' });
      await expect(counted).toBeFocused();
      await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button')).toHaveCount(2);
      // The count is the URL's: a reload keeps it.
      await page.reload();
      await expect(page.getByRole('button', { name: 'Filters (2 active)' })).toBeVisible();
    });

    test('"Load more" appends the next page; Back from an article returns to the same card with as many cards', async ({ page }) => {
      await page.goto('/news?ui=en');
      await expect(range(page)).toHaveText(/^1–10 of /);
      const firstPage = await cards(page).count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(range(page)).toHaveText(/^1–20 of /);
      await expect(page).toHaveURL(/[?&]upto=2(&|$)/);
      // The focus is on the first card it added, and the cards before it are still there.
      await expect.poll(() => focusedCardId(page)).not.toBeNull();
      const loaded = await cards(page).count();
      expect(loaded).toBeGreaterThan(firstPage + 5);
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(range(page)).toHaveText(/^1–30 of /);
      await expect(page).toHaveURL(/[?&]upto=3(&|$)/);
      const ids = await cards(page).evaluateAll((all) => all.map((a) => Number(a.getAttribute('data-news-id'))));

      // A card of the third page.
      const card = cards(page).nth(ids.length - 3);
      const read = ids[ids.length - 3]!;
      await card.scrollIntoViewIfNeeded();
      const scrollY = await page.evaluate(() => window.scrollY);
      await card.locator('.news-card-title a').click();
      await expect(page.locator('.news-detail h1')).toBeVisible();
      // Next and previous article run through every loaded page, not only the first.
      await expect(page.getByRole('link', { name: 'Next article →' })).toBeVisible();
      await expect(page.getByRole('link', { name: '← Previous article' })).toBeVisible();

      await page.goBack();
      await expect(range(page)).toHaveText(/^1–30 of /);
      await expect(cards(page)).toHaveCount(ids.length);
      await expect.poll(() => focusedCardId(page)).toBe(read);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(5);

      // A fresh visit to the same address shows the same three pages.
      await page.goto(page.url());
      await expect(range(page)).toHaveText(/^1–30 of /);
      expect(await cards(page).evaluateAll((all) => all.map((a) => Number(a.getAttribute('data-news-id'))))).toEqual(ids);
    });

    test('numbered pages stay reachable under the list', async ({ page }) => {
      await page.goto('/news?ui=en');
      await expect(range(page)).toHaveText(/^1–10 of /);
      const pager = page.getByRole('navigation', { name: 'Pages of news' });
      await pager.getByRole('link', { name: 'Page 3', exact: true }).click();
      await expect(range(page)).toHaveText(/^21–30 of /);
      await expect(page).not.toHaveURL(/upto=/);
    });
  });
}

test.describe('directory records read as pages', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [collection, nameField] of [
    ['channels', 'name'],
    ['categories', 'en_label'],
    ['themes', 'en_label'],
    ['publics', 'en_label'],
    ['projects', 'en_label'],
    ['mementos', 'en_name'],
  ] as const) {
    test(`a ${collection} record: its name as the heading, labelled texts, no field names, axe-clean`, async ({ page, request }) => {
      const record = (await api<Page_<Record<string, unknown> & { id: number }>>(request, `/api/v1/${collection}/?limit=20`)).results.find(
        (r) => typeof r[nameField] === 'string' && (r[nameField] as string).trim() !== '',
      )!;
      await page.goto(`/directory/${collection}/${record.id}?ui=en`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(record[nameField]));
      await expect(page).toHaveTitle(new RegExp(`^${String(record[nameField]).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
      await expect(page.getByRole('heading', { level: 2, name: 'In each language' })).toBeVisible();
      await expect(page.locator('dl.directory-fields dt').first()).toHaveText('French');
      // The API's field names never show.
      await expect(page.locator('main')).not.toContainText(/\b(fr|en|de)_(label|name|description)\b|is_active|memento_url/);
      if (collection === 'mementos') {
        await expect(page.getByRole('link', { name: /^Open the memento page/ })).toHaveAttribute('href', String(record.memento_url));
      } else {
        await expect(page.getByRole('link', { name: /^News with this/ })).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
});
