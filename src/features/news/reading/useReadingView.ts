import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isReadingView, readingViewRemembered, rememberReadingView, withReadingView } from './readingView.ts';

/**
 * The article's reading view, on or off (readingView.ts), and the switch. The switch replaces the
 * history entry (the query, never a new page), keeping the entry's state (the list the reader came
 * from): Back still returns to that list, and its neighbours are there again on leaving.
 */
export function useReadingView(): [boolean, (on: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const on = isReadingView(new URLSearchParams(location.search), readingViewRemembered());
  // An article opened by a link that says `view=reading` starts the session's reading view.
  useEffect(() => {
    if (on) rememberReadingView(true);
  }, [on]);
  const { search, hash, state } = location;
  const setOn = useCallback(
    (next: boolean) => {
      rememberReadingView(next);
      const query = withReadingView(new URLSearchParams(search), next).toString();
      void navigate({ search: query === '' ? '' : `?${query}`, hash }, { replace: true, state, preventScrollReset: true });
    },
    [navigate, search, hash, state],
  );
  return [on, setOn];
}
