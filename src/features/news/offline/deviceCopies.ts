import type { QueryKey } from '@tanstack/react-query';

/**
 * Which copies in the query cache came from this device (put back by offlineStore.ts), by key, with
 * the time they were fetched. Apart from the store (and idb) so that the pages can ask without
 * loading it: the store is its own chunk, loaded after the first render.
 */
const fromDevice = new Map<string, number>();

export function copyKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey);
}

export function noteDeviceCopy(queryKey: QueryKey, fetchedAt: number): void {
  fromDevice.set(copyKey(queryKey), fetchedAt);
}

/** Whether the data on screen for `queryKey` (fetched at `fetchedAt`) is the copy kept on this device. */
export function isDeviceCopy(queryKey: QueryKey, fetchedAt: number): boolean {
  return fromDevice.get(copyKey(queryKey)) === fetchedAt;
}
