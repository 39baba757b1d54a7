// Share on an article: the Web Share sheet where the browser has one, else the link copied, and a
// plain message when even that is refused. This Chromium (Linux) has no Web Share API; the tests
// give the page one, or take it away, before it loads, so each path runs whatever the browser.
import { test, expect } from './fixtures.ts';
import { api, type NewsRecord, type Page_ } from './newsPage.ts';

async function firstArticle(request: Parameters<typeof api>[0]): Promise<NewsRecord> {
  return (await api<Page_<NewsRecord>>(request, '/api/v1/news/?limit=1')).results[0]!;
}

test('without a share sheet, Share copies the article’s link and says so', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const article = await firstArticle(request);
  await page.goto(`/news/${article.id}?ui=en`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('with a share sheet, Share hands it the article’s title and link, and copies nothing', async ({ page, request }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { shared: unknown[] }).shared = shared;
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data: unknown) => (shared.push(data), Promise.resolve()) });
  });
  const article = await firstArticle(request);
  await page.goto(`/news/${article.id}?ui=en`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared)).toEqual([{ title: article.title, url: page.url() }]);
  await expect(page.getByText('Link copied')).toHaveCount(0);
});

test('when the link cannot be copied either, Share says how to copy it, in the reader’s language', async ({ page, request }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
  });
  const article = await firstArticle(request);
  await page.goto(`/news/${article.id}?ui=fr`);
  await page.getByRole('button', { name: 'Partager' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Le lien n’a pas pu être copié : copiez-le depuis la barre d’adresse.' })).toBeVisible();
});
