import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** After this long with nothing on screen, the reader is told and may stop or restart the load. */
const SLOW_LOAD_MS = 3_000;

/** True once `waiting` has stayed true for `ms`; false again as soon as it stops. */
function useSlowFlag(waiting: boolean, ms = SLOW_LOAD_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting, ms]);
  return slow && waiting;
}

export interface FirstLoad {
  /** The load has run SLOW_LOAD_MS with nothing to show yet. */
  slow: boolean;
  /** The reader stopped it: nothing is loading and nothing is shown. */
  cancelled: boolean;
  cancel(): void;
  retry(): void;
}

/**
 * A first load (nothing of it on screen yet): says when it is slow, and lets the reader cancel it
 * (the request is aborted) or start it again.
 */
export function useFirstLoad(query: { isFetching: boolean; refetch: () => Promise<unknown> }, queryKey: QueryKey, hasData: boolean): FirstLoad {
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(queryKey);
  const [cancelledKey, setCancelledKey] = useState<string | null>(null);
  const waiting = !hasData && query.isFetching;
  return {
    slow: useSlowFlag(waiting),
    cancelled: cancelledKey === keyText && !hasData && !query.isFetching,
    cancel: () => {
      setCancelledKey(keyText);
      void queryClient.cancelQueries({ queryKey, exact: true });
    },
    retry: () => {
      setCancelledKey(null);
      // refetch cancels a request still running and starts a new one.
      void query.refetch().catch(() => undefined);
    },
  };
}
