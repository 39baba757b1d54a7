// Refreshing the list: the Refresh button, a pull from the top on a touch screen, and a tab that
// comes back after a while. Each fetches the list again and shows what changed; the API's answer
// is edited on its way (a record's title) so that the test sees the new copy on screen.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cards } from './newsPage.ts';

const FIRST_PAGE = '**/api/v1/news/?limit=10&ordering=-publish_date';
const FRESH = 'Fresh from the server';

/** Answers the first page as the API does; from `fresh()` on, with its first record's title changed. */
async function editableFirstPage(page: Page) {
  let changed = false;
  let asked = 0;
  await page.route(FIRST_PAGE, async (route) => {
    asked++;
    const response = await route.fetch();
    const body = (await response.json()) as { results: { title: string }[] };
    if (changed) body.results[0]!.title = FRESH;
    await route.fulfill({ response, json: body });
  });
  return {
    fresh: () => (changed = true),
    asked: () => asked,
  };
}

const firstTitle = (page: Page) => cards(page).first().locator('.news-card-title');

test('Refresh fetches the list again and shows the new copy', async ({ page }) => {
  const api = await editableFirstPage(page);
  await page.goto('/news?ui=en');
  await expect(firstTitle(page)).not.toHaveText(FRESH);
  api.fresh();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(firstTitle(page)).toHaveText(FRESH);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a pull down from the top says "Release to refresh", and the release refreshes', async ({ page }) => {
    const api = await editableFirstPage(page);
    await page.goto('/news?ui=en');
    await expect(firstTitle(page)).not.toHaveText(FRESH);
    api.fresh();
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number | null) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: y === null ? [] : [{ x: 200, y }] });
    await touch('touchStart', 200);
    for (const y of [230, 260, 300, 320]) await touch('touchMove', y);
    await expect(page.getByRole('status').filter({ hasText: 'Release to refresh' })).toBeVisible();
    await touch('touchEnd', null);
    await expect(firstTitle(page)).toHaveText(FRESH);
    await expect(page.getByText('Release to refresh')).toHaveCount(0);
  });
});

test('a tab that comes back after five minutes or more fetches the list again; after a minute it does not', async ({ page }) => {
  await page.clock.install();
  const api = await editableFirstPage(page);
  await page.goto('/news?ui=en');
  await expect(firstTitle(page)).not.toHaveText(FRESH);
  // The tab is hidden and shown again, as the browser reports it (visibilityState and its event).
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await page.waitForLoadState('networkidle');
  const askedBefore = api.asked();
  api.fresh();
  await setVisibility('hidden');
  await page.clock.fastForward('01:00');
  await setVisibility('visible');
  await page.waitForLoadState('networkidle');
  expect(api.asked(), 'back after a minute: no new request').toBe(askedBefore);
  await expect(firstTitle(page)).not.toHaveText(FRESH);

  await setVisibility('hidden');
  await page.clock.fastForward('06:00');
  await setVisibility('visible');
  await expect(firstTitle(page)).toHaveText(FRESH);
});
