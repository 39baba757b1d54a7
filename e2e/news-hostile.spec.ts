// The news reader against a hostile or broken API: a real HTTP server started by each test, which
// the app reads through its remembered "API base URL" setting (cross-origin, with open CORS).
import type { ServerResponse } from 'node:http';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { openFilters, READER_VIEWPORTS } from './newsPage.ts';
import { sendJson, startHostileServer, type HostileServer } from '../src/api/testing/hostileServer.ts';
import { sampleChannel, sampleLabelled, sampleNews } from '../src/api/testing/sampleRecords.ts';

const servers: HostileServer[] = [];
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

type Route = (response: ServerResponse, url: URL, base: string) => boolean | void;

/** A small API: `route` answers what it wants (returns false to pass); the rest is an honest, tiny DRF. */
async function hostileApi(route: Route = () => false): Promise<HostileServer> {
  const server = await startHostileServer((request, response, base) => {
    const url = new URL(request.url ?? '/', base);
    if (route(response, url, base) !== false) return;
    const collection = /^\/api\/v1\/(\w+)\/$/.exec(url.pathname)?.[1];
    const records =
      collection === 'news' ? [sampleNews(1), sampleNews(2)] : collection === 'channels' ? [sampleChannel(1)] : collection ? [sampleLabelled(1)] : null;
    if (records) sendJson(response, 200, { count: records.length, next: null, previous: null, results: records });
    else sendJson(response, 404, { detail: 'Not found.' });
  });
  servers.push(server);
  return server;
}

/** Opens a page of the app reading from `api`, with nothing loaded from the samples' example.org. */
async function openWith(page: Page, api: HostileServer, path: string): Promise<void> {
  await page.route('http://example.org/**', (route) => route.abort());
  await page.addInitScript((baseUrl) => window.localStorage.setItem('news.apiBaseUrl', baseUrl), api.baseUrl);
  await page.goto(path);
}

const newsAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'The news could not be loaded' });

