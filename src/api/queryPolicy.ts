import type { DataTag, QueryKey } from '@tanstack/query-core';
import { ApiHttpError } from './errors/apiErrors.ts';
import { apiErrorKind, FINAL_ERROR_KINDS } from './errors/errorKinds.ts';

/**
 * Query options as plain objects (what `queryOptions()` returns), built without React so they
 * can be shared by hooks, prefetching and tests. Types come from TanStack's framework-free core.
 */
export interface ApiQueryOptions<Data, Key extends QueryKey> {
  queryKey: DataTag<Key, Data, Error>;
  /** Only the abort signal is read from the context, so options of any key fit a wider key type. */
  queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
  staleTime: number;
  gcTime: number;
  retry: (failureCount: number, error: Error) => boolean;
}

export function apiQueryOptions<Data, Key extends QueryKey>(options: {
  queryKey: Key;
  queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
  cache: CachePolicy;
}): ApiQueryOptions<Data, Key> {
  return {
    queryKey: options.queryKey as DataTag<Key, Data, Error>,
    queryFn: options.queryFn,
    staleTime: options.cache.staleTime,
    gcTime: options.cache.gcTime,
    retry: shouldRetry,
  };
}

const MAX_RETRIES = 2;

/**
 * A 4xx, a schema mismatch, a refused link, an oversized answer or an endless `next` chain answer
 * the same on a retry; a timeout has already made the reader wait the whole limit (they get a
 * Retry button instead). Network errors and 5xx may pass: retried twice.
 */
export function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiHttpError && error.isClientError) return false;
  const kind = apiErrorKind(error);
  if (kind !== null && FINAL_ERROR_KINDS.has(kind)) return false;
  return failureCount < MAX_RETRIES;
}

export interface CachePolicy {
  staleTime: number;
  gcTime: number;
}

const MINUTE = 60_000;
/** News change during the day. */
export const NEWS_CACHE: CachePolicy = { staleTime: MINUTE, gcTime: 10 * MINUTE };
/** Channels, categories, themes, publics, projects, mementos, faculties rarely change: keep them long. */
export const REFERENCE_CACHE: CachePolicy = { staleTime: 60 * MINUTE, gcTime: 24 * 60 * MINUTE };
