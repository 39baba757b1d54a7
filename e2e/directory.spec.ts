import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { chooseLanguage, READER_VIEWPORTS } from './newsPage.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { expectEveryControlReachableByTab } from './keyboard.ts';

interface Envelope<T> {
  count: number;
  results: T[];
}
interface Channel {
  id: number;
  name: string;
  fr_description: string | null;
  en_description: string | null;
  de_description: string | null;
  is_active: boolean;
}
interface Memento {
  id: number;
  fr_label: string | null;
  en_label: string | null;
  slug: string;
  memento_url: string;
}
interface Labelled {
  id: number;
  fr_label: string;
  en_label: string;
  de_label: string;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const table = (page: Page) => page.locator('table.directory-table');
const rows = (page: Page) => table(page).locator('tbody tr');
/** The text of one column (1-based) of every row. */
const column = (page: Page, index: number) => rows(page).locator(`td:nth-child(${index})`);
const range = (page: Page) => page.locator('.pagination-range');

test('null or empty values show as an em dash, and a missing language says which one is shown', async ({ page, request }) => {
  const channels = (await api<Envelope<Channel>>(request, '/api/v1/channels/?limit=100')).results;
  const blank = channels.find((c) => !c.fr_description?.trim() && !c.en_description?.trim() && !c.de_description?.trim())!;
  const frenchOnly = channels.find((c) => !c.en_description?.trim() && c.fr_description?.trim())!;
  expect(blank && frenchOnly, 'channels without descriptions and with French only').toBeTruthy();

  await page.goto('/directory/channels?limit=100&ui=en');
  const rowOf = (id: number) => rows(page).filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }) });
  await expect(rowOf(blank.id).locator('td:nth-child(3)')).toHaveText('—no value');
  await expect(rowOf(frenchOnly.id).locator('td:nth-child(3)')).toHaveText(`${frenchOnly.fr_description} (in French; no English text)`);

  // The record page reads as a page: the channel's name as its heading, a sentence for the missing
  // description, an em dash for each language without one, then its number.
  await rowOf(blank.id).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blank.name);
  await expect(page.getByText('No description in any language.')).toBeVisible();
  await expect(page.locator('.directory-badges')).toHaveText(blank.is_active ? 'Active' : 'Inactive');
  await expect(page.locator('dl.directory-fields dt')).toHaveText(['French', 'English', 'German', 'Number in the directory']);
  await expect(page.locator('dl.directory-fields dd')).toHaveText(['—no value', '—no value', '—no value', String(blank.id)]);
  await page.getByRole('link', { name: 'News with this channel' }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?.*channel=${blank.id}`));
  await expect(page.locator('.news-card-channel').first()).toHaveText(blank.name);
});

test('mementos link to their memento page and sort by slug', async ({ page, request }) => {
  const first = await api<Envelope<Memento>>(request, '/api/v1/mementos/?limit=10');
  await page.goto('/directory/mementos?ui=en');
  await expect(range(page)).toHaveText(`1–10 of ${first.count}`);
  const links = column(page, 7).getByRole('link');
  await expect(links).toHaveCount(10);
  for (const [index, memento] of first.results.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', memento.memento_url);
    const label = memento.en_label?.trim() || memento.fr_label?.trim();
    await expect(column(page, 3).nth(index)).toHaveText(label ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : '—no value');
  }
  await page.getByRole('columnheader', { name: /Slug/ }).getByRole('button').click();
  await page.getByRole('columnheader', { name: /Slug/ }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: /Slug/ })).toHaveAttribute('aria-sort', 'descending');
  const bySlug = await api<Envelope<Memento>>(request, '/api/v1/mementos/?limit=10&ordering=-slug');
  await expect(column(page, 4)).toHaveText(bySlug.results.map((m) => m.slug));
});

test('the language switch changes the labels of a reference table', async ({ page, request }) => {
  const categories = await api<Envelope<Labelled>>(request, '/api/v1/categories/?limit=10');
  await page.goto('/directory/categories?ui=en');
  await expect(column(page, 2)).toHaveText(categories.results.map((c) => c.en_label));
  await chooseLanguage(page, 'Deutsch');
  await expect(column(page, 2)).toHaveText(categories.results.map((c) => c.de_label));
  // The interface is German now: the collections' nav and names too.
  await page.getByRole('navigation', { name: 'Sammlungen des Verzeichnisses' }).getByRole('link', { name: 'Themen' }).click();
  await expect(page).toHaveURL(/\/directory\/themes\?ui=de/);
  const themes = await api<Envelope<Labelled>>(request, '/api/v1/themes/?limit=10');
  await expect(column(page, 2)).toHaveText(themes.results.map((t) => t.de_label));
  // Sorting by the label orders on the shown language's field.
  await page.getByRole('columnheader', { name: /Bezeichnung/ }).getByRole('button').click();
  await expect(page).toHaveURL(/ordering=de_label/);
  const sorted = await api<Envelope<Labelled>>(request, '/api/v1/themes/?limit=10&ordering=de_label');
  await expect(column(page, 2)).toHaveText(sorted.results.map((t) => t.de_label));
});

test('page size and paging of a directory table', async ({ page, request }) => {
  const { count } = await api<Envelope<Labelled>>(request, '/api/v1/projects/?limit=1');
  await page.goto('/directory/projects');
  await page.getByLabel('Per page').selectOption('20');
  await expect(rows(page)).toHaveCount(20);
  const pages = Math.ceil(count / 20);
  await page.getByRole('link', { name: `Page ${pages}`, exact: true }).click();
  await expect(range(page)).toHaveText(`${(pages - 1) * 20 + 1}–${count} of ${count}`);
  await expect(page.getByRole('link', { name: 'Next →' })).toHaveCount(0);
});

test('an unknown collection or record says so', async ({ page }) => {
  await page.goto('/directory/unicorns');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such directory');
  await page.goto('/directory/themes/987654');
  await expect(page.getByRole('alert')).toContainText('404');
});

for (const path of ['/directory/channels', '/directory/mementos', '/directory/channels/1']) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('table.directory-table, dl.directory-fields').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('sort buttons and pages of a table work from the keyboard', async ({ page }) => {
  await page.goto('/directory/themes');
  await expect(rows(page)).toHaveCount(10);
  const labelHeader = page.getByRole('columnheader', { name: /Label/ });
  await labelHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(labelHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Space');
  await expect(labelHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('link', { name: 'Next →' }).focus();
  await page.keyboard.press('Enter');
  await expect(range(page)).toHaveText(/^11–20 of /);
});

test('every visible control of a directory table has a name and is reached by Tab', async ({ page }) => {
  await page.goto('/directory/mementos');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await expectEveryControlReachableByTab(page);
});

// At both sizes the reader is tested at (a phone and a laptop).
for (const viewport of READER_VIEWPORTS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('channels: a paginated table sorted by its column buttons, with aria-sort and active badges', async ({ page, request }) => {
      const all = await api<Envelope<Channel>>(request, '/api/v1/channels/?limit=10');
      await page.goto('/directory/channels?ui=en');
      await expect(page.getByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
      await expect(range(page)).toHaveText(`1–10 of ${all.count}`);
      await expect(column(page, 1)).toHaveText(all.results.map((c) => String(c.id)));
      await expect(column(page, 4)).toHaveText(all.results.map((c) => (c.is_active ? 'Active' : 'Inactive')));

      const nameHeader = page.getByRole('columnheader', { name: /Name/ });
      await expect(nameHeader).not.toHaveAttribute('aria-sort');
      await nameHeader.getByRole('button').click();
      await expect(page).toHaveURL(/ordering=name/);
      await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
      // Names in the reader's alphabet (the browser's own Intl, not the API's code-point order):
      // "Center…" before "CHILI", as a dictionary has it, over every channel, not just the first page.
      const everyChannel = await api<Envelope<Channel>>(request, '/api/v1/channels/?limit=1000');
      expect(everyChannel.results).toHaveLength(everyChannel.count);
      const alphabet = new Intl.Collator('en', { numeric: true });
      const byName = everyChannel.results.map((c) => c.name).sort(alphabet.compare);
      await expect(column(page, 2)).toHaveText(byName.slice(0, 10));

      await nameHeader.getByRole('button').click();
      await expect(page).toHaveURL(/ordering=-name/);
      await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(column(page, 2)).toHaveText(byName.reverse().slice(0, 10));

      await page.getByRole('columnheader', { name: /Status/ }).getByRole('button').click();
      await expect(page.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
      await expect(column(page, 4).first()).toHaveText('Inactive');

      await page.getByRole('link', { name: 'Next →' }).click();
      await expect(range(page)).toHaveText(`11–20 of ${all.count}`);
      await page.reload();
      await expect(range(page)).toHaveText(`11–20 of ${all.count}`);
      await expect(page.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
    });
  });
}
