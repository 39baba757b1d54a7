import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFromTestServer, searchOf } from '../../readerCommon/testing/renderRoutes.tsx';
import { renderNews } from '../testing/renderNews.tsx';
import { paginatedSchema, type News } from '../../../api/resources/resources.ts';
import { newsSchema } from '../../../api/resources/documentedSchemas.ts';
import { startMockApiServer } from '../../readerCommon/testing/mockApiServer.ts';
import type { TestServer } from '../../../api/testing/drfListServer.ts';
import { READING_VIEW_SESSION_KEY } from '../reading/readingView.ts';

// The reading view against the real mock API over HTTP, on an article with links of every kind.
let server: TestServer;
let news: News;
beforeAll(async () => {
  server = await startMockApiServer();
  const response = await fetch(`${server.baseUrl}/api/v1/news/?limit=400`);
  const sample = paginatedSchema(newsSchema).parse(await response.json()).results;
  const found = sample.find((n) => n.links.length > 0 && n.themes.length > 0 && n.authors.length > 0 && /^https?:/.test(n.news_url));
  if (!found) throw new Error(`the generated data has no news with links, themes and authors in its first ${sample.length}`);
  news = found;
});
afterAll(() => server.close());
afterEach(() => {
  window.sessionStorage.clear();
  delete document.documentElement.dataset.readingView;
});
readFromTestServer(() => server);

const toggle = () => screen.getByRole('button', { name: 'Reading view' });

/** The text of the links and buttons on the page, without their hidden marks (Save's star). */
function controls(): string[] {
  return [...screen.queryAllByRole('link'), ...screen.queryAllByRole('button')].map((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent.trim();
  });
}

describe('the reading view of an article', { timeout: 30_000 }, () => {
  it('leaves only the title, date, text and pictures; the same button and Escape bring the rest back', async () => {
    const user = userEvent.setup();
    const router = renderNews(`/news/${news.id}?ui=en`);
    await screen.findByRole('heading', { level: 1, name: news.title }, { timeout: 10_000 });
    const before = controls();
    expect(before).toEqual(expect.arrayContaining(['← Back to the news list', 'Save', 'Share', 'Read on the public site', news.channel.name]));
    expect(screen.getByRole('region', { name: 'Links' })).toBeTruthy();
    expect(toggle().getAttribute('aria-pressed')).toBe('false');

    await user.click(toggle());
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(searchOf(router).get('view')).toBe('reading');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.documentElement.dataset.readingView).toBe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(news.title);
    expect(document.querySelector('.news-detail-text')).not.toBeNull();
    expect(document.querySelector('time')).not.toBeNull();
    // Gone: the way back, Save and Share, the channel and category, the sections of links.
    for (const name of ['← Back to the news list', 'Save', 'Share', 'Read on the public site', news.channel.name]) expect(controls()).not.toContain(name);
    for (const region of ['Links', 'Authors', 'Themes']) expect(screen.queryByRole('region', { name: region })).toBeNull();
    // The button keeps the focus: it is the same element, at the same place.
    expect(document.activeElement).toBe(toggle());
    expect(window.sessionStorage.getItem(READING_VIEW_SESSION_KEY)).toBe('reading');

    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(toggle());
    expect(searchOf(router).has('view')).toBe(false);
    expect(document.documentElement.dataset.readingView).toBeUndefined();
    // Everything that was there is back (and what was still loading then, the sections' links, too).
    expect(controls()).toEqual(expect.arrayContaining(before));
    expect(window.sessionStorage.getItem(READING_VIEW_SESSION_KEY)).toBeNull();
  });

  it('opens in the reading view from ?view=reading, and the next article of the session does too, until it is left', async () => {
    const user = userEvent.setup();
    renderNews(`/news/${news.id}?ui=en&view=reading`);
    await screen.findByRole('heading', { level: 1, name: news.title }, { timeout: 10_000 });
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(controls()).not.toContain('Save');
    cleanup();

    // Another page load of the same tab, with no view= in its address.
    renderNews(`/news/${news.id}?ui=en`);
    await screen.findByRole('heading', { level: 1, name: news.title }, { timeout: 10_000 });
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle());
    expect(controls()).toContain('Save');
    cleanup();

    renderNews(`/news/${news.id}?ui=en`);
    await screen.findByRole('heading', { level: 1, name: news.title }, { timeout: 10_000 });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    // view= with another word asks for the full article whatever the session says.
    window.sessionStorage.setItem(READING_VIEW_SESSION_KEY, 'reading');
    cleanup();
    renderNews(`/news/${news.id}?ui=en&view=full`);
    await screen.findByRole('heading', { level: 1, name: news.title }, { timeout: 10_000 });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });
});
