import type { ApiClient } from '../../../api/client.ts';
import { canonicalListParams, type ListParams } from '../../../api/listParams.ts';
import { newsQueries } from '../../../api/resources/news.ts';
import { newsListParams, type NewsListState } from './newsListState.ts';

/** The API parameters of the list request for a list state. */
export function newsListRequestParams(state: NewsListState): ListParams {
  return canonicalListParams(newsListParams(state));
}

/**
 * The list page's query. One definition, because the app starts it before the page's code has
 * loaded (src/app/prefetchForUrl.ts) and the page must find that request under the same key.
 */
export function newsListQuery(client: ApiClient, params: ListParams) {
  return newsQueries.list(client, params);
}
