import { useEffect, useState } from 'react';
import type { StudioState } from '../store/studioState.ts';
import type { StudioStore } from '../store/studioStore.ts';
import { hasUnexportedChanges } from '../model/openPlan/index.ts';
import { listRecent, type RecentEntry } from './autosaveDb.ts';
import { tabSyncOf } from './tabSync.ts';

/** Saves land this long after the last change (a slider drag is saved once it settles). */
const SAVE_DELAY_MS = 250;

/**
 * Saves the open document, its pose and selection to IndexedDB on every change, without overwriting
 * another tab's newer save (see tabSync.ts); on start, brings back the most recent document unless
 * something else is being opened. Returns the recent-documents list.
 */
export function useAutosave(store: StudioStore, restoreOnStart: boolean): { recent: RecentEntry[]; saveError: string | null } {
  const [recent, setRecent] = useState<RecentEntry[]>([]);
  const [saveError, setSaveError] = useState<string | null>(null);

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
    });
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last: StudioState | null = null;
    const save = () => {
      timer = null;
      void sync.save();
    };
    const unsubscribe = store.subscribe(() => {
      const state = store.getState();
      const changed =
        !last ||
        state.plan !== last.plan ||
        state.pose !== last.pose ||
        state.selectedJoint !== last.selectedJoint ||
        state.history.exportedText !== last.history.exportedText;
      last = state;
      if (!changed || !state.plan) return;
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

  return { recent, saveError };
}
