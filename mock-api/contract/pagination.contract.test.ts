import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginatedSchema, type Paginated } from '../../src/api/resources/resources.ts';
import { COLLECTION_NAMES, collectionSchemas } from '../../src/api/resources/documentedSchemas.ts';
import { EXTERNAL_BASE_URL, getJson, request, startTarget } from './target.ts';

// Specification-level: runs against API_BASE_URL when it is set.
let base = '';
let close = async () => {};
beforeAll(async () => {
  ({ baseUrl: base, close } = await startTarget());
});
afterAll(() => close());

type Page = Paginated<{ id: number }>;
const list = (collection: string, query = '') => `${base}/api/v1/${collection}/${query ? `?${query}` : ''}`;

function queryOf(url: string): URLSearchParams {
  return new URL(url).searchParams;
}

describe('list envelope', () => {
  it.each(COLLECTION_NAMES)('%s answers {count, next, previous, results} with items of the spec shape', async (collection) => {
    const answer = await request(list(collection));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('vary')).toContain('Accept');
    expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const page = paginatedSchema(collectionSchemas[collection]).parse(answer.body);
    expect(page.previous).toBeNull();
    expect(page.results.length).toBe(Math.min(10, page.count));
  });

  it.each(['api', 'json'])('format=%s answers the same JSON (format=api: the browsable API\'s HTML on a deployment)', async (format) => {
    const plain = await getJson<Page>(list('themes', 'limit=3'));
    const formatted = await request(list('themes', `limit=3&format=${format}`));
    expect(formatted.status).toBe(200);
    if (EXTERNAL_BASE_URL && format === 'api') {
      expect(formatted.headers.get('content-type')).toContain('text/html');
      return;
    }
    expect(formatted.headers.get('content-type')).toBe('application/json');
    expect((formatted.body as Page).results).toEqual(plain.results);
    expect(queryOf((formatted.body as Page).next as string).get('format')).toBe(format);
  });
});

describe('walking every collection with an odd limit', () => {
  it.each(COLLECTION_NAMES)('%s: ids unique, as many as count, links chained by DRF rules', async (collection) => {
    const first = await getJson<Page>(list(collection, 'limit=1'));
    // An odd limit that keeps large collections to about 100 pages.
    const limit = Math.max(7, 2 * Math.floor(first.count / 200) + 1);
    const ids = new Set<number>();
    let url: string | null = list(collection, `limit=${limit}&ordering=id`);
    let offset = 0;
    let pages = 0;
    while (url) {
      const page = paginatedSchema(collectionSchemas[collection]).parse(await getJson(url));
      for (const item of page.results) ids.add(item.id);
      expect(page.count).toBe(first.count);
      expect(page.results.length).toBe(Math.min(limit, page.count - offset));
      if (page.next) {
        const next = queryOf(page.next);
        expect(next.get('limit')).toBe(String(limit));
        expect(next.get('offset')).toBe(String(offset + limit));
        expect(next.get('ordering')).toBe('id');
      }
      if (offset === 0) expect(page.previous).toBeNull();
      else {
        const previous = queryOf(page.previous as string);
        expect(previous.get('limit')).toBe(String(limit));
        expect(previous.get('offset')).toBe(offset - limit <= 0 ? null : String(offset - limit));
      }
      url = page.next;
      offset += limit;
      pages += 1;
    }
    expect(ids.size).toBe(first.count);
    expect(pages).toBe(Math.max(1, Math.ceil(first.count / limit)));
  });
});

