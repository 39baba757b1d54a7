import { useSyncExternalStore } from 'react';
import { readingMarksVersion, subscribeToReadingMarks } from './readingMarks.ts';

/** Re-renders the caller whenever a read or saved mark changes (on this page or another tab). */
export function useReadingMarks(): number {
  return useSyncExternalStore(subscribeToReadingMarks, readingMarksVersion, () => 0);
}
