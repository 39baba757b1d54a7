import { useEffect, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useSearchParamsWriter } from '../readerCommon/useSearchParamsWriter.ts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { adjacentPages, canonicalListParams, paramsFromPageLink, type ListParams } from '../../api/listParams.ts';
import { LoadErrorPanel } from '../readerCommon/LoadErrorPanel.tsx';
import { SlowLoadNotice } from '../readerCommon/LoadNotices.tsx';
import { useFirstLoad } from '../readerCommon/useFirstLoad.ts';
import { SkeletonList } from '../../ui/Skeleton.tsx';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { pageInfo } from '../../ui/pageRange.ts';
import { useApiClient } from '../readerCommon/ApiClientContext.tsx';
import { PageSizeSelect } from '../readerCommon/PageSizeSelect.tsx';
import { useDisplayLanguage, withLanguage } from '../readerCommon/useDisplayLanguage.ts';
import { DIRECTORY_COLLECTIONS, isDirectoryName, sortableFields, type DirectoryCollection, type DirectoryName } from './directoryCollections.tsx';
import { nextOrdering, parseDirectoryState, sortDirection, writeDirectoryState, type DirectoryState } from './directoryState.ts';
import { DirectoryNav } from './DirectoryNav.tsx';
import { collatedPage, collatedSort } from './collatedPage.ts';

import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import { directoryRecordPath } from '../../routePaths.ts';

export function DirectoryListPage() {
  const { collection: name } = useParams();
  const t = useMessages().directory;
  if (!isDirectoryName(name)) {
    return (
      <section>
        <DirectoryNav />
        <h1>{t.noSuchDirectory}</h1>
        <p>{t.notACollection(name ?? '')}</p>
      </section>
    );
  }
  return <DirectoryTable key={name} name={name} collection={DIRECTORY_COLLECTIONS[name]} />;
}

function DirectoryTable({ name, collection }: { name: DirectoryName; collection: DirectoryCollection<{ id: number }> }) {
  const messages = useMessages();
  const t = messages.directory;
  const title = t.collections[name].title;
  useDocumentTitle(title);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [language] = useDisplayLanguage();
  const [searchParams, write] = useSearchParamsWriter();
  const query = searchParams.toString();
  const fields = useMemo(() => sortableFields(collection), [collection]);
  const state = useMemo(() => parseDirectoryState(new URLSearchParams(query), fields), [query, fields]);
  const params = useMemo(() => canonicalListParams(state), [state]);
  // A text column is sorted here, over every record, with the interface language's collator; the
  // API's own order (code points) would put "École" after "Zoo". Other columns are sorted by the API.
  const collated = useMemo(() => collatedSort(collection.columns, state.ordering), [collection, state.ordering]);
  // directoryPageQuery (which the app's boot prefetches) builds these same options from the same URL state: keep them in step.
  const everything = useQuery({ ...collection.everything(client), enabled: collated !== null });
  const served = useQuery({ ...collection.list(client, params), placeholderData: keepPreviousData, enabled: collated === null });
  const result = collated ? everything : served;
  const collatedResult = useMemo(
    () => (collated && everything.data ? collatedPage(everything.data, collated, language, state.offset, state.limit) : undefined),
    [collated, everything.data, language, state.offset, state.limit],
  );
  // Until the sorted page is ready, the page on screen stays (dimmed), and so does the focused sort button.
  const page = (collated ? collatedResult : undefined) ?? served.data;
  const loadingOther = collated ? collatedResult === undefined && page !== undefined : served.isPlaceholderData;
  const firstLoad = useFirstLoad(result, (collated ? collection.everything(client) : collection.list(client, params)).queryKey, page !== undefined);

  const next = collated || loadingOther ? null : (served.data?.next ?? null);
  useEffect(() => {
    if (next) void queryClient.prefetchQuery(collection.list(client, paramsFromPageLink(next, params), next));
  }, [client, queryClient, collection, next, params]);

  const hrefFor = (target: DirectoryState) => `?${writeDirectoryState(target, searchParams).toString()}`;
  const hrefForPage = (target: ListParams | null) => (target ? hrefFor({ ...state, offset: target.offset }) : null);
  const change = (partial: Partial<DirectoryState>) =>
    write((latest) => writeDirectoryState({ ...parseDirectoryState(latest, fields), offset: 0, ...partial }, latest));

  let body;
  if (result.isError && !page) {
    body = <LoadErrorPanel title={t.listLoadError(title)} error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  } else if (!page) {
    body = (
      <>
        <SlowLoadNotice load={firstLoad} />
        {!firstLoad.cancelled && <SkeletonList rows={5} label={t.loadingList(title)} />}
      </>
    );
  } else if (page.results.length === 0) {
    body = <p role="status" className="empty-state">{page.count === 0 ? t.empty(title) : t.pastEnd}</p>;
  } else {
    const info = pageInfo(page.count, state.offset, state.limit, page.results.length);
    // A sorted page made here has no API links: its neighbours are counted from the offset.
    const adjacent = served.data && !collated ? adjacentPages(served.data, params, loadingOther) : adjacentPages({ ...page, next: null, previous: null }, params, true);
    body = (
      <>
        {/* A wide table scrolls in its own box on a phone, never the page; the box can take focus to be scrolled by keys. */}
        <div className="table-scroll" role="region" aria-label={t.caption(title)} tabIndex={0}>
        <table className="directory-table" aria-busy={loadingOther}>
          <caption className="visually-hidden">{t.caption(title)}</caption>
          <thead>
            <tr>
              {collection.columns.map((column) => {
                const field = column.ordering?.(language);
                const direction = field ? sortDirection(state.ordering, field) : undefined;
                return (
                  <th key={column.header} scope="col" aria-sort={direction}>
                    {field ? (
                      <button type="button" className="sort-button" onClick={() => change({ ordering: nextOrdering(state.ordering, field) })}>
                        {t.fields[column.header]}
                        <span aria-hidden="true" className="sort-arrow">
                          {direction === 'ascending' ? ' ▲' : direction === 'descending' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                    ) : (
                      t.fields[column.header]
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {page.results.map((item) => (
              <tr key={item.id}>
                {collection.columns.map((column) => (
                  <td key={column.header}>
                    {column.isTitle ? (
                      <Link to={withLanguage(directoryRecordPath(name, item.id), language)}>{column.cell(item, language)}</Link>
                    ) : (
                      column.cell(item, language)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        </div>
        <PaginationBar
          info={info}
          noun={title}
          previousTo={hrefForPage(adjacent.previous)}
          nextTo={hrefForPage(adjacent.next)}
          pageTo={(number) => hrefFor({ ...state, offset: (number - 1) * state.limit })}
          previousOff={'previousRefused' in page && page.previousRefused ? messages.pager.linkRefused('previous') : undefined}
          nextOff={'nextRefused' in page && page.nextRefused ? messages.pager.linkRefused('next') : undefined}
        />
      </>
    );
  }

  return (
    <section className="directory-page">
      <DirectoryNav />
      <h1>{title}</h1>
      <PageSizeSelect className="news-filter directory-size" value={state.limit} onChange={(limit) => change({ limit })} />
      {body}
    </section>
  );
}
