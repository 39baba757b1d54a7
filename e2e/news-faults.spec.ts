import { startMockApiProcess, type MockApiProcess } from '../mock-api/testing/mockApiProcess.ts';
import { test, expect } from './fixtures.ts';
import { openFilters, openSettings } from './newsPage.ts';

test('with every request failing, the error state appears; once the API answers, retry recovers', async ({ page }) => {
  test.setTimeout(90_000);
  // The standalone mock API (`npm run mock-api`'s program), with its fault flag.
  const failing = await startMockApiProcess(['--fail-rate', '1']);
  let healthy: MockApiProcess | undefined;
  try {
    await page.goto('/news');
    await expect(page.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible();

    // Point the app at the failing deployment through the remembered settings field.
    await openSettings(page);
    await page.getByLabel('API base URL').fill(failing.baseUrl);
    await page.getByRole('button', { name: 'Use this API' }).click();
    await expect(page.getByText(`Reading from ${failing.baseUrl} (your setting).`)).toBeVisible();

    const alert = page.getByRole('alert').filter({ hasText: 'The news could not be loaded' });
    // Retries (5xx are retried twice with back-off) come first, then the error state.
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(failing.baseUrl);
    await expect(page.locator('.app:not([data-first-paint]) article.news-card')).toHaveCount(0);

    // The setting is remembered across a reload.
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'The news could not be loaded' })).toBeVisible({ timeout: 20_000 });

    // The deployment recovers on the same address: "Try again" shows the list.
    await failing.stop();
    healthy = await startMockApiProcess([], { port: failing.port });
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(page.locator('.pagination-range').first()).toHaveText(/^1–10 of /, { timeout: 20_000 });
    await expect(page.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
    // The filter menus failed too: each has its own retry.
    await openFilters(page);
    const retryMenus = page.locator('.news-filter .field-error button');
    // A menu's button goes away as soon as its list arrives, possibly between counting and
    // clicking, so each round clicks whatever is still there and checks again.
    await expect(async () => {
      if ((await retryMenus.count()) > 0) await retryMenus.first().click({ timeout: 1_000 });
      expect(await retryMenus.count()).toBe(0);
    }).toPass({ timeout: 30_000 });
    await expect(page.getByLabel('Channel').locator('option')).not.toHaveCount(1);
  } finally {
    await failing.stop();
    await healthy?.stop();
  }
});

test('the settings field rejects an address that is not http(s), and keeps the current one', async ({ page }) => {
  await page.goto('/news');
  await openSettings(page);
  await page.getByLabel('API base URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Use this API' }).click();
  await expect(page.getByRole('alert')).toHaveText('Only http and https URLs can be used, not javascript:');
  await expect(page.getByText(/Reading from http:\/\/127\.0\.0\.1:\d+ \(the default\)\./)).toBeVisible();
  await expect(page.locator('.app:not([data-first-paint]) article.news-card').first()).toBeVisible();
});

test('the settings field says why in the interface language', async ({ page }) => {
  await page.goto('/news?ui=de');
  await openSettings(page);
  await page.locator('.api-settings input').fill('https://api.example.org/?x=1');
  await page.locator('.api-settings button[type=submit]').click();
  await expect(page.getByRole('alert')).toHaveText('Die Basis-URL darf weder Abfrage noch Fragment enthalten');
});
