import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { cards, pager, primaryIds, range, READER_VIEWPORTS } from './newsPage.ts';

// The news reader when the network or the service misbehaves.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('offline: a banner, the loaded page stays, the next one waits and then loads', async ({ page, context }) => {
      await page.goto('/news');
      await expect(range(page)).toHaveText(/^1–10 of /);
      const shown = await primaryIds(page);
      await context.setOffline(true);
      const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
      await expect(banner).toBeVisible();
      expect(await primaryIds(page)).toEqual(shown);

      // Page 3 was never fetched (only page 2 is fetched ahead): it waits for the connection, over the page still on screen.
      await pager(page).getByRole('link', { name: 'Page 3', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Waiting for the connection… (page 3)' })).toBeVisible();
      expect(await primaryIds(page)).toEqual(shown);
      await expect(range(page)).toHaveText(/^1–10 of /);

      await context.setOffline(false);
      await expect(banner).toHaveCount(0);
      await expect(range(page)).toHaveText(/^21–30 of /);
    });
  });
}

// At both sizes the reader is tested at (a phone and a laptop).
for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the offline banner speaks the interface language', async ({ page, context }) => {
      await page.goto('/news?ui=fr');
      await expect(cards(page).first()).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne. Ce qui est déjà chargé reste affiché' })).toBeVisible();
      await context.setOffline(false);
    });

    test('a news item that does not exist is a "not found" page with a way back, not a retry', async ({ page }) => {
      await page.goto('/news/999999999?ui=en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('News not found');
      await expect(page.getByText('There is no news item 999999999')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expect(page).toHaveTitle('News not found – Workbench');
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('link', { name: 'Go to the news list' }).click();
      await expect(range(page)).toHaveText(/^1–10 of /);
    });

    test('a network failure shows an error panel that says so, with a Retry that recovers', async ({ page }) => {
      test.setTimeout(60_000);
      await page.route('**/api/v1/news/?*', (route) => route.abort('connectionrefused'));
      await page.goto('/news');
      // Network errors are retried twice with back-off before the panel shows.
      const alert = page.getByRole('alert').filter({ hasText: 'The news could not be loaded: the news service could not be reached' });
      await expect(alert).toBeVisible({ timeout: 20_000 });
      await expect(cards(page)).toHaveCount(0);
      await page.unroute('**/api/v1/news/?*');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(range(page)).toHaveText(/^1–10 of /);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });
}
