import { useEffect, useRef } from 'react';

/** Hidden at least this long, the list is fetched again when the tab comes back. */
const RETURN_REFETCH_MS = 5 * 60_000;

/** Calls `refresh` when the tab becomes visible after being hidden for `afterMs` or more. */
export function useRefetchOnReturn(refresh: () => void, afterMs: number = RETURN_REFETCH_MS): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
    const onChange = () => {
      if (document.visibilityState === 'hidden') hiddenAt = Date.now();
      else if (hiddenAt !== null) {
        if (Date.now() - hiddenAt >= afterMs) latest.current();
        hiddenAt = null;
      }
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [afterMs]);
}
