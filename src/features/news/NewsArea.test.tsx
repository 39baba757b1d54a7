import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFromTestServer } from '../readerCommon/testing/renderRoutes.tsx';
import { renderNews } from './testing/renderNews.tsx';
import { startDrfListServer, type TestServer } from '../../api/testing/drfListServer.ts';
import { sampleChannel, sampleLabelled, sampleNews } from '../../api/testing/sampleRecords.ts';

// 25 news; records 2 and 3 are one article in two channels.
const news = Array.from({ length: 25 }, (_, i) =>
  sampleNews(i + 1, {
    title: i === 2 ? 'Title 2' : `Title ${i + 1}`,
    order: i === 2 ? 2 : i + 1,
    channel: sampleChannel(i === 2 ? 2 : 1, i === 2 ? 'Second channel' : 'First channel'),
    category: { id: 1, fr_label: 'Recherche', en_label: '', de_label: 'Forschung' },
  }),
);
const broken = news.slice(0, 5).map((n, i) => (i === 3 ? { ...n, channel: { ...n.channel, name: 7 } } : n));

let server: TestServer;
beforeAll(async () => {
  server = await startDrfListServer(
    { news, channels: [sampleChannel(1), sampleChannel(2)], categories: [sampleLabelled(1)], themes: [], publics: [], projects: [] },
    { '/api/v1/news/?limit=10&ordering=-publish_date&search=broken': { status: 200, body: JSON.stringify({ count: 5, next: null, previous: null, results: broken }) } },
  );
});
afterAll(() => server.close());
readFromTestServer(() => server);


describe('news list page', { timeout: 20_000 }, () => {
  it('reads its view from the URL and follows the API\'s next link into the URL', async () => {
    const user = userEvent.setup();
    const router = renderNews('/news?limit=10&offset=10&ui=de');
    // A German page: its pager (one, under the list) is German too.
    expect(await screen.findByText('11–20 von 25', {}, { timeout: 5000 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Seiten: Nachrichten (Ende der Liste)' });
    expect(within(nav).getByText('2').getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('link', { name: 'Nächste Seite →' }));
    expect(await screen.findByText('21–25 von 25')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('offset')).toBe('20');
    expect(new URLSearchParams(router.state.location.search).get('ui')).toBe('de');
    // Labels in German.
    expect(screen.getAllByText('Forschung').length).toBeGreaterThan(0);
  });

  it('"Load more" appends the next page under the cards and keeps how far in the URL', async () => {
    const user = userEvent.setup();
    const router = renderNews('/news?ui=en');
    expect(await screen.findByText('1–10 of 25', {}, { timeout: 5000 })).toBeTruthy();
    const before = document.querySelectorAll('article.news-card').length;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('1–20 of 25')).toBeTruthy();
    expect(document.querySelectorAll('article.news-card').length).toBe(before + 10);
    expect(new URLSearchParams(router.state.location.search).get('upto')).toBe('2');
    // The focus is on the first card it added.
    expect(document.activeElement?.textContent).toBe('Title 11');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('1–25 of 25')).toBeTruthy();
    expect(screen.getByText('All 25 news are shown.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('folds the records of one article into one card and names the fallback language', async () => {
    renderNews('/news?ui=en');
    const also = await screen.findByText(/also in:/, {}, { timeout: 5000 });
    expect(also.textContent).toBe('also in: Second channel');
    expect(screen.queryByRole('heading', { name: 'Title 2' })).toBeTruthy();
    // 10 records, 9 cards.
    expect(document.querySelectorAll('article.news-card')).toHaveLength(9);
    // The category has no English label: French is shown, and said.
    expect(screen.getAllByText('(in French; no English text)').length).toBeGreaterThan(0);
  });

  it('leaves out the one item that breaks the schema, with a note naming the field; the rest shows', async () => {
    renderNews('/news?search=broken');
    const note = await screen.findByRole('note', {}, { timeout: 5000 });
    expect(note.textContent).toContain('1 news item of this page left out');
    expect(note.textContent).toContain('results[3] (id 4) left out: channel.name: expected string, got number');
    // Records 1, 2, 3 and 5 show; 2 and 3 are one article: 3 cards.
    expect(document.querySelectorAll('article.news-card')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
  });
});

describe('news keys', { timeout: 20_000 }, () => {
  it("lists the shortcuts when '?' is pressed (outside a field) and closes the list; '/' goes to the search field", async () => {
    const user = userEvent.setup();
    renderNews('/news?ui=en');
    await screen.findByRole('heading', { name: 'Title 1' }, { timeout: 5000 });
    expect(document.querySelector('.shortcuts-dialog')).toBeNull();
    await user.keyboard('?');
    // The dialog's code is loaded on first use (a lazy chunk): under a busy test run that can take over findBy's default second.
    const dialog = await screen.findByRole('heading', { name: 'Keyboard shortcuts', hidden: true }, { timeout: 5000 });
    const list = dialog.closest('dialog')!;
    expect(within(list).getByText('j')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Close', hidden: true }));
    expect(document.querySelector('.shortcuts-dialog')).toBeNull();
    await user.keyboard('/');
    expect(document.activeElement?.getAttribute('type')).toBe('search');
    await user.keyboard('?');
    expect(document.querySelector('.shortcuts-dialog')).toBeNull();
  });
});
