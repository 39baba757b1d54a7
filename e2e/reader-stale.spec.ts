// What was shown stays shown: an article whose refresh fails keeps the copy on screen with a note,
// and a first load that hangs says so after 3 s and can be stopped. Timers run on Playwright's clock.
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { cards, range, READER_VIEWPORTS } from './newsPage.ts';

/** Opens the list and then its first card's article; `detail` answers the article's own request. */
async function openFirstArticle(page: Page, detail: (route: Route) => void): Promise<{ id: number; title: string }> {
  await page.clock.install();
  await page.goto('/news?ui=en');
  const card = cards(page).first();
  await expect(card).toBeVisible();
  const id = Number(await card.getAttribute('data-news-id'));
  const title = (await card.locator('.news-card-title a').textContent())!;
  await page.route(new RegExp(`/api/v1/news/${id}/(\\?.*)?$`), detail);
  await card.locator('.news-card-title a').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  return { id, title };
}

const staleNote = (page: Page) => page.getByRole('status').filter({ hasText: /^Could not refresh; showing the copy from \d{1,2}:\d{2}/ });

for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('an article read from the list stays on screen through a 500 on its refresh, with a note', async ({ page }) => {
      let asked = 0;
      const { title } = await openFirstArticle(page, (route) => {
        asked++;
        void route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' });
      });
      // A 5xx is retried twice (1 s, then 2 s later) before the query gives up.
      await expect(async () => {
        await page.clock.fastForward(1_000);
        await expect(staleNote(page)).toBeVisible({ timeout: 200 });
      }).toPass({ timeout: 15_000 });
      expect(asked).toBe(3);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('.news-detail-meta')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });

    test('an article read from the list stays on screen through a hang on its refresh, with a note', async ({ page }) => {
      const { title } = await openFirstArticle(page, () => {
        // never answered
      });
      await expect(staleNote(page)).toHaveCount(0);
      // The client gives up after 15 s.
      await page.clock.fastForward('00:16');
      await expect(staleNote(page)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });

    test('a first load that hangs says so after 3 s; Cancel stops it calmly, Try again loads', async ({ page }) => {
      let hanging = true;
      await page.route('**/api/v1/news/?*', (route) => {
        if (!hanging) return route.continue();
        // never answered while hanging
      });
      await page.clock.install();
      // A query key other than ui: the list is not preloaded by index.html, the app asks for it.
      await page.goto('/news?ui=en&limit=20');
      const slow = page.getByRole('status').filter({ hasText: 'Taking longer than usual…' });
      await expect(page.locator('.news-skeleton')).toBeVisible();
      await expect(slow).toHaveCount(0);
      await page.clock.fastForward(3_100);
      await expect(slow).toBeVisible();
      await expect(slow.getByRole('button', { name: 'Try again' })).toBeVisible();
      await slow.getByRole('button', { name: 'Cancel' }).click();
      const stopped = page.getByRole('status').filter({ hasText: 'Loading stopped.' });
      await expect(stopped).toBeVisible();
      // Cancel aborted the request: the client's 15 s limit does not turn the calm state into an error.
      await page.clock.fastForward('00:20');
      await expect(stopped).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expect(page.locator('.news-skeleton')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      hanging = false;
      await stopped.getByRole('button', { name: 'Try again' }).click();
      await expect(range(page)).toHaveText(/^1–20 of /);
      await expect(stopped).toHaveCount(0);
    });
  });
}

test('a directory table that hangs says so after 3 s; Cancel stops it calmly, Try again loads', async ({ page }) => {
  let hanging = true;
  await page.route('**/api/v1/themes/?*', (route) => {
    if (!hanging) return route.continue();
    // never answered while hanging
  });
  await page.clock.install();
  await page.goto('/directory/themes?ui=fr');
  const slow = page.getByRole('status').filter({ hasText: 'Plus long que d’habitude…' });
  await page.clock.fastForward(3_100);
  await expect(slow).toBeVisible();
  await slow.getByRole('button', { name: 'Annuler' }).click();
  const stopped = page.getByRole('status').filter({ hasText: 'Chargement arrêté.' });
  await expect(stopped).toBeVisible();
  hanging = false;
  await stopped.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('table.directory-table')).toBeVisible();
});

test('a list page whose refresh fails on the way back stays on screen, with a note', async ({ page }) => {
  await page.clock.install();
  await page.goto('/news?ui=en');
  await expect(range(page)).toHaveText(/^1–10 of /);
  const shown = await cards(page).evaluateAll((all) => all.map((a) => a.getAttribute('data-news-id')));
  await cards(page).first().locator('.news-card-title a').click();
  await expect(page.locator('.news-detail h1')).toBeVisible();
  // Two minutes on the article: the list is stale and is asked for again on the way back, and fails.
  await page.clock.fastForward('02:00');
  await page.route('**/api/v1/news/?*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }));
  await page.goBack();
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(staleNote(page)).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  expect(await cards(page).evaluateAll((all) => all.map((a) => a.getAttribute('data-news-id')))).toEqual(shown);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an error with nothing to keep says what happened and what to do; the URL and status are folded under Details', async ({ page, request }) => {
  const [first] = ((await (await request.get('/api/v1/news/?limit=1')).json()) as { results: { id: number }[] }).results;
  await page.route(new RegExp(`/api/v1/news/${first!.id}/(\\?.*)?$`), (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"boom"}' }),
  );
  await page.clock.install();
  await page.goto(`/news/${first!.id}?ui=fr`);
  const alert = page.getByRole('alert');
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(alert).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 15_000 });
  await expect(alert.getByRole('heading')).toHaveText('Cette actualité n’a pas pu être chargée : le service d’actualités a rencontré un problème');
  await expect(alert).toContainText('C’est en général passager : réessayez dans un instant.');
  const message = alert.locator('.error-panel-message');
  await expect(message).toBeHidden();
  await alert.getByText('Détails').click();
  await expect(message).toContainText(`/api/v1/news/${first!.id}/ answered 500`);
  await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
