import { useStudio, useStudioStore } from '../store/useStudio.ts';
import { keptBeyondCapNote } from './autosaveRetention.ts';
import { SaveState } from './SaveState.tsx';
import { StorageProblem } from './StorageProblem.tsx';
import { tabSyncOf } from './tabSync.ts';
import type { AutosaveView } from './useAutosave.ts';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Documents saved in this browser, newest first; opening one brings back its text, pose and selection. */
export function RecentDocuments({ recent, keptBeyondCap, saveError, lastSave }: AutosaveView) {
  const store = useStudioStore();
  const currentId = useStudio((s) => s.history.documentId);
  const open = async (id: string) => {
    try {
      const opened = await tabSyncOf(store).open(id);
      if (!opened) store.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: 'That document is no longer saved in this browser.' } });
    } catch (error) {
      store.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: `Could not open the saved document: ${(error as Error).message}` } });
    }
  };
  return (
    <section className="studio-panel studio-recent" aria-labelledby="studio-recent-title">
      <h2 id="studio-recent-title">Recent documents</h2>
      <SaveState lastSave={lastSave} />
      {saveError && <StorageProblem problem={saveError} onSpaceFreed={() => void tabSyncOf(store).save()} />}
      {recent.length === 0 ? (
        <p className="studio-muted">Documents you open or create are saved in this browser as you work.</p>
      ) : (
        <ul>
          {recent.map((entry) => (
            <li key={entry.id}>
              <button type="button" className="studio-small" onClick={() => void open(entry.id)} aria-current={entry.id === currentId ? 'true' : undefined}>
                {entry.name}
              </button>{' '}
              <span className="studio-muted">
                <time dateTime={new Date(entry.updatedAt).toISOString()}>{DATE_FORMAT.format(entry.updatedAt)}</time>
                {entry.id === currentId ? ' (open)' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {keptBeyondCap > 0 && <p className="studio-muted">{keptBeyondCapNote(keptBeyondCap)}</p>}
    </section>
  );
}
