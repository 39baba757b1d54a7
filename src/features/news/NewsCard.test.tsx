import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { readFromTestServer } from '../readerCommon/testing/renderRoutes.tsx';
import { renderNews } from './testing/renderNews.tsx';
import { paginatedSchema, type News } from '../../api/resources/resources.ts';
import { newsSchema } from '../../api/resources/documentedSchemas.ts';
import { startMockApiServer } from '../readerCommon/testing/mockApiServer.ts';
import type { TestServer } from '../../api/testing/drfListServer.ts';

// A zone far from UTC (+14:00, no daylight saving), so converting `publish_date` would change its digits.
const savedTimeZone = process.env.TZ;
process.env.TZ = 'Pacific/Kiritimati';

const LIST = '/api/v1/news/?limit=50&ordering=-publish_date';
let server: TestServer;
let page: News[] = [];
beforeAll(async () => {
  server = await startMockApiServer();
  page = paginatedSchema(newsSchema).parse(await (await fetch(`${server.baseUrl}${LIST}`)).json()).results;
});
afterAll(async () => {
  await server.close();
  if (savedTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = savedTimeZone;
});
readFromTestServer(() => server);


/** The card a record has on the shown page (records folded into another article's card have none). */
function cardOf(news: News): HTMLElement | null {
  return document.querySelector<HTMLElement>(`article.news-card[data-news-id="${news.id}"]`);
}

async function showFirstFifty(): Promise<void> {
  renderNews('/news?limit=50&ui=en');
  await screen.findAllByText(/^1–50 of /, {}, { timeout: 10_000 });
}

describe('news card against the mock API', { timeout: 30_000 }, () => {
  it('has a lazy thumbnail whose alt text is the title', async () => {
    await showFirstFifty();
    const shown = page.filter((news) => cardOf(news) !== null);
    expect(shown.length).toBeGreaterThan(30);
    for (const news of shown) {
      const thumbnail = (cardOf(news) as HTMLElement).querySelector('img') as HTMLImageElement;
      expect(thumbnail.getAttribute('src')).toBe(news.thumbnail_url);
      expect(thumbnail.getAttribute('loading')).toBe('lazy');
      expect(thumbnail.getAttribute('alt')).toBe(news.title);
    }
  });

  it('marks the cards of news with a Vimeo video, and only those', async () => {
    await showFirstFifty();
    const withVimeo = page.filter((news) => news.short_vimeo_video_id.trim() !== '' && cardOf(news) !== null);
    const withoutVideo = page.filter((news) => news.short_vimeo_video_id.trim() === '' && news.video.trim() === '' && cardOf(news) !== null);
    expect(withVimeo.length).toBeGreaterThan(0);
    expect(withoutVideo.length).toBeGreaterThan(0);
    for (const news of withVimeo) expect((cardOf(news) as HTMLElement).querySelector('.badge-video')?.textContent, `news ${news.id}`).toBe('Video');
    for (const news of withoutVideo) expect((cardOf(news) as HTMLElement).querySelector('.badge-video'), `news ${news.id}`).toBeNull();
  });

  it('shows publish_date as the API gives it, with no time-zone conversion', async () => {
    // The zone is in force: a conversion to or from UTC would move the clock by 14 hours.
    expect(new Date('2024-01-15T12:00:00').getTimezoneOffset()).toBe(-14 * 60);
    await showFirstFifty();
    const shown = page.filter((news) => cardOf(news) !== null);
    for (const news of shown) {
      const time = (cardOf(news) as HTMLElement).querySelector('time') as HTMLTimeElement;
      const [y, m, d] = news.publish_date.slice(0, 10).split('-').map(Number) as [number, number, number];
      expect(time.getAttribute('datetime')).toBe(news.publish_date);
      // The card shows the day in words (the mock's dates are all older than a week): the same
      // calendar day as the digits given, formatted here in UTC so no zone can move it.
      const expected = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
      expect(time.textContent, `news ${news.id}`).toBe(expected);
    }
  });
});
