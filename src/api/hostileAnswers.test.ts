import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/query-core';
import { createApiClient } from './client.ts';
import { ApiHttpError, ApiRefusedError, ApiTimeoutError, ApiTooLargeError, ApiTooManyPagesError } from './errors/apiErrors.ts';
import { apiErrorKind } from './errors/errorKinds.ts';
import { fetchAllPages, MAX_LINKED_PAGES } from './collectionQueries.ts';
import { newsQueries } from './resources/news.ts';
import { channelQueries } from './resources/channels.ts';
import { themeQueries } from './resources/themes.ts';
import { clientSchemas } from './resources/resources.ts';
import { paramsFromPageLink, canonicalListParams } from './listParams.ts';
import { shouldRetry } from './queryPolicy.ts';
import { sendJson, startHostileServer, type HostileHandler, type HostileServer } from './testing/hostileServer.ts';
import { sampleChannel, sampleLabelled, sampleNews } from './testing/sampleRecords.ts';

const servers: HostileServer[] = [];
async function serve(handler: HostileHandler): Promise<HostileServer> {
  const server = await startHostileServer(handler);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const page = (results: unknown[], next: string | null = null, count = results.length) => ({ count, next, previous: null, results });
const caught = <T>(promise: Promise<T>) => promise.then(() => null, (error: unknown) => error as Error);

describe('links are followed only within the API origin', () => {
  it("a next link on another host but on this list's path is followed on the API; nothing is asked of the other host", async () => {
    const other = await serve((_req, res) => sendJson(res, 200, page([sampleNews(99)])));
    const api = await serve((req, res) => {
      const offset = Number(new URL(req.url!, 'http://x').searchParams.get('offset') ?? 0);
      sendJson(res, 200, page([sampleNews(offset + 1)], offset === 0 ? `${other.baseUrl}/api/v1/news/?limit=10&offset=10` : null, 20));
    });
    const client = createApiClient({ baseUrl: api.baseUrl });

    const first = await newsQueries.fetchPage(client, '/api/v1/news/?limit=10');
    expect(first.next).toBe(`${api.baseUrl}/api/v1/news/?limit=10&offset=10`);
    const second = await newsQueries.fetchPage(client, first.next!);
    expect(second.results.map((n) => n.id)).toEqual([11]);
    const all = await fetchAllPages(client, '/api/v1/news/?limit=10', clientSchemas.newsSchema);
    expect(all.map((n) => n.id)).toEqual([1, 11]);
    // Asking for the foreign page directly (as a prefetch of "next" would) is refused before any request.
    expect(apiErrorKind(await caught(newsQueries.fetchPage(client, `${other.baseUrl}/api/v1/news/?limit=10&offset=10`)))).toBe('refused');
    expect(other.requests).toEqual([]);
  });

  it('a next link to another path is refused for that link only: the records show, the reason is kept', async () => {
    const other = await serve((_req, res) => sendJson(res, 200, page([sampleNews(99)])));
    const api = await serve((_req, res) => sendJson(res, 200, page([sampleNews(1)], `${other.baseUrl}/elsewhere/?limit=10&offset=10`, 20)));
    const client = createApiClient({ baseUrl: api.baseUrl });
    const first = await newsQueries.fetchPage(client, '/api/v1/news/?limit=10');
    expect(first.results.map((n) => n.id)).toEqual([1]);
    expect(first.next).toBeNull();
    expect(first.nextRefused).toContain('leads to /elsewhere/, not to another page of this list');
    // Following every page cannot stop halfway without saying so: the whole list is refused.
    const all = await caught(fetchAllPages(client, '/api/v1/news/?limit=10', clientSchemas.newsSchema));
    expect(apiErrorKind(all)).toBe('refused');
    expect(other.requests).toEqual([]);
  });

  it('a relative next is resolved against the API base; a next that is not a URL is refused for that link, not a crash', async () => {
    const api = await serve((req, res) =>
      req.url === '/api/v1/news/?limit=1'
        ? sendJson(res, 200, page([sampleNews(1)], '/api/v1/news/?limit=1&offset=1', 2))
        : sendJson(res, 200, page([sampleNews(2)], 'http://[not a url', 3)),
    );
    const client = createApiClient({ baseUrl: api.baseUrl });
    const first = await newsQueries.fetchPage(client, '/api/v1/news/?limit=1');
    expect(first.next).toBe(`${api.baseUrl}/api/v1/news/?limit=1&offset=1`);
    expect(paramsFromPageLink(first.next!, canonicalListParams({ limit: 1 })).offset).toBe(1);
    const second = await newsQueries.fetchPage(client, first.next!);
    expect(second.results.map((n) => n.id)).toEqual([2]);
    expect(second.next).toBeNull();
    expect(second.nextRefused).toBe('The API\'s next link "http://[not a url" is not a URL, so it cannot be followed');
  });

  it('a redirect to another origin is refused before it is followed', async () => {
    const other = await serve((_req, res) => sendJson(res, 200, sampleLabelled(3)));
    const api = await serve((_req, res) => {
      res.writeHead(302, { Location: `${other.baseUrl}/api/v1/themes/3/` });
      res.end();
    });
    const error = await caught(createApiClient({ baseUrl: api.baseUrl }).getJson('/api/v1/themes/3/', clientSchemas.themeSchema));
    expect(error).toBeInstanceOf(ApiRefusedError);
    expect(error?.message).toContain(`redirected to ${other.baseUrl}/api/v1/themes/3/, outside the configured API`);
    expect(other.requests).toEqual([]);
  });

  it('a redirect within the API (Django\'s trailing slash) is followed', async () => {
    const api = await serve((req, res) => {
      if (req.url === '/api/v1/themes/3') {
        res.writeHead(301, { Location: '/api/v1/themes/3/' });
        res.end();
      } else sendJson(res, 200, sampleLabelled(3));
    });
    const theme = await createApiClient({ baseUrl: api.baseUrl }).getJson('/api/v1/themes/3', clientSchemas.themeSchema);
    expect(theme.en_label).toBe('Theme 3');
    expect(api.requests).toEqual(['/api/v1/themes/3', '/api/v1/themes/3/']);
  });

  it('a theme URL on another host is refused before any request', async () => {
    const other = await serve((_req, res) => sendJson(res, 200, sampleLabelled(3)));
    const api = await serve((_req, res) => sendJson(res, 404, { detail: 'Not found.' }));
    const client = createApiClient({ baseUrl: api.baseUrl });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
    const error = await caught(queryClient.fetchQuery(themeQueries.byUrl(client, `${other.baseUrl}/api/v1/themes/3/`)));
    expect(apiErrorKind(error)).toBe('refused');
    expect(other.requests).toEqual([]);
  });
});

describe('every request has a time limit', () => {
  it('a server that never answers is a timeout error, not retried', async () => {
    const api = await serve(() => undefined);
    const client = createApiClient({ baseUrl: api.baseUrl, timeoutMs: 200 });
    expect(client.timeoutMs).toBe(200);
    const error = await caught(newsQueries.fetchPage(client, '/api/v1/news/'));
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error?.message).toBe(`${api.baseUrl}/api/v1/news/ did not answer within 0.2 s; the server may be down or very slow`);
    expect(shouldRetry(0, error!)).toBe(false);
    expect(createApiClient({ baseUrl: api.baseUrl }).timeoutMs).toBe(15_000);
  });

  it('a body that trickles past the limit is a timeout too, and so are the filter menus', async () => {
    const api = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"count": 1, ');
    });
    const client = createApiClient({ baseUrl: api.baseUrl, timeoutMs: 200 });
    expect(apiErrorKind(await caught(newsQueries.fetchPage(client, '/api/v1/news/')))).toBe('timeout');
    const queryClient = new QueryClient();
    expect(apiErrorKind(await caught(queryClient.fetchQuery(channelQueries.everything(client))))).toBe('timeout');
  });
});

