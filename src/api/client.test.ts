import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/query-core';
import { createApiClient } from './client.ts';
import { ApiHttpError, ApiSchemaError } from './errors/apiErrors.ts';
import { fetchAllPages } from './collectionQueries.ts';
import { channelQueries } from './resources/channels.ts';
import { newsQueries } from './resources/news.ts';
import { themeQueries } from './resources/themes.ts';
import { channelSchema, newsSchema } from './resources/documentedSchemas.ts';
import { paramsFromPageLink, canonicalListParams } from './listParams.ts';
import { shouldRetry } from './queryPolicy.ts';
import { startDrfListServer, type TestServer } from './testing/drfListServer.ts';
import { sampleChannel, sampleLabelled, sampleNews } from './testing/sampleRecords.ts';

const channels = Array.from({ length: 23 }, (_, i) => sampleChannel(i + 1));
const news = Array.from({ length: 5 }, (_, i) => sampleNews(i + 1));
const brokenNews = news.map((n, i) => (i === 3 ? { ...n, channel: { ...n.channel, name: 42 } } : n));

let server: TestServer;
beforeAll(async () => {
  server = await startDrfListServer(
    { channels, news, themes: [sampleLabelled(7)] },
    {
      '/api/v1/broken/': { status: 200, body: JSON.stringify({ count: 5, next: null, previous: null, results: brokenNews }) },
      '/api/v1/text/': { status: 200, body: '<html>not json</html>' },
      '/api/v1/down/': { status: 503, body: JSON.stringify({ detail: 'Service temporarily unavailable.' }) },
      '/api/v1/themes/7/': { status: 200, body: JSON.stringify(sampleLabelled(7)) },
    },
  );
});
afterAll(() => server.close());

describe('link following', () => {
  it('walks every page through the API\'s own next links and returns each record once', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    server.requests.length = 0;
    const all = await fetchAllPages(client, '/api/v1/channels/?limit=5', channelSchema);
    expect(all.map((c) => c.id)).toEqual(channels.map((c) => c.id));
    // 23 records at 5 a page: 5 requests, the later ones exactly the `next` links the server gave.
    expect(server.requests).toEqual([
      '/api/v1/channels/?limit=5',
      '/api/v1/channels/?limit=5&offset=5',
      '/api/v1/channels/?limit=5&offset=10',
      '/api/v1/channels/?limit=5&offset=15',
      '/api/v1/channels/?limit=5&offset=20',
    ]);
  });

  it('turns a next/previous link into the page it points at, keeping the filters', () => {
    const current = canonicalListParams({ limit: 20, offset: 20, ordering: 'title', filters: { channel: '3' } });
    expect(paramsFromPageLink('http://x/api/v1/news/?channel=3&limit=20&offset=40&ordering=title', current)).toEqual({
      ...current,
      offset: 40,
    });
    // DRF leaves offset out of the link to the first page.
    expect(paramsFromPageLink('http://x/api/v1/news/?channel=3&limit=20&ordering=title', current).offset).toBe(0);
  });

  it('fetches a page through its query options, then the next one through the next link', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const queryClient = new QueryClient();
    const first = await queryClient.fetchQuery(channelQueries.list(client, { limit: 10 }));
    expect(first.count).toBe(23);
    expect(first.next).toBe(`${server.baseUrl}/api/v1/channels/?limit=10&offset=10`);
    const nextParams = paramsFromPageLink(first.next!, canonicalListParams({ limit: 10 }));
    const second = await queryClient.fetchQuery(channelQueries.list(client, nextParams, first.next!));
    expect(second.results[0]?.id).toBe(11);
    // The same page asked for by params finds the cached answer under the same key.
    expect(queryClient.getQueryData(channelQueries.list(client, { limit: 10, offset: 10 }).queryKey)?.results[0]?.id).toBe(11);
  });

  it('resolves a linked resource URL under the same cache key as its retrieve', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const queryClient = new QueryClient();
    const options = themeQueries.byUrl(client, `${server.baseUrl}/api/v1/themes/7/`);
    expect(options.queryKey).toEqual(themeQueries.detail(client, 7).queryKey);
    expect((await queryClient.fetchQuery(options)).en_label).toBe('Theme 7');
    expect(() => themeQueries.byUrl(client, `${server.baseUrl}/api/v1/publics/7/`)).toThrow(/not a themes URL/);
  });
});

