import { test, expect } from './fixtures.ts';
import { expectEveryControlReachableByTab } from './keyboard.ts';
import { api, cards, expectListAndArticleAxeClean, openFilters, openSettings, range, type NewsRecord, type Page_ } from './newsPage.ts';

// The news area from the keyboard and for assistive technology.

test('axe finds no serious violations on the list and a detail page', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page).first()).toBeVisible();
  await expect(range(page)).toBeVisible();
  await expectListAndArticleAxeClean(page);
});

test('every control of the list is reachable with the keyboard, and works from it', async ({ page }) => {
  await page.goto('/news');
  await expect(cards(page).first()).toBeVisible();
  // The Filters button opens the menus from the keyboard: Enter on it, then Tab walks them.
  await page.locator('.news-filters-button').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Channel', { exact: true })).toBeVisible();
  await page.locator('.news-filters-button').focus();
  const reached = new Set<string>();
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
      return (label ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    });
    reached.add(name);
    if (name === 'Next →' && reached.has('Page 2')) break;
  }
  expect([...reached], 'Load more is reachable with Tab').toContain('Load more');
  for (const name of ['Channel', 'Category', 'Theme', 'Public', 'Project', 'Language of the news', 'Order by', 'Per page', 'Page 2', 'Next →']) {
    expect([...reached], `"${name}" is reachable with Tab`).toContain(name);
  }
  // The focused "Next →" link works with Enter.
  await page.keyboard.press('Enter');
  await expect(range(page)).toHaveText(/^11–20 of /);
  // A select works from the keyboard too.
  await openFilters(page);
  await page.getByLabel('Per page').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/limit=20/);
});

test('every visible control of the list and of a detail page has a name and is reached by Tab', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/news');
  await expect(cards(page).first()).toBeVisible();
  // The settings and filters panels open too, so their fields and buttons are among the controls.
  await openFilters(page);
  await openSettings(page);
  await expectEveryControlReachableByTab(page);
  const withVideo = (await api<Page_<NewsRecord & { short_vimeo_video_id: string }>>(request, '/api/v1/news/?limit=200')).results.find((n) => n.short_vimeo_video_id !== '');
  await page.goto(`/news/${withVideo!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: withVideo!.title })).toBeVisible();
  // The heading may be the first paint's, drawn before the app runs, whose controls are inert until the app replaces them.
  await expect(page.locator('.app[data-first-paint]')).toHaveCount(0);
  await expectEveryControlReachableByTab(page);
});
