// Word filters on the news list: words to hide ("mute") or to show only, one list per language of
// the news, kept on this device. The word and the cards it should hide are read from the API's
// first page (the cards of one language that hold the word in their title or subtitle), so the
// test follows the data rather than a copy of it.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { api, openFilters, primaryIds, type Page_ } from './newsPage.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';

// Each test loads the list two or three times and runs axe: on the shared 2-core machine under load that
// passes the default 60 s.
test.describe.configure({ timeout: 180_000 });

interface Item {
  id: number;
  title: string;
  subtitle: string;
  lang: string;
}

const LANGUAGE_NAMES: Record<string, string> = { fr: 'Français', en: 'English', de: 'Deutsch' };
const FIRST_PAGE = '/api/v1/news/?limit=10&ordering=-publish_date';

/** The words of a text as a reader compares them: no case, no accents, split at anything not a letter or digit. */
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The first page's items with their subtitles as text (read by the browser's own HTML parser). */
async function firstPageItems(page: Page, request: Parameters<typeof api>[0]): Promise<(Item & { words: Set<string> })[]> {
  const { results } = await api<Page_<Item>>(request, FIRST_PAGE);
  const texts = await page.evaluate(
    (subtitles) => subtitles.map((html) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''),
    results.map((item) => item.subtitle),
  );
  return results.map((item, index) => ({ ...item, words: new Set([...wordsOf(item.title), ...wordsOf(texts[index]!)]) }));
}

/**
 * A word of four letters or more held by items of two languages or more, and by some but not all
 * items of the language whose list it goes into: muting it there hides some cards and leaves the
 * other languages' cards that hold it.
 */
function chooseWord(items: (Item & { words: Set<string> })[]) {
  for (const item of items) {
    for (const word of item.words) {
      if (word.length < 4) continue;
      const holders = items.filter((other) => other.words.has(word));
      const sameLanguage = items.filter((other) => other.lang === item.lang);
      const held = holders.filter((other) => other.lang === item.lang);
      const elsewhere = holders.filter((other) => other.lang !== item.lang);
      if (elsewhere.length > 0 && held.length < sameLanguage.length) return { word, lang: item.lang, held, elsewhere, sameLanguage };
    }
  }
  throw new Error('no word on the first page is shared by two languages and missing from some item of one');
}

