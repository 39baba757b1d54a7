// An article's first paint (src/features/news/firstPaint/paintFirstArticle.ts): on a cold load of
// /news/<id> the entry draws the article from the answer index.html asked for, its HTML through the
// app's sanitizer, before the app's code (src/boot.tsx, with React) has run; the app then replaces it
// with its own render. These tests hold the app's chunk back to see the first paint alone, then let
// it go and check that the app's render is the same markup in the same boxes, and that the page never
// showed anything else in between (no skeleton, no empty page): nothing moves or disappears.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { READER_VIEWPORTS } from './newsPage.ts';
import { boxes, holdTheApp, outline } from './firstPaintOutline.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';

/** What the app draws under the article's text (sections, authors, themes, neighbours): the first paint leaves it to the app. */
const APP_ONLY = '.news-detail > div:has(> .news-detail-text) ~ *';

/** The top bar and the article, down to its text. */
const ARTICLE_ELEMENTS = '#root header *, #root .news-detail > :not(div:has(> .news-detail-text) ~ *), #root .news-detail > :not(div:has(> .news-detail-text) ~ *) *';

/** The newest article of the mock API. */
async function newestArticle(page: Page): Promise<{ id: number; title: string }> {
  const answer = await page.request.get('/api/v1/news/?limit=1&ordering=-publish_date');
  const body = (await answer.json()) as { results: { id: number; title: string }[] };
  return body.results[0]!;
}

/**
 * From now on, notes every state of #root that is neither the first paint nor the app's article
 * (no title, a skeleton, "Loading…"): what a reader would see as the article taken back.
 */
async function watchForGaps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const gaps: string[] = [];
    (window as unknown as { gaps: string[] }).gaps = gaps;
    const check = () => {
      const root = document.getElementById('root')!;
      if (!root.querySelector('.news-detail h1') || !root.querySelector('.news-detail-text') || root.querySelector('.skeleton-list, .boot-status')) {
        gaps.push(root.innerHTML.slice(0, 200));
      }
    };
    new MutationObserver(check).observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
}

for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const language of ['fr', 'en', 'de'] as const) {
      test(`an article is drawn before the app's code runs, and the app draws the same markup in the same boxes without a gap (${language})`, async ({ page }) => {
        const article = await newestArticle(page);
        const apiRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === `/api/v1/news/${article.id}/`) apiRequests.push(request.url());
        });
        const app = await holdTheApp(page);
        await page.goto(`/news/${article.id}?ui=${language}`);
        // The article, with the app's chunk still held back.
        await expect(page.locator('.app[data-first-paint] .news-detail h1')).toHaveText(article.title);
        await expect(page.locator('.news-detail-text')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page).toHaveTitle(`${article.title} – Workbench`);
        const firstPaint = await outline(page, APP_ONLY);
        const firstBoxes = await boxes(page, ARTICLE_ELEMENTS);
        await watchForGaps(page);

        app.release();
        await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
        await expect(page.locator('.news-detail h1')).toHaveText(article.title);
        expect(app.requested).toBe(true);
        expect(await outline(page, APP_ONLY), 'the app’s markup').toBe(firstPaint);
        expect(await boxes(page, ARTICLE_ELEMENTS), 'the boxes of the top bar and the article').toEqual(firstBoxes);
        expect(await page.evaluate(() => (window as unknown as { gaps: string[] }).gaps), 'states of the page between the first paint and the app’s article').toEqual([]);
        expect(apiRequests, 'one request for the article: the app takes the first paint’s answer').toHaveLength(1);
      });
    }
  });
}

