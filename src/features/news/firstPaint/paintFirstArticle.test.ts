// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '../../../../mock-api/handler.ts';
import { FIRST_REQUEST_GLOBAL } from '../../../api/firstRequest.ts';
import { paintFirstArticle } from './paintFirstArticle.ts';

const handler = createApiHandler();

/** The mock API's answer for the newest article (or `url`), as JSON, edited by `edit`. */
async function article(edit: (news: Record<string, unknown>) => void = () => undefined): Promise<{ id: number; body: string }> {
  const list = await handler({ method: 'GET', url: '/api/v1/news/?limit=1&ordering=-publish_date', headers: { host: 'localhost' } });
  const id = (JSON.parse(String(list.body)) as { results: { id: number }[] }).results[0]!.id;
  const answer = await handler({ method: 'GET', url: `/api/v1/news/${id}/`, headers: { host: 'localhost' } });
  const news = JSON.parse(String(answer.body)) as Record<string, unknown>;
  edit(news);
  return { id, body: JSON.stringify(news) };
}

/** What index.html's inline script leaves for a load of /news/<id>, answered with `body` and `status`. */
function leaveFirstRequest(id: number, body: string, status = 200, kind: 'article' | 'list' = 'article') {
  const response = Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL] = { url: `${window.location.origin}/api/v1/news/${id}/`, kind, response, copy: response.then((r) => r.clone()) };
}

/** Opens /news/<id> with `query`, its request answered with the article as `edit` leaves it. */
async function openArticle(query = '?ui=en', edit?: (news: Record<string, unknown>) => void): Promise<number> {
  const { id, body } = await article(edit);
  window.history.replaceState(null, '', `/news/${id}${query}`);
  leaveFirstRequest(id, body);
  return id;
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><p class="boot-status">Loading…</p></div>';
  document.title = 'Body Plan Studio · News';
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL];
  delete (window as unknown as { pwned?: number }).pwned;
});

const root = () => document.getElementById('root')!;