describe('LimitOffsetPagination', () => {
  it.each(['', 'limit=abc', 'limit=0', 'limit=-3', 'limit=2.5'])('"%s" gives the default page size 10', async (query) => {
    const page = await getJson<Page>(list('themes', query));
    expect(page.results).toHaveLength(10);
    expect(queryOf(page.next as string).get('limit')).toBe('10');
  });

  it.each(['offset=abc', 'offset=-5', 'offset=1.5'])('"%s" starts at 0', async (query) => {
    const page = await getJson<Page>(list('themes', `limit=4&${query}`));
    const first = await getJson<Page>(list('themes', 'limit=4'));
    expect(page.results).toEqual(first.results);
    expect(page.previous).toBeNull();
  });

  it('has no maximum page size', async () => {
    const { count } = await getJson<Page>(list('projects', 'limit=1'));
    const page = await getJson<Page>(list('projects', `limit=${count + 5}`));
    expect(page.results).toHaveLength(count);
    expect(page.next).toBeNull();
  });

  it('answers 200 with empty results past the end, and a previous link', async () => {
    const { count } = await getJson<Page>(list('categories', 'limit=1'));
    const page = await getJson<Page>(list('categories', `limit=2&offset=${count + 10}`));
    expect(page.results).toEqual([]);
    expect(page.next).toBeNull();
    expect(queryOf(page.previous as string).get('offset')).toBe(String(count + 8));
  });

  it('drops offset from previous when offset - limit <= 0', async () => {
    const page = await getJson<Page>(list('themes', 'limit=5&offset=3'));
    const previous = new URL(page.previous as string);
    expect(previous.searchParams.get('offset')).toBeNull();
    expect(previous.searchParams.get('limit')).toBe('5');
    expect(new URL(page.next as string).searchParams.get('offset')).toBe('8');
  });

  it('keeps every other parameter, repeated ones too, with keys sorted and form-encoded', async () => {
    const page = await getJson<Page>(list('themes', 'zeta=last&limit=3&offset=6&b=2&b=1&q=a+b%2Fc&_=123'));
    const next = new URL(page.next as string);
    expect(next.search).toBe('?_=123&b=2&b=1&limit=3&offset=9&q=a+b%2Fc&zeta=last');
    expect(new URL(page.previous as string).search).toBe('?_=123&b=2&b=1&limit=3&offset=3&q=a+b%2Fc&zeta=last');
  });

  it('uses the last value of a repeated limit or offset', async () => {
    const page = await getJson<Page>(list('themes', 'limit=2&limit=4&offset=9&offset=1'));
    expect(page.results).toHaveLength(4);
    expect(new URL(page.next as string).search).toBe('?limit=4&offset=5');
  });

  it('writes next/previous as absolute URLs of the request path', async () => {
    const page = await getJson<Page>(list('publics', 'limit=2&offset=2'));
    expect(page.next?.startsWith(`${base}/api/v1/publics/?`)).toBe(true);
    expect(page.previous?.startsWith(`${base}/api/v1/publics/?`)).toBe(true);
  });
});

describe('retrieve', () => {
  it.each(COLLECTION_NAMES)('%s/<id>/ answers the record listed under that id', async (collection) => {
    const page = await getJson<Page>(list(collection, 'limit=3'));
    for (const item of page.results) {
      const record = collectionSchemas[collection].parse(await getJson(`${base}/api/v1/${collection}/${item.id}/`));
      expect(record).toEqual(item);
    }
  });

  it('news links to themes, publics, projects and faculties that can be retrieved', async () => {
    const page = await getJson<Paginated<{ themes: string[]; publics: string[]; projects: string[]; faculties: string[] }>>(list('news', 'limit=40'));
    const links = new Set(page.results.flatMap((n) => [...n.themes, ...n.publics, ...n.projects, ...n.faculties]));
    expect(links.size).toBeGreaterThan(0);
    for (const link of [...links].slice(0, 40)) {
      expect(link).toMatch(/\/api\/v1\/(themes|publics|projects|faculties)\/\d+\/$/);
      const record = await getJson<{ id: number; fr_label: string; en_label: string; de_label: string }>(link);
      expect(link.endsWith(`/${record.id}/`)).toBe(true);
      expect(typeof record.en_label).toBe('string');
    }
  });
});
