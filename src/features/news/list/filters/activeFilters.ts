import type { NewsListState } from '../newsListState.ts';

/** The filters a reader can set and remove one by one (search is counted apart: it is always in view). */
const FILTER_KEYS = ['channel', 'category', 'theme', 'public', 'project', 'faculty', 'lang'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The filters that narrow the list now, in menu order. */
export function activeFilterKeys(state: NewsListState): FilterKey[] {
  return FILTER_KEYS.filter((key) => state[key].trim() !== '');
}
