import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { canonicalListParams } from '../../api/listParams.ts';
import { AREA_PATHS } from '../../routePaths.ts';
import { DIRECTORY_COLLECTIONS, isDirectoryName, sortableFields, type DirectoryCollection } from './directoryCollections.tsx';
import { parseDirectoryState } from './directoryState.ts';
import { collatedSort } from './collatedPage.ts';

type AnyRecord = { id: number };

/**
 * The query a directory table shows first for the view its URL asks for: one page as the API
 * orders it, or every record when a text column is sorted here (DirectoryListPage's `served` and
 * `everything`). The table and the app's boot (prefetchForUrl) both ask it from here, so the
 * prefetch lands under the key the table reads.
 */
export function directoryPageQuery(collection: DirectoryCollection<AnyRecord>, client: ApiClient, search: URLSearchParams) {
  const state = parseDirectoryState(search, sortableFields(collection));
  const collated = collatedSort(collection.columns, state.ordering);
  return collated ? collection.everything(client) : collection.list(client, canonicalListParams(state));
}

const TABLE_PATH = new RegExp(`^${AREA_PATHS.directory}/([^/]+)/?$`);

/**
 * Starts a directory table's request (`/directory/channels?...`) while the app's code loads and
 * renders: before, it waited for the directory's chunk, React's first render and the table's
 * effect, one after the other, and the table (the page's largest paint) came last (issue 44: LCP
 * 2.5-2.7 s on /directory). Resolves once the answer is in (or failed); at once for any other path.
 */
export function prefetchDirectoryTable(queryClient: QueryClient, client: ApiClient, location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const name = TABLE_PATH.exec(location.pathname)?.[1];
  if (!isDirectoryName(name)) return Promise.resolve();
  const options = directoryPageQuery(DIRECTORY_COLLECTIONS[name], client, new URLSearchParams(location.search));
  return queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}
