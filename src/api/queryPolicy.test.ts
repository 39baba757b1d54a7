import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { categoryQueries } from './resources/categories.ts';
import { themeQueries } from './resources/themes.ts';
import { publicQueries } from './resources/publics.ts';
import { projectQueries } from './resources/projects.ts';
import { facultyQueries } from './resources/faculties.ts';
import { newsQueries, sameArticleQuery } from './resources/news.ts';

const HOUR = 60 * 60_000;
const client = createApiClient({ baseUrl: 'http://api.test', fetch: () => Promise.reject(new Error('no network in this test')) });

describe('cache policy of the query options', () => {
  // The reference collections rarely change: a record fetched once serves every later page view.
  it.each([
    ['categories', categoryQueries],
    ['themes', themeQueries],
    ['publics', publicQueries],
    ['projects', projectQueries],
    ['faculties', facultyQueries],
  ] as const)('%s: detail, by-URL, list and every-page options are fresh for an hour and kept a day', (collection, queries) => {
    const options = [
      queries.detail(client, 3),
      queries.byUrl(client, `http://api.test/api/v1/${collection}/3/`),
      queries.list(client, { limit: 10 }),
      queries.everything(client),
    ];
    for (const option of options) {
      expect(option.staleTime, JSON.stringify(option.queryKey)).toBeGreaterThanOrEqual(HOUR);
      expect(option.gcTime, JSON.stringify(option.queryKey)).toBeGreaterThanOrEqual(24 * HOUR);
    }
  });

  it('news options go stale within minutes', () => {
    const options = [newsQueries.list(client, { limit: 10 }), newsQueries.detail(client, 1), sameArticleQuery(client, { id: 1, title: 'T', order: 1 })];
    for (const option of options) {
      expect(option.staleTime, JSON.stringify(option.queryKey)).toBeLessThanOrEqual(5 * 60_000);
      expect(option.gcTime, JSON.stringify(option.queryKey)).toBeLessThanOrEqual(HOUR);
      expect(option.staleTime).toBeLessThan(themeQueries.detail(client, 1).staleTime);
    }
  });
});
