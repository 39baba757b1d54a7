import { test, expect } from './fixtures.ts';
import { api, cards, openFilters, range, READER_VIEWPORTS, type NewsRecord, type Page_ } from './newsPage.ts';

interface WithFaculties extends NewsRecord {
  faculties: string[];
}
interface Faculty {
  id: number;
  en_label: string;
}

// At both sizes the reader is tested at (a phone and a laptop).
for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a faculty picked in the menu filters the list to the API count, shows as a chip and is removed by it', async ({ page, request }) => {
      // A faculty of the first page of news (the API has no list of faculties, only each one by id).
      const first = await api<Page_<WithFaculties>>(request, '/api/v1/news/?limit=10');
      const url = first.results.flatMap((news) => news.faculties)[0];
      expect(url, 'a news item of the first page names a faculty').toBeDefined();
      const facultyId = Number(/\/faculties\/(\d+)\/?$/.exec(url!)![1]);
      const faculty = await api<Faculty>(request, `/api/v1/faculties/${facultyId}/`);
      const expected = await api<Page_<NewsRecord>>(request, `/api/v1/news/?faculties=${facultyId}&limit=10`);
      expect(expected.count).toBeGreaterThan(0);
      expect(expected.count).toBeLessThan(first.count);

      await page.goto('/news?ui=en');
      await expect(range(page)).toHaveText(new RegExp(` of ${first.count.toLocaleString('en-US')}$`));
      const menu = page.getByLabel('Faculty', { exact: true });
      // The filters are folded behind their button: the reader opens it first.
      await openFilters(page);
      await expect(menu.locator('option', { hasText: faculty.en_label })).toHaveCount(1);
      await menu.selectOption({ label: faculty.en_label });

      await expect(page).toHaveURL(new RegExp(`faculties=${facultyId}(&|$)`));
      await expect(range(page)).toHaveText(new RegExp(` of ${expected.count.toLocaleString('en-US')}$`));
      await expect(cards(page).first()).toHaveAttribute('data-news-id', String(expected.results[0]!.id));
      await expect(page.locator('.news-filters-count')).toHaveText(' (1 active)');

      const chip = page.getByRole('button', { name: `Remove Faculty: ${faculty.en_label}` });
      await expect(chip).toBeVisible();
      // Reloaded from the URL, the filter and its chip are still there.
      await page.reload();
      await openFilters(page);
      await expect(menu).toHaveValue(String(facultyId));
      await expect(chip).toBeVisible();

      await chip.click();
      await expect(page).not.toHaveURL(/faculties=/);
      await expect(range(page)).toHaveText(new RegExp(` of ${first.count.toLocaleString('en-US')}$`));
      await expect(menu).toHaveValue('');
    });
  });
}
