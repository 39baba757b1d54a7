// The reader's text size at 320 px: each of the three steps makes the cards' and the article's text
// larger, fits the screen (no sideways scrolling), survives a reload, and passes axe; a stored step
// is on the first paint, so nothing moves when the app takes over.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { api, cards, openSettings, type Page_ } from './newsPage.ts';

const STEPS = ['Standard', 'Large', 'Larger'] as const;
const PHONE = { width: 320, height: 640 };

/** Fails naming what sticks out when the document is wider than the screen. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth, out } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.getBoundingClientRect().right > width + 0.5);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      out: sticking.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
    };
  });
  expect(scrollWidth, `${where}: ${scrollWidth} px wide on a ${clientWidth} px screen; sticking out: ${out.join(', ')}`).toBeLessThanOrEqual(clientWidth);
}

const fontSize = (page: Page, selector: string) => page.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

async function chooseStep(page: Page, step: string): Promise<void> {
  await openSettings(page);
  await page.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: step, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function expectStepChecked(page: Page, step: string): Promise<void> {
  await openSettings(page);
  await expect(page.getByRole('group', { name: 'Text size' }).getByRole('radio', { name: step, exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
}

test.use({ viewport: PHONE });

test('each step makes the cards and the article larger, fits 320 px, survives a reload and is axe clean', async ({ page, request }) => {
  test.setTimeout(300_000);
  // The article with the longest record among the first hundred: where a long word or address would push the page wider.
  const records = (await api<Page_<{ id: number }>>(request, '/api/v1/news/?limit=100')).results;
  const longest = records.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
  const sizes: { step: string; cardTitle: number; cardMeta: number; articleText: number; articleTitle: number }[] = [];
  await page.goto('/news?ui=en');
  await expect(cards(page).first()).toBeVisible();
  for (const step of STEPS) {
    await chooseStep(page, step);
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectStepChecked(page, step);
    await expectNoSidewaysScroll(page, `/news at ${step}`);
    await expectNoSeriousAxeViolations(page);
    const cardTitle = await fontSize(page, '.app:not([data-first-paint]) .news-card-title');
    const cardMeta = await fontSize(page, '.app:not([data-first-paint]) .news-card-meta');

    await page.goto(`/news/${longest.id}?ui=en`);
    await expect(page.locator('.news-detail-text')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, `/news/${longest.id} at ${step}`);
    await expectNoSeriousAxeViolations(page);
    sizes.push({ step, cardTitle, cardMeta, articleText: await fontSize(page, '.news-detail-text'), articleTitle: await fontSize(page, '.news-detail h1') });
    await page.goto('/news?ui=en');
    await expect(cards(page).first()).toBeVisible();
  }
  console.log(`text sizes at 320 px (px): ${JSON.stringify(sizes)}`);
  for (let i = 1; i < sizes.length; i++) {
    const [before, after] = [sizes[i - 1]!, sizes[i]!];
    for (const part of ['cardTitle', 'cardMeta', 'articleText', 'articleTitle'] as const) {
      expect(after[part], `${part}: ${after.step} is larger than ${before.step}`).toBeGreaterThan(before[part]);
    }
  }
});

test('a stored step is on the first paint: the list and an article load at Larger without any layout shift', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [news] = (await api<Page_<{ id: number }>>(request, '/api/v1/news/?limit=1')).results;
  await page.addInitScript(() => {
    window.localStorage.setItem('reader.textSize', 'larger');
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shiftTotal = () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0));
  for (const [path, content] of [
    ['/news', '.app:not([data-first-paint]) article.news-card'],
    [`/news/${news!.id}`, '.news-detail-text'],
  ] as const) {
    await page.goto(path);
    // The app takes over from the first paint: slow on a loaded machine.
    await expect(page.locator(content).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe('larger');
    const total = await shiftTotal();
    console.log(`layout shift score of ${path} at Larger: ${total.toFixed(4)}`);
    expect(total, `layout shift score of ${path}`).toBeLessThan(0.001);
  }
});