describe('an article’s first paint', () => {
  it('draws the article from its answer: title, date, links in the reader’s language, and its text as HTML', async () => {
    const id = await openArticle();
    const news = JSON.parse((await article()).body) as { title: string; publish_date: string; channel: { id: number; name: string } };
    expect(await paintFirstArticle(() => true)).toBe(true);
    expect(root().querySelector('.app')!.hasAttribute('data-first-paint')).toBe(true);
    expect(root().querySelector('.news-detail h1')!.textContent).toBe(news.title);
    expect(root().querySelector('.back-link a')!.getAttribute('href')).toBe('/news?ui=en');
    expect(root().querySelector('.news-detail-meta a')!.getAttribute('href')).toBe(`/news?channel=${news.channel.id}&ui=en`);
    expect(root().querySelector('.news-detail-meta a')!.textContent).toBe(news.channel.name);
    expect(root().querySelector('time.publish-date')!.getAttribute('datetime')).toBe(news.publish_date);
    // The text's own markup, through the sanitizer: paragraphs, not one run of text.
    expect(root().querySelectorAll('.news-detail-text p').length).toBeGreaterThan(0);
    expect(root().querySelector('.article-actions button')!.textContent).toBe('☆ Save');
    expect(root().querySelector('.article-actions button')!.hasAttribute('inert')).toBe(true);
    expect(document.title).toBe(`${news.title} – Workbench`);
    expect(document.documentElement.lang).toBe('en');
    expect(root().querySelector(`a[href^="/news/${id}"]`)).toBeNull();
  });

  it('speaks the language of the address, and shows a saved article as saved', async () => {
    const id = await openArticle('?ui=de');
    localStorage.setItem('news.saved', JSON.stringify([id]));
    expect(await paintFirstArticle(() => true)).toBe(true);
    expect(root().querySelector('.back-link a')!.textContent).toBe('← Zurück zur Nachrichtenliste');
    expect(root().querySelector('.back-link a')!.getAttribute('href')).toBe('/news?ui=de');
    expect(root().querySelector('.article-actions button')!.getAttribute('aria-pressed')).toBe('true');
    expect(root().querySelector('.article-actions button')!.textContent).toBe('★ Gemerkt');
    expect(document.documentElement.lang).toBe('de');
  });

  it('draws hostile HTML through the app’s sanitizer: no script, no event handler, no javascript: URL, nothing runs', async () => {
    await openArticle('?ui=en', (news) => {
      news.subtitle = '<p>Summary<img src="https://example.org/a.png" onerror="window.pwned=1"></p>';
      news.text =
        '<p>Kept text</p><script>window.pwned=2</script><a href="javascript:window.pwned=3">bad link</a><a href="https://example.org/">good link</a>' +
        '<svg><animate onbegin="window.pwned=4" attributeName="x" dur="1s"/></svg><iframe src="javascript:parent.pwned=5"></iframe>' +
        '<p style="position:fixed" onclick="window.pwned=6">styled</p><form action="javascript:window.pwned=7"><button>go</button></form>' +
        '<img src="javascript:window.pwned=8"><a href=" JaVaScRiPt:window.pwned=9">spaced</a><math><mi xlink:href="javascript:window.pwned=10">m</mi></math>';
    });
    expect(await paintFirstArticle(() => true)).toBe(true);
    const article = root().querySelector('.news-detail')!;
    expect(article.querySelector('.news-detail-text')!.textContent).toContain('Kept text');
    expect(article.querySelectorAll('script, iframe, svg, math, form, style, object, embed')).toHaveLength(0);
    const attributes = [...article.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
    expect(attributes.filter((attribute) => /^on/i.test(attribute.name) || attribute.name === 'style').map((a) => a.name)).toEqual([]);
    expect(attributes.filter((attribute) => /^\s*javascript:/i.test(attribute.value)).map((a) => `${a.name}=${a.value}`)).toEqual([]);
    // A kept link opens outside the app, as the sanitizer's hook makes every link from the API.
    const good = [...article.querySelectorAll('.news-detail-text a')].find((a) => a.textContent === 'good link')!;
    expect(good.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('draws nothing for what it does not draw as the app does: the reading view, a label in another language, a video link, a text too big', async () => {
    await openArticle('?ui=en&view=reading');
    expect(await paintFirstArticle(() => true)).toBe(false);
    sessionStorage.setItem('news.readingView', 'reading');
    await openArticle('?ui=en');
    expect(await paintFirstArticle(() => true)).toBe(false);
    sessionStorage.clear();
    await openArticle('?ui=en', (news) => ((news.category as Record<string, unknown>).en_label = ''));
    expect(await paintFirstArticle(() => true)).toBe(false);
    await openArticle('?ui=en', (news) => (news.video = 'https://www.youtube.com/watch?v=1'));
    expect(await paintFirstArticle(() => true)).toBe(false);
    await openArticle('?ui=en', (news) => (news.text = '<div>'.repeat(5000)));
    expect(await paintFirstArticle(() => true)).toBe(false);
    expect(root().textContent).toBe('Loading…');
  });

  it('draws nothing on a failed or invalid answer, another page’s request, no request, or once the app has started', async () => {
    const { id, body } = await article();
    window.history.replaceState(null, '', `/news/${id}?ui=en`);
    leaveFirstRequest(id, '{"detail":"Not found."}', 404);
    expect(await paintFirstArticle(() => true)).toBe(false);
    leaveFirstRequest(id, '{"id":"not a record"}');
    expect(await paintFirstArticle(() => true)).toBe(false);
    leaveFirstRequest(id, body, 200, 'list');
    expect(await paintFirstArticle(() => true)).toBe(false);
    delete (globalThis as Record<string, unknown>)[FIRST_REQUEST_GLOBAL];
    expect(await paintFirstArticle(() => true)).toBe(false);
    leaveFirstRequest(id, body);
    expect(await paintFirstArticle(() => false)).toBe(false);
    expect(root().textContent).toBe('Loading…');
    expect(document.title).toBe('Body Plan Studio · News');
  });
});