async function openReadingOptions(page: Page) {
  await openFilters(page);
  await page.getByRole('button', { name: 'Word filters and reading options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reading options' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const ids = (items: { id: number }[]) => items.map((item) => item.id);
const notice = (page: Page) => page.locator('.word-filter-notice');

test('a muted word hides its language’s cards holding it, says how many, “Show them” undoes it, and it all survives a reload', async ({ page, request }) => {
  await page.goto('/news?ui=en');
  const items = await firstPageItems(page, request);
  const { word, lang, held, elsewhere } = chooseWord(items);
  await expect.poll(() => primaryIds(page)).toEqual(ids(items));

  const dialog = await openReadingOptions(page);
  // Upper case, and the word typed among others: case does not count, entries are comma-separated.
  await dialog.getByRole('group', { name: `News in ${LANGUAGE_NAMES[lang]}` }).getByLabel('Hide news with these words').fill(`zzzunheardof, ${word.toUpperCase()}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const hiddenIds = new Set(ids(held));
  const expected = ids(items).filter((id) => !hiddenIds.has(id));
  await expect.poll(() => primaryIds(page)).toEqual(expected);
  // Per language: the other languages' cards holding the same word are still there.
  for (const other of elsewhere) expect(expected).toContain(other.id);
  await expect(notice(page)).toContainText(`${held.length} hidden by your word filters`);
  console.log(`muted “${word.toUpperCase()}” in the ${lang} list: ${held.length} of ${items.length} cards hidden, ${elsewhere.length} in other languages kept`);
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect.poll(() => primaryIds(page)).toEqual(expected);
  await expect(notice(page)).toContainText(`${held.length} hidden by your word filters`);

  // The one-tap undo: every card is back, the words are kept, and the filters stay off after a reload.
  await notice(page).getByRole('button', { name: 'Show them' }).click();
  await expect.poll(() => primaryIds(page)).toEqual(ids(items));
  await expect(notice(page)).toContainText('Word filters are off');
  await page.reload();
  await expect.poll(() => primaryIds(page)).toEqual(ids(items));
  await notice(page).getByRole('button', { name: 'Turn them on' }).click();
  await expect.poll(() => primaryIds(page)).toEqual(expected);

  // "Edit words" opens the same lists, with the word kept.
  await notice(page).getByRole('button', { name: 'Edit words' }).click();
  const again = page.getByRole('dialog', { name: 'Reading options' });
  await expect(again.getByRole('group', { name: `News in ${LANGUAGE_NAMES[lang]}` }).getByLabel('Hide news with these words')).toHaveValue(`zzzunheardof, ${word.toUpperCase()}`);
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
  await expect(notice(page).getByRole('button', { name: 'Edit words' })).toBeFocused();
});

test('the same word in another language’s list hides none of this language’s cards', async ({ page, request }) => {
  await page.goto('/news?ui=en');
  const items = await firstPageItems(page, request);
  const { word, lang } = chooseWord(items);
  // A language whose items on this page do not hold the word (or that has none on it).
  const other = ['fr', 'en', 'de'].find((code) => code !== lang && !items.some((item) => item.lang === code && item.words.has(word)));
  expect(other, `a language whose items do not hold “${word}”`).toBeDefined();
  await expect.poll(() => primaryIds(page)).toEqual(ids(items));
  const dialog = await openReadingOptions(page);
  await dialog.getByRole('group', { name: `News in ${LANGUAGE_NAMES[other!]}` }).getByLabel('Hide news with these words').fill(word);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => primaryIds(page)).toEqual(ids(items));
  await expect(notice(page)).toHaveCount(0);
});

test('“show only” keeps that language’s cards holding the word and hides its others; other languages are untouched', async ({ page, request }) => {
  await page.goto('/news?ui=en');
  const items = await firstPageItems(page, request);
  const { word, lang, held, sameLanguage } = chooseWord(items);
  await expect.poll(() => primaryIds(page)).toEqual(ids(items));
  const dialog = await openReadingOptions(page);
  await dialog.getByRole('group', { name: `News in ${LANGUAGE_NAMES[lang]}` }).getByLabel('Show only news with these words').fill(word);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const hiddenIds = new Set(ids(sameLanguage).filter((id) => !ids(held).includes(id)));
  const expected = ids(items).filter((id) => !hiddenIds.has(id));
  await expect.poll(() => primaryIds(page)).toEqual(expected);
  await expect(notice(page)).toContainText(`${hiddenIds.size} hidden by your word filters`);
  console.log(`only “${word}” in the ${lang} list: ${hiddenIds.size} hidden, ${expected.length} shown`);
});

test('an entry that cannot match is named in the dialog, and nothing is kept until it is fixed (axe clean)', async ({ page }) => {
  await page.goto('/news?ui=en');
  const dialog = await openReadingOptions(page);
  const field = dialog.getByRole('group', { name: 'News in English' }).getByLabel('Hide news with these words');
  await field.fill('sport, ---');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('News in English: Hide news with these words, entry 2 (“---”): it has no letter or digit to match.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await field.fill('sport');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('news.readingControls')!).words.en.mute)).toEqual(['sport']);
});

test('a stored value of another version or shape is ignored: every card shows, nothing breaks', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('news.readingControls', JSON.stringify({ version: 99, words: 'everything' })));
  await page.goto('/news?ui=en');
  const items = await firstPageItems(page, request);
  await expect.poll(() => primaryIds(page)).toEqual(ids(items));
  await expect(notice(page)).toHaveCount(0);
});
