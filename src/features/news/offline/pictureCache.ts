import { OFFLINE_PICTURE_CACHE } from '../../../ui/storage/offlinePictures.ts';
import { noteIfStorageFull } from '../../../ui/storage/storageFull.ts';
import { picturesToDrop, type KeptPicture } from './picturePruning.ts';

/** Headers the page adds to each kept picture: its body's size and when it was kept, read back when pruning. */
const BYTES_HEADER = 'x-kept-bytes';
const KEPT_AT_HEADER = 'x-kept-at';

/**
 * Keeps copies of `urls` in Cache Storage, only where the picture is readable with CORS: an opaque
 * (`no-cors`) answer hides its size, and Chromium charges each about 8 MB of quota, which once
 * starved the Studio's autosave (issue 42). A picture without CORS is simply not kept offline.
 */
export async function keepPictureCopies(urls: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined' || urls.length === 0) return;
  const cache = await caches.open(OFFLINE_PICTURE_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url, { mode: 'cors', credentials: 'omit' }).catch(() => null);
      if (!response?.ok || response.type === 'opaque') return;
      const body = await response.blob().catch(() => null);
      if (body === null) return;
      const headers = new Headers(response.headers);
      headers.set(BYTES_HEADER, String(body.size));
      headers.set(KEPT_AT_HEADER, String(Date.now()));
      await cache.put(url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
    }),
  );
}

/** Removes the pictures no kept article or list page shows any more, then the oldest past the budget. */
export async function prunePictureCopies(stillWanted: ReadonlySet<string>): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(OFFLINE_PICTURE_CACHE);
  const kept: KeptPicture[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    // An entry without the size header (an opaque copy from before) is dropped: its size cannot be known.
    const bytes = Number(response?.headers.get(BYTES_HEADER) ?? NaN);
    if (!response || response.type === 'opaque' || !Number.isFinite(bytes)) await cache.delete(request);
    else kept.push({ url: request.url, bytes, keptAt: Number(response.headers.get(KEPT_AT_HEADER) ?? 0) });
  }
  await Promise.all(picturesToDrop(kept, stillWanted).map((url) => cache.delete(url)));
}

/**
 * A storage failure of the picture copies, named: the text of the articles stays readable offline. A
 * full storage is also told on the page (StorageFullNotice), with a button that clears the pictures.
 */
export function reportPictureStorageProblem(error: unknown): void {
  const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? (error as Error).name : 'Error';
  const why = noteIfStorageFull(error) ? "the browser's storage for this site is full (QuotaExceededError)" : `the browser refused (${name})`;
  console.warn(`News pictures are not kept for offline reading: ${why}. The articles' text still is.`, error);
}
