import { useSyncExternalStore } from 'react';
import { useStudioStore } from './useStudio.ts';

/** Re-renders when forward kinematics was recomputed (after a pose change). */
export function useKinematicsVersion(): number {
  const store = useStudioStore();
  return useSyncExternalStore(store.subscribe, store.getKinematicsVersion);
}
