import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { NewsArea } from './NewsArea.tsx';
import { DISPLAY_LANGUAGE_STORAGE_KEY } from '../readerCommon/useDisplayLanguage.ts';
import { renderWithElsewhere, searchOf } from '../readerCommon/testing/renderRoutes.tsx';
import { readFromMockApiServer } from '../readerCommon/testing/mockApiServer.ts';
import { paginatedSchema } from '../../api/resources/resources.ts';
import { newsSchema } from '../../api/resources/documentedSchemas.ts';

const server = readFromMockApiServer();

describe('the label language is part of the URL', { timeout: 30_000 }, () => {
  it('a link copied from the news page after a visit without ui= opens in the same language elsewhere', async () => {
    const response = await fetch(`${server().baseUrl}/api/v1/news/?limit=10&ordering=-publish_date`);
    const first = paginatedSchema(newsSchema).parse(await response.json()).results[0]!;
    window.localStorage.setItem(DISPLAY_LANGUAGE_STORAGE_KEY, 'de');
    const router = renderWithElsewhere([{ path: '/news/*', element: <NewsArea /> }], ['/news?limit=10']);
    await waitFor(() => expect(searchOf(router).get('ui')).toBe('de'), { timeout: 10_000 });
    const card = async () => {
      // The page is in German: its range says "von".
      await screen.findAllByText(/^1–10 von /, {}, { timeout: 10_000 });
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
});
