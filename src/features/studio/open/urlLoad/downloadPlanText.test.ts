import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpTestServer, type HttpTestServer } from '../../../../testing/httpTestServer.ts';
import { downloadPlanText, type PlanDownloadOptions } from './downloadPlanText.ts';

const PLAN = '{"name":"arm","joints":[]}';

/** A real HTTP server with one path per behaviour a slow, broken or hostile server can show. */
function serve(request: IncomingMessage, response: ServerResponse): void {
  switch (request.url) {
    case '/plan.json':
      response.writeHead(200, { 'content-type': 'application/json' }).end(PLAN);
      return;
    case '/missing.json':
      response.writeHead(404, 'Not Found').end('no');
      return;
    case '/page.json':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html>');
      return;
    case '/declared-huge.json':
      // Says 70 MB, sends a few bytes, then holds the connection open: the header alone must refuse it.
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': String(70 * 1024 * 1024) });
      response.write('{"joints":[');
      return;
    case '/endless.json':
      // No Content-Length, and it never stops: the byte count must stop it.
      response.writeHead(200, { 'content-type': 'application/json' });
      {
        const chunk = ' '.repeat(16 * 1024);
        const pump = () => {
          while (!response.destroyed && response.write(chunk));
          if (!response.destroyed) response.once('drain', pump);
        };
        pump();
      }
      return;
    case '/stalls.json':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"joints":[');
      return;
    case '/silent.json':
      return; // never answers
    default:
      response.writeHead(500).end();
  }
}
let server: HttpTestServer;
let base = '';

beforeAll(async () => {
  server = await startHttpTestServer(serve);
  base = server.baseUrl;
});
// Ends the answers that never finish too.
afterAll(() => server.close());

function download(path: string, options: Partial<PlanDownloadOptions> = {}) {
  const progress: [number, number | null][] = [];
  const result = downloadPlanText(new URL(path, base), {
    signal: new AbortController().signal,
    idleTimeoutMs: 5_000,
    maxBytes: 1024 * 1024,
    onProgress: (bytes, total) => progress.push([bytes, total]),
    ...options,
  });
  return { result, progress };
}

describe('downloadPlanText', () => {
  it('returns the text and reports progress', async () => {
    const { result, progress } = download('/plan.json');
    expect(await result).toEqual({ kind: 'loaded', text: PLAN });
    expect(progress.at(-1)?.[0]).toBe(PLAN.length);
  });

  it('explains an error status and an HTML page', async () => {
    expect(await download('/missing.json').result).toEqual({ kind: 'failed', message: `Could not load ${base}/missing.json: the server answered 404 Not Found.` });
    expect(await download('/page.json').result).toMatchObject({ kind: 'failed', message: expect.stringContaining('an HTML page, not a JSON body plan') });
  });

  it('refuses a declared size over the cap without reading the body', async () => {
    const { result, progress } = download('/declared-huge.json', { maxBytes: 64 * 1024 * 1024 });
    expect(await result).toEqual({
      kind: 'failed',
      message: `Could not load ${base}/declared-huge.json: it is 70 MB; body plans over 64 MB are not opened.`,
    });
    expect(progress).toEqual([]);
  });

  it('stops an endless body at the cap', async () => {
    const { result, progress } = download('/endless.json', { maxBytes: 256 * 1024 });
    expect(await result).toMatchObject({ kind: 'failed', message: expect.stringContaining('the download passed 0.2 MB and was stopped') });
    expect(Math.max(...progress.map(([bytes]) => bytes))).toBeLessThanOrEqual(256 * 1024);
  });

  it('gives up on a server that never answers, and on a body that stalls, with different messages', async () => {
    expect(await download('/silent.json', { idleTimeoutMs: 200 }).result).toEqual({
      kind: 'failed',
      message: `Could not load ${base}/silent.json: the server did not answer within 0.2 s. It may be down or busy; try again later.`,
    });
    expect(await download('/stalls.json', { idleTimeoutMs: 200 }).result).toMatchObject({
      kind: 'failed',
      message: expect.stringContaining('the download stalled: nothing arrived for 0.2 s after 0.0 MB'),
    });
  });

  it('ends as cancelled when the signal aborts, before or during the download', async () => {
    const before = new AbortController();
    before.abort();
    expect(await download('/plan.json', { signal: before.signal }).result).toEqual({ kind: 'cancelled' });

    const during = new AbortController();
    const { result } = download('/stalls.json', { signal: during.signal, onProgress: () => during.abort() });
    expect(await result).toEqual({ kind: 'cancelled' });
  });
});
