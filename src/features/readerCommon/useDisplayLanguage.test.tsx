import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DISPLAY_LANGUAGE_STORAGE_KEY, useDisplayLanguage, useLanguageInUrl } from './useDisplayLanguage.ts';
import { renderWithElsewhere, searchOf } from './testing/renderRoutes.tsx';
import { readFromMockApiServer } from './testing/mockApiServer.ts';

readFromMockApiServer();

function Probe() {
  const [language] = useDisplayLanguage();
  useLanguageInUrl(language);
  return <p>labels in {language}</p>;
}

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

  it('with nothing remembered and no ui=, follows the browser: the first of its languages among fr/en/de', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-CH', 'de-CH', 'fr-CH']);
    try {
      const router = renderWithElsewhere([{ path: '/news', element: <Probe /> }], ['/news']);
      expect(await screen.findByText('labels in de', {}, { timeout: 10_000 })).toBeTruthy();
      await waitFor(() => expect(searchOf(router).get('ui')).toBe('de'), { timeout: 10_000 });
    } finally {
      languages.mockRestore();
    }
  });

  it('a remembered choice wins over the browser languages', async () => {
    window.localStorage.setItem(DISPLAY_LANGUAGE_STORAGE_KEY, 'en');
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    try {
      renderWithElsewhere([{ path: '/news', element: <Probe /> }], ['/news']);
      expect(await screen.findByText('labels in en', {}, { timeout: 10_000 })).toBeTruthy();
    } finally {
      languages.mockRestore();
    }
  });

});
