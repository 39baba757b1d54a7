import { useSyncExternalStore } from 'react';
import { DEFAULT_READING_CONTROLS, readingControls, subscribeToReadingControls, type ReadingControls } from './readingControlsStore.ts';

/** The list's reading controls, re-rendering the caller when they change (here or in another tab). */
export function useReadingControls(): ReadingControls {
  return useSyncExternalStore(subscribeToReadingControls, readingControls, () => DEFAULT_READING_CONTROLS);
}
