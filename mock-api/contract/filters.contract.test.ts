import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginatedSchema, type News, type Paginated } from '../../src/api/resources/resources.ts';
import { newsSchema } from '../../src/api/resources/documentedSchemas.ts';
import { describeMockOnly, expectApiHeaders, getJson, request, startTarget } from './target.ts';

// Extensions beyond the specification that the real service has: run against API_BASE_URL too.
let base = '';
let close = async () => {};
let sample: News[] = [];
beforeAll(async () => {
  ({ baseUrl: base, close } = await startTarget());
  sample = paginatedSchema(newsSchema).parse(await getJson(`${base}/api/v1/news/?limit=200`)).results;
});
afterAll(() => close());

const newsPage = async (query: string) => paginatedSchema(newsSchema).parse(await getJson(`${base}/api/v1/news/?${query}`));
const idOf = (url: string) => Number(/\/(\d+)\/$/.exec(url)?.[1]);

/** Every record matching, walking all pages (the filters are reflected in `count`). */
async function all(query: string): Promise<News[]> {
  const out: News[] = [];
  let url: string | null = `${base}/api/v1/news/?limit=499&${query}`;
  while (url) {
    const page: Paginated<News> = paginatedSchema(newsSchema).parse(await getJson(url));
    out.push(...page.results);
    url = page.next;
  }
  return out;
}

