import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { api, cards, expectListAndArticleAxeClean, range, READER_VIEWPORTS, type NewsRecord, type Page_ } from './newsPage.ts';

// The news reader on a phone (390×844): what a reader sees without scrolling, and what fits; and
// what holds on a laptop too (the loop at the end).
test.use({ viewport: { width: 390, height: 844 } });

test('the first card\'s title is on screen without scrolling', async ({ page }) => {
  await page.goto('/news');
  const title = cards(page).first().locator('.news-card-title');
  await expect(title).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await title.boundingBox())!;
  expect(box.y + box.height, 'bottom of the first title').toBeLessThanOrEqual(844);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
});

test('filters fold into one button that counts the active ones; chips remove them', async ({ page, request }) => {
  const channels = await api<Page_<{ id: number; name: string }>>(request, '/api/v1/channels/?limit=1');
  const channel = channels.results[0]!;
  await page.goto(`/news?channel=${channel.id}&lang=fr`);
  const button = page.locator('.news-filters-button');
  await expect(button).toHaveText('Filters (2 active)');
  // Folded: the menus are not on screen until the reader opens them.
  await expect(page.getByLabel('Channel', { exact: true })).toHaveCount(0);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText([`Remove Channel: ${channel.name} ✕`, 'Remove Language of the news: French ✕']);
  await expectNoSeriousAxeViolations(page);

  await chips.getByRole('button', { name: `Remove Channel: ${channel.name}` }).click();
  await expect(page).not.toHaveURL(/channel=/);
  await expect(page).toHaveURL(/lang=fr/);
  await expect(button).toHaveText('Filters (1 active)');

  await button.click();
  await expect(page.getByLabel('Channel', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Language of the news', { exact: true })).toHaveValue('fr');
});

// At both sizes the reader is tested at (a phone and a laptop).
for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a 48-character word and a long URL wrap inside their card', async ({ page, request }) => {
      const longWord = 'Forschungsinfrastrukturfinanzierungsvereinbarung'; // 48 letters
      const longUrl = 'https://example.org/a/very/long/path/without/any/break/points/at/all/0123456789';
      expect(longWord).toHaveLength(48);
      const first = (await api<Page_<NewsRecord>>(request, '/api/v1/news/?limit=1')).results[0]!;
      // The real answer, with the first record's title and subtitle made long.
      await page.route('**/api/v1/news/?*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Page_<NewsRecord & { subtitle: string }>;
        for (const item of body.results) {
          if (item.id === first.id) {
            item.title = `${longWord} ${longWord}`;
            item.subtitle = `<p>${longUrl}</p>`;
          }
        }
        await route.fulfill({ response, json: body });
      });
      await page.goto('/news');
      const card = page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${first.id}"]`);
      await expect(card.locator('.news-card-title')).toHaveText(`${longWord} ${longWord}`);
      const overflow = await card.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const inside = [...el.querySelectorAll('*')].every((child) => child.getBoundingClientRect().right <= box.right + 0.5);
        return { inside, scroll: el.scrollWidth - el.clientWidth, right: box.right, page: document.documentElement.scrollWidth };
      });
      expect(overflow.inside, 'every part of the card inside it').toBe(true);
      expect(overflow.scroll).toBe(0);
      expect(overflow.page, 'no sideways scrolling').toBeLessThanOrEqual(viewport.width);
      // A list request still in the handler (the next page fetched ahead) must not outlive the test.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test('the whole card is the link: a tap on its text opens the article', async ({ page }) => {
      await page.goto('/news');
      const card = cards(page).first();
      const title = (await card.locator('.news-card-title').textContent())!;
      // Not the title: the subtitle's text, which is no link of its own.
      const subtitle = (await card.locator('.news-card-subtitle').boundingBox())!;
      await page.mouse.click(subtitle.x + subtitle.width / 2, subtitle.y + subtitle.height / 2);
      await expect(page).toHaveURL(/\/news\/\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(range(page)).toHaveCount(0);
    });

    test('dark mode follows the system, and the list and an article stay axe-clean in it', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/news?ui=fr');
      await expect(cards(page).first()).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background).toBe('rgb(17, 19, 24)');
      await expectListAndArticleAxeClean(page);
    });

    test('j and k move between the cards, Enter opens the focused one', async ({ page }) => {
      await page.goto('/news');
      await expect(cards(page).nth(2)).toBeVisible();
      const links = cards(page).locator('.news-card-title a');
      await page.keyboard.press('j');
      await expect(links.nth(0)).toBeFocused();
      await page.keyboard.press('j');
      await page.keyboard.press('j');
      await expect(links.nth(2)).toBeFocused();
      await page.keyboard.press('k');
      await expect(links.nth(1)).toBeFocused();
      const title = (await links.nth(1).textContent())!;
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // Typing j in the search field types a j.
      await page.goBack();
      await page.getByRole('searchbox', { name: 'Search' }).press('j');
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('j');
    });
  });
}
