import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { readFromTestServer } from '../../readerCommon/testing/renderRoutes.tsx';
import { renderNews } from '../testing/renderNews.tsx';
import { paginatedSchema, type News } from '../../../api/resources/resources.ts';
import { newsSchema } from '../../../api/resources/documentedSchemas.ts';
import { startMockApiServer } from '../../readerCommon/testing/mockApiServer.ts';
import type { TestServer } from '../../../api/testing/drfListServer.ts';

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
  it('has a lazy thumbnail with an empty alt (the title beside it says what it shows)', async () => {
    await showFirstFifty();
    const shown = page.filter((news) => cardOf(news) !== null);
    expect(shown.length).toBeGreaterThan(30);
    for (const news of shown) {
      const thumbnail = (cardOf(news) as HTMLElement).querySelector('img') as HTMLImageElement;
      expect(thumbnail.getAttribute('src')).toBe(news.thumbnail_url);
      expect(thumbnail.getAttribute('loading')).toBe('lazy');
      expect(thumbnail.getAttribute('alt')).toBe('');
    }
  });

  it('replaces a thumbnail that fails to load by a neutral placeholder, never a broken-image box', async () => {
    await showFirstFifty();
    const news = page.find((n) => cardOf(n) !== null)!;
    const card = cardOf(news) as HTMLElement;
    fireEvent.error(card.querySelector('img') as HTMLImageElement);
    expect(card.querySelector('img')).toBeNull();
    const placeholder = card.querySelector('.news-card-thumb') as HTMLElement;
    expect(placeholder.classList.contains('news-image-placeholder')).toBe(true);
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder.textContent).toBe('');
    // The card still leads to the article by its title.
    expect(within(card).getByRole('link', { name: news.title })).toBeTruthy();
  });

  it('marks the cards of news with a video (Vimeo or a video link), and only those', async () => {
    await showFirstFifty();
    const withVimeo = page.filter((news) => (news.short_vimeo_video_id.trim() !== '' || news.video.trim() !== '') && cardOf(news) !== null);
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
