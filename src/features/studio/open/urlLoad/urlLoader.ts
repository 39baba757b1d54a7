import { createStore, type StoreApi } from 'zustand/vanilla';

export interface UrlLoadProgress {
  name: string;
  bytes: number;
  totalBytes: number | null;
}

interface ActiveUrlLoad {
  readonly signal: AbortSignal;
  /** False once a newer load replaced this one or the page was left: its result is then dropped silently. */
  isCurrent(): boolean;
  progress(bytes: number, totalBytes: number | null): void;
  end(): void;
}

export interface UrlLoader {
  readonly progress: StoreApi<{ current: UrlLoadProgress | null }>;
  /** Starts a load; one at a time, so a load still running is abandoned. */
  begin(name: string): ActiveUrlLoad;
  /** The user's Cancel: the running load ends as cancelled. */
  cancel(): void;
  /** Leaving the Studio: the running load stops and reports nothing. */
  abandon(): void;
}

/** The one URL load a Studio runs at a time, with its progress for the status line and its Cancel. */
export function createUrlLoader(): UrlLoader {
  const progress = createStore<{ current: UrlLoadProgress | null }>(() => ({ current: null }));
  let running: AbortController | null = null;

  const abandon = () => {
    running?.abort();
    running = null;
    progress.setState({ current: null });
  };

  return {
    progress,
    begin(name) {
      abandon();
      const mine = new AbortController();
      running = mine;
      progress.setState({ current: { name, bytes: 0, totalBytes: null } });
      const isCurrent = () => running === mine;
      return {
        signal: mine.signal,
        isCurrent,
        progress: (bytes, totalBytes) => {
          if (isCurrent()) progress.setState({ current: { name, bytes, totalBytes } });
        },
        end: () => {
          if (!isCurrent()) return;
          running = null;
          progress.setState({ current: null });
        },
      };
    },
    cancel: () => running?.abort(),
    abandon,
  };
}
