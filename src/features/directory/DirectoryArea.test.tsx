import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { DirectoryArea } from './DirectoryArea.tsx';
import { DISPLAY_LANGUAGE_STORAGE_KEY } from '../readerCommon/useDisplayLanguage.ts';
import { renderWithElsewhere, searchOf } from '../readerCommon/testing/renderRoutes.tsx';
import { readFromMockApiServer } from '../readerCommon/testing/mockApiServer.ts';

readFromMockApiServer();

describe('the label language is part of the URL', { timeout: 30_000 }, () => {
  it('the directory, opened at its bare address, ends on its first table with ui= in the URL', async () => {
    window.localStorage.setItem(DISPLAY_LANGUAGE_STORAGE_KEY, 'fr');
    const router = renderWithElsewhere([{ path: '/directory/*', element: <DirectoryArea /> }], ['/directory']);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/directory/channels');
      expect(searchOf(router).get('ui')).toBe('fr');
    }, { timeout: 10_000 });
  });
});
