import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { News } from '../../../api/resources/resources.ts';
import { isSafeHttpUrl } from '../../../ui/safeUrl.ts';
import { savedIds } from '../reading/readingMarks.ts';
import { keepPictureCopies, prunePictureCopies, reportPictureStorageProblem } from './pictureCache.ts';
import { copyKey, isDeviceCopy, noteDeviceCopy } from './deviceCopies.ts';
import { noteIfStorageFull } from '../../../ui/storage/storageFull.ts';

/**
 * The reader's copies on this device (IndexedDB): every article opened and the last list pages,
 * as the API sent them, with the time they were fetched. The service worker never answers API
 * requests: this store is what is shown when the API cannot be reached, and it says how old it is.
 * Pictures of kept articles go into the Cache Storage cache `news-images` (pictureCache.ts, named in
 * src/ui/storage/offlinePictures.ts; the service worker reads it only when the network fails).
 */
const DB_NAME = 'news-offline';
const MAX_LIST_PAGES = 10;
const MAX_ARTICLES = 200;

export interface KeptCopy {
  /** JSON of the React Query key: `['api', baseUrl, 'news', 'list' | 'detail', params | id]`. */
  key: string;
  queryKey: QueryKey;
  kind: 'list' | 'detail';
  data: unknown;
  /** When the API sent it (ms since the epoch). */
  fetchedAt: number;
}

interface OfflineSchema extends DBSchema {
  copies: { key: string; value: KeptCopy; indexes: { fetchedAt: number } };
}

let database: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  database ??= openDB<OfflineSchema>(DB_NAME, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('copies', { keyPath: 'key' }).createIndex('fetchedAt', 'fetchedAt');
    },
  });
  return database;
}

/** A news list or article query, by its key. */
function keptKind(queryKey: QueryKey): 'list' | 'detail' | null {
  if (queryKey[0] !== 'api' || queryKey[2] !== 'news') return null;
  return queryKey[3] === 'list' || queryKey[3] === 'detail' ? queryKey[3] : null;
}


export async function allCopies(): Promise<KeptCopy[]> {
  try {
    return await (await db()).getAll('copies');
  } catch {
    return [];
  }
}

async function keepCopy(copy: KeptCopy): Promise<void> {
  const store = await db();
  await store.put('copies', copy);
  await prune(store);
}

/** Keeps the newest list pages and articles, and every saved article. */
async function prune(store: IDBPDatabase<OfflineSchema>): Promise<void> {
  const copies = await store.getAllFromIndex('copies', 'fetchedAt');
  const saved = new Set(savedIds());
  const lists = copies.filter((copy) => copy.kind === 'list');
  const articles = copies.filter((copy) => copy.kind === 'detail' && !saved.has(Number(copy.queryKey[4])));
  const drop = [...lists.slice(0, Math.max(0, lists.length - MAX_LIST_PAGES)), ...articles.slice(0, Math.max(0, articles.length - MAX_ARTICLES))];
  await Promise.all(drop.map((copy) => store.delete('copies', copy.key)));
}

/** Puts the kept copies into the query cache (with the time they were fetched), unless it already has newer data. */
export async function hydrateFromDevice(queryClient: QueryClient): Promise<void> {
  for (const copy of await allCopies()) {
    const state = queryClient.getQueryState(copy.queryKey);
    if (state?.data !== undefined && state.dataUpdatedAt >= copy.fetchedAt) continue;
    noteDeviceCopy(copy.queryKey, copy.fetchedAt);
    queryClient.setQueryData(copy.queryKey, copy.data, { updatedAt: copy.fetchedAt });
  }
}

/** From now on, every news list page and article the API sends is kept on this device. */
export function keepNewsOnDevice(queryClient: QueryClient): () => void {
  // The answers that came before this module was loaded (the page's first request), then every later one.
  for (const query of queryClient.getQueryCache().getAll()) if (query.state.status === 'success') keep(query.queryKey, query.state);
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') keep(event.query.queryKey, event.query.state);
  });
}

function keep(queryKey: QueryKey, state: { data: unknown; dataUpdatedAt: number }): void {
  const kind = keptKind(queryKey);
  // Skips the copies put back by hydrateFromDevice: they are on the device already.
  if (kind === null || state.data === undefined || isDeviceCopy(queryKey, state.dataUpdatedAt)) return;
  const copy: KeptCopy = { key: copyKey(queryKey), queryKey, kind, data: state.data, fetchedAt: state.dataUpdatedAt };
  // Written at once: the reader may leave or reload the page any moment now.
  void keepCopy(copy).catch((error: unknown) => {
    // No IndexedDB (a private window) or a full storage: the reader works online as before; a full
    // storage is told on the page (StorageFullNotice), since the Studio's autosave suffers from it too.
    noteIfStorageFull(error);
  });
  // The pictures' downloads wait until the browser is idle: on a first load they would compete
  // with the page's own first render and pictures.
  whenIdle(() => void keepPictures(copy));
}

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

/** The pictures a kept copy shows (an article: its picture and thumbnail; a list page: the thumbnails). */
function picturesOf(copy: Pick<KeptCopy, 'kind' | 'data'>): string[] {
  const news = copy.kind === 'detail' ? [copy.data as News] : ((copy.data as { results?: News[] }).results ?? []);
  return news.flatMap((item) => (copy.kind === 'detail' ? [item.visual_url, item.thumbnail_url] : [item.thumbnail_url])).filter(isSafeHttpUrl);
}

/** Copies of the kept copies' pictures (CORS-readable only, within a budget), pruned with their articles. */
async function keepPictures(copy: KeptCopy): Promise<void> {
  try {
    await keepPictureCopies(picturesOf(copy));
    // This copy's own pictures count even if its write has not landed yet.
    await prunePictureCopies(new Set([...picturesOf(copy), ...(await allCopies()).flatMap(picturesOf)]));
  } catch (error) {
    reportPictureStorageProblem(error);
  }
}
