import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiHandler } from '../handler.ts';
import { createRandom, type Random } from '../prng.ts';
import type { ApiResponse } from '../types.ts';
import { describeMockOnly, startMock, type RunningMock } from './target.ts';

/**
 * Random paths, query strings, methods and headers (fault injection off): 10,000 requests through
 * the handler in process, then 2,000 over real HTTP. Never a 5xx, never a hang, every body JSON
 * (pictures and the empty trailing-slash redirect aside), every error with a `detail` or, for a filter value that names nothing,
 * django-filter's field errors. Seeded, so a failure can be replayed.
 */
const FUZZ_SEED = 20261122;
const IN_PROCESS = 10_000;
const OVER_HTTP = 2_000;

const SEGMENTS = ['api', 'v1', 'news', 'channels', 'categories', 'themes', 'publics', 'projects', 'mementos', 'faculties', 'media', 'articles', '1', '7', '20003', '0', '-1', 'abc', '%2F', '%zz', '..', '.', 'visual.svg', 'thumbnail.svg', '', 'é', '%C3%A9', '99999999999999999999999', '1.5', ' 5'];
const KEYS = ['limit', 'offset', 'ordering', 'format', 'lang', 'channel', 'category', 'themes', 'publics', 'projects', 'faculties', 'search', 'name', '_', 'x', '', 'LIMIT', 'limit[]'];
const VALUES = ['', '0', '1', '3', '-1', '10', '1e3', '2.5', 'abc', 'json', 'api', 'xml', '-id', 'id,-title', '-publish_date', 'title', '%', '%zz', '%ff', '+', 'a+b', '%00', '99999999999999999999999999', '1_0', ' 7 ', 'fr', 'de', '"quoted phrase"', ',,,', '--id', 'is_active'];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
const HEADER_CHOICES: Array<Record<string, string>> = [
  {},
  { accept: 'application/json' },
  { accept: 'text/html' },
  { accept: 'image/png' },
  { accept: '' },
  { accept: '*/*;q=0.1, application/xml' },
  { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'example.org' },
  { 'x-forwarded-host': 'bad host' },
  { 'x-forwarded-proto': 'https, http' },
  { origin: 'https://example.org', 'access-control-request-method': 'GET' },
];

function randomText(random: Random, pool: readonly string[]): string {
  if (random.chance(0.1)) {
    let text = '';
    const length = random.int(0, 12);
    for (let i = 0; i < length; i += 1) text += String.fromCharCode(random.int(0x20, 0x7e));
    return encodeURIComponent(text);
  }
  return random.pick(pool);
}

function randomRequest(random: Random): { method: string; url: string; headers: Record<string, string> } {
  const prefix = random.chance(0.8) ? ['api', 'v1'] : [];
  const segments = [...prefix];
  const extra = random.int(0, 4);
  for (let i = 0; i < extra; i += 1) segments.push(randomText(random, SEGMENTS));
  let path = `/${segments.join('/')}${random.chance(0.8) ? '/' : ''}`;
  if (random.chance(0.05)) path = `/api/media/articles/${random.int(0, 2000)}/${random.pick(['visual', 'thumbnail', 'other'])}.svg`;
  const params: string[] = [];
  const count = random.int(0, 5);
  for (let i = 0; i < count; i += 1) params.push(`${randomText(random, KEYS)}=${randomText(random, VALUES)}`);
  const query = params.length > 0 || random.chance(0.1) ? `?${params.join(random.chance(0.9) ? '&' : ';')}` : '';
  return { method: random.pick(METHODS), url: path + query, headers: { host: 'fuzz.test', ...random.pick(HEADER_CHOICES) } };
}

function check(label: string, status: number, contentType: string | null, body: string, method: string, isSvg: boolean): void {
  expect(status, label).toBeLessThan(500);
  if (method === 'HEAD') {
    expect(body, label).toBe('');
    return;
  }
  if (isSvg) {
    expect(contentType, label).toBe('image/svg+xml');
    expect(body.startsWith('<svg'), label).toBe(true);
    return;
  }
  if (status === 301) {
    expect(body, `${label}: Django's redirect has an empty body`).toBe('');
    return;
  }
  expect(contentType, label).toBe('application/json');
  let parsed: unknown;
  expect(() => (parsed = JSON.parse(body)), `${label}: body is not JSON: ${body.slice(0, 100)}`).not.toThrow();
  if (status < 400) return;
  const error = parsed as Record<string, unknown>;
  const fieldErrors = status === 400 && Object.values(error).every((list) => Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === 'string'));
  expect(typeof error.detail === 'string' || fieldErrors, `${label}: error without detail or field errors: ${body.slice(0, 100)}`).toBe(true);
}

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock?.close());

describeMockOnly('fuzz', () => {
  it(`${IN_PROCESS} random requests through the handler in process`, async () => {
    // Behind a proxy, so that forwarded hosts (bad ones too) are read.
    const handler = createApiHandler({ trustProxy: true });
    const random = createRandom(FUZZ_SEED);
    for (let i = 0; i < IN_PROCESS; i += 1) {
      const req = randomRequest(random);
      const response: ApiResponse = await handler(req);
      const body = Buffer.from(response.body).toString('utf8');
      const isSvg = response.status === 200 && response.headers['Content-Type'] === 'image/svg+xml';
      check(`#${i} ${req.method} ${req.url} ${JSON.stringify(req.headers)}`, response.status, response.headers['Content-Type'] ?? null, body, req.method, isSvg);
    }
  }, 120_000);

  it(`${OVER_HTTP} random requests over HTTP, each within 5 s`, async () => {
    const random = createRandom(FUZZ_SEED + 1);
    for (let i = 0; i < OVER_HTTP; i += 1) {
      const req = randomRequest(random);
      const { host: _host, ...headers } = req.headers;
      const response = await fetch(`${mock.baseUrl}${req.url}`, { method: req.method, headers, redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      const body = await response.text();
      const isSvg = response.status === 200 && response.headers.get('content-type') === 'image/svg+xml';
      check(`#${i} ${req.method} ${req.url}`, response.status, response.headers.get('content-type'), body, req.method, isSvg);
    }
  }, 180_000);
});
