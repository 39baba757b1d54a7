import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginated } from '../../src/api/resources/resources.ts';
import { describeMockOnly, EXTERNAL_BASE_URL, expectApiHeaders, getJson, request, startMock, startTarget, varyNames, type RunningMock } from './target.ts';

// DRF behaviour the real service has: runs against API_BASE_URL when it is set.
let base = '';
let close = async () => {};
beforeAll(async () => {
  ({ baseUrl: base, close } = await startTarget());
});
afterAll(() => close());

describe('errors', () => {
  it.each([
    ['an unknown id', '/api/v1/news/2147483646/'],
    ['a non-integer id', '/api/v1/themes/abc/'],
    ['an unknown faculty', '/api/v1/faculties/99999/'],
    ['an unknown format', '/api/v1/themes/?format=xml'],
  ])('%s answers 404 {"detail": "Not found."} with the API headers', async (_, path) => {
    const answer = await request(`${base}${path}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
    expectApiHeaders(answer.headers);
  });

  it('an unknown path under /api/ answers 404: JSON from the mock, Django\'s HTML page from a deployment (outside DRF)', async () => {
    const answer = await request(`${base}/api/v1/nothing-here/`);
    expect(answer.status).toBe(404);
    if (EXTERNAL_BASE_URL) expect(answer.headers.get('content-type')).toContain('text/html');
    else {
      expect(answer.body).toEqual({ detail: 'Not found.' });
      expectApiHeaders(answer.headers);
    }
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s answers 405 with DRF\'s detail', async (method) => {
    const answer = await request(`${base}/api/v1/news/`, { method, body: method === 'DELETE' ? undefined : '{}', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ detail: `Method "${method}" not allowed.` });
    expectApiHeaders(answer.headers);
  });

  it('redirects a path without its trailing slash (301, Django\'s APPEND_SLASH), keeping the query', async () => {
    const answer = await request(`${base}/api/v1/themes?limit=3&b=1`);
    expect(answer.status).toBe(301);
    expect(new URL(answer.headers.get('location') as string, base).toString()).toBe(`${base}/api/v1/themes/?limit=3&b=1`);
    const detail = await request(`${base}/api/v1/themes/3`);
    expect(detail.status).toBe(301);
    expect(new URL(detail.headers.get('location') as string, base).pathname).toBe('/api/v1/themes/3/');
  });
});

describe('the trailing-slash redirect (Django\'s CommonMiddleware, above DRF)', () => {
  it.each([
    ['a list', '/api/v1/themes?limit=2', '/api/v1/themes/?limit=2'],
    ['a retrieve', '/api/v1/news/1', '/api/v1/news/1/'],
    ['a nested list', '/api/v1/channels/%205/news', '/api/v1/channels/%205/news/'],
    ['an empty query', '/api/v1/themes?', '/api/v1/themes/'],
  ])('%s: 301 with an empty body, the slash form in Location, and none of DRF\'s headers', async (_, path, location) => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await request(`${base}${path}`, { method });
      expect(answer.status).toBe(301);
      expect(answer.text).toBe('');
      expect(new URL(answer.headers.get('location') as string, base).toString()).toBe(`${base}${location}`);
      expect(answer.headers.get('content-type')).not.toContain('json');
      expect(answer.headers.get('allow')).toBeNull();
      expect(varyNames(answer.headers)).not.toContain('accept');
    }
  });

  it('carries the CORS header for a request with Origin (django-cors-headers is above CommonMiddleware)', async () => {
    const answer = await request(`${base}/api/v1/themes`, { headers: { origin: 'https://example.org' } });
    expect(answer.status).toBe(301);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('API headers on error answers', () => {
  it.each([
    [404, 'an unknown id', '/api/v1/themes/2147483646/', {}],
    [404, 'an unknown format', '/api/v1/themes/?format=xml', {}],
    [405, 'a POST', '/api/v1/themes/', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }],
    [405, 'a DELETE', '/api/v1/news/1/', { method: 'DELETE' }],
    [406, 'an Accept header no renderer satisfies', '/api/v1/themes/', { headers: { accept: 'image/png' } }],
  ] as Array<[number, string, string, RequestInit]>)('%i (%s) carries Content-Type, Vary (Accept, Origin) and Allow', async (status, _, path, init) => {
    const answer = await request(`${base}${path}`, init);
    expect(answer.status).toBe(status);
    expectApiHeaders(answer.headers);
    expect(typeof (answer.body as { detail?: unknown }).detail).toBe('string');
  });
});

describeMockOnly('API headers on the mock\'s own 400 answer', () => {
  // Behind a proxy, so that the forwarded host is read (and refused).
  let proxied: RunningMock;
  beforeAll(async () => {
    proxied = await startMock({ trustProxy: true });
  });
  afterAll(() => proxied.close());

  it('400 (a host Django refuses) carries Content-Type, Vary (Accept, Origin) and Allow', async () => {
    const answer = await request(`${proxied.baseUrl}/api/v1/themes/`, { headers: { 'x-forwarded-host': 'bad host' } });
    expect(answer.status).toBe(400);
    expectApiHeaders(answer.headers);
    expect(typeof (answer.body as { detail?: unknown }).detail).toBe('string');
  });
});

describe('format suffixes and ?format= (DRF\'s format_suffix_patterns and URL_FORMAT_OVERRIDE)', () => {
  type Page = Paginated<{ id: number }>;
  it.each([
    ['/api/v1/themes.json?limit=3', '/api/v1/themes/?limit=3'],
    ['/api/v1/themes.json/?limit=3', '/api/v1/themes/?limit=3'],
    ['/api/v1/themes/?limit=3&format=json', '/api/v1/themes/?limit=3'],
    ['/api/v1/themes/2.json', '/api/v1/themes/2/'],
    ['/api/v1/.json', '/api/v1/'],
  ])('%s answers what %s answers, as JSON', async (suffixed, plain) => {
    const answer = await request(`${base}${suffixed}`);
    expect(answer.status).toBe(200);
    expectApiHeaders(answer.headers);
    const expected = (await getJson<Record<string, unknown>>(`${base}${plain}`)) as Record<string, unknown>;
    const body = answer.body as Record<string, unknown>;
    if ('results' in expected) expect(body.results).toEqual(expected.results);
    else if (plain === '/api/v1/') expect(Object.keys(body)).toEqual(Object.keys(expected));
    else expect(body).toEqual(expected);
  });

  it('keeps the suffix in next and previous', async () => {
    const page = await getJson<Page>(`${base}/api/v1/themes.json?limit=3&offset=3`);
    expect(new URL(page.next as string).pathname).toBe('/api/v1/themes.json');
    expect(new URL(page.previous as string).pathname).toBe('/api/v1/themes.json');
  });

  it.each(['/api/v1/themes.xml', '/api/v1/themes/2.xml'])('%s (a format no renderer has) answers 404', async (path) => {
    const answer = await request(`${base}${path}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });

  it('the suffix wins over ?format=', async () => {
    expect((await request(`${base}/api/v1/themes.json?format=xml&limit=1`)).status).toBe(200);
    expect((await request(`${base}/api/v1/themes.xml?format=json&limit=1`)).status).toBe(404);
  });
});

describe('methods', () => {
  it('HEAD answers the GET status and headers with no body', async () => {
    for (const path of ['/api/v1/news/?limit=3', '/api/v1/news/2147483646/']) {
      const get = await request(`${base}${path}`);
      const head = await request(`${base}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.text).toBe('');
      for (const name of ['content-type', 'vary', 'allow']) expect(head.headers.get(name)).toBe(get.headers.get(name));
    }
  });

  it.each([
    ['/api/v1/news/', 'News List'],
    ['/api/v1/mementos/', 'Memento List'],
  ])('OPTIONS %s answers DRF metadata', async (path, name) => {
    const answer = await request(`${base}${path}`, { method: 'OPTIONS' });
    expect(answer.status).toBe(200);
    expectApiHeaders(answer.headers);
    const body = answer.body as { name: string; description: string; renders: string[]; parses: string[] };
    expect(body.name).toBe(name);
    expect(typeof body.description).toBe('string');
    expect(body.renders).toContain('application/json');
    expect(body.parses).toContain('application/json');
  });
});

describe('CORS (django-cors-headers, CORS_ALLOW_ALL_ORIGINS)', () => {
  it('allows any origin on GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await request(`${base}/api/v1/categories/`, { method, headers: { origin: 'https://example.org' } });
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(varyNames(answer.headers)).toEqual(expect.arrayContaining(['accept', 'origin']));
    }
  });

  it.each([
    ['a list', '/api/v1/categories/', {}],
    ['an error', '/api/v1/news/2147483646/', {}],
    ['a preflight', '/api/v1/news/', { method: 'OPTIONS', headers: { 'access-control-request-method': 'GET' } }],
  ] as Array<[string, string, RequestInit]>)('sends no CORS header without Origin (%s), and Vary: Origin all the same', async (_, path, init) => {
    const answer = await request(`${base}${path}`, init);
    for (const name of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-max-age']) {
      expect(answer.headers.get(name), name).toBeNull();
    }
    expect(varyNames(answer.headers)).toContain('origin');
  });

  it('answers an error to a request with Origin with the CORS header, so the page can read it', async () => {
    const answer = await request(`${base}/api/v1/news/2147483646/`, { headers: { origin: 'https://example.org' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  const preflightHeaders = { origin: 'https://example.org', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept' };

  it.each([
    ['a path without its trailing slash (no 301: browsers refuse a redirected preflight)', '/api/v1/news?limit=5'],
    ['a retrieve path without its trailing slash', '/api/v1/news/1'],
    ['an unknown path', '/api/v1/nothing-here/'],
    ['an unknown id', '/api/v1/themes/2147483646/'],
    ['a bad format value', '/api/v1/news/?format=xml'],
    ['the API root', '/api/v1/'],
  ])('answers a preflight to %s with 200 and the CORS headers, before routing', async (_, path) => {
    const answer = await request(`${base}${path}`, { method: 'OPTIONS', headers: preflightHeaders });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('location')).toBeNull();
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toContain('GET');
    expect(answer.headers.get('access-control-allow-headers')?.split(/,\s*/)).toContain('accept');
  });

  it('keeps DRF\'s metadata (and APPEND_SLASH) for a plain OPTIONS without preflight headers', async () => {
    const metadata = await request(`${base}/api/v1/news/`, { method: 'OPTIONS' });
    expect(metadata.status).toBe(200);
    expect((metadata.body as { name: string }).name).toBe('News List');
    expect(metadata.headers.get('access-control-allow-methods')).toBeNull();
    const unslashed = await request(`${base}/api/v1/news`, { method: 'OPTIONS' });
    expect(unslashed.status).toBe(301);
    expect(new URL(unslashed.headers.get('location') as string, base).pathname).toBe('/api/v1/news/');
    expect((await request(`${base}/api/v1/nothing-here/`, { method: 'OPTIONS' })).status).toBe(404);
  });

  it('answers a preflight', async () => {
    const answer = await request(`${base}/api/v1/news/?limit=5`, {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET', 'access-control-request-headers': 'accept' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

describe('ordering parameter', () => {
  type Page = Paginated<{ id: number }>;
  it('ignores unknown field names (never 400) and falls back on the default ordering', async () => {
    const plain = await getJson<Page>(`${base}/api/v1/news/?limit=5`);
    const unknown = await request(`${base}/api/v1/news/?limit=5&ordering=no_such_field,-also_not`);
    expect(unknown.status).toBe(200);
    expect((unknown.body as Page).results.map((n) => n.id)).toEqual(plain.results.map((n) => n.id));
  });

  it('keeps the valid names of a mixed list', async () => {
    const mixed = await getJson<Page>(`${base}/api/v1/themes/?ordering=nonsense,-id&limit=3`);
    const clean = await getJson<Page>(`${base}/api/v1/themes/?ordering=-id&limit=3`);
    expect(mixed.results).toEqual(clean.results);
  });

  it('id and -id give reversed orders', async () => {
    const { count } = await getJson<Page>(`${base}/api/v1/channels/?limit=1`);
    const up = await getJson<Page>(`${base}/api/v1/channels/?ordering=id&limit=${count}`);
    const down = await getJson<Page>(`${base}/api/v1/channels/?ordering=-id&limit=${count}`);
    expect(down.results.map((c) => c.id)).toEqual(up.results.map((c) => c.id).reverse());
  });

  it('orders mementos by en_label, -is_active and -slug (the values the specification shows)', async () => {
    const { count } = await getJson<Page>(`${base}/api/v1/mementos/?limit=1`);
    type M = { is_active: boolean; slug: string; en_label: string | null };
    const active = await getJson<Paginated<M>>(`${base}/api/v1/mementos/?ordering=-is_active&limit=${count}`);
    const flags = active.results.map((m) => m.is_active);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const slugs = (await getJson<Paginated<M>>(`${base}/api/v1/mementos/?ordering=-slug&limit=${count}`)).results.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(count);
    const labelled = await request(`${base}/api/v1/mementos/?ordering=en_label`);
    expect(labelled.status).toBe(200);
  });
});
