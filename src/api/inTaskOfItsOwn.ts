import type { QueryKey } from '@tanstack/query-core';
import type { ApiQueryOptions } from './queryPolicy.ts';

/** Resolves in a later task: a timer's callback runs as a task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The same query, its request started in a task of its own. React Query starts a component's
 * queries in the commit's passive effects, all in one task; starting a request (the URL, its abort
 * and timeout wiring, the browser's `fetch`) cost ~3 ms each on a 4× slowed CPU, and an article's
 * labels and "also published in" started 7-12 at once: one 55-77 ms task after the article was on
 * screen (bench:reader-long-tasks with a fast network). Each timer runs as its own task, so each
 * request starts in its own. For what is below the article's text only: the page's own request
 * starts at once.
 */
export function inTaskOfItsOwn<Data, Key extends QueryKey>(options: ApiQueryOptions<Data, Key>): ApiQueryOptions<Data, Key> {
  return {
    ...options,
    queryFn: async (context) => {
      await nextTask();
      return options.queryFn(context);
    },
  };
}
