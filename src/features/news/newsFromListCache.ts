import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { newsQueries } from '../../api/resources/news.ts';
import type { News, Paginated } from '../../api/resources/resources.ts';

/**
 * The record of news `id` from any list page already in the cache (the list's records are whole
 * records), so that the article shows at once while its own request runs; undefined when no
 * cached page holds it.
 */
export function newsFromListCache(queryClient: QueryClient, client: ApiClient, id: number): News | undefined {
  for (const [, page] of queryClient.getQueriesData<Paginated<News>>({ queryKey: newsQueries.keys.lists(client) })) {
    const found = page?.results.find((news) => news.id === id);
    if (found) return found;
  }
  return undefined;
}
