import { useStore } from 'zustand';
import { retargetSessionOf, type RetargetSession, type RetargetSessionState } from '../store/retarget/retargetSession.ts';
import { useStudioStore } from '../store/useStudio.ts';

/** The retarget session of this Studio (kept while its tab is hidden). */
export function useRetargetSession(): RetargetSession {
  return retargetSessionOf(useStudioStore());
}

/** Subscribes to one part of the retarget session's state. */
export function useRetarget<T>(selector: (state: RetargetSessionState) => T): T {
  return useStore(useRetargetSession().api, selector);
}
