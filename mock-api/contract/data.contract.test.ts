import { afterAll, beforeAll, expect, it } from 'vitest';
import { paginatedSchema, type Channel, type Memento, type News } from '../../src/api/resources/resources.ts';
import { channelSchema, collectionSchemas, COLLECTION_NAMES, mementoSchema, newsSchema } from '../../src/api/resources/documentedSchemas.ts';
import { describeMockOnly, getJson, request, startMock, type RunningMock } from './target.ts';

// The generated data set (mock only): every case the specification names is present.
let mock: RunningMock;
let news: News[] = [];
let channels: Channel[] = [];
let mementos: Memento[] = [];
beforeAll(async () => {
  // No maximum page size: the whole data set in one answer.
  mock = await startMock({ mementoSite: 'https://agenda.example.org', maxLimit: 0, trustProxy: true });
  news = paginatedSchema(newsSchema).parse(await getJson(`${mock.baseUrl}/api/v1/news/?limit=100000`)).results;
  channels = paginatedSchema(channelSchema).parse(await getJson(`${mock.baseUrl}/api/v1/channels/?limit=1000`)).results;
  mementos = paginatedSchema(mementoSchema).parse(await getJson(`${mock.baseUrl}/api/v1/mementos/?limit=1000`)).results;
});
afterAll(() => mock?.close());

describeMockOnly('generated data', () => {
  it('has the default sizes of the issue', async () => {
    const counts: Record<string, number> = {};
    for (const name of COLLECTION_NAMES) {
      counts[name] = paginatedSchema(collectionSchemas[name]).parse(await getJson(`${mock.baseUrl}/api/v1/${name}/?limit=1`)).count;
    }
    expect(counts).toEqual({ news: 1500, channels: 40, categories: 5, themes: 30, publics: 8, projects: 60, mementos: 25 });
    const categories = await getJson<{ results: Array<{ en_label: string }> }>(`${mock.baseUrl}/api/v1/categories/`);
    expect(categories.results.map((c) => c.en_label)).toEqual(['EPFL', 'Education', 'Research', 'Innovation', 'Campus life']);
    for (let id = 1; id <= 10; id += 1) await getJson(`${mock.baseUrl}/api/v1/faculties/${id}/`);
    expect((await request(`${mock.baseUrl}/api/v1/faculties/11/`)).status).toBe(404);
  });

  it('channel descriptions are null, empty and filled', () => {
    const values = channels.flatMap((c) => [c.fr_description, c.en_description, c.de_description]);
    expect(values).toContain(null);
    expect(values).toContain('');
    expect(values.some((v) => typeof v === 'string' && v.length > 0)).toBe(true);
    expect(channels.some((c) => !c.is_active)).toBe(true);
  });

  it('memento labels are null and empty; memento_url is {memento_site}/<slug>/', () => {
    const labels = mementos.flatMap((m) => [m.fr_label, m.en_label]);
    expect(labels).toContain(null);
    expect(labels).toContain('');
    for (const m of mementos) expect(m.memento_url).toBe(`https://agenda.example.org/${m.slug}/`);
    expect(mementos.filter((m) => m.is_main_memento).length).toBeGreaterThanOrEqual(1);
  });

  it.each(['themes', 'publics', 'faculties', 'projects', 'authors', 'links'] as const)('some news have empty %s', (field) => {
    expect(news.some((n) => n[field].length === 0)).toBe(true);
    expect(news.some((n) => n[field].length > 0)).toBe(true);
  });

  it('some authors have a null url', () => {
    expect(news.some((n) => n.authors.some((a) => a.url === null))).toBe(true);
  });

  it('the same article appears as records with different id and channel but equal title and order', () => {
    const byArticle = new Map<string, News[]>();
    for (const n of news) byArticle.set(n.news_url, [...(byArticle.get(n.news_url) ?? []), n]);
    const copies = [...byArticle.values()].filter((group) => group.length > 1);
    expect(copies.length).toBeGreaterThan(10);
    for (const group of copies) {
      expect(new Set(group.map((n) => n.id)).size).toBe(group.length);
      expect(new Set(group.map((n) => n.channel.id)).size).toBe(group.length);
      expect(new Set(group.map((n) => `${n.title}|${n.order}`)).size).toBe(1);
    }
  });

  it('several distinct articles share one order', () => {
    const titlesByOrder = new Map<number, Set<string>>();
    for (const n of news) titlesByOrder.set(n.order, (titlesByOrder.get(n.order) ?? new Set()).add(n.title));
    expect([...titlesByOrder.values()].some((titles) => titles.size > 1)).toBe(true);
  });

  it('HTML fragments, hostile ones included, occur in subtitle, text, funding and references', () => {
    const any = (test: (n: News) => boolean) => news.some(test);
    for (const field of ['subtitle', 'text', 'funding', 'references'] as const) {
      expect(any((n) => /<(p|a|strong|em)\b/.test(n[field])), field).toBe(true);
    }
    expect(any((n) => n.text.includes('<script>'))).toBe(true);
    expect(any((n) => /\son\w+=/.test(n.subtitle))).toBe(true);
    expect(any((n) => /href="javascript:/i.test(n.funding))).toBe(true);
    expect(any((n) => n.references.includes('<iframe'))).toBe(true);
    expect(any((n) => n.funding === '') && any((n) => n.references === '')).toBe(true);
  });

  it('has news in French, English and German', () => {
    expect(new Set(news.map((n) => n.lang))).toEqual(new Set(['fr', 'en', 'de']));
  });

  it('visual_url and thumbnail_url are SVG pictures served by the mock itself', async () => {
    for (const n of news.slice(0, 5)) {
      for (const url of [n.visual_url, n.thumbnail_url]) {
        expect(url.startsWith(`${mock.baseUrl}/api/media/`)).toBe(true);
        const response = await fetch(url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        const svg = await response.text();
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg).not.toMatch(/<script|\son\w+=|href="http/i);
      }
    }
    expect((await request(`${mock.baseUrl}/api/media/articles/999999/visual.svg`)).status).toBe(404);
  });

  it('absolute URLs follow X-Forwarded-Proto and X-Forwarded-Host when told it is behind a proxy', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'news.example.org' };
    const page = paginatedSchema(newsSchema).parse(await getJson(`${mock.baseUrl}/api/v1/news/?limit=20`, { headers }));
    expect(page.next).toBe('https://news.example.org/api/v1/news/?limit=20&offset=20');
    const item = page.results.find((n) => n.themes.length > 0) as News;
    expect(item.themes[0]).toMatch(/^https:\/\/news\.example\.org\/api\/v1\/themes\/\d+\/$/);
    expect(item.visual_url.startsWith('https://news.example.org/api/media/')).toBe(true);
    const plain = await getJson<{ next: string }>(`${mock.baseUrl}/api/v1/news/?limit=20`);
    expect(plain.next).toBe(`${mock.baseUrl}/api/v1/news/?limit=20&offset=20`);
  });

  it('refuses a Host header Django would refuse, with a JSON detail', async () => {
    const answer = await request(`${mock.baseUrl}/api/v1/news/`, { headers: { 'x-forwarded-host': 'bad host"><script>' } });
    expect(answer.status).toBe(400);
    expect(typeof (answer.body as { detail: string }).detail).toBe('string');
  });
});
