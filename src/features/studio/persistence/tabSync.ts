import type { StudioState } from '../store/studioState.ts';
import { newDocumentId, type StudioStore } from '../store/studioStore.ts';
import { findByAddress, loadDocument, saveIfUnchanged, type RecentEntry, type SavedDocument } from './autosaveDb.ts';
import { remoteReadProblem, saveProblem, type SaveProblem } from './saveProblem.ts';
import { copyName, decideRemoteChange, sameContent, type RemoteDecision } from './tabConflict.ts';

/** What this tab would save: everything of a record but the revision, the writer and the time. */
export type DocumentDraft = Omit<SavedDocument, 'revision' | 'writer' | 'updatedAt'>;

/** Another tab saved a newer version of the open document while this tab had unsaved edits. */
export interface TabConflict {
  documentId: string;
  /** The document's name (both versions have it). */
  name: string;
}

/** Sent on the channel after every save, so other tabs notice at once. */
interface SavedMessage {
  type: 'saved';
  id: string;
  name: string;
  revision: number;
  writer: string;
  updatedAt: number;
}

export interface TabSyncEvents {
  /** A document was saved (here or in another tab): the recent list moves it to the top. */
  saved(entry: RecentEntry): void;
  /** A save failed (null: the last one worked). */
  saveError(problem: SaveProblem | null): void;
  /**
   * A save of `state` ended: `stored` is true when that state is now what this browser keeps
   * (written, or already stored), false when it is not (a conflict is open, or the write failed).
   */
  saveSettled(state: StudioState, stored: boolean): void;
}

const NO_EVENTS: TabSyncEvents = { saved: () => {}, saveError: () => {}, saveSettled: () => {} };

const CHANNEL = 'bodyplan-studio-documents';

function draftOf(state: StudioState): DocumentDraft | null {
  const plan = state.plan;
  if (!plan || !state.history.documentId) return null;
  return {
    id: state.history.documentId,
    name: plan.source.name,
    text: plan.source.text,
    exportedText: state.history.exportedText,
    pose: state.pose ? { dofs: Float64Array.from(state.pose.dofs), rootPosition: Array.from(state.pose.rootPosition), rootQuat: Array.from(state.pose.rootQuat) } : null,
    selectedJoint: state.selectedJoint,
    address: state.history.address,
  };
}

function restoreAction(record: DocumentDraft) {
  return {
    type: 'documentRestored' as const,
    name: record.name,
    text: record.text,
    documentId: record.id,
    address: record.address,
    exportedText: record.exportedText,
    pose: record.pose ? { dofs: Float64Array.from(record.pose.dofs), rootPosition: Float64Array.from(record.pose.rootPosition), rootQuat: Float64Array.from(record.pose.rootQuat) } : null,
    selectedJoint: record.selectedJoint,
  };
}

/**
 * Keeps this tab's autosaves from overwriting another tab's (see tabConflict.ts for the rules): it
 * remembers the revision of each document it last read or wrote, saves by compare-and-set, tells
 * other tabs about each save on a BroadcastChannel and settles their saves as they arrive. All its
 * IndexedDB work runs one operation at a time, in order.
 */
