import { useSyncExternalStore } from 'react';
import { useStudioStore } from '../store/useStudio.ts';
import { tabSyncOf } from './tabSync.ts';
import './persistence.css';

/**
 * Shown when another tab saved the open document while this tab had unsaved edits: nothing is
 * saved over either version until the user picks one of the two ways out.
 */
export function TabConflictNotice() {
  const store = useStudioStore();
  const sync = tabSyncOf(store);
  const conflict = useSyncExternalStore(sync.subscribe, sync.getConflict);
  if (!conflict) return null;
  return (
    <section className="studio-notice studio-notice-warning studio-tab-conflict" role="alert" aria-labelledby="studio-tab-conflict-title">
      <h2 id="studio-tab-conflict-title" className="studio-tab-conflict-title">
        “{conflict.name}” was changed in another tab
      </h2>
      <p>
        This tab has edits that are not saved, so neither version was overwritten. Until you choose, this tab stops saving this document.
        (When a tab has no unsaved edits, it takes the other tab&apos;s version by itself.)
      </p>
      <div className="studio-row">
        <button type="button" className="studio-small" onClick={() => void sync.takeTheirs()} aria-describedby="studio-take-theirs-help">
          Take theirs
        </button>
        <span id="studio-take-theirs-help" className="studio-muted">
          load the other tab&apos;s version; the edits made here are dropped.
        </span>
      </div>
      <div className="studio-row">
        <button type="button" className="studio-small" onClick={() => void sync.keepMineAsCopy()} aria-describedby="studio-keep-mine-help">
          Keep mine as a copy
        </button>
        <span id="studio-keep-mine-help" className="studio-muted">
          save this tab&apos;s version as a new document; the other tab&apos;s version stays as “{conflict.name}”.
        </span>
      </div>
    </section>
  );
}
