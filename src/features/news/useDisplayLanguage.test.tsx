import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { NewsArea } from './NewsArea.tsx';
import { DirectoryArea } from './DirectoryArea.tsx';
import { DISPLAY_LANGUAGE_STORAGE_KEY, useDisplayLanguage, useLanguageInUrl } from './useDisplayLanguage.ts';
import { readFromTestServer, renderRoutes } from './testing/renderRoutes.tsx';
import { newsSchema, paginatedSchema } from '../../api/resources.ts';
import { startMockApiServer } from '../../api/testing/mockApiServer.ts';
import type { TestServer } from '../../api/testing/drfListServer.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startMockApiServer();
});
afterAll(() => server.close());
readFromTestServer(() => server);

function Probe() {
  const [language] = useDisplayLanguage();
  useLanguageInUrl(language);
  return <p>labels in {language}</p>;
}

/** The routes and a catch-all, so that leaving the area by Back lands somewhere visible. */
function renderWithElsewhere(routes: RouteObject[], entries: string[]) {
  return renderRoutes([...routes, { path: '*', element: <p>elsewhere</p> }], entries);
}

const searchOf = (router: ReturnType<typeof renderRoutes>) => new URLSearchParams(router.state.location.search);

describe('the label language is part of the URL', { timeout: 30_000 }, () => {
  it('a visit without ui= writes the remembered language into the URL, replacing the entry', async () => {
    window.localStorage.setItem(DISPLAY_LANGUAGE_STORAGE_KEY, 'de');
    const router = renderWithElsewhere([{ path: '/news', element: <Probe /> }], ['/start', '/news?limit=20#list']);
    await waitFor(() => expect(searchOf(router).get('ui')).toBe('de'), { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/news');
    expect(searchOf(router).get('limit')).toBe('20');
    expect(router.state.location.hash).toBe('#list');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('labels in de')).toBeTruthy();
    // Back leaves the page: no entry without ui= was left behind to bounce back from.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/start');
  });

  it('an invalid ui= is replaced by the effective language (the remembered one, else English)', async () => {
    const router = renderWithElsewhere([{ path: '/news', element: <Probe /> }], ['/news?ui=xx&offset=10']);
    await waitFor(() => expect(searchOf(router).get('ui')).toBe('en'), { timeout: 10_000 });
    expect(searchOf(router).getAll('ui')).toEqual(['en']);
    expect(searchOf(router).get('offset')).toBe('10');
  });

  it('a ui= in the URL wins over the remembered choice and is left as it is', async () => {
    window.localStorage.setItem(DISPLAY_LANGUAGE_STORAGE_KEY, 'de');
    const router = renderWithElsewhere([{ path: '/news', element: <Probe /> }], ['/news?ui=fr']);
    expect(await screen.findByText('labels in fr', {}, { timeout: 10_000 })).toBeTruthy();
    expect(router.state.location.search).toBe('?ui=fr');
    expect(router.state.historyAction).toBe('POP');
  });

  it('a link copied from the news page after a visit without ui= opens in the same language elsewhere', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/news/?limit=10&ordering=-publish_date`);
    const first = paginatedSchema(newsSchema).parse(await response.json()).results[0]!;
    window.localStorage.setItem(DISPLAY_LANGUAGE_STORAGE_KEY, 'de');
    const router = renderWithElsewhere([{ path: '/news/*', element: <NewsArea /> }], ['/news?limit=10']);
    await waitFor(() => expect(searchOf(router).get('ui')).toBe('de'), { timeout: 10_000 });
    const card = async () => {
      await screen.findAllByText(/^1–10 of /, {}, { timeout: 10_000 });
      return document.querySelector(`article.news-card[data-news-id="${first.id}"] .news-card-category`)?.textContent;
    };
    expect(await card()).toBe(first.category.de_label);
    const copied = router.state.location.pathname + router.state.location.search;
    cleanup();

    // Another browser: nothing remembered, English by default, but the link says German.
    window.localStorage.removeItem(DISPLAY_LANGUAGE_STORAGE_KEY);
    const other = renderWithElsewhere([{ path: '/news/*', element: <NewsArea /> }], [copied]);
    expect(await card()).toBe(first.category.de_label);
    expect(searchOf(other).get('ui')).toBe('de');
  });

  it('the directory, opened at its bare address, ends on its first table with ui= in the URL', async () => {
    window.localStorage.setItem(DISPLAY_LANGUAGE_STORAGE_KEY, 'fr');
    const router = renderWithElsewhere([{ path: '/directory/*', element: <DirectoryArea /> }], ['/directory']);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/directory/channels');
      expect(searchOf(router).get('ui')).toBe('fr');
    }, { timeout: 10_000 });
  });
});
