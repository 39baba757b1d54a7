/**
 * The reader's offline copies of news pictures: a Cache Storage cache that the reader fills
 * (src/features/news/offline/pictureCache.ts), the service worker reads when the network fails, and
 * the reader's and the Studio's "storage is full" notices clear. Here because both areas use it.
 */
export const OFFLINE_PICTURE_CACHE = 'news-images';

/** What a clear freed, when the browser says how much this site uses (`navigator.storage.estimate`). */
export interface PicturesCleared {
  /** Bytes of this site's storage usage freed, or null when the browser does not tell. */
  freedBytes: number | null;
}

async function usage(): Promise<number | null> {
  try {
    return (await navigator.storage?.estimate?.())?.usage ?? null;
  } catch {
    return null;
  }
}

/**
 * Deletes every offline picture copy. The articles' text stays (it is small, in IndexedDB): only the
 * pictures, which a full storage owes most to, go; they come back as articles are read again.
 */
export async function clearOfflinePictures(): Promise<PicturesCleared> {
  if (typeof caches === 'undefined') return { freedBytes: null };
  const before = await usage();
  // Entry by entry first: Chromium frees a deleted cache's storage only once every handle to it
  // (the reader's, still open in this page) is gone, while a deleted entry's space is freed at once.
  const pictures = await caches.open(OFFLINE_PICTURE_CACHE);
  for (const request of await pictures.keys()) await pictures.delete(request);
  await caches.delete(OFFLINE_PICTURE_CACHE);
  const after = await usage();
  return { freedBytes: before !== null && after !== null ? Math.max(0, before - after) : null };
}
