// Mark as read on scroll (a reading option, off by default): a card seen whole and then scrolled
// off the top of the screen by the reader loses its unread dot; off, or when the page jumps by
// itself, nothing is marked.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cards, openFilters } from './newsPage.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';

// Each test loads the list two or three times and runs axe: on the shared 2-core machine under load that
// passes the default 60 s.
test.describe.configure({ timeout: 180_000 });

test.use({ viewport: { width: 1280, height: 720 } });

const unread = (page: Page) => page.locator('.app:not([data-first-paint]) article.news-card .news-card-unread');

/** Lets the browser run its rendering steps twice, where IntersectionObserver delivers what it saw. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The ids of the cards now wholly above the screen's top, and of those wholly below its bottom. */
function cardsAboveAndBelow(page: Page) {
  return cards(page).evaluateAll((articles) => {
    const above: number[] = [];
    const below: number[] = [];
    for (const article of articles) {
      const box = article.getBoundingClientRect();
      const id = Number(article.getAttribute('data-news-id'));
      if (box.bottom <= 0) above.push(id);
      else if (box.top >= window.innerHeight) below.push(id);
    }
    return { above, below };
  });
}

/** The reader scrolls down with the mouse wheel, a step at a time, until `cardsPast` cards are above the screen. */
async function wheelPast(page: Page, cardsPast: number) {
  await page.mouse.move(640, 400);
  for (let step = 0; step < 30; step++) {
    if ((await cardsAboveAndBelow(page)).above.length >= cardsPast) return;
    await page.mouse.wheel(0, 150);
    await twoFrames(page);
  }
  throw new Error(`${cardsPast} cards did not go above the screen`);
}

const isUnread = (page: Page, id: number) => page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${id}"] .news-card-unread`);

test('off (the default): scrolling past the first cards marks none of them read', async ({ page }) => {
  await page.goto('/news?ui=en');
  await expect(cards(page).first()).toBeVisible();
  const total = await cards(page).count();
  await expect(unread(page)).toHaveCount(total);
  await wheelPast(page, 3);
  await twoFrames(page);
  await expect(unread(page)).toHaveCount(total);
  expect(await page.evaluate(() => localStorage.getItem('news.read'))).toBeNull();
});

test('on: the cards scrolled past lose their unread mark, the cards below keep it (axe clean)', async ({ page }) => {
  await page.goto('/news?ui=en');
  await expect(cards(page).first()).toBeVisible();
  await openFilters(page);
  await page.getByRole('button', { name: 'Word filters and reading options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reading options' });
  await dialog.getByRole('checkbox', { name: 'Mark a card read when it scrolls past the top of the screen' }).check();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  // Back to the top by keyboard-free script, then the reader's own wheel.
  await page.evaluate(() => window.scrollTo(0, 0));
  const total = await cards(page).count();
  await expect(unread(page)).toHaveCount(total);

  await wheelPast(page, 3);
  const { above, below } = await cardsAboveAndBelow(page);
  for (const id of above) await expect(isUnread(page, id), `card ${id}, scrolled past`).toHaveCount(0);
  await twoFrames(page);
  for (const id of below) await expect(isUnread(page, id), `card ${id}, still below`).toHaveCount(1);
  console.log(`scrolled past ${above.length} cards: marked read; ${below.length} below the screen still unread`);
  await expectNoSeriousAxeViolations(page);

  // Kept: after a reload the option is still on and the marks are there.
  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  for (const id of above) await expect(isUnread(page, id)).toHaveCount(0);
});

test('on: a jump the page makes by itself (no wheel, touch or key) marks nothing', async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('news.readingControls') === null) {
      const none = { mute: [], only: [] };
      localStorage.setItem('news.readingControls', JSON.stringify({ version: 1, wordFiltersOn: true, words: { fr: none, en: none, de: none }, markReadOnScroll: true }));
    }
  });
  await page.goto('/news?ui=en');
  await expect(cards(page).first()).toBeVisible();
  const total = await cards(page).count();
  await twoFrames(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await twoFrames(page);
  const { above } = await cardsAboveAndBelow(page);
  expect(above.length).toBeGreaterThan(2);
  await twoFrames(page);
  await expect(unread(page)).toHaveCount(total);
});
