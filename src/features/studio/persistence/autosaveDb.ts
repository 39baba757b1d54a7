import { retention } from './autosaveRetention.ts';
import { readStoredText } from './storedText.ts';
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
  /** The address a `?url=` link opened it from (a later visit to that address reopens it), or null. */
  address: string | null;
}

/**
 * How a document is stored: the texts as Blobs, so that the compare-and-set read of a record and the
 * recent list do not copy multi-megabyte strings; records from before revisions hold plain strings.
 */
interface StoredDocument extends Omit<SavedDocument, 'text' | 'exportedText' | 'revision' | 'writer' | 'address'> {
  text: Blob | string;
  /** 'text' when it equals the text (the usual case: stored once). */
  exportedText: Blob | string | 'text' | null;
  revision?: number;
  writer?: string;
  address?: string | null;
}

export interface RecentEntry {
  id: string;
  name: string;
  updatedAt: number;
}

const DB_NAME = 'bodyplan-studio';
const STORE = 'documents';

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
  return stored ? savedDocumentOf(stored) : null;
}

async function savedDocumentOf(stored: StoredDocument): Promise<SavedDocument> {
  const text = await readStoredText(stored.text, stored.name);
  const exportedText = stored.exportedText === 'text' ? text : stored.exportedText == null ? null : await readStoredText(stored.exportedText, stored.name);
  return { ...stored, text, exportedText, revision: revisionOf(stored), writer: stored.writer ?? '', address: stored.address ?? null };
}

/**
 * True when the stored text is not the text last exported or opened: this browser holds the only
 * copy of those changes. Told without reading the texts: a save stores 'text' when they are equal.
 */
function hasUnexportedText(stored: StoredDocument): boolean {
  if (stored.exportedText === 'text') return false;
  return !(typeof stored.text === 'string' && stored.exportedText === stored.text);
}

/** The newest document saved from `address` (a `?url=` link), or null. */
export async function findByAddress(address: string): Promise<{ document: SavedDocument; unexported: boolean } | null> {
  const db = await openDb();
  const all = (await done(db.transaction(STORE).objectStore(STORE).getAll())) as StoredDocument[];
  const newest = all.filter((record) => record.address === address).sort((a, b) => b.updatedAt - a.updatedAt)[0];
  return newest ? { document: await savedDocumentOf(newest), unexported: hasUnexportedText(newest) } : null;
}

export interface RecentList {
  entries: RecentEntry[];
  /** Documents past the cap kept because their changes were never exported. */
  keptBeyondCap: number;
}

/**
 * The saved documents, newest first. Past the newest KEEP_RECENT, documents whose text was exported
 * (or is as opened) are removed; those with changes never exported are kept (autosaveRetention.ts).
 */
export async function listRecent(): Promise<RecentList> {
  const db = await openDb();
  const all = (await done(db.transaction(STORE).objectStore(STORE).getAll())) as StoredDocument[];
  const kept = retention(all.map((record) => ({ id: record.id, updatedAt: record.updatedAt, unexported: hasUnexportedText(record) })));
  if (kept.forget.length > 0) {
    const tx = db.transaction(STORE, 'readwrite');
    for (const id of kept.forget) tx.objectStore(STORE).delete(id);
  }
  const byId = new Map(all.map((record) => [record.id, record]));
  const entries = kept.keep.map((id) => byId.get(id)!).map(({ id, name, updatedAt }) => ({ id, name, updatedAt }));
  return { entries, keptBeyondCap: kept.keptBeyondCap };
}
