import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { collectionSchemas, facultySchema, newsSchema } from '../../src/api/resources/documentedSchemas.ts';
import { createApiHandler } from '../handler.ts';
import { DEFAULT_OPTIONS } from '../options.ts';
import { createRandom, deriveSeed } from '../prng.ts';
import { generateDataset } from '../store/dataset.ts';

/** Every byte the API can serve for a data set, in one hash: all lists at once, every faculty. */
async function servedBytes(options: { seed: number; newsCount: number }): Promise<string> {
  const handler = createApiHandler({ ...options, maxLimit: 0 });
  const hash = createHash('sha256');
  for (const collection of Object.keys(collectionSchemas)) {
    const answer = await handler({ method: 'GET', url: `/api/v1/${collection}/?limit=1000000`, headers: { host: 'h' } });
    hash.update(answer.body);
  }
  for (let id = 1; id <= 10; id += 1) hash.update((await handler({ method: 'GET', url: `/api/v1/faculties/${id}/`, headers: { host: 'h' } })).body);
  for (const article of [1, 2, 50]) {
    hash.update((await handler({ method: 'GET', url: `/api/media/articles/${article}/visual.svg`, headers: { host: 'h' } })).body);
  }
  return hash.digest('hex');
}

describe('seeded PRNG', () => {
  it('repeats a sequence for a seed and differs across seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(1)).toEqual(draw(1));
    expect(draw(1)).not.toEqual(draw(2));
    expect(deriveSeed(1, 'news')).not.toBe(deriveSeed(1, 'channels'));
  });

  it('stays in range', () => {
    const random = createRandom(9);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random.int(3, 7);
      expect(value >= 3 && value <= 7 && Number.isInteger(value)).toBe(true);
    }
  });
});

describe('data generator', () => {
  it('same seed, same bytes (whatever was read first); another seed, other bytes', async () => {
    const first = await servedBytes({ seed: 42, newsCount: 300 });
    expect(await servedBytes({ seed: 42, newsCount: 300 })).toBe(first);
    expect(await servedBytes({ seed: 43, newsCount: 300 })).not.toBe(first);
  });

  it('reading records in another order does not change them (each article has its own stream)', async () => {
    const a = createApiHandler({ newsCount: 200 });
    const b = createApiHandler({ newsCount: 200 });
    const url = '/api/v1/news/?limit=200';
    await b({ method: 'GET', url: '/api/v1/news/?ordering=-id&limit=7&offset=33', headers: { host: 'h' } });
    const bodyA = Buffer.from((await a({ method: 'GET', url, headers: { host: 'h' } })).body).toString();
    const bodyB = Buffer.from((await b({ method: 'GET', url, headers: { host: 'h' } })).body).toString();
    expect(bodyB).toBe(bodyA);
  });

  it('more news leave the first ones and the reference lists unchanged', () => {
    const small = generateDataset({ ...DEFAULT_OPTIONS, newsCount: 100 });
    const large = generateDataset({ ...DEFAULT_OPTIONS, newsCount: 1000 });
    expect(large.channels).toEqual(small.channels);
    expect(large.mementos).toEqual(small.mementos);
    expect(large.news.slice(0, 90).map((r) => [r.id, r.article.title, r.article.body().text])).toEqual(
      small.news.slice(0, 90).map((r) => [r.id, r.article.title, r.article.body().text]),
    );
  });

  it('makes exactly N news with unique ids, for N = 0, 1, 17 and 100,000', () => {
    for (const newsCount of [0, 1, 17, 100_000]) {
      const { news } = generateDataset({ ...DEFAULT_OPTIONS, newsCount });
      expect(news).toHaveLength(newsCount);
      expect(new Set(news.map((r) => r.id)).size).toBe(newsCount);
    }
  });

  it('serves records that match the shared zod schemas', async () => {
    const handler = createApiHandler({ newsCount: 120 });
    for (const id of [20001, 20002, 20003, 20004, 20005, 20006]) {
      const answer = await handler({ method: 'GET', url: `/api/v1/news/${id}/`, headers: { host: 'h' } });
      if (answer.status === 200) newsSchema.parse(JSON.parse(Buffer.from(answer.body).toString()));
    }
    const faculty = await handler({ method: 'GET', url: '/api/v1/faculties/1/', headers: { host: 'h' } });
    expect(facultySchema.parse(JSON.parse(Buffer.from(faculty.body).toString())).en_label).toContain('ENAC');
  });
});
