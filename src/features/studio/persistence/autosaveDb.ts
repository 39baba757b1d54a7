import { revisionOf, saveOutcome } from './tabConflict.ts';

/**
 * The Studio's autosave store: one IndexedDB record per document (plain IndexedDB API). Records hold
 * the exact text, the pose and the selection, so a reload or a crashed tab brings back what was open.
 */
interface SavedPose {
  dofs: Float64Array;
  rootPosition: number[];
  rootQuat: number[];
}

export interface SavedDocument {
  id: string;
  name: string;
  text: string;
  /** The text last exported (or as opened), for the unsaved-changes marker; null if never exported. */
  exportedText: string | null;
  pose: SavedPose | null;
  selectedJoint: number | null;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  /** Goes up by one with every save; a save only replaces the revision its tab last read (see tabConflict.ts). */
  revision: number;
  /** The id of the tab that saved it. */
  writer: string;
}

/**
 * How a document is stored: the texts as Blobs, so that the compare-and-set read of a record and the
 * recent list do not copy multi-megabyte strings; records from before revisions hold plain strings.
 */
interface StoredDocument extends Omit<SavedDocument, 'text' | 'exportedText' | 'revision' | 'writer'> {
  text: Blob | string;
  /** 'text' when it equals the text (the usual case: stored once). */
  exportedText: Blob | string | 'text' | null;
  revision?: number;
  writer?: string;
}

export interface RecentEntry {
  id: string;
  name: string;
  updatedAt: number;
}

const DB_NAME = 'bodyplan-studio';
const STORE = 'documents';
const KEEP = 30;

let opening: Promise<IDBDatabase> | null = null;

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available in this browser'));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex('updatedAt', 'updatedAt');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Why a save did not write: the stored record is newer than the revision this tab last read. */
export interface SaveConflict {
  conflict: true;
  /** The stored revision (0 when the document is gone). */
  revision: number;
}

/**
 * Saves `record` as revision `expected` + 1 only if the stored one is still revision `expected`
 * (0: not stored yet), in one readwrite transaction; otherwise writes nothing and reports a conflict.
 */
export async function saveIfUnchanged(record: Omit<SavedDocument, 'revision'>, expected: number): Promise<{ conflict: false; revision: number } | SaveConflict> {
  const text = new Blob([record.text], { type: 'application/json' });
  const stored: StoredDocument = {
    ...record,
    text,
    exportedText: record.exportedText === null ? null : record.exportedText === record.text ? 'text' : new Blob([record.exportedText], { type: 'application/json' }),
  };
  const db = await openDb();
  const tx = db.transaction(STORE, 'readwrite');
  const store = tx.objectStore(STORE);
  let result: { conflict: false; revision: number } | SaveConflict = { conflict: true, revision: 0 };
  const read = store.get(record.id);
  read.onsuccess = () => {
    const current = read.result as StoredDocument | undefined;
    const outcome = saveOutcome(expected, current);
    if (!outcome.ok) {
      result = { conflict: true, revision: revisionOf(current) };
      return;
    }
    store.put({ ...stored, revision: outcome.revision });
    result = { conflict: false, revision: outcome.revision };
  };
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write was aborted (is the disk full?)'));
  });
  return result;
}

export async function loadDocument(id: string): Promise<SavedDocument | null> {
  const db = await openDb();
  const stored = (await done(db.transaction(STORE).objectStore(STORE).get(id))) as StoredDocument | undefined;
  if (!stored) return null;
  const text = await textOf(stored.text);
  const exportedText = stored.exportedText === 'text' ? text : stored.exportedText === null ? null : await textOf(stored.exportedText);
  return { ...stored, text, exportedText, revision: revisionOf(stored), writer: stored.writer ?? '' };
}

function textOf(value: Blob | string): Promise<string> {
  return typeof value === 'string' ? Promise.resolve(value) : value.text();
}

/** The most recently changed documents, newest first (older ones beyond KEEP are removed). */
export async function listRecent(): Promise<RecentEntry[]> {
  const db = await openDb();
  const all = (await done(db.transaction(STORE).objectStore(STORE).getAll())) as StoredDocument[];
  all.sort((a, b) => b.updatedAt - a.updatedAt);
  const stale = all.slice(KEEP);
  if (stale.length > 0) {
    const tx = db.transaction(STORE, 'readwrite');
    for (const record of stale) tx.objectStore(STORE).delete(record.id);
  }
  return all.slice(0, KEEP).map(({ id, name, updatedAt }) => ({ id, name, updatedAt }));
}
