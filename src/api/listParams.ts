/**
 * The query of one list page: `limit`, `offset`, `ordering` and filters, in a canonical form so
 * that equal pages get equal query keys and equal URLs. This file is also the one codec between
 * that query and a query string: the API's URLs and the app's own page URLs both go through it.
 */
export interface ListParams {
  limit: number;
  offset: number;
  /** DRF `ordering`: field names, comma-separated, `-` for descending; empty for the default. */
  ordering: string;
  /** Extra query parameters (filters). Repeated parameters are arrays; empty values are dropped. */
  filters: Readonly<Record<string, string | readonly string[]>>;
}

export const DEFAULT_PAGE_SIZE = 10;
/** The page sizes the lists offer. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** Sorted keys and values, empty values removed: the canonical form used in keys and URLs. */
function canonicalFilters(filters: ListParams['filters']): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key];
    if (Array.isArray(value)) {
      const values = [...new Set(value.filter((v) => v !== ''))].sort();
      if (values.length > 0) out[key] = values;
    } else if (typeof value === 'string' && value !== '') {
      out[key] = value;
    }
  }
  return out;
}

export function canonicalListParams(params: Partial<ListParams>): ListParams {
  return {
    limit: params.limit && params.limit > 0 ? Math.floor(params.limit) : DEFAULT_PAGE_SIZE,
    offset: params.offset && params.offset > 0 ? Math.floor(params.offset) : 0,
    ordering: params.ordering ?? '',
    filters: canonicalFilters(params.filters ?? {}),
  };
}

/** How a page URL spells a list's query: what it accepts and what it leaves out as the default. */
export interface ListQueryFormat {
  /** The page size left out of the URL; null writes it always (as the API's own links do). */
  defaultLimit: number | null;
  /** The ordering left out of the URL; any ordering not in `orderings` reads as this one. */
  defaultOrdering: string;
  orderings: readonly string[];
  /** The filters, in the order they are written; null writes every filter sorted (the canonical form). */
  filters: readonly ListQueryFilter[] | null;
}

export interface ListQueryFilter {
  /** The query parameter, the API's own name, so that a page URL reads like the query it makes. */
  name: string;
  /** The valid form of a raw value, or '' when it is not valid (a bad link falls back to no filter). */
  read: (raw: string) => string;
}

/** The API's form: limit always explicit, every filter in canonical order, nothing else expected. */
const API_QUERY_FORMAT: ListQueryFormat = { defaultLimit: null, defaultOrdering: '', orderings: [], filters: null };

function readCount(raw: string | null): number | null {
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** The `limit` and `offset` of a query string, null where missing or not a count. */
function readPageWindow(query: URLSearchParams): { limit: number | null; offset: number | null } {
  return { limit: readCount(query.get('limit')), offset: readCount(query.get('offset')) };
}

/** Reads a page URL's query; anything missing or invalid falls back to its default instead of failing. */
export function readListQuery(query: URLSearchParams, format: ListQueryFormat): ListParams {
  const { limit, offset } = readPageWindow(query);
  const ordering = query.get('ordering') ?? '';
  const filters: Record<string, string> = {};
  for (const filter of format.filters ?? []) {
    const value = filter.read(query.get(filter.name) ?? '');
    if (value !== '') filters[filter.name] = value;
  }
  return {
    limit: limit !== null && isPageSize(limit) ? limit : (format.defaultLimit ?? DEFAULT_PAGE_SIZE),
    offset: offset ?? 0,
    ordering: format.orderings.includes(ordering) ? ordering : format.defaultOrdering,
    filters,
  };
}

/**
 * Writes a list's query into a query string, leaving out defaults (short shareable links) and
 * keeping the parameters that are not the list's own (e.g. the label language `ui`).
 */
export function writeListQuery(params: ListParams, format: ListQueryFormat, into: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams(into);
  const written = (name: string, values: readonly string[]) => {
    out.delete(name);
    for (const value of values) out.append(name, value);
  };
  written('limit', params.limit === format.defaultLimit ? [] : [String(params.limit)]);
  written('offset', params.offset > 0 ? [String(params.offset)] : []);
  written('ordering', params.ordering === format.defaultOrdering ? [] : [params.ordering]);
  const filters = format.filters ? params.filters : canonicalFilters(params.filters);
  const names = format.filters?.map((filter) => filter.name) ?? Object.keys(filters);
  for (const name of names) {
    const value = filters[name] ?? [];
    written(name, (typeof value === 'string' ? [value] : value).filter((v) => v !== ''));
  }
  return out;
}

/** `/api/v1/<collection>/?...` for a page; limit is always explicit, as in the API's own links. */
export function listPath(collection: string, params: ListParams): string {
  return `/api/v1/${collection}/?${writeListQuery(params, API_QUERY_FORMAT).toString()}`;
}

/**
 * The page an API `next`/`previous` link points at, applied to the current query: the API decides
 * the offsets (DRF leaves `offset` out of the link to the first page).
 */
export function paramsFromPageLink(link: string, current: ListParams): ListParams {
  const { limit, offset } = readPageWindow(new URL(link).searchParams);
  return { ...current, limit: limit || current.limit, offset: offset ?? 0 };
}

/** What a list page's `next`/`previous` links are read from. */
export interface LinkedPage {
  count: number;
  next: string | null;
  previous: string | null;
}

/**
 * The pages before and after the requested one. A loaded page answers with the API's own links.
 * While the page is still loading, the page on screen is the previous one (kept as placeholder), and
 * its links point one step behind, so a second quick click would repeat the first: until the API
 * answers, step from the requested offset as LimitOffsetPagination does.
 */
export function adjacentPages(page: LinkedPage, requested: ListParams, loading: boolean): { previous: ListParams | null; next: ListParams | null } {
  if (!loading) {
    return {
      previous: page.previous ? paramsFromPageLink(page.previous, requested) : null,
      next: page.next ? paramsFromPageLink(page.next, requested) : null,
    };
  }
  const { offset, limit } = requested;
  return {
    previous: offset > 0 ? { ...requested, offset: Math.max(0, offset - limit) } : null,
    next: offset + limit < page.count ? { ...requested, offset: offset + limit } : null,
  };
}
