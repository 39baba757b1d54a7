import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseNewsListState, updateNewsListState, writeNewsListState, type NewsListState } from './newsListState.ts';

/** The list's state lives in the URL; changes push a history entry (search typing replaces it). */
export function useNewsListState(): [NewsListState, (change: Partial<NewsListState>, options?: { replace?: boolean }) => void, URLSearchParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const state = useMemo(() => parseNewsListState(new URLSearchParams(query)), [query]);
  const change = useCallback(
    (partial: Partial<NewsListState>, options?: { replace?: boolean }) => {
      setSearchParams(
        (previous) => writeNewsListState(updateNewsListState(parseNewsListState(previous), partial), previous),
        { replace: options?.replace ?? false },
      );
    },
    [setSearchParams],
  );
  return [state, change, searchParams];
}
