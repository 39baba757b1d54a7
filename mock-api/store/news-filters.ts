import type { NewsRecord } from '../data/news-generator.ts';
import { allValues, lastValue, type QueryPairs } from '../http/query-string.ts';
import { parsePythonInt } from '../http/pagination.ts';
import type { FilterOutcome } from './collection.ts';

/** The news filters of the real service (extensions beyond the specification). */
const NEWS_ID_FILTERS = ['themes', 'publics', 'projects', 'faculties'] as const;

const ID_FIELDS = { themes: 'themeIds', publics: 'publicIds', projects: 'projectIds', faculties: 'facultyIds' } as const;

/** DRF SearchFilter's terms: commas count as spaces, quoted phrases stay whole, NUL is dropped. */
function searchTerms(search: string): string[] {
  const terms: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|([^\s,]+)/g;
  for (const match of search.replace(/\0/g, '').matchAll(pattern)) {
    const term = match[1] ?? match[2] ?? match[3] ?? '';
    if (term.trim() !== '') terms.push(term.toLowerCase());
  }
  return terms;
}

/** The ids each id filter accepts (django-filter's querysets): any other id is a 400. */
export type FilterChoices = Readonly<Record<'channel' | 'category' | (typeof NEWS_ID_FILTERS)[number], ReadonlySet<number>>>;

/** Django 3.2's ModelChoiceField message, for a value that is not an id and for an unknown id alike. */
const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';

/** ModelChoiceField: the value is read as Python's `int()` reads it, then looked up. */
function choiceId(text: string, choices: ReadonlySet<number>): number | null {
  const value = parsePythonInt(text);
  if (value === null || value > BigInt(Number.MAX_SAFE_INTEGER) || value < 0n) return null;
  return choices.has(Number(value)) ? Number(value) : null;
}

/**
 * ModelMultipleChoiceField's first error: a value `int()` refuses, else a value whose text is not
 * exactly an id's (`05` and ` 5` are not `5`). Null when every value is a valid choice.
 */
function multipleChoiceError(texts: readonly string[], choices: ReadonlySet<number>): string | null {
  for (const text of texts) if (parsePythonInt(text) === null) return `\u201c${text}\u201d is not a valid value.`;
  for (const text of texts) {
    if (!/^(0|[1-9]\d*)$/.test(text) || !choices.has(Number(text))) return `Select a valid choice. ${text} is not one of the available choices.`;
  }
  return null;
}

/**
 * `lang`, `channel`, `category` (one value, the last one wins), `themes`, `publics`, `projects`,
 * `faculties` (repeatable, any-of) and `search`; empty values are ignored, as django-filter does.
 * An id that names nothing answers django-filter's 400 with the field's error list.
 */
export function newsFilter(records: readonly NewsRecord[], choices: FilterChoices, fixedChannel?: number): (pairs: QueryPairs) => FilterOutcome {
  let haystacks: string[] | null = null;
  const haystack = (index: number): string => {
    // Lower-cased title, subtitle and text, built on the first search only (it doubles their memory).
    haystacks ??= records.map(({ article }) => `${article.title}\0${article.body().subtitle}\0${article.body().text}`.toLowerCase());
    return haystacks[index] as string;
  };
  return (pairs) => {
    const tests: Array<(index: number) => boolean> = [];
    const keyParts: string[] = [];
    const errors: Record<string, string[]> = {};
    if (fixedChannel !== undefined) {
      tests.push((i) => (records[i] as NewsRecord).channelId === fixedChannel);
      keyParts.push(`in-channel=${fixedChannel}`);
    }
    const lang = lastValue(pairs, 'lang');
    if (lang) {
      tests.push((i) => (records[i] as NewsRecord).article.lang === lang);
      // Quoted: a value is free text, and `fr&channel=1` written bare would be the key of two filters.
      keyParts.push(`lang=${JSON.stringify(lang)}`);
    }
    for (const name of ['channel', 'category'] as const) {
      const text = lastValue(pairs, name);
      if (!text) continue;
      const id = choiceId(text, choices[name]);
      if (id === null) {
        errors[name] = [INVALID_CHOICE];
        continue;
      }
      tests.push(name === 'channel' ? (i) => (records[i] as NewsRecord).channelId === id : (i) => (records[i] as NewsRecord).article.categoryId === id);
      keyParts.push(`${name}=${id}`);
    }
    for (const name of NEWS_ID_FILTERS) {
      const texts = allValues(pairs, name).filter((v) => v !== '');
      if (texts.length === 0) continue;
      const error = multipleChoiceError(texts, choices[name]);
      if (error !== null) {
        errors[name] = [error];
        continue;
      }
      const wanted = new Set(texts.map(Number));
      const field = ID_FIELDS[name];
      tests.push((i) => (records[i] as NewsRecord).article[field].some((id) => wanted.has(id)));
      keyParts.push(`${name}=${[...wanted].sort((a, b) => a - b).join(',')}`);
    }
    const search = lastValue(pairs, 'search');
    const terms = search ? searchTerms(search) : [];
    if (terms.length > 0) {
      tests.push((i) => {
        const text = haystack(i);
        return terms.every((term) => text.includes(term));
      });
      keyParts.push(`search=${JSON.stringify(terms)}`);
    }
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    if (tests.length === 0) return { kind: 'none' };
    return { kind: 'filter', key: keyParts.join('&'), test: (i) => tests.every((test) => test(i)) };
  };
}
