// Page links a proxy cannot break: DRF behind a proxy writes `next` with the host and scheme it was
// reached by. The list follows such a link on the configured API; a link elsewhere is refused alone.
import type { Page, Request } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { cards, pager, range, READER_VIEWPORTS } from './newsPage.ts';

/** Rewrites the `next` of the list's first page with `rewrite`; the rest of the answer is the mock's. */
async function rewriteFirstNext(page: Page, rewrite: (next: string) => string): Promise<void> {
  await page.route('**/api/v1/news/?*', async (route) => {
    try {
      const response = await route.fetch();
      const body = (await response.json()) as { next: string | null };
      const offset = new URL(route.request().url()).searchParams.get('offset');
      if (offset === null && body.next) body.next = rewrite(body.next);
      await route.fulfill({ response, json: body });
    } catch {
      // The test ended (the page closed) while a prefetch was on its way.
    }
  });
}

function hostsAsked(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request: Request) => hosts.add(new URL(request.url()).host));
  return hosts;
}

for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a next on another scheme and host is followed on the configured API', async ({ page, baseURL }) => {
      const hosts = hostsAsked(page);
      await rewriteFirstNext(page, (next) => {
        const url = new URL(next);
        return `https://internal-host:8443${url.pathname}${url.search}`;
      });
      await page.goto('/news?ui=en');
      await expect(range(page)).toHaveText(/^1–10 of /);
      expect(await cards(page).count()).toBeGreaterThan(0);
      await pager(page).getByRole('link', { name: 'Next →' }).click();
      await expect(range(page)).toHaveText(/^11–20 of /);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect([...hosts].filter((host) => host !== new URL(baseURL!).host)).toEqual([]);
    });

    test('a next to another path is refused for that link only: the records show, Next says why it is off', async ({ page }) => {
      const hosts = hostsAsked(page);
      await rewriteFirstNext(page, () => 'https://internal-host:8443/admin/?limit=10&offset=10');
      await page.goto('/news?ui=en');
      await expect(range(page)).toHaveText(/^1–10 of /);
      expect(await cards(page).count()).toBeGreaterThan(0);
      await expect(pager(page).getByRole('link', { name: 'Next →' })).toHaveCount(0);
      await expect(pager(page).locator('.pagination-note')).toHaveText(
        'Next is off: the service’s link to that page points outside its own address, so it was not followed. The page numbers still work.',
      );
      await expectNoSeriousAxeViolations(page);
      // The page numbers are the app's own: page 2 still loads from the API.
      await pager(page).getByRole('link', { name: 'Page 2', exact: true }).click();
      await expect(range(page)).toHaveText(/^11–20 of /);
      expect([...hosts].some((host) => host.startsWith('internal-host'))).toBe(false);
    });
  });
}
