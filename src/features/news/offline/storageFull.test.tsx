import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { keepNewsOnDevice } from './offlineStore.ts';
import { StorageFullNotice } from '../../readerCommon/StorageFullNotice.tsx';
import { OFFLINE_PICTURE_CACHE } from '../../../ui/storage/offlinePictures.ts';
import { QuotaCacheStorage } from '../../../ui/storage/testing/quotaCacheStorage.ts';

// Issue 42: the reader's picture copies filled the site's storage and the only trace was a console
// line. Here the site's quota (1 MB) holds one of an article's two 600 kB pictures: the second write
// is refused by the storage with a QuotaExceededError, and the reader's notice says so and clears.

const PICTURE_BYTES = 600_000;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('a full storage while keeping pictures is told on the page, and Clear offline pictures frees the space', async () => {
  const storage = new QuotaCacheStorage(1_000_000);
  storage.install();
  // The pictures' host answers with CORS (only readable answers are kept).
  vi.stubGlobal('fetch', async () => new Response(new Uint8Array(PICTURE_BYTES), { headers: { 'content-type': 'image/jpeg' } }));
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  render(<StorageFullNotice />);
  expect(screen.queryByRole('alert')).toBeNull();

  const queryClient = new QueryClient();
  const article = { id: 7, title: 'A kept article', visual_url: 'https://pictures.example.org/7-large.jpg', thumbnail_url: 'https://pictures.example.org/7-small.jpg' };
  queryClient.setQueryData(['api', 'https://news.example.org/api', 'news', 'detail', 7], article);
  const stop = keepNewsOnDevice(queryClient);

  const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(alert.textContent).toBe(
    'Browser storage is full: this site cannot keep more offline copies, and the Studio may not be able to save your work. Free space by clearing the offline pictures (the articles’ text stays), or other sites’ data in the browser’s settings.',
  );
  expect(warned.mock.calls[0]?.[0]).toContain('(QuotaExceededError)');
  expect(storage.usage()).toBe(PICTURE_BYTES);

  await userEvent.click(screen.getByRole('button', { name: 'Clear offline pictures' }));
  expect(await screen.findByText('Offline pictures cleared (0.6 MB freed).')).toBeTruthy();
  expect(await storage.has(OFFLINE_PICTURE_CACHE)).toBe(false);
  expect(storage.usage()).toBe(0);
  // Space is free again: the "full" alert is gone, what was freed stays said.
  expect(screen.queryByRole('alert')).toBeNull();
  expect(within(screen.getByRole('status')).getByText(/0\.6 MB freed/)).toBeTruthy();
  stop();
});
