import { startHttpTestServer } from '../../testing/httpTestServer.ts';

/**
 * A small real HTTP server for tests of the API layer: serves `records` at `/api/v1/<collection>/`
 * with DRF's LimitOffsetPagination links, and any fixed body at other paths.
 */
export interface TestServer {
  baseUrl: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startDrfListServer(
  collections: Record<string, unknown[]>,
  fixed: Record<string, { status: number; body: string }> = {},
): Promise<TestServer> {
  const requests: string[] = [];
  const { baseUrl, close } = await startHttpTestServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const answer = (status: number, body: string) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(body);
    };
    const fixedAnswer = fixed[url.pathname + url.search] ?? fixed[url.pathname];
    if (fixedAnswer) return answer(fixedAnswer.status, fixedAnswer.body);
    const match = /^\/api\/v1\/(\w+)\/$/.exec(url.pathname);
    const records = match?.[1] ? collections[match[1]] : undefined;
    if (!records) return answer(404, JSON.stringify({ detail: 'Not found.' }));
    const limitParam = Number(url.searchParams.get('limit'));
    const limit = Number.isInteger(limitParam) && limitParam > 0 ? limitParam : 10;
    const offsetParam = Number(url.searchParams.get('offset'));
    const offset = Number.isInteger(offsetParam) && offsetParam > 0 ? offsetParam : 0;
    const link = (newOffset: number | null) => {
      const target = new URL(url);
      target.searchParams.set('limit', String(limit));
      if (newOffset === null) target.searchParams.delete('offset');
      else target.searchParams.set('offset', String(newOffset));
      return target.href;
    };
    const count = records.length;
    answer(
      200,
      JSON.stringify({
        count,
        next: offset + limit >= count ? null : link(offset + limit),
        previous: offset <= 0 ? null : offset - limit <= 0 ? link(null) : link(offset - limit),
        results: records.slice(offset, offset + limit),
      }),
    );
  });
  return { baseUrl, requests, close };
}
