import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusPageHeading } from '../ui/focusPageHeading.ts';

/** After a move to another page (a new path, not a new query), focus goes to that page's heading. */
export function useFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // The path last handled: a new navigation type alone (a query replaced just after) moves nothing
  // and stops nothing.
  const handled = useRef<string | null>(null);
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => {
    const first = handled.current === null;
    if (handled.current === pathname) return;
    handled.current = pathname;
    cancel.current?.();
    cancel.current = null;
    // The first page of a visit keeps the browser's own focus (the document), as a normal load does.
    if (first) return;
    // On Back or Forward, a page that has put the focus back where the reader was (the news list
    // focuses the card just read; page effects run before this one) keeps it there.
    const focused = document.activeElement;
    const main = document.getElementById('main');
    if (navigationType === 'POP' && focused && main && focused !== main && main.contains(focused)) return;
    cancel.current = focusPageHeading();
  }, [pathname, navigationType]);
  useEffect(() => () => cancel.current?.(), []);
}
