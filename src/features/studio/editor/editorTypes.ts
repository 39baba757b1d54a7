import type { Pose } from '../studioState.ts';

/** One undoable state: the document text, the pose and what was selected then. */
export interface DocumentSnapshot {
  text: string;
  selectedJoint: number | null;
  pose: Pose | null;
}

export interface EditorState {
  past: DocumentSnapshot[];
  future: DocumentSnapshot[];
  /** Edits with the same key arriving within COALESCE_MS of each other form one undo step. */
  lastKey: string | null;
  lastTime: number;
  /** The text last exported (or opened from a file): the unsaved-changes marker compares against it. */
  exportedText: string | null;
  /** Identifies the document in the autosave store; changes when another document is opened. */
  documentId: string;
  /** Why the last edit was refused (shown next to the forms), or null. */
  refusal: string | null;
}

export const COALESCE_MS = 1200;
export const HISTORY_LIMIT = 200;
/** Undo keeps at most this many characters of distinct document texts (a 7 MB plan keeps a few steps, not 200). */
export const HISTORY_TEXT_BUDGET = 64 * 1024 * 1024;

export const initialEditorState: EditorState = {
  past: [],
  future: [],
  lastKey: null,
  lastTime: 0,
  exportedText: null,
  documentId: '',
  refusal: null,
};
