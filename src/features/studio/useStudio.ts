import { createContext, useContext, useSyncExternalStore } from 'react';
import type { StudioStore } from './studioStore.ts';
import type { StudioState } from './studioState.ts';

export const StudioStoreContext = createContext<StudioStore | null>(null);

export function useStudioStore(): StudioStore {
  const store = useContext(StudioStoreContext);
  if (!store) throw new Error('useStudioStore needs a StudioStoreContext provider');
  return store;
}

/** Subscribes to one slice of the Studio state; the selector must return a stable value for equal state. */
export function useStudio<T>(selector: (state: StudioState) => T): T {
  const store = useStudioStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
