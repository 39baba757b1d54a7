import type { StudioStore } from '../../store/studioStore.ts';
import { tabSyncOf } from '../../persistence/tabSync.ts';

/**
 * The document a `?url=` link to `address` opened before, or null (also when the browser's storage
 * cannot be read: the link then opens as a new document, as it would the first time).
 */
export async function savedDocumentAt(store: StudioStore, address: string): Promise<{ id: string; unexported: boolean } | null> {
  try {
    return await tabSyncOf(store).documentAt(address);
  } catch {
    return null;
  }
}

/** Brings back the edited document of an address visited again, and says why the address was not loaded afresh. */
export async function reopenEdited(store: StudioStore, id: string, label: string): Promise<void> {
  const opened = await tabSyncOf(store)
    .open(id)
    .catch(() => false);
  const text = opened
    ? `${label} is open with the changes you made to it in this browser, which were never downloaded; the address was not loaded again so that they stay. Once you keep them with Download JSON, the link loads the address afresh.`
    : `Your edited copy of ${label} could not be opened again from this browser's storage.`;
  store.dispatch({ type: 'noticeShown', notice: { tone: opened ? 'info' : 'error', text } });
}
