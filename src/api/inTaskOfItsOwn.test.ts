import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTaskOfItsOwn } from './inTaskOfItsOwn.ts';
import { apiQueryOptions, NEWS_CACHE } from './queryPolicy.ts';

describe('inTaskOfItsOwn', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the request in a later task, with the same signal, and keeps key and cache policy', async () => {
    vi.useFakeTimers();
    const started: AbortSignal[] = [];
    const options = apiQueryOptions({
      queryKey: ['themes', 3] as const,
      queryFn: async ({ signal }) => {
        started.push(signal);
        return 'theme 3';
      },
      cache: NEWS_CACHE,
    });
    const later = inTaskOfItsOwn(options);
    expect(later.queryKey).toBe(options.queryKey);
    expect([later.staleTime, later.gcTime, later.retry]).toEqual([options.staleTime, options.gcTime, options.retry]);
    const signal = new AbortController().signal;
    const answer = later.queryFn({ signal });
    // Not in this task, nor in its microtasks: only once the timer's task has run.
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([signal]);
    await expect(answer).resolves.toBe('theme 3');
  });

  it('passes the request\'s failure on as it is', async () => {
    const failure = new Error('themes/3 could not be reached');
    const later = inTaskOfItsOwn(
      apiQueryOptions({
        queryKey: ['themes', 3] as const,
        queryFn: () => Promise.reject(failure),
        cache: NEWS_CACHE,
      }),
    );
    await expect(later.queryFn({ signal: new AbortController().signal })).rejects.toBe(failure);
  });
});
