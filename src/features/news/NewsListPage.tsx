import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsQueries } from '../../api/news.ts';
import { adjacentPages, canonicalListParams, paramsFromPageLink, type ListParams } from '../../api/listParams.ts';
import { groupDuplicateArticles } from '../../api/duplicates.ts';
import { ErrorPanel } from '../../ui/ErrorPanel.tsx';
import { apiErrorKind } from '../../api/errors.ts';
import { SkeletonList } from '../../ui/Skeleton.tsx';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { pageInfo } from '../../ui/pageRange.ts';
import { useApiClient } from '../shared/ApiClientContext.tsx';
import { useDisplayLanguage } from '../shared/useDisplayLanguage.ts';
import { useNewsListState } from './useNewsListState.ts';
import { newsListParams, stateFromPageParams, updateNewsListState, writeNewsListState, type NewsListState } from './newsListState.ts';
import { NewsFilters } from './NewsFilters.tsx';
import { NewsCard } from './NewsCard.tsx';

export function NewsListPage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [language] = useDisplayLanguage();
  const [state, change, searchParams] = useNewsListState();
  const params = useMemo(() => canonicalListParams(newsListParams(state)), [state]);
  const query = useQuery({ ...newsQueries.list(client, params), placeholderData: keepPreviousData });
  const page = query.data;

  // The API's next link, fetched ahead so that "Next" shows the new page at once.
  const next = query.isPlaceholderData ? null : (page?.next ?? null);
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(newsQueries.list(client, paramsFromPageLink(next, params), next));
  }, [client, queryClient, next, params]);

  const hrefFor = (target: NewsListState) => `?${writeNewsListState(target, searchParams).toString()}`;
  const hrefForPage = (target: ListParams | null) => (target ? hrefFor(stateFromPageParams(state, target)) : null);
  const groups = useMemo(() => groupDuplicateArticles(page?.results ?? []), [page]);
  const listSearch = searchParams.toString();

  let body;
  if (query.isError && apiErrorKind(query.error) === 'invalid-filter') {
    // An unknown filter id (django-filter's 400) is an answer, not a failure: nothing matches, and why.
    body = (
      <div className="empty-state" role="status">
        <p>No news match these filters. {query.error.message}</p>
      </div>
    );
  } else if (query.isError) {
    body = <ErrorPanel title="The news could not be loaded" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!page) {
    body = <SkeletonList rows={Math.min(state.limit, 6)} label="Loading news…" className="news-skeleton" />;
  } else {
    const info = pageInfo(page.count, state.offset, state.limit, page.results.length);
    const adjacent = adjacentPages(page, params, query.isPlaceholderData);
    const pagination = (
      <PaginationBar
        info={info}
        noun="news"
        previousTo={hrefForPage(adjacent.previous)}
        nextTo={hrefForPage(adjacent.next)}
        pageTo={(number) => hrefFor(updateNewsListState(state, { offset: (number - 1) * state.limit }))}
      />
    );
    body =
      page.results.length === 0 ? (
        <div className="empty-state" role="status">
          {page.count === 0 ? (
            <p>No news match these filters.</p>
          ) : (
            <p>
              This page is past the end of the {page.count} news.{' '}
              <Link to={hrefFor(updateNewsListState(state, { offset: (info.pageCount - 1) * state.limit }))}>Go to the last page</Link>
            </p>
          )}
        </div>
      ) : (
        <>
          {pagination}
          <ol className="news-list" aria-busy={query.isPlaceholderData} aria-label="News">
            {groups.map((group) => (
              <li key={group.primary.id}>
                <NewsCard news={group.primary} others={group.others} language={language} listSearch={listSearch} />
              </li>
            ))}
          </ol>
          {pagination}
          {page.skipped && (
            <details className="field-error news-skipped" role="note">
              <summary>
                {page.skipped.length} news item{page.skipped.length > 1 ? 's' : ''} of this page left out: the API sent data the app does not understand
              </summary>
              <ul>
                {page.skipped.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </details>
          )}
        </>
      );
  }

  return (
    <section className="news-page">
      <h1>News</h1>
      <NewsFilters state={state} language={language} onChange={change} />
      {query.isPlaceholderData && (
        <p className="news-updating" role="status">
          Loading…
        </p>
      )}
      {body}
    </section>
  );
}
