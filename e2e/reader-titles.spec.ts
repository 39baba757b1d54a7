import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { cards, pager } from './newsPage.ts';

// Each page has its own title in the tab and in the history menu.
test.use({ viewport: { width: 1280, height: 800 } });

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
