import { useEffect, useState } from 'react';
import type { StudioState } from '../store/studioState.ts';
import type { StudioStore } from '../store/studioStore.ts';
import { hasUnexportedChanges } from '../model/openPlan/index.ts';
import { listRecent, type RecentEntry } from './autosaveDb.ts';
import { askToPersistOnce } from './persistentStorage.ts';
import { listProblem, restoreProblem, type SaveProblem } from './saveProblem.ts';
import { tabSyncOf } from './tabSync.ts';

/** Saves land this long after the last change (a slider drag is saved once it settles). */
const SAVE_DELAY_MS = 250;

/** The parts of the Studio state that are saved: a change to any of them starts a save. */
export type SavedParts = Pick<StudioState, 'plan' | 'pose' | 'selectedJoint'> & { exportedText: string | null };

function savedPartsOf(state: StudioState): SavedParts {
  return { plan: state.plan, pose: state.pose, selectedJoint: state.selectedJoint, exportedText: state.history.exportedText };
}

export function sameSavedParts(a: SavedParts, b: SavedParts): boolean {
  return a.plan === b.plan && a.pose === b.pose && a.selectedJoint === b.selectedJoint && a.exportedText === b.exportedText;
}

/** The last save that ended: what it saved, and whether that is now stored in this browser. */
export interface LastSave {
  parts: SavedParts;
  stored: boolean;
}

/**
 * Saves the open document, its pose and selection to IndexedDB on every change, without overwriting
 * another tab's newer save (see tabSync.ts); on start, brings back the most recent document unless
 * something else is being opened. Returns the recent-documents list.
 */
export interface AutosaveView {
  recent: RecentEntry[];
  /** Documents past the cap kept because their changes were never exported (autosaveRetention.ts). */
  keptBeyondCap: number;
  saveError: SaveProblem | null;
  lastSave: LastSave | null;
}

export function useAutosave(store: StudioStore, restoreOnStart: boolean): AutosaveView {
  const [recent, setRecent] = useState<RecentEntry[]>([]);
  const [keptBeyondCap, setKeptBeyondCap] = useState(0);
  const [saveError, setSaveError] = useState<SaveProblem | null>(null);
  const [lastSave, setLastSave] = useState<LastSave | null>(null);

  useEffect(() => {
    let live = true;
    const sync = tabSyncOf(store);
    listRecent()
      .then(async (list) => {
        if (!live) return;
        setRecent(list.entries);
        setKeptBeyondCap(list.keptBeyondCap);
        const latest = list.entries[0];
        if (!restoreOnStart || !latest || store.getState().plan) return;
        // A failed restore is not a failed autosave: saving goes on, so it is reported as what it is.
        await sync.open(latest.id).catch((error: unknown) => live && setSaveError(restoreProblem(error)));
      })
      .catch((error: unknown) => live && setSaveError(listProblem(error)));
    return () => {
      live = false;
    };
  }, [store, restoreOnStart]);

  useEffect(() => {
    const sync = tabSyncOf(store);
    const stop = sync.start({
      // The list is updated in place: reading every saved text back after each pose change would be wasteful.
      saved: (entry) => setRecent((entries) => [entry, ...entries.filter((e) => e.id !== entry.id)]),
      saveError: setSaveError,
      saveSettled: (state, stored) => {
        setLastSave({ parts: savedPartsOf(state), stored });
        // Work only this browser holds: ask that the browser not evict it under storage pressure.
        if (stored && hasUnexportedChanges(state)) askToPersistOnce();
      },
    });
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last: SavedParts | null = null;
    const save = () => {
      timer = null;
      void sync.save();
    };
    const unsubscribe = store.subscribe(() => {
      const parts = savedPartsOf(store.getState());
      const changed = !last || !sameSavedParts(parts, last);
      last = parts;
      if (!changed || !parts.plan) return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(save, SAVE_DELAY_MS);
    });
    // Leaving the page saves what is pending, and asks first when there are unexported changes or an unsettled conflict.
    const onUnload = (event: BeforeUnloadEvent) => {
      if (timer !== null) {
        clearTimeout(timer);
        save();
      }
      if (hasUnexportedChanges(store.getState()) || sync.getConflict() !== null) {
        event.preventDefault();
        event.returnValue = '';
      }
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      stop();
      unsubscribe();
      window.removeEventListener('beforeunload', onUnload);
      if (timer !== null) clearTimeout(timer);
    };
  }, [store]);

  return { recent, keptBeyondCap, saveError, lastSave };
}
