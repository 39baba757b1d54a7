// The news list's first paint (src/features/news/firstPaint): on a cold load of /news the entry
// draws the first page of news from the answer index.html asked for, before the app's code
// (src/boot.tsx, with React) has run; the app then replaces it with its own render of the same
// page. These tests hold the app's chunk back to see the first paint alone, then let it go and
// check that the app's render is the same markup in the same boxes: the reader sees the cards
// once, and nothing moves or disappears when the app takes over.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { READER_VIEWPORTS } from './newsPage.ts';
import { BOOT_CHUNK, boxes, holdTheApp, outline } from './firstPaintOutline.ts';

/** The cards on screen, the first paint's or the app's. */
const cards = (page: Page) => page.locator('article.news-card');

/** What the app draws under the cards (Load more, the pager), which the first paint leaves to it. */
const APP_ONLY = '.news-more, nav.pagination';

/** The box of every element from the top bar to the last card, in document order. */
const LIST_ELEMENTS = '#root header *, #root .news-head *, #root .news-controls *, #root .news-days *';

for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const language of ['fr', 'en', 'de'] as const) {
      test(`the first page of news is drawn before the app's code runs, and the app draws the same markup in the same boxes (${language})`, async ({ page }) => {
        const app = await holdTheApp(page);
        await page.goto(`/news?ui=${language}`);
        // The cards, with the app's chunk still held back.
        await expect(cards(page).first()).toBeVisible();
        await expect(cards(page)).toHaveCount(10);
        expect(await page.locator('nav.pagination').count(), 'the pager is the app’s: not drawn yet').toBe(0);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const tops = await cards(page).evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));
        if (viewport.width < 500) expect(tops.filter((top) => top < viewport.height).length, `card tops ${tops.map(Math.round).join(', ')}`).toBeGreaterThanOrEqual(4);
        const firstPaint = await outline(page, APP_ONLY);
        const firstBoxes = await boxes(page, LIST_ELEMENTS);

        app.release();
        await expect(page.locator('nav.pagination')).toBeVisible();
        expect(app.requested).toBe(true);
        expect(await outline(page, APP_ONLY), 'the app’s markup').toBe(firstPaint);
        expect(await boxes(page, LIST_ELEMENTS), 'the boxes of the top bar, the controls and the cards').toEqual(firstBoxes);
      });
    }
  });
}

test('the app’s code is fetched after the first paint, not beside the answer it waits for', async ({ page }) => {
  // In the page's own clock: when the first paint's cards were put on the page.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.app[data-first-paint] article.news-card')) return;
      (window as unknown as { firstPaintAt: number }).firstPaintAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/news?ui=en');
  await expect(page.locator('nav.pagination')).toBeVisible();
  const { firstPaintAt, appRequested } = await page.evaluate(() => ({
    firstPaintAt: (window as unknown as { firstPaintAt?: number }).firstPaintAt ?? null,
    // When the app's chunks were asked for (resource timing).
    appRequested: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(boot|reader-shared|react-runtime)-[^/]*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(firstPaintAt, 'the first paint drew the cards').not.toBeNull();
  expect(appRequested).toHaveLength(3);
  for (const start of appRequested) expect(start).toBeGreaterThan(firstPaintAt!);
});

test('a record the app leaves out is left out of the first paint too: nothing drawn is taken back', async ({ page }) => {
  let brokenId = 0;
  await page.route('**/api/v1/news/?limit=10&ordering=-publish_date', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { results: { id: number; title: unknown }[] };
    brokenId = body.results[1]!.id;
    body.results[1]!.title = 42;
    await route.fulfill({ response, json: body });
  });
  const app = await holdTheApp(page);
  await page.goto('/news?ui=en');
  await expect(cards(page)).toHaveCount(9);
  await expect(page.locator(`article[data-news-id="${brokenId}"]`)).toHaveCount(0);
  const drawn = await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('data-news-id')));
  app.release();
  await expect(page.locator('nav.pagination')).toBeVisible();
  expect(await cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('data-news-id')))).toEqual(drawn);
  await expect(page.locator('.news-skipped')).toContainText('1');
});

test('an answer that comes after the app has started is the app’s to show: the first paint never draws over it', async ({ page }) => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/news/?limit=10&ordering=-publish_date', async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/news?ui=en');
  // The app has started without the answer: its skeleton (a list still loading) is on screen.
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.locator('.news-skeleton')).toBeVisible();
  answer();
  await expect(page.locator('nav.pagination')).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.locator('#root > .app')).toHaveCount(1);
  // The app's own search field (the first paint's has another id): the app's page, not a copy.
  await expect(page.locator('#first-paint-search')).toHaveCount(0);
});

test('a failed answer draws nothing early: the app shows its error, in the reader’s words', async ({ page }) => {
  await page.route('**/api/v1/news/?limit=10&ordering=-publish_date', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/news?ui=en');
  await expect(page.getByRole('alert').filter({ hasText: 'The news could not be loaded' })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('when the app’s code cannot be fetched, the page says so in the reader’s language instead of loading for ever', async ({ page }) => {
  await page.route(BOOT_CHUNK, (route) => route.abort());
  await page.goto('/directory/channels?ui=fr');
  await expect(page.getByText('La page n’a pas pu être chargée. Rechargez pour réessayer.')).toBeVisible();
});

test('when the app’s code cannot be fetched after the first paint, the cards stay and the page says so', async ({ page }) => {
  await page.route(BOOT_CHUNK, (route) => route.abort());
  await page.goto('/news?ui=de');
  await expect(page.getByRole('status').filter({ hasText: 'Die Seite konnte nicht geladen werden. Laden Sie sie neu, um es erneut zu versuchen.' })).toBeVisible();
  await expect(cards(page)).toHaveCount(10);
});
