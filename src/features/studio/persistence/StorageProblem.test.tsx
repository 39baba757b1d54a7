import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StorageProblem } from './StorageProblem.tsx';
import { saveProblem } from './saveProblem.ts';
import { OFFLINE_PICTURE_CACHE } from '../../../ui/storage/offlinePictures.ts';
import { QuotaCacheStorage } from '../../../ui/storage/testing/quotaCacheStorage.ts';

// Issue 42: the Studio's autosave failed with "The last change could not be saved in this browser: "
// and nothing after it, while the reader's offline pictures held the site's storage.

afterEach(cleanup);

it("a save refused for quota says the storage is full and what to do, and its button clears the reader's pictures, then saves again", async () => {
  // The reader's pictures fill the site's quota (1 MB): the storage refuses the next write.
  const storage = new QuotaCacheStorage(1_000_000);
  storage.install();
  const pictures = await caches.open(OFFLINE_PICTURE_CACHE);
  await pictures.put('https://pictures.example.org/7-large.jpg', new Response(new Uint8Array(900_000)));
  const refused = await pictures.put('https://pictures.example.org/8-large.jpg', new Response(new Uint8Array(200_000))).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(DOMException);
  expect((refused as DOMException).name).toBe('QuotaExceededError');

  let savesAgain = 0;
  render(<StorageProblem problem={saveProblem(refused)} onSpaceFreed={() => (savesAgain += 1)} />);
  const alert = screen.getByRole('alert');
  expect(alert.querySelector('p')!.textContent).toBe(
    "Browser storage is full: the last change is only on this page. Free space by clearing the news reader's offline pictures (below) or other sites' data in the browser's settings; the Studio then saves again. Use Download JSON to keep a copy of your plan meanwhile.",
  );
  // The browser's own (empty) wording only under Details.
  expect(screen.getByText('Details')).toBeTruthy();
  expect(alert.querySelector('code')!.textContent).toBe('QuotaExceededError');

  await userEvent.click(screen.getByRole('button', { name: 'Clear offline news pictures' }));
  expect(await screen.findByText("The news reader's offline pictures are cleared (0.9 MB freed); saving again.")).toBeTruthy();
  expect(await caches.has(OFFLINE_PICTURE_CACHE)).toBe(false);
  expect(savesAgain).toBe(1);
});

it('any other storage failure offers no clearing: it would not help', () => {
  render(<StorageProblem problem={saveProblem(new DOMException('Internal error committing transaction.', 'UnknownError'))} />);
  expect(screen.getByRole('alert').textContent).toContain("The browser's storage for this site failed (UnknownError)");
  expect(screen.queryByRole('button')).toBeNull();
});
