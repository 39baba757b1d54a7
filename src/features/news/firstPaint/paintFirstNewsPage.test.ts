// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '../../../../mock-api/handler.ts';
import { FIRST_REQUEST_GLOBAL } from '../../../api/firstRequest.ts';
import { paintFirstNewsPage } from './paintFirstNewsPage.ts';

const LIST = '/api/v1/news/?limit=10&ordering=-publish_date';
const NOW = new Date(2026, 6, 1, 12, 0, 0);

/** The mock API's first page of news, as JSON, edited by `edit`. */
async function firstPage(edit: (page: { results: Record<string, unknown>[] }) => void = () => undefined): Promise<string> {
  const answer = await createApiHandler()({ method: 'GET', url: LIST, headers: { host: 'localhost' } });
  const page = JSON.parse(String(answer.body)) as { results: Record<string, unknown>[] };
  edit(page);
  return JSON.stringify(page);
}

/** What index.html's inline script leaves for a load of /news, answered with `body` and `status`. */
function leaveFirstRequest(body: string, status = 200) {
  const response = Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL] = { url: `${window.location.origin}${LIST}`, response, copy: response.then((r) => r.clone()) };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/news?ui=en');
  document.body.innerHTML = '<div id="root"><p class="boot-status">Loading…</p></div>';
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL];
});

const root = () => document.getElementById('root')!;

describe('the news list’s first paint', () => {
  it('draws the page’s cards by day, with links in the reader’s language, and marks them as the app does', async () => {
    leaveFirstRequest(await firstPage());
    localStorage.setItem('news.saved', '[]');
    expect(await paintFirstNewsPage(() => true, NOW)).toBe(true);
    const cards = [...root().querySelectorAll('article.news-card')];
    expect(cards).toHaveLength(10);
    const first = JSON.parse(await firstPage()).results[0];
    expect(cards[0]!.getAttribute('data-news-id')).toBe(String(first.id));
    expect(cards[0]!.querySelector('.news-card-title a')!.textContent).toBe(first.title);
    expect(cards[0]!.querySelector('.news-card-title a')!.getAttribute('href')).toBe(`/news/${first.id}?ui=en`);
    // Nothing read yet: every card is unread.
    expect(root().querySelectorAll('.news-card-unread')).toHaveLength(10);
    expect(root().querySelectorAll('h2.news-day').length).toBeGreaterThan(0);
    expect(root().querySelector('.app')!.hasAttribute('data-first-paint')).toBe(true);
    expect(document.documentElement.lang).toBe('en');
  });

  it('speaks the language of the address: French words and links', async () => {
    window.history.replaceState(null, '', '/news?ui=fr');
    leaveFirstRequest(await firstPage());
    expect(await paintFirstNewsPage(() => true, NOW)).toBe(true);
    expect(root().querySelector('h1')!.textContent).toBe('Actualités');
    expect(root().querySelector('.news-card-title a')!.getAttribute('href')).toMatch(/\?ui=fr$/);
  });

  it('leaves out a record the app would leave out, and marks a read one as read', async () => {
    let broken = 0;
    let read = 0;
    leaveFirstRequest(
      await firstPage((page) => {
        broken = page.results[1]!.id as number;
        read = page.results[2]!.id as number;
        page.results[1]!.title = 42;
      }),
    );
    localStorage.setItem('news.read', JSON.stringify([read]));
    expect(await paintFirstNewsPage(() => true, NOW)).toBe(true);
    expect(root().querySelector(`[data-news-id="${broken}"]`)).toBeNull();
    expect(root().querySelectorAll('article.news-card')).toHaveLength(9);
    expect(root().querySelector(`[data-news-id="${read}"] .news-card-unread`)).toBeNull();
  });

  it('draws nothing for what it cannot draw as the app does: a category label in another language', async () => {
    leaveFirstRequest(
      await firstPage((page) => {
        const category = page.results[0]!.category as Record<string, unknown>;
        category.en_label = '';
      }),
    );
    expect(await paintFirstNewsPage(() => true, NOW)).toBe(false);
    expect(root().textContent).toBe('Loading…');
  });

  it('draws nothing on a failed answer, with no request started, or once the app has started', async () => {
    leaveFirstRequest('{"detail":"boom"}', 500);
    expect(await paintFirstNewsPage(() => true, NOW)).toBe(false);
    delete (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL];
    expect(await paintFirstNewsPage(() => true, NOW)).toBe(false);
    leaveFirstRequest(await firstPage());
    expect(await paintFirstNewsPage(() => false, NOW)).toBe(false);
    expect(root().textContent).toBe('Loading…');
  });
});
