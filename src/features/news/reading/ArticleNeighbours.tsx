import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { News } from '../../../api/resources/resources.ts';
import type { DisplayLanguage } from '../../../api/resources/labels.ts';
import { useApiClient } from '../../readerCommon/ApiClientContext.tsx';
import { withLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { newsItemPath } from '../../../routePaths.ts';
import { newsQueries } from '../../../api/resources/news.ts';
import { newsListParams } from '../../../api/resources/newsListQuery.ts';
import { loadedPages, parseNewsListState } from '../list/newsListState.ts';
import type { FromList } from '../shared/returnToList.ts';

/** The articles before and after `id` in the list the reader came from (as it is in the query cache). */
export function neighboursInList(ids: readonly number[], id: number): { previous: number | null; next: number | null } {
  const index = ids.indexOf(id);
  if (index === -1) return { previous: null, next: null };
  return { previous: ids[index - 1] ?? null, next: ids[index + 1] ?? null };
}

/** "← Previous article" and "Next article →" within the list the reader came from; nothing without one. */
export function ArticleNeighbours({ id, fromList, language }: { id: number; fromList: FromList | null; language: DisplayLanguage }) {
  const t = useMessages().reading;
  const client = useApiClient();
  const queryClient = useQueryClient();
  if (fromList?.listSearch === undefined) return null;
  const listState = parseNewsListState(new URLSearchParams(fromList.listSearch));
  const params = newsListParams(listState);
  // Every page the list showed: the first and those "Load more" added.
  const ids: number[] = [];
  for (let i = 0; i < loadedPages(listState).count; i++) {
    const page = queryClient.getQueryData<{ results: News[] }>(newsQueries.list(client, { ...params, offset: params.offset + i * params.limit }).queryKey);
    if (!page) break;
    ids.push(...page.results.map((news) => news.id));
  }
  const { previous, next } = neighboursInList(ids, id);
  if (previous === null && next === null) return null;
  // The neighbours keep the way back to the same list.
  const state: FromList = { listSearch: fromList.listSearch };
  return (
    <nav className="article-neighbours" aria-label={t.articleNav}>
      {previous !== null && (
        <Link to={withLanguage(newsItemPath(previous), language)} state={state} rel="prev">
          {t.previousArticle}
        </Link>
      )}
      {next !== null && (
        <Link to={withLanguage(newsItemPath(next), language)} state={state} rel="next">
          {t.nextArticle}
        </Link>
      )}
    </nav>
  );
}
