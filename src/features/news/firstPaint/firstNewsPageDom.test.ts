// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiHandler } from '../../../../mock-api/handler.ts';
import type { News } from '../../../api/resources/resources.ts';
import { groupDuplicateArticles } from '../../../api/duplicates.ts';
import { groupByDay } from '../shared/groupByDay.ts';
import { FIRST_PAINT_WORDS } from '../../readerCommon/firstPaint/firstPaintWords.ts';
import { appendNewsDays, firstNewsPageDom } from './firstNewsPageDom.ts';
import { daysSplitAt } from './firstScreenDays.ts';

const NOW = new Date(2026, 6, 1, 12, 0, 0);
const marks = { read: (id: number) => id % 3 === 0, saved: (id: number) => id % 4 === 0, fresh: () => false };

async function days(limit: number) {
  const answer = await createApiHandler()({ method: 'GET', url: `/api/v1/news/?limit=${limit}&ordering=-publish_date`, headers: { host: 'localhost' } });
  const news = (JSON.parse(String(answer.body)) as { results: News[] }).results;
  return groupByDay(groupDuplicateArticles(news), (group) => group.primary.publish_date);
}

describe('the news list’s first paint in two steps', () => {
  it('draws the same page from the first screen’s cards plus the rest as from all of them at once', async () => {
    for (const limit of [10, 30]) {
      const all = await days(limit);
      const whole = firstNewsPageDom(all, 'en', FIRST_PAINT_WORDS.en, marks, NOW).outerHTML;
      expect(all.length).toBeGreaterThan(1);
      let dayCut = false;
      for (const count of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, limit]) {
        const { first, rest } = daysSplitAt(all, count);
        dayCut ||= first.length > 0 && first.at(-1)?.day === rest[0]?.day;
        const page = firstNewsPageDom(first, 'en', FIRST_PAINT_WORDS.en, marks, NOW);
        expect(page.querySelectorAll('article.news-card')).toHaveLength(Math.min(count, all.flatMap((day) => day.items).length));
        appendNewsDays(page, first.at(-1)?.day, rest, 'en', FIRST_PAINT_WORDS.en, marks, NOW);
        expect(page.outerHTML, `${limit} cards, first screen ${count}`).toBe(whole);
      }
      // At least one first screen ends inside a day: its cards go on under the same heading.
      expect(dayCut).toBe(true);
    }
  });
});
