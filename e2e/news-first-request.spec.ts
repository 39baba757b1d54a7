import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Holds back the script matching `chunk` until the list request (first page) has been seen: only
 * an early request lets the page load at all. Asserted as an order of events, never as durations.
 * Returns the events and the first-page requests' queries.
 */
async function holdBackUntilListRequested(page: Page, chunk: RegExp, name: string) {
  const events: string[] = [];
  const listRequests: string[] = [];
  let release!: () => void;
  const listRequested = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    events.push(`${name} requested`);
    await listRequested;
    events.push(`${name} sent`);
    await route.continue();
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/api/v1/news/' || url.searchParams.has('offset')) return;
    listRequests.push(url.search);
    events.push('news list requested');
    release();
  });
  return { events, listRequests };
}

// On a cold load of /news the list request starts from the entry chunk, in parallel with
// loading the news area's code, not after it: it is seen while the news area's chunk is held back.
test('a cold load of /news requests the list while the news area code is still held back, and only once', async ({ page }) => {
  const { events, listRequests } = await holdBackUntilListRequested(page, /\/assets\/NewsArea-[^/]*\.js$/, 'news area chunk');
  await page.goto('/news?ordering=title', { waitUntil: 'commit' });
  await expect.poll(() => events, { message: 'the list is requested while the news area chunk is held back' }).toContain('news list requested');
  await expect(page.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible();

  expect(events.indexOf('news area chunk requested'), 'the news area chunk was requested').toBeGreaterThanOrEqual(0);
  expect(events.indexOf('news list requested'), `order of events: ${events.join(' → ')}`).toBeLessThan(events.indexOf('news area chunk sent'));
  // The page shows the answer of that early request (same query), it does not ask again.
  expect(listRequests).toEqual(['?limit=10&ordering=title']);
});

// With no filter, index.html preloads the list request while it is parsed, before any of
// the app's code: the request is seen while the entry chunk itself is held back. The app's own
// request for it is answered by that preload, so the API is asked once.
test('a cold load of /news with no filter requests the list before any of its code has loaded, and only once', async ({ page }) => {
  const { events, listRequests } = await holdBackUntilListRequested(page, /\/assets\/index-[^/]*\.js$/, 'entry chunk');
  await page.goto('/news?ui=de', { waitUntil: 'commit' });
  await expect.poll(() => events, { message: 'the list is requested while the entry chunk is held back' }).toContain('news list requested');
  await expect(page.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible();

  expect(events.indexOf('news list requested'), `order of events: ${events.join(' → ')}`).toBeLessThan(events.indexOf('entry chunk sent'));
  expect(listRequests).toEqual(['?limit=10&ordering=-publish_date']);
  // The page is in the language asked for: the preload did not stand in the way of the catalogue.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nachrichten');
});

// The preloaded answer is read by the same client as any other: its time limit still holds.
test('a preloaded list request that never answers still ends in the timeout message, and Try again asks again', async ({ page }) => {
  test.setTimeout(60_000);
  let stalled = true;
  const listRequests: string[] = [];
  await page.route('**/api/v1/news/?limit=10&ordering=-publish_date', async (route) => {
    listRequests.push(route.request().url());
    if (stalled) return; // never answered
    await route.continue();
  });
  await page.goto('/news?ui=en');
  const alert = page.getByRole('alert').filter({ hasText: 'The news could not be loaded' });
  await expect(alert).toContainText('did not answer within 15 s; the server may be down or very slow', { timeout: 30_000 });
  expect(listRequests, 'the preload, answered to the app, not a second request').toHaveLength(1);
  stalled = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible();
  expect(listRequests).toHaveLength(2);
});
