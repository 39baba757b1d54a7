import { clientSchemas, type News } from './resources.ts';
import type { ApiClient } from '../client.ts';
import { createCollectionQueries } from '../collectionQueries.ts';
import { apiQueryOptions, NEWS_CACHE } from '../queryPolicy.ts';
import { canonicalListParams, listPath } from '../listParams.ts';
import { isSameArticle } from '../duplicates.ts';

/** Query keys, fetchers and options of `/api/v1/news/`. */
export const newsQueries = createCollectionQueries('news', clientSchemas.newsSchema, NEWS_CACHE);

/** How many records of one article we look for (an article is published in a few channels). */
const SAME_ARTICLE_LIMIT = 50;

/**
 * The other records of the same article (equal title and order, another id), found through the
 * API's `search` on the title.
 */
export function sameArticleQuery(client: ApiClient, news: Pick<News, 'id' | 'title' | 'order'>) {
  const params = canonicalListParams({ limit: SAME_ARTICLE_LIMIT, filters: { search: news.title } });
  return apiQueryOptions({
    queryKey: [...newsQueries.keys.all(client), 'same-article', news.id, news.title, news.order] as const,
    queryFn: async ({ signal }) => {
      const page = await newsQueries.fetchPage(client, listPath('news', params), signal);
      return page.results.filter((other) => other.id !== news.id && isSameArticle(other, news));
    },
    cache: NEWS_CACHE,
  });
}
