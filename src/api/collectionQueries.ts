import type { z } from 'zod/mini';
import type { Paginated } from './resources/resources.ts';
import { ApiRefusedError, ApiTooManyPagesError } from './errors/apiErrors.ts';
import { fetchListPage } from './pages.ts';
import type { ApiClient } from './client.ts';
import { canonicalListParams, listPath, type ListParams } from './listParams.ts';
import { apiQueryOptions, type CachePolicy } from './queryPolicy.ts';
import { resourceRefFromUrl } from './resourceUrl.ts';

/**
 * A safety net for "fetch every page": a broken or hostile `next` chain must end. The reference
 * collections are a few hundred records at most, 100 a page; 50 pages is 5,000 records.
 */
export const MAX_LINKED_PAGES = 50;

/**
 * Follows the API's own `next` links from `firstUrl` to the last page and returns every record.
 * Used for the small reference collections that fill the filter menus.
 */
export async function fetchAllPages<Item extends z.ZodMiniType>(
  client: ApiClient,
  firstUrl: string,
  itemSchema: Item,
  signal?: AbortSignal,
  maxPages = MAX_LINKED_PAGES,
): Promise<z.infer<Item>[]> {
  const items: z.infer<Item>[] = [];
  const seen = new Set<string>();
  let url: string | null = client.url(firstUrl);
  while (url !== null) {
    if (seen.has(url)) throw new ApiTooManyPagesError(`The API's next links loop back to ${url} after ${seen.size} pages; the list was not loaded`, url);
    if (seen.size >= maxPages) {
      throw new ApiTooManyPagesError(`The API's next links did not end after ${maxPages} pages (${items.length.toLocaleString('en-US')} records); the list was not loaded`, url);
    }
    seen.add(url);
    const page: Paginated<z.infer<Item>> = await fetchListPage(client, url, itemSchema, signal);
    items.push(...page.results);
    // A refused `next` would silently cut the list short: the whole list is refused instead.
    if (page.nextRefused) throw new ApiRefusedError(page.nextRefused, url);
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

  const keys = {
    all: (client: ApiClient) => ['api', client.baseUrl, collection] as const,
    lists: (client: ApiClient) => [...keys.all(client), 'list'] as const,
    list: (client: ApiClient, params: ListParams) => [...keys.lists(client), params] as const,
    everything: (client: ApiClient) => [...keys.all(client), 'every-page'] as const,
    detail: (client: ApiClient, id: number) => [...keys.all(client), 'detail', id] as const,
  };

  const fetchPage = (client: ApiClient, url: string, signal?: AbortSignal) =>
    fetchListPage(client, url, itemSchema, signal) as Promise<Paginated<Record>>;
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
        queryFn: ({ signal }) => fetchDetail(client, client.url(url, `${collection} link`), signal),
        cache,
      });
    },
  };
}
