import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigationType } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsQueries } from '../../api/resources/news.ts';
import { newsListQuery, newsListRequestParams } from './newsListQuery.ts';
import { adjacentPages, canonicalListParams, paramsFromPageLink, type ListParams } from '../../api/listParams.ts';
import { groupDuplicatesAcrossPages } from '../../api/duplicates.ts';
import { ApiHttpError, apiErrorKind } from '../../api/errors.ts';
import { SkeletonList } from '../../ui/Skeleton.tsx';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { pageInfo } from '../../ui/pageRange.ts';
import { focusPageHeading } from '../../ui/focusPageHeading.ts';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useApiClient } from '../readerCommon/ApiClientContext.tsx';
import { useDisplayLanguage } from '../readerCommon/useDisplayLanguage.ts';
import { useNewsListState } from './useNewsListState.ts';
import { newsListParams, stateFromPageParams, updateNewsListState, writeNewsListState, type NewsListState } from './newsListState.ts';
import { NewsFilters } from './NewsFilters.tsx';
import { NewsCard } from './NewsCard.tsx';
import { LoadErrorPanel } from '../readerCommon/LoadErrorPanel.tsx';
import { SlowLoadNotice, StaleCopyNotice } from '../readerCommon/LoadNotices.tsx';
import { useFirstLoad } from '../readerCommon/useFirstLoad.ts';
import { useCardKeys } from './useCardKeys.ts';
import { cardLinkFor, takeLastRead } from './returnToList.ts';
import { groupByDay } from './groupByDay.ts';
import { formatDayHeading } from './formatPublishDate.ts';
import { fieldProblemWords } from './fieldProblemWords.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import { ReadingBar } from './reading/ReadingBar.tsx';
import { DeviceCopyNotice } from './offline/DeviceCopyNotice.tsx';

