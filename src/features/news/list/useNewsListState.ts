import { useCallback, useMemo } from 'react';
import { useSearchParamsWriter } from '../../readerCommon/useSearchParamsWriter.ts';
import { parseNewsListState, updateNewsListState, writeNewsListState, type NewsListState } from './newsListState.ts';

export interface NewsListChangeOptions {
  /** Replace the history entry instead of pushing one (search typing). */
  replace?: boolean;
}

/**
 * The list's state lives in the URL; changes push a history entry (search typing replaces it).
 * A filter change keeps the scroll position (the reader is at the filters); only the pager's
 * links, which are plain links, start the new page at the top.
 */
export function useNewsListState(): [NewsListState, (change: Partial<NewsListState>, options?: NewsListChangeOptions) => void, URLSearchParams] {
  const [searchParams, write] = useSearchParamsWriter();
  const query = searchParams.toString();
  const state = useMemo(() => parseNewsListState(new URLSearchParams(query)), [query]);
  const change = useCallback(
    (partial: Partial<NewsListState>, options?: NewsListChangeOptions) => {
      write((latest) => writeNewsListState(updateNewsListState(parseNewsListState(latest), partial), latest), {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [write],
  );
  return [state, change, searchParams];
}
