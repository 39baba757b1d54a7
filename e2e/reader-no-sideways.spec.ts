// No sideways scrolling on a phone: no page of the reader is wider than the screen, in any language.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { api, type Page_ } from './newsPage.ts';

const LANGUAGES = ['fr', 'en', 'de'] as const;
const DIRECTORY_COLLECTIONS = ['channels', 'categories', 'themes', 'publics', 'projects', 'mementos'] as const;
const SIZES = [
  { width: 320, height: 700 },
  { width: 390, height: 844 },
] as const;

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  const { scrollWidth, clientWidth, widest } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The outermost elements that stick out, to name in the failure.
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const right = el.getBoundingClientRect().right;
      return right > width + 0.5 && !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5);
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: width,
      widest: out.slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (right ${Math.round(el.getBoundingClientRect().right)} px)`),
    };
  });
  expect(scrollWidth, `${path}: the page is ${scrollWidth} px wide on a ${clientWidth} px screen; sticking out: ${widest.join(', ')}`).toBeLessThanOrEqual(clientWidth);
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    for (const language of LANGUAGES) {
      test(`no page scrolls sideways in ${language}: list, article, directory and a record of each collection`, async ({ page, request }) => {
        test.setTimeout(120_000);
        const [news] = (await api<Page_<{ id: number }>>(request, '/api/v1/news/?limit=1')).results;
        const pages: [string, string][] = [
          [`/news?ui=${language}`, '.app:not([data-first-paint]) article.news-card'],
          [`/news/${news!.id}?ui=${language}`, '.news-detail-text'],
          [`/directory/mementos?ui=${language}`, 'table.directory-table'],
          [`/directory/channels?ui=${language}`, 'table.directory-table'],
        ];
        // A record page of every collection: the record with the longest texts, where a long word
        // or address would push the page wider.
        for (const collection of DIRECTORY_COLLECTIONS) {
          const records = (await api<Page_<{ id: number }>>(request, `/api/v1/${collection}/?limit=100`)).results;
          const longest = records.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
          pages.push([`/directory/${collection}/${longest.id}?ui=${language}`, 'dl.directory-fields']);
        }
        for (const [path, content] of pages) {
          await page.goto(path);
          await expect(page.locator(content).first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoSidewaysScroll(page, path);
        }
      });
    }
  });
}