export class TabSync {
  readonly tabId = `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  /** Per document: the version this tab last read or wrote. */
  private readonly bases = new Map<string, SavedDocument>();
  private conflict: TabConflict | null = null;
  /** This tab's version while a conflict is open (kept even if the user opens another document). */
  private mine: DocumentDraft | null = null;
  private readonly listeners = new Set<() => void>();
  private queue: Promise<void> = Promise.resolve();
  private channel: BroadcastChannel | null = null;
  private events: TabSyncEvents = NO_EVENTS;

  constructor(private readonly store: StudioStore) {}

  /** Listens to other tabs until the returned function is called. */
  start(events: TabSyncEvents): () => void {
    this.events = events;
    if (typeof BroadcastChannel !== 'undefined') {
      const channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent<SavedMessage>) => this.received(event.data);
      this.channel = channel;
    }
    return () => {
      this.channel?.close();
      this.channel = null;
      this.events = NO_EVENTS;
    };
  }

  getConflict = (): TabConflict | null => this.conflict;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens a saved document; false when it is no longer saved. The document of an open conflict comes back as this tab's version. */
  open(id: string): Promise<boolean> {
    return this.run(async () => {
      if (this.conflict?.documentId === id && this.mine) {
        this.store.dispatch(restoreAction(this.mine));
        return true;
      }
      const record = await loadDocument(id);
      if (record) this.show(record);
      return record !== null;
    });
  }

  /** Saves the current document unless it is what was last read or written; queued behind earlier work. */
  save(): Promise<void> {
    return this.run(() => this.saveCurrent()).catch((error: unknown) => this.events.saveError(saveProblem(error)));
  }

  /**
   * The saved document a `?url=` link to `address` opened before, and whether it holds changes never
   * exported. It becomes this tab's base, so opening the address afresh under its id saves over it.
   */
  documentAt(address: string): Promise<{ id: string; unexported: boolean } | null> {
    return this.run(async () => {
      const found = await findByAddress(address);
      if (!found) return null;
      this.bases.set(found.document.id, found.document);
      return { id: found.document.id, unexported: found.unexported };
    });
  }

  /** Drops this tab's edits of the conflicting document and shows the other tab's version. */
  takeTheirs(): Promise<void> {
    return this.choose(async () => {
      const conflict = this.conflict;
      if (!conflict) return;
      const theirs = await loadDocument(conflict.documentId);
      if (!theirs) {
        // Removed meanwhile (the recent list keeps 30): nothing to take, so keep this tab's version.
        await this.saveCopy(conflict, `The other tab's version of “${conflict.name}” is no longer saved`);
        return;
      }
      this.settled();
      if (this.isOpen(conflict.documentId)) this.show(theirs);
      else this.bases.set(theirs.id, theirs);
      this.notify(`Now showing the version of “${theirs.name}” saved in the other tab; the edits made here were dropped.`);
    });
  }

  /** Saves this tab's version under a new id and name; the other tab's version stays under the old one. */
  keepMineAsCopy(): Promise<void> {
    return this.choose(async () => {
      const conflict = this.conflict;
      if (conflict) await this.saveCopy(conflict, `“${conflict.name}” keeps the other tab's version`);
    });
  }

  private async saveCopy(conflict: TabConflict, why: string): Promise<void> {
    const current = this.isOpen(conflict.documentId) ? draftOf(this.store.getState()) : null;
    const mine = current ?? this.mine;
    if (!mine) return;
    // The copy is nobody's `?url=` document: the address stays with the other tab's version.
    const copy: DocumentDraft = { ...mine, id: newDocumentId(), name: copyName(mine.name), address: null };
    const record = await this.write(copy, 0);
    if (record === null) return; // the write failed; the error is shown and the conflict stays open
    if (record === 'conflict') throw new Error('a new document id was already taken');
    this.settled();
    if (this.isOpen(conflict.documentId)) this.store.dispatch(restoreAction(record));
    this.notify(`Your version is saved as “${copy.name}”; ${why}.`);
  }

  private async saveCurrent(): Promise<void> {
    const state = this.store.getState();
    const draft = draftOf(state);
    if (!draft) return;
    if (this.conflict?.documentId === draft.id) {
      this.mine = draft;
      this.events.saveSettled(state, false);
      return;
    }
    const base = this.bases.get(draft.id);
    if (base && unchanged(draft, base)) {
      this.events.saveSettled(state, true);
      return;
    }
    const written = await this.write(draft, base?.revision ?? 0);
    if (written !== 'conflict') {
      this.events.saveSettled(state, written !== null);
      return;
    }
    const theirs = await loadDocument(draft.id);
    if (theirs) {
      // A retried save or the version taken from the other tab settles later, by its own save.
      const decision = this.settle(theirs, draft, true);
      if (decision === 'conflict') this.events.saveSettled(state, false);
      else if (decision === 'same' && unchanged(draft, theirs)) this.events.saveSettled(state, true);
    } else {
      // Gone meanwhile (removed from the recent list by another tab): saved anew.
      const again = await this.write(draft, 0);
      this.events.saveSettled(state, again !== null && again !== 'conflict');
    }
  }

  /** Writes `draft` as the revision after `expected`; 'conflict' when the stored one is another revision, null when the write failed (reported). */
  private async write(draft: DocumentDraft, expected: number): Promise<SavedDocument | 'conflict' | null> {
    const record = { ...draft, writer: this.tabId, updatedAt: Date.now() };
    try {
      const result = await saveIfUnchanged(record, expected);
      this.events.saveError(null);
      if (result.conflict) return 'conflict';
      const saved: SavedDocument = { ...record, revision: result.revision };
      this.bases.set(saved.id, saved);
      this.events.saved({ id: saved.id, name: saved.name, updatedAt: saved.updatedAt });
      const message: SavedMessage = { type: 'saved', id: saved.id, name: saved.name, revision: saved.revision, writer: this.tabId, updatedAt: saved.updatedAt };
      this.channel?.postMessage(message);
      return saved;
    } catch (error) {
      this.events.saveError(saveProblem(error));
      return null;
    }
  }

  private received(message: SavedMessage): void {
    if (message?.type !== 'saved' || message.writer === this.tabId) return;
    this.events.saved({ id: message.id, name: message.name, updatedAt: message.updatedAt });
    void this.run(async () => {
      const base = this.bases.get(message.id);
      if (!this.isOpen(message.id) || this.conflict?.documentId === message.id || (base && message.revision <= base.revision)) return;
      const theirs = await loadDocument(message.id);
      const draft = draftOf(this.store.getState());
      if (theirs && draft?.id === theirs.id) this.settle(theirs, draft, false);
    }).catch((error: unknown) => this.events.saveError(remoteReadProblem(error)));
  }

  /** A newer version saved elsewhere: adopt it, take it, or open a conflict. Returns which it was. */
  private settle(theirs: SavedDocument, draft: DocumentDraft, retry: boolean): RemoteDecision {
    const base = this.bases.get(theirs.id) ?? null;
    const decision = decideRemoteChange(draft, base, theirs);
    switch (decision) {
      case 'same':
        // Only the revision is new here. A save of this tab's own change (its selection, say) is
        // retried on top of it; a message does not start a save, or two tabs would answer each other forever.
        this.bases.set(theirs.id, theirs);
        if (retry && !unchanged(draft, theirs)) void this.save();
        break;
      case 'takeTheirs':
        // The selection is this tab's view: the joint being inspected here stays selected.
        this.show({ ...theirs, selectedJoint: draft.selectedJoint });
        this.notify(`“${theirs.name}” was changed in another tab; this tab had no unsaved edits, so it now shows that version.`);
        break;
      case 'conflict':
        this.conflict = { documentId: theirs.id, name: theirs.name };
        this.mine = draft;
        this.changed();
        break;
    }
    return decision;
  }

  private show(record: SavedDocument): void {
    this.bases.set(record.id, record);
    this.store.dispatch(restoreAction(record));
  }

  private settled(): void {
    this.conflict = null;
    this.mine = null;
    this.changed();
  }

  private isOpen(id: string): boolean {
    return this.store.getState().history.documentId === id;
  }

  private notify(text: string): void {
    this.store.dispatch({ type: 'noticeShown', notice: { tone: 'info', text } });
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  /** A choice the user made; if it fails, the conflict stays open and the error is shown. */
  private choose(work: () => Promise<void>): Promise<void> {
    return this.run(work).catch((error: Error) => this.store.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: `That did not work, nothing was overwritten: ${error.message}` } }));
  }

  private run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** True when saving `draft` would store nothing new over `saved`. */
function unchanged(draft: DocumentDraft, saved: DocumentDraft): boolean {
  return sameContent(draft, saved) && draft.name === saved.name && draft.selectedJoint === saved.selectedJoint && draft.exportedText === saved.exportedText;
}

const syncs = new WeakMap<StudioStore, TabSync>();

/** The one TabSync of a Studio store (the autosave panel and the conflict notice share it). */
export function tabSyncOf(store: StudioStore): TabSync {
  let sync = syncs.get(store);
  if (!sync) {
    sync = new TabSync(store);
    syncs.set(store, sync);
  }
  return sync;
}