export function NewsListPage() {
  const client = useApiClient();
  const [language] = useDisplayLanguage();
  const t = useMessages();
  const [state, change, searchParams] = useNewsListState();
  const params = useMemo(() => newsListRequestParams(state), [state]);
  const listQuery = newsListQuery(client, params);
  const query = useQuery({ ...listQuery, placeholderData: keepPreviousData });
  // A failed refresh keeps the page on screen (React Query keeps `data`), with a note.
  const page = query.data;
  const loadingOther = query.isPlaceholderData;
  const firstLoad = useFirstLoad(query, listQuery.queryKey, page !== undefined);
  useCardKeys();

  // While another page loads, the previous one stays on screen (dimmed), and so does its pager:
  // the pager always describes the cards under it, never the page still on its way.
  const [shownState, setShownState] = useState(state);
  if (!loadingOther && page && shownState !== state) setShownState(state);
  const viewState = loadingOther ? shownState : state;
  const viewParams = useMemo(() => canonicalListParams(newsListParams(viewState)), [viewState]);

  useDocumentTitle(viewState.offset > 0 ? t.news.titlePage(Math.floor(viewState.offset / viewState.limit) + 1) : t.news.title);

  // The pages around this one: the next is fetched ahead so that "Next" shows it at once, and both
  // let an article whose records straddle a page edge show once (see groupDuplicatesAcrossPages).
  const next = loadingOther ? null : (page?.next ?? null);
  const previous = loadingOther ? null : (page?.previous ?? null);
  // With no link the query is off; it borrows this page's key only to have one (its data is not read).
  const neighbour = (link: string | null) =>
    link ? newsQueries.list(client, paramsFromPageLink(link, params), link) : { ...newsQueries.list(client, params), enabled: false };
  const nextPage = useQuery(neighbour(next));
  const previousPage = useQuery(neighbour(previous));

  // Back from an article: the focus returns to the card just read, where the scroll was restored
  // (the shell then leaves the focus there), so j/k go on from that card.
  const navigationType = useNavigationType();
  const returning = useRef(navigationType === 'POP' ? takeLastRead() : null);
  useEffect(() => {
    if (returning.current === null || !page || loadingOther) return;
    cardLinkFor(returning.current)?.focus({ preventScroll: true });
    returning.current = null;
  }, [page, loadingOther]);

  // A new page of the list is a new page for the reader too: focus goes back to its heading.
  const shownOffset = useRef(state.offset);
  useEffect(() => {
    if (shownOffset.current === state.offset) return;
    shownOffset.current = state.offset;
    return focusPageHeading();
  }, [state.offset]);

  const hrefFor = (target: NewsListState) => `?${writeNewsListState(target, searchParams).toString()}`;
  const hrefForPage = (target: ListParams | null) => (target ? hrefFor(stateFromPageParams(viewState, target)) : null);
  // Until the pages around have answered (or failed), a card may still gain or lose a record.
  const folding = (next !== null && nextPage.isPending) || (previous !== null && previousPage.isPending);
  const nextResults = next ? nextPage.data?.results : undefined;
  const previousResults = previous ? previousPage.data?.results : undefined;
  const groups = useMemo(
    () => groupDuplicatesAcrossPages({ previous: previousResults ?? null, current: page?.results ?? [], next: nextResults ?? null }),
    [page, previousResults, nextResults],
  );
  const facultyUrls = useMemo(() => (page?.results ?? []).flatMap((news) => news.faculties), [page]);
  const listSearch = searchParams.toString();
  const paused = query.fetchStatus === 'paused';
  const byDate = viewState.ordering === '-publish_date' || viewState.ordering === 'publish_date';
  const requestedPage = Math.floor(state.offset / state.limit) + 1;

  let body;
  if (query.isError && apiErrorKind(query.error) === 'invalid-filter') {
    // An unknown filter id (django-filter's 400) is an answer, not a failure: nothing matches, and why.
    body = (
      <div className="empty-state" role="status">
        <p>
          {t.news.noMatch} {query.error instanceof ApiHttpError ? fieldProblemWords(query.error, t) : query.error.message}
        </p>
      </div>
    );
  } else if (query.isError && !page) {
    body = <LoadErrorPanel title={t.news.loadError} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!page && paused) {
    body = (
      <div className="empty-state" role="status">
        <p>{t.news.offline}</p>
      </div>
    );
  } else if (!page) {
    body = (
      <>
        <SlowLoadNotice load={firstLoad} />
        {!firstLoad.cancelled && <SkeletonList rows={Math.min(state.limit, 6)} label={t.news.loadingList} className="news-skeleton" />}
      </>
    );
  } else {
    const info = pageInfo(page.count, viewState.offset, viewState.limit, page.results.length);
    const adjacent = adjacentPages(page, viewParams, false);
    const pagination = (atEnd: boolean) => (
      <PaginationBar
        atEnd={atEnd}
        info={info}
        noun={t.news.title}
        previousTo={hrefForPage(adjacent.previous)}
        nextTo={hrefForPage(adjacent.next)}
        pageTo={(number) => hrefFor(updateNewsListState(viewState, { offset: (number - 1) * viewState.limit }))}
        previousOff={page.previousRefused ? t.pager.linkRefused('previous') : undefined}
        nextOff={page.nextRefused ? t.pager.linkRefused('next') : undefined}
      />
    );
    body =
      page.results.length === 0 ? (
        <div className="empty-state" role="status">
          {page.count === 0 ? (
            <p>{t.news.noMatch}</p>
          ) : (
            <p>
              {t.news.pastEnd(page.count)}{' '}
              <Link to={hrefFor(updateNewsListState(viewState, { offset: (info.pageCount - 1) * viewState.limit }))}>{t.news.goToLast}</Link>
            </p>
          )}
        </div>
      ) : (
        <div className={loadingOther ? 'news-results news-results-stale' : 'news-results'}>
          {query.isError && <StaleCopyNotice fetchedAt={query.dataUpdatedAt} />}
          <DeviceCopyNotice queryKey={listQuery.queryKey} fetchedAt={query.dataUpdatedAt} />
          {pagination(false)}
          {byDate ? (
            // Ordered by date: the news of each day under that day's heading.
            <ol className="news-days" aria-busy={loadingOther || folding} aria-label={t.news.byDay}>
              {groupByDay(groups, (group) => group.primary.publish_date).map((day) => (
                <li key={day.day}>
                  <h2 className="news-day">{formatDayHeading(day.day, language)}</h2>
                  <ol className="news-list">
                    {day.items.map((group) => (
                      <li key={group.primary.id}>
                        <NewsCard news={group.primary} others={group.others} language={language} listSearch={listSearch} titleLevel={3} />
                      </li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          ) : (
            <ol className="news-list" aria-busy={loadingOther || folding} aria-label={t.news.title}>
              {groups.map((group) => (
                <li key={group.primary.id}>
                  <NewsCard news={group.primary} others={group.others} language={language} listSearch={listSearch} />
                </li>
              ))}
            </ol>
          )}
          {pagination(true)}
          {page.skipped && (
            <details className="field-error news-skipped" role="note">
              <summary>
                {t.news.skipped(page.skipped.length)}
              </summary>
              <ul>
                {page.skipped.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      );
  }

  return (
    <section className="news-page">
      <h1>{t.news.title}</h1>
      <NewsFilters state={state} language={language} onChange={change} facultyUrls={facultyUrls} />
      <ReadingBar ids={groups.map((group) => group.primary.id)} refresh={() => void query.refetch()} refreshing={query.isRefetching} />
      {loadingOther && (
        <p className="news-updating" role="status">
          {paused ? (
            t.news.waiting(requestedPage)
          ) : (
            <>
              <span className="news-progress" aria-hidden="true" />
              {t.news.loadingPage(requestedPage)}
            </>
          )}
        </p>
      )}
      {body}
    </section>
  );
}
