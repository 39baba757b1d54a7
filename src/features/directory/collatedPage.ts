import { recordComparator } from '../../api/collation.ts';
import type { DisplayLanguage } from '../../api/resources/labels.ts';
import type { DirectoryColumn } from './directoryCollections.tsx';

const LANGUAGES: readonly DisplayLanguage[] = ['fr', 'en', 'de'];

export interface CollatedSort<Item> {
  sortText: (item: Item, language: DisplayLanguage) => string;
  descending: boolean;
}

/**
 * The text column an ordering (`name`, `-fr_label`...) names, when it is sorted here rather than
 * by the API. The ordering may be spelled in another language than the interface's (a shared
 * link): the column is the same, and it is sorted in the interface's language.
 */
export function collatedSort<Item>(columns: readonly DirectoryColumn<Item>[], ordering: string): CollatedSort<Item> | null {
  const descending = ordering.startsWith('-');
  const field = descending ? ordering.slice(1) : ordering;
  if (field === '') return null;
  const column = columns.find((c) => c.sortText && c.ordering && LANGUAGES.some((language) => c.ordering?.(language) === field));
  return column?.sortText ? { sortText: column.sortText, descending } : null;
}

/** One page of every record, sorted with the interface language's collator. */
export function collatedPage<Item extends { id: number }>(
  all: readonly Item[],
  sort: CollatedSort<Item>,
  language: DisplayLanguage,
  offset: number,
  limit: number,
): { count: number; results: Item[] } {
  const sorted = [...all].sort(recordComparator((item) => sort.sortText(item, language), language, sort.descending));
  return { count: sorted.length, results: sorted.slice(offset, offset + limit) };
}