describe('news filters', () => {
  it('lang keeps only that language, and count says how many', async () => {
    const lang = sample[0]?.lang as string;
    const found = await all(`lang=${lang}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.lang === lang)).toBe(true);
    expect((await newsPage(`lang=${lang}&limit=1`)).count).toBe(found.length);
  });

  it('channel and category filter by id, and combine', async () => {
    const { channel, category } = sample[0] as News;
    const byChannel = await all(`channel=${channel.id}`);
    expect(byChannel.length).toBeGreaterThan(0);
    expect(byChannel.every((n) => n.channel.id === channel.id)).toBe(true);
    const both = await all(`channel=${channel.id}&category=${category.id}`);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThanOrEqual(byChannel.length);
    expect(both.every((n) => n.channel.id === channel.id && n.category.id === category.id)).toBe(true);
  });

  it.each(['themes', 'publics', 'projects', 'faculties'] as const)('%s: repeatable, any of the ids', async (field) => {
    const withLinks = sample.filter((n) => n[field].length > 0);
    const [a, b] = [idOf((withLinks[0] as News)[field][0] as string), idOf((withLinks[1] as News)[field][0] as string)];
    const one = await all(`${field}=${a}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((n) => n[field].some((url) => idOf(url) === a))).toBe(true);
    const either = await all(`${field}=${a}&${field}=${b}`);
    expect(either.every((n) => n[field].some((url) => idOf(url) === a || idOf(url) === b))).toBe(true);
    expect(either.length).toBeGreaterThanOrEqual(one.length);
    const bOnly = await newsPage(`${field}=${b}&limit=1`);
    expect(either.length).toBeLessThanOrEqual(one.length + bOnly.count);
  });

  it('search is case-insensitive over title, subtitle and text', async () => {
    const word = ((sample[0] as News).title.split(/\s+/).find((w) => w.length > 5) ?? 'EPFL').replace(/[^\p{L}]/gu, '');
    const found = await all(`search=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.length).toBeGreaterThan(0);
    const needle = word.toLowerCase();
    expect(found.every((n) => `${n.title} ${n.subtitle} ${n.text}`.toLowerCase().includes(needle))).toBe(true);
    expect(found.some((n) => n.id === (sample[0] as News).id)).toBe(true);
  });

  it('filters and ordering show up in next links, with unknown parameters (cache-busters) kept', async () => {
    const lang = sample[0]?.lang as string;
    const page = await newsPage(`lang=${lang}&limit=3&ordering=title&_cb=99`);
    const next = new URL(page.next as string).searchParams;
    expect(next.get('lang')).toBe(lang);
    expect(next.get('ordering')).toBe('title');
    expect(next.get('_cb')).toBe('99');
  });

  it('an unknown query parameter changes nothing', async () => {
    const plain = await newsPage('limit=5');
    const busted = await newsPage('limit=5&_=1700000000&utm_source=x');
    expect(busted.count).toBe(plain.count);
    expect(busted.results).toEqual(plain.results);
  });
});

describe('channels', () => {
  it('filter by name', async () => {
    const channels = await getJson<Paginated<{ id: number; name: string }>>(`${base}/api/v1/channels/?limit=3`);
    const target = channels.results[1] as { id: number; name: string };
    const found = await getJson<Paginated<{ id: number; name: string }>>(`${base}/api/v1/channels/?name=${encodeURIComponent(target.name)}`);
    expect(found.count).toBeGreaterThanOrEqual(1);
    expect(found.results.every((c) => c.name === target.name)).toBe(true);
  });

  it('/channels/<id>/news/ lists that channel\'s news, paginated like /news/?channel=<id>', async () => {
    const channelId = (sample[0] as News).channel.id;
    const nested = paginatedSchema(newsSchema).parse(await getJson(`${base}/api/v1/channels/${channelId}/news/?limit=5`));
    const filtered = await newsPage(`channel=${channelId}&limit=5`);
    expect(nested.count).toBe(filtered.count);
    expect(nested.results).toEqual(filtered.results);
    expect(nested.next).toContain(`/api/v1/channels/${channelId}/news/?`);
  });

  it('/channels/<id>/news/ writes next and previous with the path as sent, percent-escapes kept', async () => {
    const channelId = (sample[0] as News).channel.id;
    // `%20` decodes to a space, which Python's int() (the lookup) ignores: the same channel.
    const path = `/api/v1/channels/%20${channelId}/news/`;
    const first = paginatedSchema(newsSchema).parse(await getJson(`${base}${path}?limit=2`));
    expect(first.next).toBe(`${base}${path}?limit=2&offset=2`);
    // A valid URL: parsing it changes nothing (a raw space would be escaped by the parser).
    expect(new URL(first.next as string).href).toBe(first.next);
    const second = paginatedSchema(newsSchema).parse(await getJson(first.next as string));
    expect(second.previous).toBe(`${base}${path}?limit=2`);
    expect(second.results.map((n) => n.id)).not.toContain(first.results[0]?.id);
  });
});

// django-filter 23.1 on Django 3.2: ModelChoiceFilter (channel, category) and
// ModelMultipleChoiceFilter (themes, publics, projects, faculties); DRF renders the form's errors.
const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.';

describe('filter values that name nothing (django-filter)', () => {
  it.each([
    ['channel=2147483646', { channel: [INVALID_CHOICE] }],
    ['category=2147483646', { category: [INVALID_CHOICE] }],
    ['channel=abc', { channel: [INVALID_CHOICE] }],
    ['channel=abc&category=2147483646', { channel: [INVALID_CHOICE], category: [INVALID_CHOICE] }],
    ['themes=2147483646', { themes: ['Select a valid choice. 2147483646 is not one of the available choices.'] }],
    ['faculties=2147483646', { faculties: ['Select a valid choice. 2147483646 is not one of the available choices.'] }],
    ['publics=x', { publics: ['\u201cx\u201d is not a valid value.'] }],
  ])('%s answers 400 with exactly the field errors', async (query, errors) => {
    const answer = await request(`${base}/api/v1/news/?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errors);
    expectApiHeaders(answer.headers);
  });

  it('a known id among the values does not hide an unknown one', async () => {
    const themeId = idOf((sample.find((n) => n.themes.length > 0) as News).themes[0] as string);
    const answer = await request(`${base}/api/v1/news/?themes=${themeId}&themes=2147483646`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ themes: ['Select a valid choice. 2147483646 is not one of the available choices.'] });
    expect((await request(`${base}/api/v1/news/?themes=${themeId}&limit=1`)).status).toBe(200);
  });

  it('a known channel written as int() reads it is found; in a repeatable filter only its exact text is', async () => {
    const channelId = (sample[0] as News).channel.id;
    expect((await request(`${base}/api/v1/news/?channel=%20%2B${channelId}&limit=1`)).status).toBe(200);
    const themeId = idOf((sample.find((n) => n.themes.length > 0) as News).themes[0] as string);
    const padded = await request(`${base}/api/v1/news/?themes=0${themeId}`);
    expect(padded.status).toBe(400);
    expect(padded.body).toEqual({ themes: [`Select a valid choice. 0${themeId} is not one of the available choices.`] });
  });
});

describeMockOnly('filter values (mock)', () => {
  it('an unknown channel in /channels/<id>/news/ answers 404', async () => {
    expect((await request(`${base}/api/v1/channels/999999/news/`)).status).toBe(404);
  });

  it('empty filter values are ignored', async () => {
    const plain = await newsPage('limit=3');
    expect((await newsPage('limit=3&channel=&themes=&search=&lang=')).results).toEqual(plain.results);
  });
});