describe('endless and oversized answers', () => {
  it('an endless next chain stops at the page limit and is asked for once, not three times', async () => {
    const api = await serve((req, res, base) => {
      const offset = Number(new URL(req.url!, base).searchParams.get('offset') ?? 0);
      sendJson(res, 200, page([sampleChannel(offset + 1)], `${base}/api/v1/channels/?limit=100&offset=${offset + 1}`, 1e9));
    });
    const client = createApiClient({ baseUrl: api.baseUrl });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
    const error = await caught(queryClient.fetchQuery(channelQueries.everything(client)));
    expect(error).toBeInstanceOf(ApiTooManyPagesError);
    expect(error?.message).toBe(`The API's next links did not end after ${MAX_LINKED_PAGES} pages (${MAX_LINKED_PAGES} records); the list was not loaded`);
    expect(api.requests).toHaveLength(MAX_LINKED_PAGES);
  });

  it('a next link back to an earlier page is a loop, refused', async () => {
    const api = await serve((_req, res, base) => sendJson(res, 200, page([sampleChannel(1)], `${base}/api/v1/channels/?limit=100`, 5)));
    const error = await caught(fetchAllPages(createApiClient({ baseUrl: api.baseUrl }), '/api/v1/channels/?limit=100', clientSchemas.channelSchema));
    expect(error).toBeInstanceOf(ApiTooManyPagesError);
    expect(api.requests).toHaveLength(1);
  });

  it('a page with more results than its limit is refused', async () => {
    const api = await serve((_req, res) => sendJson(res, 200, page(Array.from({ length: 500 }, (_, i) => sampleChannel(i + 1)))));
    const error = await caught(channelQueries.fetchPage(createApiClient({ baseUrl: api.baseUrl }), '/api/v1/channels/?limit=10'));
    expect(error).toBeInstanceOf(ApiTooLargeError);
    expect(error?.message).toBe(`${api.baseUrl}/api/v1/channels/?limit=10 answered 500 results where 10 were asked for; the page was refused`);
  });

  it('a body past the byte cap is refused while it streams, with or without a Content-Length', async () => {
    const big = JSON.stringify(page([sampleNews(1)])).padEnd(50_000, ' ');
    const api = await serve((req, res) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' };
      if (req.url!.includes('declared')) headers['Content-Length'] = String(big.length);
      res.writeHead(200, headers);
      res.end(big);
    });
    const client = createApiClient({ baseUrl: api.baseUrl, maxBodyBytes: 10_000 });
    for (const path of ['/api/v1/news/?declared', '/api/v1/news/?chunked']) {
      const error = await caught(newsQueries.fetchPage(client, path));
      expect(error).toBeInstanceOf(ApiTooLargeError);
      expect(error?.message).toContain('answered more than 10 KB');
      expect(shouldRetry(0, error!)).toBe(false);
    }
    // Under the cap it reads as usual.
    expect((await newsQueries.fetchPage(createApiClient({ baseUrl: api.baseUrl }), '/api/v1/news/?chunked')).results).toHaveLength(1);
  });
});

