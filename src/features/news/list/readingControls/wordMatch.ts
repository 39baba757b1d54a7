/**
 * Word filters' matching, free of React and the DOM: whether a news item's title or subtitle holds
 * one of the reader's words. Case and accents do not count ("Ecole" finds "école", "STRASSE" finds
 * "Straße"), and words match whole: "art" does not find "article" nor "départ". An entry of
 * several words ("climate change") matches them in a row.
 */

/** The languages that have their own lists: the service's three (an item in another has no filter). */
export const FILTER_LANGUAGES = ['fr', 'en', 'de'] as const;
export type FilterLanguage = (typeof FILTER_LANGUAGES)[number];

/** One language's lists: items holding a `mute` word are hidden; with `only` words, the others are. */
export interface WordLists {
  mute: string[];
  only: string[];
}

export type WordFilters = Record<FilterLanguage, WordLists>;

/** What a filter reads of an item: its title, its subtitle as text, and its `lang`. */
export interface FilterableItem {
  title: string;
  subtitle: string;
  lang: string;
}

/**
 * Text folded for comparison: lower case, accents dropped (NFD, then the combining marks removed),
 * and the letters that are two letters in plain spelling spelt so (ß → ss, œ → oe, æ → ae).
 */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

/**
 * The words of a text, folded: runs of letters and digits. Apostrophes, hyphens and punctuation
 * separate words, so "l'Université" holds "universite" and "COVID-19" holds "covid".
 */
export function wordsOf(text: string): string[] {
  return foldForMatch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether `entry`'s words stand in a row in `words` (both folded); an entry with no word never matches. */
function holdsEntry(words: readonly string[], entry: readonly string[]): boolean {
  if (entry.length === 0) return false;
  for (let start = 0; start + entry.length <= words.length; start++) {
    if (entry.every((word, offset) => words[start + offset] === word)) return true;
  }
  return false;
}

/** Whether the text holds any of the entries, each as whole words. */
export function holdsAnyEntry(text: string, entries: readonly string[]): boolean {
  if (entries.length === 0) return false;
  const words = wordsOf(text);
  return entries.some((entry) => holdsEntry(words, wordsOf(entry)));
}

/** The filter language of an item's `lang` ("FR", " de "), or null when it has none of its own. */
export function filterLanguageOf(lang: string): FilterLanguage | null {
  const code = lang.trim().toLowerCase();
  return (FILTER_LANGUAGES as readonly string[]).includes(code) ? (code as FilterLanguage) : null;
}

/**
 * Whether the word filters hide an item: its language's lists only count. A `mute` word in its
 * title or subtitle hides it; when that language has `only` words, an item holding none of them
 * is hidden too (a mute word wins over an only word).
 */
export function isHiddenByWordFilters(item: FilterableItem, filters: WordFilters): boolean {
  const language = filterLanguageOf(item.lang);
  if (language === null) return false;
  const lists = filters[language];
  if (lists.mute.length === 0 && lists.only.length === 0) return false;
  // Title and subtitle apart: an entry of two words does not run from the title's end into the subtitle.
  const holds = (entries: readonly string[]) => holdsAnyEntry(item.title, entries) || holdsAnyEntry(item.subtitle, entries);
  if (holds(lists.mute)) return true;
  return lists.only.length > 0 && !holds(lists.only);
}

/** Whether any list of any language has a word: with none, nothing is filtered (and nothing need be read). */
export function hasAnyWord(filters: WordFilters): boolean {
  return FILTER_LANGUAGES.some((language) => filters[language].mute.length > 0 || filters[language].only.length > 0);
}
