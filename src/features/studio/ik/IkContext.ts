import { createContext, useContext, useSyncExternalStore } from 'react';
import type { IkStore, IkViewState } from './ikStore.ts';
import type { RecordingStore, RecordingViewState } from './recordingStore.ts';

export const IkStoreContext = createContext<IkStore | null>(null);
export const RecordingStoreContext = createContext<RecordingStore | null>(null);

export function useIkStore(): IkStore {
  const store = useContext(IkStoreContext);
  if (!store) throw new Error('useIkStore needs an IkProvider');
  return store;
}

export function useRecordingStore(): RecordingStore {
  const store = useContext(RecordingStoreContext);
  if (!store) throw new Error('useRecordingStore needs an IkProvider');
  return store;
}

/** Subscribes to one slice of the IK state; the selector must return a stable value for equal state. */
export function useIk<T>(selector: (state: IkViewState) => T): T {
  const store = useIkStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}

export function useRecording<T>(selector: (state: RecordingViewState) => T): T {
  const store = useRecordingStore();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}