test("a next link on another site but on the list's own path is followed on the API; nothing is asked of that site", async ({ page }) => {
  // Whatever is asked of it, the other site answers news of its own.
  const other = await hostileApi();
  const api = await hostileApi((response, url) => {
    if (url.pathname !== '/api/v1/news/') return false;
    const offset = Number(url.searchParams.get('offset') ?? 0);
    sendJson(response, 200, {
      count: 40,
      next: `${other.baseUrl}/api/v1/news/?limit=10&offset=${offset + 10}`,
      previous: null,
      results: [sampleNews(offset + 1, { title: `Item at ${offset}` })],
    });
  });
  await openWith(page, api, '/news?ui=en');
  await expect(page.getByRole('heading', { name: 'Item at 0' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Pages of news' }).first().getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByRole('heading', { name: 'Item at 10' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(other.requests).toEqual([]);
});

test('a next link that is not a URL is refused for that link only: the records show and Next says why it is off', async ({ page }) => {
  const api = await hostileApi((response, url) => {
    if (url.pathname !== '/api/v1/news/') return false;
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const next = offset === 0 ? '/api/v1/news/?limit=10&offset=10' : 'http://[broken';
    sendJson(response, 200, { count: 30, next, previous: null, results: [sampleNews(offset + 1, { title: `Item at ${offset}` })] });
  });
  await openWith(page, api, '/news?ui=en');
  await expect(page.getByRole('heading', { name: 'Item at 0' })).toBeVisible();
  const pagerOnTop = page.getByRole('navigation', { name: 'Pages of news' }).first();
  await pagerOnTop.getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByRole('heading', { name: 'Item at 10' })).toBeVisible();
  await expect(pagerOnTop.getByRole('link', { name: 'Next →' })).toHaveCount(0);
  await expect(pagerOnTop.locator('.pagination-note')).toHaveText(/^Next is off: the service’s link to that page points outside its own address/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(api.requests.some((r) => r.startsWith('/api/v1/news/?') && r.includes('offset=10'))).toBe(true);
});

test('an endless next chain in a filter menu stops at the page limit, once, and the menu says it is unavailable', async ({ page }) => {
  const api = await hostileApi((response, url, base) => {
    if (url.pathname !== '/api/v1/channels/') return false;
    const offset = Number(url.searchParams.get('offset') ?? 0);
    sendJson(response, 200, { count: 1e9, next: `${base}/api/v1/channels/?limit=100&offset=${offset + 1}`, previous: null, results: [sampleChannel(offset + 1)] });
  });
  await openWith(page, api, '/news?ui=en');
  await expect(page.getByRole('heading', { name: 'Title 1' })).toBeVisible();
  // The menus' lists are fetched when the reader opens the filters.
  await openFilters(page);
  const channelMenu = page.locator('.news-filter').filter({ has: page.getByLabel('Channel', { exact: true }) });
  await expect(channelMenu.getByText('List unavailable')).toBeVisible({ timeout: 20_000 });
  expect(api.requests.filter((r) => r.startsWith('/api/v1/channels/')).length).toBe(50);
});

test('a page with far more results than its limit is refused with a message', async ({ page }) => {
  const api = await hostileApi((response, url) => {
    if (url.pathname !== '/api/v1/news/') return false;
    const results = Array.from({ length: 2_000 }, (_, i) => sampleNews(i + 1));
    sendJson(response, 200, { count: 2_000, next: null, previous: null, results });
  });
  await openWith(page, api, '/news?ui=en');
  await expect(newsAlert(page)).toContainText('answered 2,000 results where 10 were asked for; the page was refused');
  await expect(page.locator('.app:not([data-first-paint]) article.news-card')).toHaveCount(0);
});

test('an article body of 100,000 nested elements is not rendered; the article\'s public link is offered', async ({ page }) => {
  const body = '<div>'.repeat(100_000) + 'deep' + '</div>'.repeat(100_000);
  const api = await hostileApi((response, url) => {
    if (url.pathname !== '/api/v1/news/1/') return false;
    sendJson(response, 200, sampleNews(1, { text: body, news_url: 'https://actu.example.org/news/1/' }));
  });
  await openWith(page, api, '/news/1?ui=en');
  await expect(page.getByRole('heading', { level: 1, name: 'Title 1' })).toBeVisible();
  const note = page.locator('.news-detail-text');
  await expect(note).toContainText('This text cannot be shown here: the text is 1,100,004 characters long');
  await expect(note.getByRole('link', { name: 'Read this article on the public site' })).toHaveAttribute('href', 'https://actu.example.org/news/1/');
  // The page answers: the back link works at once.
  await page.getByRole('link', { name: '← Back to the news list' }).click();
  await expect(page.getByRole('heading', { name: 'Title 1' })).toBeVisible();
});

// At both sizes the reader is tested at (a phone and a laptop).
for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a server that never answers: after the time limit, a clear message and Try again', async ({ page }) => {
      test.setTimeout(60_000);
      let stalled = true;
      const api = await hostileApi((_response, url) => {
        if (url.pathname === '/api/v1/news/' && stalled) return; // never answered
        return false;
      });
      await openWith(page, api, '/news?ui=en');
      await expect(page.locator('.news-skeleton, [aria-busy="true"]').first()).toBeVisible();
      await expect(newsAlert(page)).toContainText('did not answer within 15 s; the server may be down or very slow', { timeout: 30_000 });
      // Not retried on its own: one request for the list, then the reader decides.
      expect(api.requests.filter((r) => r.startsWith('/api/v1/news/')).length).toBe(1);
      stalled = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: 'Title 1' })).toBeVisible();
    });

    test('an unknown filter id is an empty state with the reason in words', async ({ page }) => {
      const api = await hostileApi((response, url) => {
        if (url.pathname !== '/api/v1/news/' || url.searchParams.get('channel') !== '999') return false;
        sendJson(response, 400, { channel: ['Select a valid choice. That choice is not one of the available choices.'] });
      });
      await openWith(page, api, '/news?ui=en&channel=999');
      await expect(page.locator('.empty-state')).toHaveText('No news match these filters. No channel 999.');
      // The reason speaks the interface language, with the filter's own label.
      await openWith(page, api, '/news?ui=fr&channel=999');
      await expect(page.locator('.empty-state')).toHaveText('Aucune actualité ne correspond à ces filtres. Canal 999 : introuvable.');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}
