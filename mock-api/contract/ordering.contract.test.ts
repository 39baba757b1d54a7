import { afterAll, beforeAll, expect, it } from 'vitest';
import { paginatedSchema } from '../../src/api/resources/resources.ts';
import { COLLECTION_NAMES, collectionSchemas } from '../../src/api/resources/documentedSchemas.ts';
import { describeMockOnly, getJson, startMock, type RunningMock } from './target.ts';

// Every orderable field, checked over the whole collection. Mock only: string order here is by
// code point, while the real service's database collation is not known.
let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock({ maxLimit: 0 });
});
afterAll(() => mock?.close());

type Value = string | number | boolean | null;

/** PostgreSQL's order for one field: NULLs last ascending, first descending. */
function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

const SCALAR_FIELDS: Record<string, string[]> = {
  news: ['id', 'lang', 'title', 'subtitle', 'text', 'order', 'publish_date', 'visual_url', 'thumbnail_url', 'visual_description', 'short_vimeo_video_id', 'short_vimeo_video_credits', 'video', 'news_url', 'funding', 'references', 'is_under_cc_license'],
  channels: ['id', 'name', 'fr_description', 'en_description', 'de_description', 'is_active'],
  mementos: ['id', 'fr_name', 'en_name', 'fr_label', 'en_label', 'slug', 'is_main_memento', 'is_active', 'memento_url'],
};
const LABELLED = ['id', 'fr_label', 'en_label', 'de_label'];

describeMockOnly('ordering on every scalar field', () => {
  for (const collection of COLLECTION_NAMES) {
    const fields = SCALAR_FIELDS[collection] ?? LABELLED;
    it(`${collection}: ${fields.length} fields, ascending and descending`, async () => {
      const schema = paginatedSchema(collectionSchemas[collection]);
      for (const field of fields) {
        for (const descending of [false, true]) {
          const page = schema.parse(await getJson(`${mock.baseUrl}/api/v1/${collection}/?ordering=${descending ? '-' : ''}${field}&limit=100000`));
          const items = page.results as Array<Record<string, Value>>;
          expect(items).toHaveLength(page.count);
          const sign = descending ? -1 : 1;
          const firstWrong = items.findIndex((item, i) => i > 0 && compare(items[i - 1]?.[field] as Value, item[field] as Value) * sign > 0);
          expect(firstWrong, `${collection} ordering=${descending ? '-' : ''}${field}`).toBe(-1);
        }
      }
    }, 120_000);
  }

  it('news default: -publish_date then -id; others by id', async () => {
    const news = await getJson<{ results: Array<{ id: number; publish_date: string }> }>(`${mock.baseUrl}/api/v1/news/?limit=100000`);
    for (let i = 1; i < news.results.length; i += 1) {
      const a = news.results[i - 1] as { id: number; publish_date: string };
      const b = news.results[i] as { id: number; publish_date: string };
      expect(a.publish_date > b.publish_date || (a.publish_date === b.publish_date && a.id > b.id)).toBe(true);
    }
    const themes = await getJson<{ results: Array<{ id: number }> }>(`${mock.baseUrl}/api/v1/themes/?limit=100`);
    expect(themes.results.map((t) => t.id)).toEqual([...themes.results.map((t) => t.id)].sort((a, b) => a - b));
  });

  it('several fields: the second breaks ties of the first', async () => {
    const page = await getJson<{ results: Array<{ id: number; order: number; title: string }> }>(`${mock.baseUrl}/api/v1/news/?ordering=order,-title&limit=100000`);
    for (let i = 1; i < page.results.length; i += 1) {
      const a = page.results[i - 1] as { order: number; title: string };
      const b = page.results[i] as { order: number; title: string };
      expect(a.order < b.order || (a.order === b.order && a.title >= b.title)).toBe(true);
    }
  });

  it('nested fields channel and category order by their id', async () => {
    const page = await getJson<{ results: Array<{ channel: { id: number } }> }>(`${mock.baseUrl}/api/v1/news/?ordering=-channel&limit=100000`);
    const ids = page.results.map((n) => n.channel.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
