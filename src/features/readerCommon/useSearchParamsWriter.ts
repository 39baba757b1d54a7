import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export interface SearchParamsWriteOptions {
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  /** Keep the scroll position (filter changes); pager links are plain links and reset it. */
  preventScrollReset?: boolean;
}

type Compose = (latest: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams`, with writes composed from the last query written rather than from the last
 * render's. react-router's functional `setSearchParams` starts from the params of the render that
 * made it, so two changes made before React re-renders (a person picking a second filter quickly,
 * or two controls changing in one event) each start from the same old query and the second drops
 * the first. A navigation that did not come from here (Back, Forward, a link) shows up as a new
 * rendered query and becomes the base again.
 */
export function useSearchParamsWriter(): [URLSearchParams, (compose: Compose, options?: SearchParamsWriteOptions) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const rendered = searchParams.toString();
  const latest = useRef({ rendered, written: rendered });
  // After each commit that shows a new query, before any event can see it.
  useLayoutEffect(() => {
    if (latest.current.rendered !== rendered) latest.current = { rendered, written: rendered };
  }, [rendered]);

  const write = useCallback(
    (compose: Compose, options?: SearchParamsWriteOptions) => {
      const next = compose(new URLSearchParams(latest.current.written));
      latest.current = { ...latest.current, written: next.toString() };
      setSearchParams(next, { replace: options?.replace ?? false, preventScrollReset: options?.preventScrollReset ?? false });
    },
    [setSearchParams],
  );
  return [searchParams, write];
}
