import { isPageSize, type ListParams } from '../../../api/listParams.ts';
import { DEFAULT_NEWS_LIST_QUERY, parseNewsListQuery, writeNewsListQuery, type NewsListQuery } from '../../../api/resources/newsListQuery.ts';

/**
 * The news list's whole view, as it lives in the URL query string: the list's query (read and
 * written by src/api/resources/newsListQuery.ts) and how far "Load more" went.
 */
export interface NewsListState extends NewsListQuery {
  /**
   * "Load more": the list shows the pages from the one at `offset` through page `upto` (1-based),
   * so that Back from an article finds as many cards as were loaded. 0 (or a page at or before the
   * first) means one page.
   */
  upto: number;
}

export const DEFAULT_NEWS_LIST_STATE: NewsListState = { ...DEFAULT_NEWS_LIST_QUERY, upto: 0 };

/** The URL parameter of `upto`. */
const UPTO_PARAM = 'upto';
/** The most pages one list view loads (a hand-written `?upto=9999` must not make 9,999 requests). */
export const MAX_LOADED_PAGES = 20;

/** Reads the state from a query string; anything missing or invalid falls back to its default. */
export function parseNewsListState(search: URLSearchParams): NewsListState {
  const upto = search.get(UPTO_PARAM) ?? '';
  return { ...parseNewsListQuery(search), upto: /^\d{1,6}$/.test(upto) ? Number(upto) : 0 };
}

/**
 * Writes the state into a query string, leaving out defaults (short shareable links) and keeping
 * parameters that are not the list's own (e.g. the label language `ui`).
 */
export function writeNewsListState(state: NewsListState, into: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = writeNewsListQuery(state, into);
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

/** The view's state after following one of the API's page links (offset and limit come from the link). */
export function stateFromPageParams(state: NewsListState, params: Pick<ListParams, 'limit' | 'offset'>): NewsListState {
  return {
    ...state,
    offset: params.offset,
    limit: isPageSize(params.limit) ? params.limit : state.limit,
    upto: 0,
  };
}
