import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { cards, pager, READER_VIEWPORTS } from './newsPage.ts';

// Each page has its own title in the tab and in the history menu.

// At both sizes the reader is tested at (a phone and a laptop).
for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('each page has its own document title', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle('Workbench');
      await page.goto('/news');
      await expect(cards(page).first()).toBeVisible();
      await expect(page).toHaveTitle('News – Workbench');
      await pager(page).getByRole('link', { name: 'Next →' }).click();
      await expect(page).toHaveTitle('News, page 2 – Workbench');
      await page.goto('/directory/themes');
      await expect(page.locator('table.directory-table tbody tr').first()).toBeVisible();
      await expect(page).toHaveTitle('Themes – Workbench');
      await expectNoSeriousAxeViolations(page);
      await page.goto('/no/such/page');
      await expect(page).toHaveTitle('Page not found – Workbench');
    });

    test('news ordered by date are grouped under a heading per day; by title they are not', async ({ page }) => {
      await page.goto('/news?limit=50&ui=fr');
      const days = page.locator('ol.news-days > li');
      await expect(days.first()).toBeVisible();
      const groups = await days.evaluateAll((items) =>
        items.map((li) => ({
          heading: li.querySelector('h2')!.textContent!,
          dates: [...li.querySelectorAll('article.news-card time')].map((t) => t.getAttribute('datetime')!.slice(0, 10)),
        })),
      );
      expect(groups.length).toBeGreaterThan(1);
      const headingOf = (day: string) => {
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        return new Intl.DateTimeFormat('fr', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
      };
      for (const group of groups) {
        expect(new Set(group.dates).size, group.heading).toBe(1);
        expect(group.heading).toBe(headingOf(group.dates[0]!));
      }
      expect(new Set(groups.map((g) => g.heading)).size).toBe(groups.length);
      await expect(cards(page).first().locator('h3.news-card-title')).toHaveCount(1);

      await page.goto('/news?limit=50&ordering=title&ui=fr');
      await expect(cards(page).first()).toBeVisible();
      await expect(page.locator('ol.news-days')).toHaveCount(0);
      await expect(cards(page).first().locator('h2.news-card-title')).toHaveCount(1);
    });
  });
}
