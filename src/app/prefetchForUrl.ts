import type { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/client.ts';
import { currentBaseUrl } from '../features/readerCommon/ApiClientContext.tsx';
import { parseNewsListState } from '../features/news/newsListState.ts';
import { newsListQuery, newsListRequestParams } from '../features/news/newsListQuery.ts';
import { isNewsListPath } from '../routePaths.ts';

/**
 * Starts the first API request of the page at `location` while its code is still loading. The
 * entry chunk runs this before React renders; without it the news list's request would wait for
 * the news area's chunk to load, run and render. The page then finds the request in the cache:
 * the same query (key, fetcher, cache policy) through the same API client rules.
 */
export function prefetchForUrl(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): void {
  if (!isNewsListPath(location.pathname)) return;
  const client = createApiClient({ baseUrl: currentBaseUrl().baseUrl });
  const params = newsListRequestParams(parseNewsListState(new URLSearchParams(location.search)));
  void queryClient.prefetchQuery(newsListQuery(client, params));
}
