import type { Collection } from '../store/collection.ts';
import { jsonStringContent, pushEncoded } from '../store/base-url-marker.ts';
import type { Store } from '../store/dataset.ts';
import type { ApiResponse } from '../types.ts';
import { optionsMetadata } from './metadata.ts';
import { sortedIndices, parseOrdering, orderingKey } from './ordering.ts';
import { pageLinks, pageSlice, pageWindow, parsePythonInt } from './pagination.ts';
import { lastValue, type QueryPairs } from './query-string.ts';
import { invalidFilter, json, jsonBytes, notFound } from './responses.ts';
import type { Route } from './router.ts';

/** What a view needs to know about the request besides its route. */
export interface ViewRequest {
  pairs: QueryPairs;
  /** `scheme://host` of the request. */
  origin: string;
  /** Path of the request, percent-escaped again as Django's `escape_uri_path` writes it in absolute URIs. */
  path: string;
  /** DRF's `max_limit`: the largest page served (null: no maximum). */
  maxLimit: bigint | null;
}

const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}');
const ROOT_COLLECTIONS = ['news', 'channels', 'categories', 'themes', 'publics', 'projects', 'mementos'];

/** Indices of a filtered, ordered list, cached per (filter, ordering): deep pages stay cheap. */
const filteredCache = new WeakMap<Collection, Map<string, Uint32Array>>();
const MAX_CACHED_FILTERS = 256;

function filtered(collection: Collection, sorted: Uint32Array, key: string, test: (index: number) => boolean): Uint32Array {
  let cache = filteredCache.get(collection);
  if (!cache) {
    cache = new Map();
    filteredCache.set(collection, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const kept: number[] = [];
  for (const index of sorted) if (test(index)) kept.push(index);
  const result = Uint32Array.from(kept);
  if (cache.size >= MAX_CACHED_FILTERS) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

export function listView(collection: Collection, request: ViewRequest): ApiResponse {
  const { pairs } = request;
  const filter = collection.filter ? collection.filter(pairs) : ({ kind: 'none' } as const);
  if (filter.kind === 'invalid') return invalidFilter(filter.errors);
  const terms = parseOrdering(lastValue(pairs, 'ordering'), collection.orderingFields) ?? [];
  const sorted = sortedIndices(collection, terms);
  const indices = filter.kind === 'filter' ? filtered(collection, sorted, `${orderingKey(terms)}\n${filter.key}`, filter.test) : sorted;

  const window = pageWindow(pairs, request.maxLimit);
  const { start, end } = pageSlice(window, indices.length);
  const links = pageLinks(request.origin + request.path, pairs, window, indices.length);
  const base = Buffer.from(jsonStringContent(request.origin), 'utf8');
  const head = Buffer.from(`{"count":${indices.length},"next":${JSON.stringify(links.next)},"previous":${JSON.stringify(links.previous)},"results":[`, 'utf8');
  const chunks: Buffer[] = [head];
  let length = head.length;
  for (let i = start; i < end; i += 1) {
    if (i > start) {
      chunks.push(COMMA);
      length += 1;
    }
    length += pushEncoded(chunks, collection.encodedParts(indices[i] as number), base);
  }
  chunks.push(CLOSE);
  return jsonBytes(200, Buffer.concat(chunks, length + CLOSE.length));
}

/** Django raises for a non-integer primary key and DRF turns that into 404, like an unknown one. */
function lookup(collection: Collection, pk: string): number | undefined {
  const id = parsePythonInt(pk);
  if (id === null || id > BigInt(Number.MAX_SAFE_INTEGER) || id < 0n) return undefined;
  return collection.indexOfId(Number(id));
}

/**
 * DRF's `get_object` filters the queryset with the list's filter backends before the lookup: a
 * filter value that names nothing is the list's 400 (whatever the id), and a record the filters
 * leave out is a 404 (`/news/12/?channel=3` when item 12 is in another channel).
 */
export function retrieveView(collection: Collection, pk: string, request: ViewRequest): ApiResponse {
  const filter = collection.filter ? collection.filter(request.pairs) : ({ kind: 'none' } as const);
  if (filter.kind === 'invalid') return invalidFilter(filter.errors);
  const index = lookup(collection, pk);
  if (index === undefined || (filter.kind === 'filter' && !filter.test(index))) return notFound();
  const chunks: Buffer[] = [];
  const length = pushEncoded(chunks, collection.encodedParts(index), Buffer.from(jsonStringContent(request.origin), 'utf8'));
  return jsonBytes(200, Buffer.concat(chunks, length));
}

export function rootView(request: ViewRequest): ApiResponse {
  return json(200, Object.fromEntries(ROOT_COLLECTIONS.map((c) => [c, `${request.origin}/api/v1/${c}/`])));
}

/**
 * The collection a route serves (null for the root, undefined when the route names nothing).
 * A channel's news look the channel up as DRF's `get_object` does, through the channels' own
 * filters (`name`): `/channels/5/news/?name=other` names no channel.
 */
export function routeCollection(store: Store, route: Route, pairs: QueryPairs = []): Collection | null | undefined {
  switch (route.kind) {
    case 'root':
      return null;
    case 'list':
      return store.lists.get(route.collection);
    case 'retrieve':
      return store.lists.get(route.collection) ?? store.retrieveOnly.get(route.collection);
    case 'channel-news': {
      const channels = store.lists.get('channels');
      const index = channels ? lookup(channels, route.pk) : undefined;
      if (index === undefined || !channels) return undefined;
      // The channels' only filter, `name`, takes any text: it never answers 400.
      const filter = channels.filter ? channels.filter(pairs) : ({ kind: 'none' } as const);
      if (filter.kind === 'invalid' || (filter.kind === 'filter' && !filter.test(index))) return undefined;
      return store.channelNews(channels.idAt(index));
    }
    case 'media':
    case 'schema':
      return undefined;
  }
}

export function metadataView(route: Route, collection: Collection | null): ApiResponse {
  if (!collection) return json(200, optionsMetadata('Api Root', 'The default basic root view for DefaultRouter'));
  const suffix = route.kind === 'retrieve' ? 'Instance' : 'List';
  return json(200, optionsMetadata(`${collection.viewName} ${suffix}`, collection.description));
}
