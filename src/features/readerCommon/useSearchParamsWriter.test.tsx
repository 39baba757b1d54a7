import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useSearchParamsWriter } from './useSearchParamsWriter.ts';
import { renderWithElsewhere, searchOf } from './testing/renderRoutes.tsx';

afterEach(cleanup);

/** Two filters set by two writes before React re-renders: a quick second pick, as in the CI failures. */
function TwoQuickPicks() {
  const [searchParams, write] = useSearchParamsWriter();
  const set = (key: string, value: string) =>
    write((latest) => {
      const next = new URLSearchParams(latest);
      next.set(key, value);
      return next;
    });
  return (
    <>
      <p>query: {searchParams.toString()}</p>
      <button type="button" onClick={() => { set('limit', '20'); set('ordering', 'publish_date'); }}>
        pick both
      </button>
    </>
  );
}

describe('search params written from the last write, not the last render', () => {
  it('a second change made before the re-render keeps the first', async () => {
    const router = renderWithElsewhere([{ path: '/news', element: <TwoQuickPicks /> }], ['/news?ui=de']);
    fireEvent.click(screen.getByRole('button', { name: 'pick both' }));
    expect(await screen.findByText('query: ui=de&limit=20&ordering=publish_date')).toBeTruthy();
    expect(searchOf(router).get('limit')).toBe('20');
  });

  it('Back makes the restored query the base again', async () => {
    const router = renderWithElsewhere([{ path: '/news', element: <TwoQuickPicks /> }], ['/news?ui=de', '/news?ui=fr&channel=3']);
    await act(() => router.navigate(-1));
    expect(await screen.findByText('query: ui=de')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'pick both' }));
    expect(await screen.findByText('query: ui=de&limit=20&ordering=publish_date')).toBeTruthy();
  });
});
