// Shared by the news e2e specs: the API as the tests read it, and the list page's parts.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';

export interface NewsRecord {
  id: number;
  title: string;
  order: number;
  publish_date: string;
  channel: { id: number; name: string };
  category: { fr_label: string; en_label: string; de_label: string };
  themes: string[];
}
export interface Page_<T> {
  count: number;
  next: string | null;
  results: T[];
}

export async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/**
 * The app's cards. Not the first paint's (src/features/news/firstPaint): on a cold load of /news
 * the cards are drawn before the app runs, and its controls answer only once the app has replaced
 * them; a test that waits for cards and then acts waits for these.
 */
export const cards = (page: Page) => page.locator('.app:not([data-first-paint]) article.news-card');
export const range = (page: Page) => page.locator('.pagination-range').first();
/** The list's pager, by its name in the page's language (English unless told). */
export const pager = (page: Page, name = 'Pages of news') => page.getByRole('navigation', { name }).first();

/** Ids of the shown records: each card's own and those of its "also in" links, in order. */
export async function shownIds(page: Page): Promise<number[]> {
  return page.locator('.app:not([data-first-paint]) article.news-card').evaluateAll((articles) =>
    articles.flatMap((article) => [
      Number(article.getAttribute('data-news-id')),
      ...[...article.querySelectorAll('.news-card-also a')].map((a) => Number(a.getAttribute('href')!.match(/\/news\/(\d+)/)![1])),
    ]),
  );
}

export async function primaryIds(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((articles) => articles.map((a) => Number(a.getAttribute('data-news-id'))));
}

/** The two sizes the reader is tested at: a phone and a laptop. */
export const READER_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** axe on the list on screen, then on the first card's article once it has loaded. */
export async function expectListAndArticleAxeClean(page: Page): Promise<void> {
  await expectNoSeriousAxeViolations(page);
  await cards(page).first().locator('.news-card-title a').click();
  await expect(page.locator('.news-detail-text')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(page);
}

/** Opens the list's Filters panel (unless it is open), where the filter menus, order and page size are. */
export async function openFilters(page: Page): Promise<void> {
  const button = page.locator('.news-filters-button');
  await expect(button).toBeVisible();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(page.locator('.news-filters select').first()).toBeVisible();
}

/** Opens the Settings panel of the top bar (unless it is open): language, appearance, API address. */
export async function openSettings(page: Page): Promise<void> {
  const button = page.locator('.settings-button');
  await expect(button).toBeVisible();
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(page.locator('.settings-panel .language-switch')).toBeVisible();
}

const LANGUAGE_CODES = { Français: 'fr', English: 'en', Deutsch: 'de' } as const;

/** Switches the interface language in the Settings panel, as a reader would, then folds the panel. */
export async function chooseLanguage(page: Page, name: keyof typeof LANGUAGE_CODES): Promise<void> {
  await openSettings(page);
  await page.locator('.settings-panel').getByRole('radio', { name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]ui=${LANGUAGE_CODES[name]}(&|$)`));
  await page.keyboard.press('Escape');
  await expect(page.locator('.settings-panel')).toHaveCount(0);
}

/** Points the reader at another API address through the Settings panel. */
export async function setApiAddress(page: Page, url: string): Promise<void> {
  await openSettings(page);
  await page.locator('.api-settings input').fill(url);
  await page.locator('.api-settings button[type=submit]').click();
}
