import { describe, expect, it } from 'vitest';
import { createApiHandler } from '../handler.ts';
import type { ApiHandler } from '../types.ts';

/**
 * The mock keeps each filtered list (views.ts) under a key built from the filter's parameters
 * (news-filters.ts). A parameter left out of that key makes an answer depend on what was asked
 * before: after `?lang=fr`, `?lang=en` would answer the French news. The rendered-answer cache
 * (keyed by the whole URL) cannot hide such a bug, so both caches stay on, as they are when served.
 */

interface Page {
  count: number;
  results: Array<Record<string, unknown>>;
}

const NEWS_COUNT = 400;

async function ask(handler: ApiHandler, url: string): Promise<Page> {
  const answer = await handler({ method: 'GET', url, headers: { host: 'h' } });
  expect(answer.status, url).toBe(200);
  return JSON.parse(Buffer.from(answer.body).toString()) as Page;
}

const linkId = (link: unknown) => Number(/\/(\d+)\/$/.exec(String(link))?.[1]);
/** A news embeds its channel and its category whole. */
const embeddedId = (record: unknown) => (record as { id: number }).id;
const linkIds = (links: unknown) => (links as unknown[]).map(linkId);

/** [what changes, the first request, the second request, what every news of the second answer must be]. */
const CASES: Array<[string, string, string, (news: Record<string, unknown>) => boolean]> = [
  ['lang', '/api/v1/news/?lang=fr&limit=1000', '/api/v1/news/?lang=en&limit=1000', (n) => n.lang === 'en'],
  ['lang, the first page only', '/api/v1/news/?lang=fr', '/api/v1/news/?lang=en', (n) => n.lang === 'en'],
  ['lang next to a channel', '/api/v1/news/?lang=fr&channel=1&limit=1000', '/api/v1/news/?lang=en&channel=1&limit=1000', (n) => n.lang === 'en' && embeddedId(n.channel) === 1],
  ['lang next to a search', '/api/v1/news/?lang=fr&search=epfl&limit=1000', '/api/v1/news/?lang=en&search=epfl&limit=1000', (n) => n.lang === 'en'],
  ['lang in one channel\'s news', '/api/v1/channels/1/news/?lang=fr&limit=1000', '/api/v1/channels/1/news/?lang=en&limit=1000', (n) => n.lang === 'en'],
  ['channel', '/api/v1/news/?channel=1&limit=1000', '/api/v1/news/?channel=2&limit=1000', (n) => embeddedId(n.channel) === 2],
  ['category', '/api/v1/news/?category=1&limit=1000', '/api/v1/news/?category=2&limit=1000', (n) => embeddedId(n.category) === 2],
  ['themes', '/api/v1/news/?themes=1&limit=1000', '/api/v1/news/?themes=2&limit=1000', (n) => linkIds(n.themes).includes(2)],
  ['themes, one more value', '/api/v1/news/?themes=1&limit=1000', '/api/v1/news/?themes=1&themes=2&limit=1000', (n) => linkIds(n.themes).some((id) => id === 1 || id === 2)],
  ['publics', '/api/v1/news/?publics=1&limit=1000', '/api/v1/news/?publics=2&limit=1000', (n) => linkIds(n.publics).includes(2)],
  ['projects', '/api/v1/news/?projects=1&limit=1000', '/api/v1/news/?projects=2&limit=1000', (n) => linkIds(n.projects).includes(2)],
  ['faculties', '/api/v1/news/?faculties=1&limit=1000', '/api/v1/news/?faculties=2&limit=1000', (n) => linkIds(n.faculties).includes(2)],
  ['search', '/api/v1/news/?search=students&limit=1000', '/api/v1/news/?search=laboratory&limit=1000', (n) => JSON.stringify(n).toLowerCase().includes('laboratory')],
  ['ordering', '/api/v1/news/?lang=en&ordering=id&limit=1000', '/api/v1/news/?lang=en&ordering=-id&limit=1000', (n) => n.lang === 'en'],
];

describe('the mock answers a filtered list the same whatever was asked before (its caches are keyed per filter and language)', () => {
  it.each(CASES)('%s: %s, then %s', async (_what, first, second, belongs) => {
    const handler = createApiHandler({ newsCount: NEWS_COUNT });
    const before = await ask(handler, first);
    const after = await ask(handler, second);
    // What a fresh server answers to the second request: nothing asked before it.
    const fresh = await ask(createApiHandler({ newsCount: NEWS_COUNT }), second);

    // Both filters select news, and not the same news: otherwise this case could not catch anything.
    expect(before.count).toBeGreaterThan(0);
    expect(fresh.results.length).toBeGreaterThan(0);
    expect(fresh.results.map((n) => n.id)).not.toEqual(before.results.map((n) => n.id));
    expect(fresh.results.every(belongs)).toBe(true);

    expect(after.results.filter((n) => !belongs(n)).map((n) => ({ id: n.id, lang: n.lang }))).toEqual([]);
    expect(after).toEqual(fresh);
  });

  it('a language that spells other filters (`fr&channel=1`, percent-encoded) is not taken for them', async () => {
    const handler = createApiHandler({ newsCount: NEWS_COUNT });
    expect((await ask(handler, '/api/v1/news/?lang=fr&channel=1')).count).toBeGreaterThan(0);
    // No news is in the language "fr&channel=1": a fresh server answers none, and so must this one.
    const odd = '/api/v1/news/?lang=fr%26channel%3D1';
    expect((await ask(createApiHandler({ newsCount: NEWS_COUNT }), odd)).count).toBe(0);
    expect(await ask(handler, odd)).toMatchObject({ count: 0, results: [] });
  });

  it('a channel list filtered by name, then by another name', async () => {
    const handler = createApiHandler({ newsCount: NEWS_COUNT });
    const channels = (await ask(handler, '/api/v1/channels/?limit=1000')).results;
    const [a, b] = [channels[0]!.name as string, channels[1]!.name as string];
    expect((await ask(handler, `/api/v1/channels/?name=${encodeURIComponent(a)}`)).results.map((c) => c.name)).toEqual([a]);
    expect((await ask(handler, `/api/v1/channels/?name=${encodeURIComponent(b)}`)).results.map((c) => c.name)).toEqual([b]);
  });
});
