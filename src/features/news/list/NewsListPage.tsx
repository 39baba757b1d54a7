import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigationType } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsQueries } from '../../../api/resources/news.ts';
import { newsListParams } from '../../../api/resources/newsListQuery.ts';
import { adjacentPages, paramsFromPageLink, type ListParams } from '../../../api/listParams.ts';
import { groupDuplicatesAcrossPages } from '../../../api/duplicates.ts';
import { ApiHttpError } from '../../../api/errors/apiErrors.ts';
import { apiErrorKind } from '../../../api/errors/errorKinds.ts';
import { SkeletonList } from '../../../ui/Skeleton.tsx';
import { PaginationBar } from '../../../ui/PaginationBar.tsx';
import { pageInfo } from '../../../ui/pageRange.ts';
import { focusPageHeading } from '../../../ui/focusPageHeading.ts';
import { useDocumentTitle } from '../../../ui/useDocumentTitle.ts';
import { useApiClient } from '../../readerCommon/ApiClientContext.tsx';
import { useDisplayLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import { useNewsListState } from './useNewsListState.ts';
import { loadedPages, MAX_LOADED_PAGES, stateFromPageParams, updateNewsListState, writeNewsListState, type NewsListState } from './newsListState.ts';
import { useMoreNewsPages } from './useMoreNewsPages.ts';
import type { News, Paginated } from '../../../api/resources/resources.ts';
import { NewsFilters } from './filters/NewsFilters.tsx';
import { NewsCard } from './NewsCard.tsx';
import { LoadErrorPanel } from '../../readerCommon/LoadErrorPanel.tsx';
import { SlowLoadNotice, StaleCopyNotice } from '../../readerCommon/LoadNotices.tsx';
import { useFirstLoad } from '../../readerCommon/useFirstLoad.ts';
import { useCardKeys } from './useCardKeys.ts';
import { cardLinkFor, takeLastRead } from '../shared/returnToList.ts';
import { groupByDay } from '../shared/groupByDay.ts';
import { formatDayHeading } from '../shared/formatPublishDate.ts';
import { fieldProblemWords } from './fieldProblemWords.ts';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { ReadingBar } from '../reading/ReadingBar.tsx';
import { DeviceCopyNotice } from '../offline/DeviceCopyNotice.tsx';
import { useWordFilteredGroups } from './readingControls/useWordFilteredGroups.ts';
import { useReadingControls } from './readingControls/useReadingControls.ts';
import { WordFilterNotice } from './readingControls/WordFilterNotice.tsx';
import { useMarkReadOnScroll } from '../reading/useMarkReadOnScroll.ts';

// The reading options' form loads when first opened: the list's first screen does not need it.
const ReadingControlsDialog = lazy(async () => ({ default: (await import('./readingControls/ReadingControlsDialog.tsx')).ReadingControlsDialog }));

export function NewsListPage() {
  const client = useApiClient();
  const [language] = useDisplayLanguage();
  const t = useMessages();
  const [state, change, searchParams] = useNewsListState();
  const params = useMemo(() => newsListParams(state), [state]);
  const listQuery = newsQueries.list(client, params);
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
  const viewParams = useMemo(() => newsListParams(viewState), [viewState]);

  // "Load more": the pages after this one that the URL's `upto` asks for, each once the one before is in.
  const span = loadedPages(state);
  const more = useMoreNewsPages(client, params, loadingOther ? undefined : page, loadingOther ? 0 : span.count - 1);
  const firstMissing = more.findIndex((extra) => extra.data === undefined);
  const moreLoaded = (firstMissing === -1 ? more : more.slice(0, firstMissing)).map((extra) => extra.data!);
  const pendingMore = firstMissing === -1 ? null : more[firstMissing]!;
  const lastPage: Paginated<News> | undefined = moreLoaded.at(-1) ?? page;
  // The loaded pages' data changes only with their update times: a stable list between renders.
  const moreKey = more.map((extra) => extra.dataUpdatedAt).join(',');
  const allResults = useMemo(
    () => (page ? [page, ...moreLoaded].flatMap((loaded) => loaded.results) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- moreKey stands for moreLoaded
    [page, moreKey],
  );
  const loadedCount = 1 + moreLoaded.length;
  const allIn = pendingMore === null || (lastPage !== undefined && (lastPage.next === null || lastPage.nextRefused !== undefined));

  useDocumentTitle(viewState.offset > 0 ? t.news.titlePage(Math.floor(viewState.offset / viewState.limit) + 1) : t.news.title);

  // The pages around this one: the next is fetched ahead so that "Next" shows it at once, and both
  // let an article whose records straddle a page edge show once (see groupDuplicatesAcrossPages).
  const next = loadingOther || !allIn ? null : (lastPage?.next ?? null);
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
    if (returning.current === null || !page || loadingOther || !allIn) return;
    cardLinkFor(returning.current)?.focus({ preventScroll: true });
    returning.current = null;
  }, [page, loadingOther, allIn, allResults]);

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
    () => groupDuplicatesAcrossPages({ previous: previousResults ?? null, current: allResults, next: nextResults ?? null }),
    [allResults, previousResults, nextResults],
  );
  const facultyUrls = useMemo(() => allResults.flatMap((news) => news.faculties), [allResults]);
  // The reader's word filters take cards out of what the API sent (the pager still counts them).
  const wordFiltered = useWordFilteredGroups(groups);
  const shownGroups = wordFiltered.shown;
  const shownIds = useMemo(() => shownGroups.map((group) => group.primary.id), [shownGroups]);
  const [optionsOpen, setOptionsOpen] = useState(false);
  useMarkReadOnScroll(useReadingControls().markReadOnScroll, shownIds);

  // After "Load more", the focus goes to the first card it added (where the button was).
  const focusCardAt = useRef<number | null>(null);
  useEffect(() => {
    const index = focusCardAt.current;
    if (index === null || shownGroups.length <= index) return;
    focusCardAt.current = null;
    document.querySelectorAll<HTMLAnchorElement>('.news-list .news-card-title a')[index]?.focus({ preventScroll: true });
  }, [shownGroups]);
  const loadMore = () => {
    focusCardAt.current = shownGroups.length;
    change({ upto: span.first + loadedCount }, { replace: true });
  };
  const refresh = () => {
    void query.refetch();
    for (const extra of more) if (extra.data !== undefined) void extra.refetch();
  };
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
    // The pager under the list describes every card loaded: from the first page's first record to
    // the last loaded page's last, and leads before the first and after the last.
    const lastOffset = viewState.offset + (loadedCount - 1) * viewState.limit;
    const info = { ...pageInfo(page.count, lastOffset, viewState.limit, lastPage!.results.length), first: allResults.length > 0 ? viewState.offset + 1 : 0, last: viewState.offset + allResults.length };
    const previousParams = adjacentPages(page, viewParams, false).previous;
    const nextParams = adjacentPages(lastPage!, viewParams, false).next;
    const canLoadMore = !loadingOther && lastPage!.next !== null && !lastPage!.nextRefused && span.count < MAX_LOADED_PAGES;
    const pagination = (
      <PaginationBar
        atEnd
        info={info}
        noun={t.news.title}
        previousTo={hrefForPage(previousParams)}
        nextTo={hrefForPage(nextParams)}
        pageTo={(number) => hrefFor(updateNewsListState(viewState, { offset: (number - 1) * viewState.limit }))}
        previousOff={page.previousRefused ? t.pager.linkRefused('previous') : undefined}
        nextOff={lastPage!.nextRefused ? t.pager.linkRefused('next') : undefined}
      />
    );
    const moreControl =
      pendingMore?.isError ? (
        <LoadErrorPanel title={t.news.moreLoadError} error={pendingMore.error} onRetry={() => void pendingMore.refetch()} retrying={pendingMore.isFetching} />
      ) : pendingMore && !allIn ? (
        <p className="news-more" role="status">
          <span className="news-progress" aria-hidden="true" />
          {t.news.loadingMore}
        </p>
      ) : canLoadMore ? (
        <p className="news-more">
          <button type="button" className="news-load-more" onClick={loadMore}>
            {t.news.loadMore}
          </button>
        </p>
      ) : lastPage!.next === null && !loadingOther ? (
        <p className="news-more news-all-shown">{t.news.allLoaded(page.count)}</p>
      ) : null;
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
          {wordFiltered.anyWord && <WordFilterNotice hiddenCount={wordFiltered.hiddenCount} on={wordFiltered.on} onEdit={() => setOptionsOpen(true)} />}
          {byDate ? (
            // Ordered by date: the news of each day under that day's heading.
            <ol className="news-days" aria-busy={loadingOther || folding} aria-label={t.news.byDay}>
              {groupByDay(shownGroups, (group) => group.primary.publish_date).map((day) => (
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
              {shownGroups.map((group) => (
                <li key={group.primary.id}>
                  <NewsCard news={group.primary} others={group.others} language={language} listSearch={listSearch} />
                </li>
              ))}
            </ol>
          )}
          {moreControl}
          {pagination}
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
      <div className="news-head">
        <h1>{t.news.title}</h1>
        <ReadingBar ids={shownIds} refresh={refresh} refreshing={query.isRefetching} />
      </div>
      <NewsFilters state={state} language={language} onChange={change} facultyUrls={facultyUrls} onReadingOptions={() => setOptionsOpen(true)} />
      {optionsOpen && (
        <Suspense fallback={null}>
          <ReadingControlsDialog onClose={() => setOptionsOpen(false)} />
        </Suspense>
      )}
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
