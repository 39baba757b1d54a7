import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { paramsFromPageLink, type ListParams } from '../../../api/listParams.ts';
import { newsQueries } from '../../../api/resources/news.ts';
import type { News, Paginated } from '../../../api/resources/resources.ts';

/**
 * The pages "Load more" added after the first one: page i is fetched from the API's own `next`
 * link of page i - 1 (as the pager follows it), once that page is in. Their keys are the numbered
 * pages' keys, so a page seen through the pager is not fetched again, and Back finds them all in
 * the cache at once.
 */
export function useMoreNewsPages(client: ApiClient, params: ListParams, firstPage: Paginated<News> | undefined, extraCount: number): UseQueryResult<Paginated<News>>[] {
  const queryClient = useQueryClient();
  const queries = [];
  let previous = firstPage;
  for (let i = 1; i <= extraCount; i++) {
    const link = previous && !previous.nextRefused ? previous.next : null;
    const pageParams = link ? paramsFromPageLink(link, params) : { ...params, offset: params.offset + i * params.limit };
    const options = newsQueries.list(client, pageParams, link ?? undefined);
    queries.push({ ...options, enabled: link !== null });
    // Read here, not from the results below: this render's next query needs it. The results
    // observe each page, so the arrival of one renders again and builds the next from it.
    previous = queryClient.getQueryData<Paginated<News>>(options.queryKey);
  }
  return useQueries({ queries });
}
