import type { ListParams } from '../../api/listParams.ts';

/** The news list's whole view, as it lives in the URL query string. */
export interface NewsListState {
  limit: PageSize;
  offset: number;
  ordering: NewsOrdering;
  channel: string;
  category: string;
  theme: string;
  public: string;
  project: string;
  /** The news items' own language (the API's `lang` filter), not the label language. */
  lang: string;
  search: string;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export const NEWS_ORDERINGS = [
  { value: '-publish_date', label: 'Newest first' },
  { value: 'publish_date', label: 'Oldest first' },
  { value: 'title', label: 'Title' },
  { value: 'order', label: 'Order' },
] as const;
export type NewsOrdering = (typeof NEWS_ORDERINGS)[number]['value'];

export const DEFAULT_NEWS_LIST_STATE: NewsListState = {
  limit: 10,
  offset: 0,
  ordering: '-publish_date',
  channel: '',
  category: '',
  theme: '',
  public: '',
  project: '',
  lang: '',
  search: '',
};

/** URL parameter of each state field: the API's own names, so a URL reads like the query it makes. */
const URL_NAMES = {
  limit: 'limit',
  offset: 'offset',
  ordering: 'ordering',
  channel: 'channel',
  category: 'category',
  theme: 'themes',
  public: 'publics',
  project: 'projects',
  lang: 'lang',
  search: 'search',
} as const satisfies Record<keyof NewsListState, string>;

const ID_FIELDS = ['channel', 'category', 'theme', 'public', 'project'] as const;

function idOrEmpty(value: string | null): string {
  return value !== null && /^\d{1,15}$/.test(value) ? String(Number(value)) : '';
}

/** Reads the state from a query string; anything missing or invalid falls back to its default. */
export function parseNewsListState(search: URLSearchParams): NewsListState {
  const limit = Number(search.get(URL_NAMES.limit));
  const offset = search.get(URL_NAMES.offset) ?? '';
  const ordering = search.get(URL_NAMES.ordering);
  const state: NewsListState = {
    ...DEFAULT_NEWS_LIST_STATE,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : DEFAULT_NEWS_LIST_STATE.limit,
    offset: /^\d{1,9}$/.test(offset) ? Number(offset) : 0,
    ordering: NEWS_ORDERINGS.some((o) => o.value === ordering) ? (ordering as NewsOrdering) : DEFAULT_NEWS_LIST_STATE.ordering,
    lang: /^[a-z]{2,3}$/.test(search.get(URL_NAMES.lang) ?? '') ? (search.get(URL_NAMES.lang) as string) : '',
    search: (search.get(URL_NAMES.search) ?? '').slice(0, 200),
  };
  for (const field of ID_FIELDS) state[field] = idOrEmpty(search.get(URL_NAMES[field]));
  return state;
}

/**
 * Writes the state into a query string, leaving out defaults (short shareable links) and keeping
 * parameters that are not the list's own (e.g. the label language `ui`).
 */
export function writeNewsListState(state: NewsListState, into: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(into);
  for (const field of Object.keys(URL_NAMES) as (keyof NewsListState)[]) {
    const name = URL_NAMES[field];
    const value = String(state[field]);
    out.delete(name);
    if (value !== String(DEFAULT_NEWS_LIST_STATE[field])) out.set(name, value);
  }
  return out;
}

/** A change of anything but the offset starts again from the first page. */
export function updateNewsListState(state: NewsListState, change: Partial<NewsListState>): NewsListState {
  const next = { ...state, ...change };
  if (change.offset === undefined) {
    const onlyLimitChanged = Object.keys(change).every((k) => k === 'limit');
    // A new page size keeps the first shown record on screen; any other change restarts at page 1.
    next.offset = onlyLimitChanged ? Math.floor(state.offset / next.limit) * next.limit : 0;
  }
  return next;
}

/** The API query for the state: filters use the API's parameter names. */
export function newsListParams(state: NewsListState): ListParams {
  const filters: Record<string, string> = {};
  for (const field of ['channel', 'category', 'theme', 'public', 'project', 'lang', 'search'] as const) {
    const value = state[field].trim();
    if (value) filters[URL_NAMES[field]] = value;
  }
  return { limit: state.limit, offset: state.offset, ordering: state.ordering, filters };
}

/** The view's state after following one of the API's page links (offset and limit come from the link). */
export function stateFromPageParams(state: NewsListState, params: Pick<ListParams, 'limit' | 'offset'>): NewsListState {
  return {
    ...state,
    offset: params.offset,
    limit: (PAGE_SIZES as readonly number[]).includes(params.limit) ? (params.limit as PageSize) : state.limit,
  };
}
