import type { QueryPairs } from '../http/query-string.ts';
import { encodeParts, type EncodedParts, type RenderParts } from './base-url-marker.ts';

export type FieldValue = string | number | boolean | null;

export interface OrderingTerm {
  field: string;
  descending: boolean;
}

/** A filter of a list request: `key` names it for caches, `test` keeps record indices. */
export type FilterOutcome =
  | { kind: 'none' }
  | { kind: 'filter'; key: string; test: (index: number) => boolean }
  | { kind: 'invalid'; errors: Record<string, string[]> };

/** One collection of records as the views see it: ids, serialized records, orderable fields. */
export interface Collection {
  name: string;
  /** DRF's view name prefix (`News` -> "News List", "News Instance"). */
  viewName: string;
  description: string;
  size: number;
  idAt(index: number): number;
  indexOfId(id: number): number | undefined;
  /** The record's JSON as UTF-8, split where the request's base URL goes (cached after first use). */
  encodedParts(index: number): EncodedParts;
  /** Every field `ordering` accepts, read from a record index. */
  orderingFields: ReadonlyMap<string, (index: number) => FieldValue>;
  defaultOrdering: readonly OrderingTerm[];
  /** The collection's filters (extensions beyond the specification); absent means none. */
  filter?: (pairs: QueryPairs) => FilterOutcome;
}

/** Builds the id index and the lazy serialization cache shared by every collection. */
export function createCollection<R extends { id: number }>(definition: {
  name: string;
  viewName: string;
  description: string;
  records: readonly R[];
  serialize: (record: R) => RenderParts;
  orderingFields: ReadonlyArray<readonly [string, (record: R) => FieldValue]>;
  defaultOrdering: readonly OrderingTerm[];
  filter?: (records: readonly R[]) => (pairs: QueryPairs) => FilterOutcome;
}): Collection {
  const { records } = definition;
  const positions = new Map<number, number>();
  records.forEach((record, index) => positions.set(record.id, index));
  const encoded: Array<EncodedParts | undefined> = new Array(records.length);
  const fields = new Map<string, (index: number) => FieldValue>();
  for (const [name, read] of definition.orderingFields) fields.set(name, (index) => read(records[index] as R));
  return {
    name: definition.name,
    viewName: definition.viewName,
    description: definition.description,
    size: records.length,
    idAt: (index) => (records[index] as R).id,
    indexOfId: (id) => positions.get(id),
    encodedParts(index) {
      let parts = encoded[index];
      if (parts === undefined) {
        parts = encodeParts(definition.serialize(records[index] as R));
        encoded[index] = parts;
      }
      return parts;
    },
    orderingFields: fields,
    defaultOrdering: definition.defaultOrdering,
    ...(definition.filter ? { filter: definition.filter(records) } : {}),
  };
}
