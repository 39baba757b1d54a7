import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStudioStore } from '../store/useStudio.ts';
import type { StudioStore } from '../store/studioStore.ts';

/** The Fit panel's view settings, one set per Studio (kept beside its store, not in the document state). */
export interface FitViewState {
  /** Targets and residual lines drawn in the 3D view. */
  showInView: boolean;
  setShowInView(show: boolean): void;
}

const perStudio = new WeakMap<StudioStore, StoreApi<FitViewState>>();

function fitViewStore(studio: StudioStore): StoreApi<FitViewState> {
  let store = perStudio.get(studio);
  if (!store) {
    store = createStore<FitViewState>()((set) => ({ showInView: true, setShowInView: (showInView) => set({ showInView }) }));
    perStudio.set(studio, store);
  }
  return store;
}

export function useFitView<T>(selector: (state: FitViewState) => T): T {
  return useStore(fitViewStore(useStudioStore()), selector);
}