describe('what a real DRF deployment sends', () => {
  it('django-filter field errors become words, with the kind invalid-filter', async () => {
    const api = await serve((req, res) =>
      req.url!.includes('themes')
        ? sendJson(res, 400, { themes: ['Select a valid choice. 999 is not one of the available choices.'] })
        : sendJson(res, 400, { channel: ['Select a valid choice. That choice is not one of the available choices.'] }),
    );
    const client = createApiClient({ baseUrl: api.baseUrl });
    const channel = (await caught(newsQueries.fetchPage(client, '/api/v1/news/?channel=999&limit=10'))) as ApiHttpError;
    expect(channel.message).toBe('No channel 999.');
    expect(channel.kind).toBe('invalid-filter');
    expect(channel.fieldErrors).toEqual({ channel: ['Select a valid choice. That choice is not one of the available choices.'] });
    expect(shouldRetry(0, channel)).toBe(false);
    const theme = (await caught(newsQueries.fetchPage(client, '/api/v1/news/?limit=10&themes=1&themes=999'))) as ApiHttpError;
    expect(theme.message).toBe('No theme 999.');
  });

  it('accepts dates with microseconds and an offset, and extra fields', async () => {
    const record = { ...sampleNews(1), publish_date: '2026-06-30T17:42:00.123456+02:00', new_field: 'x', channel: { ...sampleNews(1).channel, slug: 'c' } };
    const zulu = { ...sampleNews(2), publish_date: '2026-06-30T17:42:00Z' };
    const api = await serve((_req, res) => sendJson(res, 200, { ...page([record, zulu]), extra: true }));
    const result = await newsQueries.fetchPage(createApiClient({ baseUrl: api.baseUrl }), '/api/v1/news/?limit=10');
    expect(result.results.map((n) => n.publish_date)).toEqual(['2026-06-30T17:42:00.123456+02:00', '2026-06-30T17:42:00Z']);
    expect(result.skipped).toBeUndefined();
  });
});
