/**
 * What the reader has done with the news on this device: read, saved, and when they last came.
 * In localStorage (small, and read synchronously while the cards render, so nothing flickers).
 * Each reader of a list subscribes with `subscribeToReadingMarks`.
 */
const READ_KEY = 'news.read';
const SAVED_KEY = 'news.saved';
const LAST_VISIT_KEY = 'news.lastVisit';
/** The visit before this one, kept for the session (a reload keeps the same "new" markers). */
const PREVIOUS_VISIT_KEY = 'news.previousVisit';
/** The most read ids remembered: the oldest are forgotten first. */
const MAX_READ = 5000;

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;

function readIds(key: string): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

function writeIds(key: string, ids: readonly number[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or refused: the marks last as long as the page.
  }
  version++;
  for (const listener of listeners) listener();
}

export function subscribeToReadingMarks(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === READ_KEY || event.key === SAVED_KEY) {
      version++;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes whenever a mark changes (for useSyncExternalStore). */
export function readingMarksVersion(): number {
  return version;
}

export function isRead(id: number): boolean {
  return readIds(READ_KEY).includes(id);
}

export function markRead(ids: readonly number[]): void {
  const read = readIds(READ_KEY);
  const fresh = ids.filter((id) => !read.includes(id));
  if (fresh.length === 0) return;
  writeIds(READ_KEY, [...read, ...fresh].slice(-MAX_READ));
}

export function savedIds(): number[] {
  return readIds(SAVED_KEY);
}

export function isSaved(id: number): boolean {
  return readIds(SAVED_KEY).includes(id);
}

export function setSaved(id: number, saved: boolean): void {
  const ids = readIds(SAVED_KEY).filter((other) => other !== id);
  writeIds(SAVED_KEY, saved ? [id, ...ids] : ids);
}

/**
 * The time of the visit before this session (ms since the epoch), or null on a first visit. The
 * first call of a session moves "last visit" to now; later calls and reloads give the same answer.
 */
export function previousVisit(now: number = Date.now()): number | null {
  try {
    const kept = sessionStorage.getItem(PREVIOUS_VISIT_KEY);
    if (kept !== null) return kept === '' ? null : Number(kept);
    const last = localStorage.getItem(LAST_VISIT_KEY);
    sessionStorage.setItem(PREVIOUS_VISIT_KEY, last ?? '');
    localStorage.setItem(LAST_VISIT_KEY, String(now));
    return last === null ? null : Number(last);
  } catch {
    return null;
  }
}

/** Whether news published at `publishDate` (ISO) came out after the reader's previous visit. */
export function isNewSince(publishDate: string, since: number | null): boolean {
  if (since === null) return false;
  const published = Date.parse(publishDate);
  return Number.isFinite(published) && published > since;
}
