import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusPageHeading } from '../ui/focusPageHeading.ts';

/** After a move to another page (a new path, not a new query), focus goes to that page's heading. */
export function useFocusOnRouteChange(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page of a visit keeps the browser's own focus (the document), as a normal load does.
    if (first.current) {
      first.current = false;
      return;
    }
    return focusPageHeading();
  }, [pathname]);
}
