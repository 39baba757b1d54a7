import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { IkViewState } from './ik/ikSlice.ts';
import type { RecordingViewState } from './recording/recordingViewState.ts';
import type { StudioState } from './studioState.ts';
import type { StudioStore } from './studioStore.ts';

export const StudioStoreContext = createContext<StudioStore | null>(null);

export function useStudioStore(): StudioStore {
  const store = useContext(StudioStoreContext);
  if (!store) throw new Error('useStudioStore needs a StudioStoreContext provider');
  return store;
}

/** Subscribes to one part of the document/view state: a component re-renders only when its selection changes. */
export function useStudio<T>(selector: (state: StudioState) => T): T {
  return useStore(useStudioStore().api, (s) => selector(s.studio));
}

export function useIk<T>(selector: (state: IkViewState) => T): T {
  return useStore(useStudioStore().api, (s) => selector(s.ik));
}

export function useRecording<T>(selector: (state: RecordingViewState) => T): T {
  return useStore(useStudioStore().api, (s) => selector(s.recording));
}

/** Re-renders when forward kinematics was recomputed (after a pose change). */
export function useKinematicsVersion(): number {
  return useStore(useStudioStore().api, (s) => s.kinematicsVersion);
}

/** The big text being opened away from the page, or null. */
export function usePlanLoading(): { name: string; chars: number } | null {
  return useStore(useStudioStore().api, (s) => s.loading);
}
