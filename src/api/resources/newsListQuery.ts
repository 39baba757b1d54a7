import { canonicalListParams, isPageSize, readListQuery, writeListQuery, type ListParams, type ListQueryFilter, type ListQueryFormat, type PageSize } from '../listParams.ts';

/**
 * The news list's query: page size, offset, ordering and filters, as the reader chose them and as
 * the list's page URL spells them. The one place it is read from a URL and turned into the API's
 * parameters: the shell's early request (src/app/prefetchForUrl.ts), index.html's first request
 * (scripts/firstRequestInHead.ts) and the list page must ask for the very same request.
 */
export interface NewsListQuery {
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
}

export const NEWS_ORDERINGS = [
  // Their names, in each language, are in the message catalogue (filters.orderings).
  { value: '-publish_date' },
  { value: 'publish_date' },
  { value: 'title' },
  { value: 'order' },
] as const;
export type NewsOrdering = (typeof NEWS_ORDERINGS)[number]['value'];

export const DEFAULT_NEWS_LIST_QUERY: NewsListQuery = {
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
};

type FilterField = Exclude<keyof NewsListQuery, 'limit' | 'offset' | 'ordering'>;

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

/** How the news list's query is spelled in its page URL. */
const NEWS_URL_FORMAT: ListQueryFormat = {
  defaultLimit: DEFAULT_NEWS_LIST_QUERY.limit,
  defaultOrdering: DEFAULT_NEWS_LIST_QUERY.ordering,
  orderings: NEWS_ORDERINGS.map((o) => o.value),
  filters: FILTER_FIELDS.map((field) => FILTERS[field]),
};

/** Reads the query from a page URL's query string; anything missing or invalid falls back to its default. */
export function parseNewsListQuery(search: URLSearchParams): NewsListQuery {
  const read = readListQuery(search, NEWS_URL_FORMAT);
  const query: NewsListQuery = {
    ...DEFAULT_NEWS_LIST_QUERY,
    limit: isPageSize(read.limit) ? read.limit : DEFAULT_NEWS_LIST_QUERY.limit,
    offset: read.offset,
    ordering: NEWS_ORDERINGS.find((o) => o.value === read.ordering)?.value ?? DEFAULT_NEWS_LIST_QUERY.ordering,
  };
  for (const field of FILTER_FIELDS) query[field] = String(read.filters[FILTERS[field].name] ?? '');
  return query;
}

/**
 * Writes the query into a page URL's query string, leaving out defaults (short shareable links),
 * filters as they are typed (the URL keeps what the reader wrote), and keeping parameters that are
 * not the list's own (e.g. the label language `ui`).
 */
export function writeNewsListQuery(query: NewsListQuery, into: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const filters: Record<string, string> = {};
  for (const field of FILTER_FIELDS) filters[FILTERS[field].name] = query[field];
  return writeListQuery({ limit: query.limit, offset: query.offset, ordering: query.ordering, filters }, NEWS_URL_FORMAT, into);
}

/**
 * The API request's parameters for the query, in canonical form: filters under the API's
 * parameter names, trimmed, empty ones left out. Its query key and URL are made from these, so two
 * ways of writing one list get one cached page and one request.
 */
export function newsListParams(query: NewsListQuery): ListParams {
  const filters: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = query[field].trim();
    if (value) filters[FILTERS[field].name] = value;
  }
  return canonicalListParams({ limit: query.limit, offset: query.offset, ordering: query.ordering, filters });
}
