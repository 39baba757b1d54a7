import type { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../api/client.ts';
import { fetchTakingFirstRequest } from '../api/firstRequest.ts';
import { newsQueries } from '../api/resources/news.ts';
import { currentBaseUrl } from '../features/readerCommon/ApiClientContext.tsx';
import { newsListParams, parseNewsListQuery } from '../api/resources/newsListQuery.ts';
import { isInArea, isNewsListPath, newsItemIdOf } from '../routePaths.ts';

/**
 * Starts the first API request of the page at `location` while its code is still loading (or takes
 * the one index.html started, src/api/firstRequest.ts): the news
 * list's page, an article, or a directory table. The entry chunk runs this before React renders; without it the
 * request would wait for the news area's chunk (and an article's own chunk) to load, run and
 * render. The page then finds the request in the cache: the same query (key, fetcher, cache
 * policy) through the same API client rules. Resolves once that first answer is in (or failed),
 * at once when the page has no such request.
 */
export function prefetchForUrl(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  if (isInArea(location.pathname, 'directory')) {
    // The directory's query options live in its own code (a chunk index.html preloads on these
    // paths, shared with the directory area), not in the app's.
    // The first table's request may have been started by index.html already: its answer is taken from there.
    const client = createApiClient({ baseUrl: currentBaseUrl().baseUrl, fetch: fetchTakingFirstRequest('response') });
    return import('../features/directory/directoryFirstQuery.ts').then(
      ({ prefetchDirectoryTable }) => prefetchDirectoryTable(queryClient, client, location),
      () => undefined,
    );
  }
  const articleId = newsItemIdOf(location.pathname);
  if (!isNewsListPath(location.pathname) && articleId === null) return Promise.resolve();
  // The news list's request may have been started by index.html already: its answer is taken from there.
  const client = createApiClient({ baseUrl: currentBaseUrl().baseUrl, fetch: fetchTakingFirstRequest('response') });
  if (articleId !== null) return queryClient.prefetchQuery(newsQueries.detail(client, articleId));
  const params = newsListParams(parseNewsListQuery(new URLSearchParams(location.search)));
  return queryClient.prefetchQuery(newsQueries.list(client, params));
}
