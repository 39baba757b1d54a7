import { useSyncExternalStore } from 'react';
import { isQuotaExceeded } from './quotaExceeded.ts';

/**
 * Whether the browser refused to store something because this site's storage is full, as any part of
 * the page found out (the reader's offline copies are written in the background, so the notice that
 * tells the reader is somewhere else than the write that failed).
 */

let full = false;
const listeners = new Set<() => void>();

function setFull(value: boolean): void {
  if (full === value) return;
  full = value;
  for (const listener of listeners) listener();
}

/** Records a refused write when `error` is a quota error; says whether it was one. */
export function noteIfStorageFull(error: unknown): boolean {
  const quota = isQuotaExceeded(error);
  if (quota) setFull(true);
  return quota;
}

/** Space was freed (or a write went through): the notice goes until the next refusal. */
export function storageNoLongerFull(): void {
  setFull(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from a refused write until space is freed. */
export function useStorageFull(): boolean {
  return useSyncExternalStore(subscribe, () => full, () => false);
}