test('the first paint keeps the reader’s text size, and the app takes over without a layout shift', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('reader.textSize', 'larger'));
  await page.addInitScript(() => {
    (window as unknown as { shift: number }).shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const article = await newestArticle(page);
  const app = await holdTheApp(page);
  await page.goto(`/news/${article.id}?ui=en`);
  await expect(page.locator('.app[data-first-paint] .news-detail-text')).toBeVisible();
  const size = await page.locator('.news-detail-text').evaluate((text) => getComputedStyle(text).fontSize);
  expect(parseFloat(size), 'the Larger step: 1.4 × 16 px').toBeCloseTo(22.4, 1);
  await expectNoSeriousAxeViolations(page);
  app.release();
  await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
  await expect(page.locator('.news-detail-text')).toHaveCSS('font-size', size);
  // The pictures have loaded: their boxes are final on both sides.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift), 'cumulative layout shift').toBeLessThan(0.01);
  await expectNoSeriousAxeViolations(page);
});

test('hostile HTML in an article runs nothing in the first paint: no script, no event handler, no javascript: link', async ({ page }) => {
  const article = await newestArticle(page);
  await page.route(`**/api/v1/news/${article.id}/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    body.subtitle = '<p>Summary<img src="x" onerror="window.pwned=1"></p>';
    body.text =
      '<p>Kept text</p><script>window.pwned=2</script><a href="javascript:window.pwned=3" id="bad">link</a>' +
      '<svg><animate onbegin="window.pwned=4" attributeName="x" dur="1s"/></svg><iframe src="javascript:parent.pwned=5"></iframe>' +
      '<p style="position:fixed" onclick="window.pwned=6">styled</p><form action="javascript:window.pwned=7"><button>go</button></form>';
    await route.fulfill({ response, json: body });
  });
  const app = await holdTheApp(page);
  await page.goto(`/news/${article.id}?ui=en`);
  await expect(page.locator('.app[data-first-paint] .news-detail-text')).toContainText('Kept text');
  const drawn = page.locator('.app[data-first-paint] .news-detail');
  const found = await drawn.evaluate((article) => ({
    scripts: article.querySelectorAll('script, iframe, svg, form, style').length,
    handlers: [...article.querySelectorAll('*')].flatMap((element) => [...element.attributes].filter((attribute) => /^on/i.test(attribute.name) || attribute.name === 'style').map((a) => a.name)),
    javascriptUrls: [...article.querySelectorAll('[href], [src], [action]')].filter((element) => /^\s*javascript:/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? element.getAttribute('action') ?? '')).length,
  }));
  expect(found).toEqual({ scripts: 0, handlers: [], javascriptUrls: 0 });
  app.release();
  await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
  await expect(page.locator('.news-detail-text')).toContainText('Kept text');
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test('an article the API does not have draws nothing early: the app says it is not there', async ({ page }) => {
  await page.goto('/news/999999999?ui=en');
  await expect(page.getByRole('heading', { level: 1, name: 'News not found' })).toBeVisible();
  await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
});

test('the reading view is the app’s to draw: no first paint of the full article under it', async ({ page }) => {
  const article = await newestArticle(page);
  const app = await holdTheApp(page);
  await page.goto(`/news/${article.id}?ui=en&view=reading`);
  await expect(page.locator('.boot-status')).toBeVisible();
  await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
  app.release();
  await expect(page.locator('.news-reading-view h1')).toHaveText(article.title);
});

test('the app’s code is fetched after the article’s first paint, not beside the answer and the sanitizer it waits for', async ({ page }) => {
  // In the page's own clock: when the first paint's article was put on the page.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.app[data-first-paint] .news-detail-text')) return;
      (window as unknown as { firstPaintAt: number }).firstPaintAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const article = await newestArticle(page);
  await page.goto(`/news/${article.id}?ui=en`);
  await expect(page.locator('.app:not([data-first-paint]) .news-detail h1')).toHaveText(article.title);
  const { firstPaintAt, appRequested } = await page.evaluate(() => ({
    firstPaintAt: (window as unknown as { firstPaintAt?: number }).firstPaintAt ?? null,
    appRequested: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(boot|reader-shared|react-runtime|NewsArea|NewsDetailPage)-[^/]*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(firstPaintAt, 'the first paint drew the article').not.toBeNull();
  expect(appRequested).toHaveLength(5);
  for (const start of appRequested) expect(start).toBeGreaterThan(firstPaintAt!);
});