describe('schema errors name the place', () => {
  it('leaves out one item that breaks the schema, with a note naming the field; the rest of the page shows', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const page = await newsQueries.fetchPage(client, '/api/v1/broken/');
    expect(page.results.map((n) => n.id)).toEqual([1, 2, 3, 5]);
    expect(page.skipped).toEqual(['results[3] (id 4) left out: channel.name: expected string, got number']);
  });

  it('reports missing fields, nulls and unexpected fields', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const { id: _id, ...withoutId } = sampleNews(1);
    const bad = { ...withoutId, title: null, extra: 1 };
    const local = await startDrfListServer({}, { '/api/v1/news/9/': { status: 200, body: JSON.stringify(bad) } });
    try {
      const error = (await createApiClient({ baseUrl: local.baseUrl })
        .getJson('/api/v1/news/9/', newsSchema)
        .catch((e: unknown) => e)) as ApiSchemaError;
      expect(error.problems).toEqual(
        expect.arrayContaining([
          'id: expected number, got nothing (the field is missing)',
          'title: expected string, got null',
          '(root): unexpected field "extra"',
        ]),
      );
    } finally {
      await local.close();
    }
    expect(client.baseUrl).toBe(server.baseUrl);
  });

  it('names integers and bounds in words a person reads (zod/mini carries no messages of its own)', async () => {
    const badCount = { count: -1, next: null, previous: null, results: [sampleNews(1)] };
    const badItems = { count: 1, next: null, previous: null, results: [{ ...sampleNews(1), id: 1.5, publish_date: '2024-05-01 10:00' }] };
    const local = await startDrfListServer({}, {
      '/api/v1/news/?count': { status: 200, body: JSON.stringify(badCount) },
      '/api/v1/news/?items': { status: 200, body: JSON.stringify(badItems) },
    });
    try {
      const client = createApiClient({ baseUrl: local.baseUrl });
      const error = (await newsQueries.fetchPage(client, '/api/v1/news/?count').catch((e: unknown) => e)) as ApiSchemaError;
      expect(error).toBeInstanceOf(ApiSchemaError);
      expect(error.problems).toEqual(['count: expected a value >= 0, got -1']);
      // A page none of whose items can be read is refused, with each item's problems.
      const items = (await newsQueries.fetchPage(client, '/api/v1/news/?items').catch((e: unknown) => e)) as ApiSchemaError;
      expect(items).toBeInstanceOf(ApiSchemaError);
      expect(items.problems).toEqual([
        'results[0] (id 1.5) left out: id: expected an integer, got 1.5; publish_date: expected the documented format, got "2024-05-01 10:00"',
      ]);
    } finally {
      await local.close();
    }
  });

  it('says so when the answer is not JSON', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.getJson('/api/v1/text/', newsSchema)).rejects.toThrow('(root): expected JSON, got text that is not JSON');
  });
});

describe('HTTP errors and retries', () => {
  it('carries the status and DRF detail, and retries 5xx but never 4xx or schema errors', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const down = (await client.getJson('/api/v1/down/', newsSchema).catch((e: unknown) => e)) as ApiHttpError;
    expect(down).toBeInstanceOf(ApiHttpError);
    expect(down.status).toBe(503);
    expect(down.message).toContain('Service temporarily unavailable.');
    expect(shouldRetry(0, down)).toBe(true);
    expect(shouldRetry(2, down)).toBe(false);

    const missing = (await client.getJson('/api/v1/news/999/', newsSchema).catch((e: unknown) => e)) as ApiHttpError;
    expect(missing.status).toBe(404);
    expect(missing.detail).toBe('Not found.');
    expect(shouldRetry(0, missing)).toBe(false);
    expect(shouldRetry(0, new ApiSchemaError('u', ['x: y']))).toBe(false);
  });

  it('a failing query with a 404 is asked for exactly once', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
    server.requests.length = 0;
    await expect(queryClient.fetchQuery({ ...newsQueries.detail(client, 999), retryDelay: 1 })).rejects.toThrow(/404/);
    expect(server.requests).toEqual(['/api/v1/news/999/']);
  });
});

describe('query keys', () => {
  it('separate deployments and canonicalise the list query', () => {
    const a = createApiClient({ baseUrl: 'http://a.example/' });
    const b = createApiClient({ baseUrl: 'http://b.example' });
    expect(a.baseUrl).toBe('http://a.example');
    expect(newsQueries.list(a, { limit: 10 }).queryKey).not.toEqual(newsQueries.list(b, { limit: 10 }).queryKey);
    expect(newsQueries.list(a, { filters: { themes: ['2', '1'], search: '' } }).queryKey).toEqual(
      newsQueries.list(a, { limit: 10, offset: 0, filters: { themes: ['1', '2'] } }).queryKey,
    );
  });
});
