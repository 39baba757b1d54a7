import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from './App.tsx';
import { appRoutes } from './routes.tsx';
import { createAppQueryClient } from './queryClient.ts';
import { prefetchForUrl } from './prefetchForUrl.ts';
import { readFromTestServer } from '../features/readerCommon/testing/renderRoutes.tsx';
import { startDrfListServer, type TestServer } from '../api/testing/drfListServer.ts';
import { sampleNews } from '../api/testing/sampleRecords.ts';

const news = Array.from({ length: 3 }, (_, i) => sampleNews(i + 1, { title: `Early news ${i + 1}` }));
let server: TestServer;
beforeAll(async () => {
  server = await startDrfListServer({ news, channels: [], categories: [], themes: [], publics: [], projects: [] });
});
afterAll(() => server.close());
readFromTestServer(() => server);

const newsRequests = () => server.requests.filter((r) => r.startsWith('/api/v1/news/'));

describe('prefetchForUrl', { timeout: 30_000 }, () => {
  it('starts the /news list request before anything renders, and the page shows that answer without asking again', async () => {
    const before = newsRequests().length;
    const queryClient = createAppQueryClient();
    // Not awaited: the page must render while the request is still out and take its answer instead
    // of asking again (prefetchQuery never rejects, so nothing is lost by not waiting).
    void prefetchForUrl(queryClient, { pathname: '/news', search: '?ordering=title&ui=de' });
    await vi.waitFor(() => expect(newsRequests().slice(before)).toEqual(['/api/v1/news/?limit=10&ordering=title']));

    render(<App router={createMemoryRouter(appRoutes, { initialEntries: ['/news?ordering=title&ui=de'] })} queryClient={queryClient} />);
    expect(await screen.findByText('Early news 1', {}, { timeout: 15_000 })).toBeTruthy();
    expect(newsRequests().slice(before)).toEqual(['/api/v1/news/?limit=10&ordering=title']);
  });

  it('starts nothing for the other pages (saved, the directory\'s own page, the Studio, the start page)', async () => {
    const before = newsRequests().length;
    const queryClient = createAppQueryClient();
    for (const pathname of ['/news/saved', '/news/2x', '/newsletter', '/directory', '/directory/nonsense', '/bodyplans', '/']) {
      await prefetchForUrl(queryClient, { pathname, search: '' });
    }
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(newsRequests().slice(before)).toEqual([]);
  });
});
