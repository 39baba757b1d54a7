// The directory's first paint (src/features/directory/firstPaint): on a cold load of
// /directory/channels the entry draws the table's first page from the answer index.html asked for,
// before the app's code (src/boot.tsx, with React) has run; the app then replaces it with its own
// render. These tests hold the app's chunk back to see the first paint alone, then let it go and
// check that the app's render is the same markup in the same boxes, with nothing else in between.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { READER_VIEWPORTS } from './newsPage.ts';
import { boxes, holdTheApp, outline } from './firstPaintOutline.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';

/** What the app draws under the table (the pager): the first paint leaves it to the app. */
const APP_ONLY = 'nav.pagination';

/** The top bar and the page down to the table's last row. */
const TABLE_ELEMENTS = '#root header *, #root .directory-page > :not(nav.pagination), #root .directory-page > :not(nav.pagination) *';

const TABLE_REQUEST = '**/api/v1/channels/?limit=10';

/** From now on, notes every state of #root without the table's rows, or with a skeleton or "Loading…". */
async function watchForGaps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const gaps: string[] = [];
    (window as unknown as { gaps: string[] }).gaps = gaps;
    new MutationObserver(() => {
      const root = document.getElementById('root')!;
      if (!root.querySelector('table.directory-table tbody tr') || root.querySelector('.skeleton-list, .boot-status')) gaps.push(root.innerHTML.slice(0, 200));
    }).observe(document.getElementById('root')!, { childList: true, subtree: true });
  });
}

for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const [language, title] of [
      ['fr', 'Canaux'],
      ['en', 'Channels'],
      ['de', 'Kanäle'],
    ] as const) {
      test(`the channels' table is drawn before the app's code runs, and the app draws the same markup in the same boxes without a gap (${language})`, async ({ page }) => {
        const apiRequests: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/api/v1/channels/' && new URL(request.url()).searchParams.get('offset') === null) apiRequests.push(request.url());
        });
        const app = await holdTheApp(page);
        await page.goto(`/directory/channels?ui=${language}`);
        // The table, with the app's chunk still held back.
        await expect(page.locator('.app[data-first-paint] h1')).toHaveText(title);
        await expect(page.locator('table.directory-table tbody tr')).toHaveCount(10);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page).toHaveTitle(`${title} – Workbench`);
        const firstPaint = await outline(page, APP_ONLY);
        const firstBoxes = await boxes(page, TABLE_ELEMENTS);
        await watchForGaps(page);

        app.release();
        await expect(page.locator('nav.pagination')).toBeVisible();
        await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
        expect(app.requested).toBe(true);
        expect(await outline(page, APP_ONLY), 'the app’s markup').toBe(firstPaint);
        expect(await boxes(page, TABLE_ELEMENTS), 'the boxes of the top bar and the table').toEqual(firstBoxes);
        expect(await page.evaluate(() => (window as unknown as { gaps: string[] }).gaps), 'states of the page between the first paint and the app’s table').toEqual([]);
        expect(apiRequests, 'one request for the first page: the app takes the first paint’s answer').toHaveLength(1);
      });
    }
  });
}

test('the first paint of the table is accessible, and the app’s Per page works once it has taken over', async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/directory/channels?ui=en');
  await expect(page.locator('.app[data-first-paint] table.directory-table tbody tr')).toHaveCount(10);
  await expectNoSeriousAxeViolations(page);
  app.release();
  await expect(page.locator('nav.pagination')).toBeVisible();
  await page.getByLabel('Per page').selectOption('20');
  await expect(page.locator('table.directory-table tbody tr')).toHaveCount(20);
  await expectNoSeriousAxeViolations(page);
});

test('a record the app leaves out is left out of the first paint too: nothing drawn is taken back', async ({ page }) => {
  let brokenId = 0;
  await page.route(TABLE_REQUEST, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { results: { id: number; name: unknown }[] };
    brokenId = body.results[1]!.id;
    body.results[1]!.name = 42;
    await route.fulfill({ response, json: body });
  });
  const app = await holdTheApp(page);
  await page.goto('/directory/channels?ui=en');
  await expect(page.locator('table.directory-table tbody tr')).toHaveCount(9);
  const drawn = await page.locator('table.directory-table tbody tr td:first-child').allTextContents();
  expect(drawn).not.toContain(String(brokenId));
  app.release();
  await expect(page.locator('nav.pagination')).toBeVisible();
  expect(await page.locator('table.directory-table tbody tr td:first-child').allTextContents()).toEqual(drawn);
});

test('a failed answer draws nothing early: the app shows its error', async ({ page }) => {
  await page.route(TABLE_REQUEST, (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/directory/channels?ui=en');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
});

test('a sorted table is the app’s to draw: no request from index.html, no first paint', async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/directory/channels?ui=en&ordering=-id');
  await expect(page.locator('.boot-status')).toBeVisible();
  await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
  app.release();
  await expect(page.locator('table.directory-table tbody tr td:first-child').first()).toHaveText('40');
});

test('the app’s code is fetched after the table’s first paint, not beside the answer it waits for', async ({ page }) => {
  // In the page's own clock: when the first paint's table was put on the page.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.app[data-first-paint] table.directory-table tbody tr')) return;
      (window as unknown as { firstPaintAt: number }).firstPaintAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/directory/channels?ui=en');
  await expect(page.locator('nav.pagination')).toBeVisible();
  const { firstPaintAt, appRequested } = await page.evaluate(() => ({
    firstPaintAt: (window as unknown as { firstPaintAt?: number }).firstPaintAt ?? null,
    appRequested: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(boot|reader-shared|react-runtime|DirectoryArea)-[^/]*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }));
  expect(firstPaintAt, 'the first paint drew the table').not.toBeNull();
  expect(appRequested).toHaveLength(4);
  for (const start of appRequested) expect(start).toBeGreaterThan(firstPaintAt!);
});
