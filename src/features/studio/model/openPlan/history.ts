import type { Pose } from '../../../../bodyplan/kinematics/pose.ts';

/** One undoable state: the document text, the pose and what was selected then. */
export interface DocumentSnapshot {
  text: string;
  selectedJoint: number | null;
  pose: Pose | null;
}

/** The edit history of one open document: undo/redo stacks and the exported-text marker. */
export interface EditHistory {
  past: DocumentSnapshot[];
  future: DocumentSnapshot[];
  /** Edits with the same key arriving within COALESCE_MS of each other form one undo step. */
  lastKey: string | null;
  lastTime: number;
  /** The text last exported (or opened from a file): the unsaved-changes marker compares against it. */
  exportedText: string | null;
  /** Identifies the document in the autosave store; changes when another document is opened. */
  documentId: string;
  /** The address a `?url=` link opened this document from (a later visit reuses the document), or null. */
  address: string | null;
  /** Why the last edit was refused (shown next to the forms), or null. */
  refusal: string | null;
}

export const COALESCE_MS = 1200;
const HISTORY_LIMIT = 200;
/** Undo keeps at most this many characters of distinct document texts (a 7 MB plan keeps a few steps, not 200). */
const HISTORY_TEXT_BUDGET = 64 * 1024 * 1024;

export const emptyHistory: EditHistory = { past: [], future: [], lastKey: null, lastTime: 0, exportedText: null, documentId: '', address: null, refusal: null };

export function freshHistory(documentId: string, exportedText: string | null, address: string | null = null): EditHistory {
  return { ...emptyHistory, documentId, exportedText, address };
}

/** `current` goes onto the undo stack, unless this step continues the last one (same key, soon after). */
export function pushStep(history: EditHistory, current: DocumentSnapshot, key: string | null, at: number): EditHistory {
  const coalesce = key !== null && history.lastKey === key && at - history.lastTime < COALESCE_MS && history.future.length === 0;
  const past = coalesce ? history.past : withinBudget([...history.past, current].slice(-HISTORY_LIMIT));
  return { ...history, past, future: [], lastKey: key, lastTime: at, refusal: null };
}

/** Drops the oldest steps once the distinct texts they hold exceed the budget (the newest step is always kept). */
export function withinBudget(past: DocumentSnapshot[], budget = HISTORY_TEXT_BUDGET): DocumentSnapshot[] {
  const seen = new Set<string>();
  let total = 0;
  for (let i = past.length - 1; i >= 0; i--) {
    const text = past[i]!.text;
    if (!seen.has(text)) {
      seen.add(text);
      total += text.length;
    }
    if (total > budget && i < past.length - 1) return past.slice(i + 1);
  }
  return past;
}

export type TravelDirection = 'back' | 'forward';

/** The snapshot undo (back) or redo (forward) would restore, or undefined. */
export function travelTarget(history: EditHistory, direction: TravelDirection): DocumentSnapshot | undefined {
  const from = direction === 'back' ? history.past : history.future;
  return from[from.length - 1];
}

/** The history after moving one step, with `current` put on the other stack. */
export function travelled(history: EditHistory, direction: TravelDirection, current: DocumentSnapshot): EditHistory {
  const rest = (direction === 'back' ? history.past : history.future).slice(0, -1);
  const past = direction === 'back' ? rest : [...history.past, current];
  const future = direction === 'back' ? [...history.future, current] : rest;
  return { ...history, past, future, lastKey: null, refusal: null };
}

export const canUndo = (history: EditHistory): boolean => history.past.length > 0;
export const canRedo = (history: EditHistory): boolean => history.future.length > 0;
