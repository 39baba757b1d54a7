// The article's reading view: only the title, date, text and pictures stay (on screen and in the
// accessibility tree), at a comfortable measure; the same button or Escape brings the rest back;
// it survives a reload (?view=reading); axe finds nothing in either view.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { api, cards, type Page_ } from './newsPage.ts';

interface Record_ {
  id: number;
  title: string;
  links: unknown[];
  themes: string[];
  visual_url: string;
  news_url: string;
}

/** What the reading view takes away, by role and name, as assistive technology finds them. */
function aroundTheText(page: Page) {
  return [
    page.getByRole('navigation', { name: 'Main' }),
    page.getByRole('button', { name: 'Settings' }),
    page.getByRole('link', { name: '← Back to the news list' }),
    page.getByRole('button', { name: /Save/ }),
    page.getByRole('button', { name: 'Share' }),
    page.getByRole('navigation', { name: 'Other articles of the list' }),
    page.getByRole('region', { name: 'Links' }),
    page.getByRole('region', { name: 'Themes' }),
    page.getByRole('link', { name: 'Read on the public site' }),
  ];
}

async function expectAroundShown(page: Page, shown: boolean): Promise<void> {
  for (const part of aroundTheText(page)) {
    if (shown) await expect(part).toBeVisible();
    else await expect(part).toHaveCount(0);
  }
}

for (const viewport of [
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px, the reading view leaves the title, date, text and pictures; the button, Escape and a reload work`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    // The first article of the list with links, themes and a picture, opened from the list (so that it has neighbours).
    const list = (await api<Page_<Record_>>(request, '/api/v1/news/?limit=10')).results;
    const index = list.findIndex((n) => n.links.length > 0 && n.themes.length > 0 && n.visual_url !== '' && /^https?:/.test(n.news_url) && n !== list[0]);
    expect(index, 'an article with links, themes and a picture among the first ten').toBeGreaterThan(0);
    const news = list[index]!;
    await page.goto('/news?ui=en');
    // The app takes over from the first paint: slow on a loaded machine.
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    await page.locator(`.app:not([data-first-paint]) article.news-card[data-news-id="${news.id}"] .news-card-title a`).click();
    await expect(page.getByRole('heading', { level: 1, name: news.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAroundShown(page, true);

    // From the keyboard: the button keeps the focus as the page around it goes.
    const toggle = page.getByRole('button', { name: 'Reading view' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeFocused();
    await expect(page).toHaveURL(/[?&]view=reading/);
    await expectAroundShown(page, false);
    await expect(page.locator('.app-header')).toBeHidden();
    // What stays: the picture, the title, the date, the text.
    await expect(page.getByRole('heading', { level: 1, name: news.title })).toBeVisible();
    await expect(page.locator('.news-detail time')).toBeVisible();
    await expect(page.locator('.news-detail-text')).toBeVisible();
    await expect(page.getByRole('img', { name: news.title })).toBeVisible();
    const { width, measure, charWidth } = await page.locator('article.news-detail').evaluate((el) => {
      const probe = document.createElement('span');
      probe.textContent = '0';
      el.append(probe);
      const charWidth = probe.getBoundingClientRect().width;
      probe.remove();
      return { width: el.getBoundingClientRect().width, measure: getComputedStyle(el).maxWidth, charWidth };
    });
    console.log(`reading view at ${viewport.width} px: article ${Math.round(width)} px wide, max-width ${measure}, ${(width / charWidth).toFixed(1)} "0" characters`);
    expect(width / charWidth).toBeLessThanOrEqual(65.5);
    await expectNoSeriousAxeViolations(page);

    // The same button leaves; the list's neighbours come back with the rest.
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeFocused();
    await expect(page).not.toHaveURL(/view=reading/);
    await expectAroundShown(page, true);

    // Into it again, then a reload keeps it; Escape leaves.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: news.title })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
    await expect(page.locator('.app-header')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.locator('.app-header')).toBeVisible();
    for (const name of ['← Back to the news list', 'Read on the public site']) await expect(page.getByRole('link', { name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page);
  });
}
