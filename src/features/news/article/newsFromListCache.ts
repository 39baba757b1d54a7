import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { newsQueries } from '../../../api/resources/news.ts';
import type { News, Paginated } from '../../../api/resources/resources.ts';

/** A record found in a cached list page, and when that page was fetched (ms since the epoch). */
export interface ListCopy {
  news: News;
  fetchedAt: number;
}

/**
 * The record of news `id` from any list page already in the cache (the list's records are whole
 * records), so that the article shows at once while its own request runs, and stays on screen if
 * that request fails; undefined when no cached page holds it. The most recently fetched copy wins.
 */
export function newsFromListCache(queryClient: QueryClient, client: ApiClient, id: number): ListCopy | undefined {
  let best: ListCopy | undefined;
  for (const [key, page] of queryClient.getQueriesData<Paginated<News>>({ queryKey: newsQueries.keys.lists(client) })) {
    const found = page?.results.find((news) => news.id === id);
    if (!found) continue;
    const fetchedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? 0;
    if (!best || fetchedAt > best.fetchedAt) best = { news: found, fetchedAt };
  }
  return best;
}
