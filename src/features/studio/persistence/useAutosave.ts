import { useEffect, useState } from 'react';
import type { StudioState } from '../store/studioState.ts';
import type { StudioStore } from '../store/studioStore.ts';
import { hasUnexportedChanges } from '../model/openPlan/index.ts';
import { listRecent, type RecentEntry } from './autosaveDb.ts';
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
export function useAutosave(store: StudioStore, restoreOnStart: boolean): { recent: RecentEntry[]; saveError: string | null; lastSave: LastSave | null } {
  const [recent, setRecent] = useState<RecentEntry[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [lastSave, setLastSave] = useState<LastSave | null>(null);

  useEffect(() => {
    let live = true;
    const sync = tabSyncOf(store);
    listRecent()
      .then(async (entries) => {
        if (!live) return;
        setRecent(entries);
        const latest = entries[0];
        if (!restoreOnStart || !latest || store.getState().plan) return;
        await sync.open(latest.id);
      })
      .catch((error: Error) => live && setSaveError(`Autosave is unavailable: ${error.message}`));
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
      saveSettled: (state, stored) => setLastSave({ parts: savedPartsOf(state), stored }),
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

  return { recent, saveError, lastSave };
}
