import type { z } from 'zod/mini';
import { paginatedSchema, type Paginated } from './resources.ts';
import type { ApiClient } from './client.ts';
import { canonicalListParams, listPath, type ListParams } from './listParams.ts';
import { apiQueryOptions, type CachePolicy } from './queryPolicy.ts';
import { resourceRefFromUrl } from './resourceUrl.ts';

/** A safety net for "fetch every page": a broken `next` chain must not loop forever. */
export const MAX_LINKED_PAGES = 1000;

/**
 * Follows the API's own `next` links from `firstUrl` to the last page and returns every record.
 * Used for the small reference collections that fill the filter menus.
 */
export async function fetchAllPages<Item extends z.ZodMiniType>(
  client: ApiClient,
  firstUrl: string,
  itemSchema: Item,
  signal?: AbortSignal,
): Promise<z.infer<Item>[]> {
  const schema = paginatedSchema(itemSchema);
  const items: z.infer<Item>[] = [];
  const seen = new Set<string>();
  let url: string | null = firstUrl;
  while (url !== null) {
    const absolute = client.url(url);
    if (seen.has(absolute) || seen.size >= MAX_LINKED_PAGES) {
      throw new Error(`${absolute}: the API's next links loop or never end (after ${seen.size} pages)`);
    }
    seen.add(absolute);
    const page = (await client.getJson(absolute, schema, signal)) as Paginated<z.infer<Item>>;
    items.push(...page.results);
    url = page.next;
  }
  return items;
}

/**
 * Query keys, fetchers and query options of one collection, defined once. Keys start with the API
 * base URL so two deployments never share cached data.
 */
export function createCollectionQueries<Name extends string, Item extends z.ZodMiniType>(
  collection: Name,
  itemSchema: Item,
  cache: CachePolicy,
) {
  type Record = z.infer<Item>;
  const pageSchema = paginatedSchema(itemSchema);

  const keys = {
    all: (client: ApiClient) => ['api', client.baseUrl, collection] as const,
    lists: (client: ApiClient) => [...keys.all(client), 'list'] as const,
    list: (client: ApiClient, params: ListParams) => [...keys.lists(client), params] as const,
    everything: (client: ApiClient) => [...keys.all(client), 'every-page'] as const,
    detail: (client: ApiClient, id: number) => [...keys.all(client), 'detail', id] as const,
  };

  const fetchPage = (client: ApiClient, url: string, signal?: AbortSignal) =>
    client.getJson(url, pageSchema, signal) as Promise<Paginated<Record>>;
  const fetchDetail = (client: ApiClient, url: string, signal?: AbortSignal) =>
    client.getJson(url, itemSchema, signal) as Promise<Record>;

  return {
    collection,
    itemSchema,
    keys,
    fetchPage,
    fetchDetail,
    /** One page. `pageUrl` is the API's own `next`/`previous` link when the page was reached by one. */
    list(client: ApiClient, params: Partial<ListParams>, pageUrl?: string) {
      const canonical = canonicalListParams(params);
      return apiQueryOptions({
        queryKey: keys.list(client, canonical),
        queryFn: ({ signal }) => fetchPage(client, pageUrl ?? listPath(collection, canonical), signal),
        cache,
      });
    },
    /** Every record, by following `next` from a first page of 100. */
    everything(client: ApiClient) {
      return apiQueryOptions({
        queryKey: keys.everything(client),
        queryFn: ({ signal }) =>
          fetchAllPages(client, listPath(collection, canonicalListParams({ limit: 100 })), itemSchema, signal) as Promise<Record[]>,
        cache,
      });
    },
    /** One record by id. */
    detail(client: ApiClient, id: number) {
      return apiQueryOptions({
        queryKey: keys.detail(client, id),
        queryFn: ({ signal }) => fetchDetail(client, `/api/v1/${collection}/${id}/`, signal),
        cache,
      });
    },
    /**
     * One record by the absolute URL another record links to (news `themes`, `publics`...): the URL
     * is fetched as given, and cached under the same key as `detail(id)`.
     */
    byUrl(client: ApiClient, url: string) {
      const ref = resourceRefFromUrl(url);
      if (!ref || ref.collection !== collection) throw new Error(`${url} is not a ${collection} URL`);
      return apiQueryOptions({
        queryKey: keys.detail(client, ref.id),
        queryFn: ({ signal }) => fetchDetail(client, url, signal),
        cache,
      });
    },
  };
}

export type CollectionQueries<Name extends string, Item extends z.ZodMiniType> = ReturnType<typeof createCollectionQueries<Name, Item>>;
