/**
 * The query of one list page: `limit`, `offset`, `ordering` and filters, in a canonical form so
 * that equal pages get equal query keys and equal URLs.
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

/** Sorted keys and values, empty values removed: the canonical form used in keys and URLs. */
export function canonicalFilters(filters: ListParams['filters']): Record<string, string | string[]> {
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

/** `/api/v1/<collection>/?...` for a page; limit is always explicit, as in the API's own links. */
export function listPath(collection: string, params: ListParams): string {
  const query = new URLSearchParams();
  query.set('limit', String(params.limit));
  if (params.offset > 0) query.set('offset', String(params.offset));
  if (params.ordering) query.set('ordering', params.ordering);
  for (const [key, value] of Object.entries(canonicalFilters(params.filters))) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  return `/api/v1/${collection}/?${query.toString()}`;
}

function nonNegativeInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * The page an API `next`/`previous` link points at, applied to the current query: the API decides
 * the offsets (DRF leaves `offset` out of the link to the first page).
 */
export function paramsFromPageLink(link: string, current: ListParams): ListParams {
  const query = new URL(link).searchParams;
  return {
    ...current,
    limit: nonNegativeInt(query.get('limit')) || current.limit,
    offset: nonNegativeInt(query.get('offset')) ?? 0,
  };
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

export interface PageInfo {
  /** 1-based number of the current page. */
  page: number;
  pageCount: number;
  /** 1-based index of the first and last shown record (0 and 0 when the page is empty). */
  first: number;
  last: number;
  count: number;
}

export function pageInfo(count: number, offset: number, limit: number, shown: number): PageInfo {
  return {
    page: Math.floor(offset / limit) + 1,
    pageCount: Math.max(1, Math.ceil(count / limit)),
    first: shown > 0 ? offset + 1 : 0,
    last: shown > 0 ? offset + shown : 0,
    count,
  };
}

const numberFormat = new Intl.NumberFormat('en-US');

/** "21–30 of 1,523" (an en dash between the bounds). */
export function formatRange(info: PageInfo): string {
  if (info.count === 0 || info.first === 0) return `0 of ${numberFormat.format(info.count)}`;
  return `${numberFormat.format(info.first)}–${numberFormat.format(info.last)} of ${numberFormat.format(info.count)}`;
}

/**
 * Page numbers to offer: the first, the last, and a window around the current one; `null` marks a gap.
 */
export function pageNumbers(page: number, pageCount: number, around = 2): (number | null)[] {
  const wanted = new Set<number>([1, pageCount]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const previous = out[out.length - 1];
    if (typeof previous === 'number' && p - previous > 1) out.push(null);
    out.push(p);
  }
  return out;
}
