import { PAGE_SIZES, type PageSize } from './newsListState.ts';

/** A directory table's view in the URL: page, page size and ordering. */
export interface DirectoryState {
  limit: PageSize;
  offset: number;
  /** A sortable column's API field, `-` prefixed for descending; '' for the API's default order. */
  ordering: string;
}

export function parseDirectoryState(search: URLSearchParams, sortableFields: readonly string[]): DirectoryState {
  const limit = Number(search.get('limit'));
  const offset = search.get('offset') ?? '';
  const ordering = search.get('ordering') ?? '';
  return {
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : 10,
    offset: /^\d{1,9}$/.test(offset) ? Number(offset) : 0,
    ordering: sortableFields.includes(ordering.replace(/^-/, '')) ? ordering : '',
  };
}

export function writeDirectoryState(state: DirectoryState, into: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(into);
  for (const [name, value, fallback] of [
    ['limit', String(state.limit), '10'],
    ['offset', String(state.offset), '0'],
    ['ordering', state.ordering, ''],
  ] as const) {
    if (value === fallback) out.delete(name);
    else out.set(name, value);
  }
  return out;
}

/** Clicking a column: ascending first, then descending, then ascending again. */
export function nextOrdering(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}

export type SortDirection = 'ascending' | 'descending' | undefined;

export function sortDirection(current: string, field: string): SortDirection {
  if (current === field) return 'ascending';
  if (current === `-${field}`) return 'descending';
  return undefined;
}
