import type { Collection, FieldValue, OrderingTerm } from '../store/collection.ts';

/**
 * DRF's OrderingFilter: comma-separated names (last `ordering` value), each stripped, `-` for
 * descending; unknown names are dropped; with none left, the collection's default applies.
 */
export function parseOrdering(param: string | undefined, valid: ReadonlyMap<string, unknown>): OrderingTerm[] | null {
  if (!param) return null;
  const terms: OrderingTerm[] = [];
  for (const raw of param.split(',')) {
    const term = raw.trim();
    const descending = term.startsWith('-');
    const field = descending ? term.slice(1) : term;
    if (valid.has(field)) terms.push({ field, descending });
  }
  return terms.length > 0 ? terms : null;
}

/** PostgreSQL's order: NULLs after every value ascending (before them descending); false < true. */
function compareValues(a: FieldValue, b: FieldValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function orderingKey(terms: readonly OrderingTerm[]): string {
  return terms.map((t) => (t.descending ? `-${t.field}` : t.field)).join(',');
}

const sortedCache = new WeakMap<Collection, Map<string, Uint32Array>>();
const MAX_CACHED_ORDERINGS = 64;

/**
 * Record indices in the requested order. Ties fall back on the default ordering, then on `id`, so
 * pages never overlap (the real service leaves tie order to the database).
 */
export function sortedIndices(collection: Collection, terms: readonly OrderingTerm[]): Uint32Array {
  const all = [...terms, ...collection.defaultOrdering, { field: 'id', descending: false }];
  const key = orderingKey(terms);
  let cache = sortedCache.get(collection);
  if (!cache) {
    cache = new Map();
    sortedCache.set(collection, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;

  const columns = all.map((term) => {
    const read = collection.orderingFields.get(term.field) as (index: number) => FieldValue;
    const values: FieldValue[] = new Array(collection.size);
    for (let i = 0; i < collection.size; i += 1) values[i] = read(i);
    return { values, sign: term.descending ? -1 : 1 };
  });
  const order = Array.from({ length: collection.size }, (_, i) => i);
  order.sort((x, y) => {
    for (const { values, sign } of columns) {
      const c = compareValues(values[x] as FieldValue, values[y] as FieldValue);
      if (c !== 0) return c * sign;
    }
    return 0;
  });
  const result = Uint32Array.from(order);
  if (cache.size >= MAX_CACHED_ORDERINGS) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}
