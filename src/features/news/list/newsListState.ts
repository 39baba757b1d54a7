import { isPageSize, readListQuery, writeListQuery, type ListParams, type ListQueryFilter, type ListQueryFormat, type PageSize } from '../../../api/listParams.ts';

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
  faculty: string;
  /** The news items' own language (the API's `lang` filter), not the label language. */
  lang: string;
  search: string;
  /**
   * "Load more": the list shows the pages from the one at `offset` through page `upto` (1-based),
   * so that Back from an article finds as many cards as were loaded. 0 (or a page at or before the
   * first) means one page.
   */
  upto: number;
}

export const NEWS_ORDERINGS = [
  // Their names, in each language, are in the message catalogue (filters.orderings).
  { value: '-publish_date' },
  { value: 'publish_date' },
  { value: 'title' },
  { value: 'order' },
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
  faculty: '',
  lang: '',
  search: '',
  upto: 0,
};

/** The URL parameter of `upto`. */
const UPTO_PARAM = 'upto';
/** The most pages one list view loads (a hand-written `?upto=9999` must not make 9,999 requests). */
export const MAX_LOADED_PAGES = 20;

type FilterField = Exclude<keyof NewsListState, 'limit' | 'offset' | 'ordering' | 'upto'>;

const idOrEmpty = (raw: string) => (/^\d{1,15}$/.test(raw) ? String(Number(raw)) : '');

/** Each filter's parameter (the API's own name, so a URL reads like the query it makes) and valid values. */
const FILTERS = {
  channel: { name: 'channel', read: idOrEmpty },
  category: { name: 'category', read: idOrEmpty },
  theme: { name: 'themes', read: idOrEmpty },
  public: { name: 'publics', read: idOrEmpty },
  project: { name: 'projects', read: idOrEmpty },
  faculty: { name: 'faculties', read: idOrEmpty },
  lang: { name: 'lang', read: (raw) => (/^[a-z]{2,3}$/.test(raw) ? raw : '') },
  search: { name: 'search', read: (raw) => raw.slice(0, 200) },
} as const satisfies Record<FilterField, ListQueryFilter>;
const FILTER_FIELDS = Object.keys(FILTERS) as FilterField[];

/** How the news list's state is spelled in its page URL. */
const NEWS_URL_FORMAT: ListQueryFormat = {
  defaultLimit: DEFAULT_NEWS_LIST_STATE.limit,
  defaultOrdering: DEFAULT_NEWS_LIST_STATE.ordering,
  orderings: NEWS_ORDERINGS.map((o) => o.value),
  filters: FILTER_FIELDS.map((field) => FILTERS[field]),
};

/** The state as a list query, filters as they are typed (the URL keeps what the reader wrote). */
function queryOfState(state: NewsListState): ListParams {
  const filters: Record<string, string> = {};
  for (const field of FILTER_FIELDS) filters[FILTERS[field].name] = state[field];
  return { limit: state.limit, offset: state.offset, ordering: state.ordering, filters };
}

/** Reads the state from a query string; anything missing or invalid falls back to its default. */
export function parseNewsListState(search: URLSearchParams): NewsListState {
  const query = readListQuery(search, NEWS_URL_FORMAT);
  const state: NewsListState = {
    ...DEFAULT_NEWS_LIST_STATE,
    limit: isPageSize(query.limit) ? query.limit : DEFAULT_NEWS_LIST_STATE.limit,
    offset: query.offset,
    ordering: NEWS_ORDERINGS.find((o) => o.value === query.ordering)?.value ?? DEFAULT_NEWS_LIST_STATE.ordering,
  };
  for (const field of FILTER_FIELDS) state[field] = String(query.filters[FILTERS[field].name] ?? '');
  const upto = search.get(UPTO_PARAM) ?? '';
  state.upto = /^\d{1,6}$/.test(upto) ? Number(upto) : 0;
  return state;
}

/**
 * Writes the state into a query string, leaving out defaults (short shareable links) and keeping
 * parameters that are not the list's own (e.g. the label language `ui`).
 */
export function writeNewsListState(state: NewsListState, into: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = writeListQuery(queryOfState(state), NEWS_URL_FORMAT, into);
  const { last } = loadedPages(state);
  out.delete(UPTO_PARAM);
  if (last > firstPageNumber(state)) out.set(UPTO_PARAM, String(last));
  return out;
}

/** The 1-based number of the page at the state's offset. */
export function firstPageNumber(state: Pick<NewsListState, 'offset' | 'limit'>): number {
  return Math.floor(state.offset / state.limit) + 1;
}

/** The pages the view shows: from the one at `offset` through `upto`, at most MAX_LOADED_PAGES. */
export function loadedPages(state: Pick<NewsListState, 'offset' | 'limit' | 'upto'>): { first: number; last: number; count: number } {
  const first = firstPageNumber(state);
  const count = Math.min(MAX_LOADED_PAGES, Math.max(1, state.upto - first + 1));
  return { first, last: first + count - 1, count };
}

/** A change of anything but the offset starts again from the first page. */
export function updateNewsListState(state: NewsListState, change: Partial<NewsListState>): NewsListState {
  // Any other change shows a new list (or another page of it): one page again, until "Load more".
  const next = { ...state, upto: 0, ...change };
  const onlyUptoChanged = Object.keys(change).every((k) => k === 'upto');
  if (change.offset === undefined && !onlyUptoChanged) {
    const onlyLimitChanged = Object.keys(change).every((k) => k === 'limit');
    // A new page size keeps the first shown record on screen; any other change restarts at page 1.
    next.offset = onlyLimitChanged ? Math.floor(state.offset / next.limit) * next.limit : 0;
  }
  return next;
}

/** The API query for the state: filters use the API's parameter names, trimmed, empty ones left out. */
export function newsListParams(state: NewsListState): ListParams {
  const filters: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = state[field].trim();
    if (value) filters[FILTERS[field].name] = value;
  }
  return { limit: state.limit, offset: state.offset, ordering: state.ordering, filters };
}

/** The view's state after following one of the API's page links (offset and limit come from the link). */
export function stateFromPageParams(state: NewsListState, params: Pick<ListParams, 'limit' | 'offset'>): NewsListState {
  return {
    ...state,
    offset: params.offset,
    limit: isPageSize(params.limit) ? params.limit : state.limit,
    upto: 0,
  };
}
