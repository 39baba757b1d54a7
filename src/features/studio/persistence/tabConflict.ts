/**
 * The rules that keep two tabs on one saved document from losing each other's edits (pure: no
 * IndexedDB, no React). Every saved record carries a revision; a save only replaces the revision the
 * tab last read or wrote (compare-and-set), and a change made elsewhere is either taken silently
 * (this tab had nothing unsaved) or shown as a conflict for the user to settle.
 */

/** What decides whether two versions of a document differ for the user: the text and the pose. */
export interface DocumentContent {
  text: string;
  pose: { dofs: ArrayLike<number>; rootPosition: ArrayLike<number>; rootQuat: ArrayLike<number> } | null;
}

/** A record saved before revisions existed counts as revision 0. */
export function revisionOf(record: { revision?: number } | null | undefined): number {
  return record?.revision ?? 0;
}

export type SaveOutcome = { ok: true; revision: number } | { ok: false };

/**
 * Compare-and-set: a save that expects `expected` may write when the stored record still has that
 * revision (or, for expected 0, when there is none yet); it then becomes revision expected + 1.
 */
export function saveOutcome(expected: number, stored: { revision?: number } | null | undefined): SaveOutcome {
  const current = stored ? revisionOf(stored) : 0;
  return current === expected ? { ok: true, revision: expected + 1 } : { ok: false };
}

/**
 * What a tab does with a newer version saved by another tab:
 * - `same`: it already shows that content (only the revision is adopted);
 * - `takeTheirs`: it has no unsaved edits (its content is the version it last read or wrote), so the
 *   newer version replaces it silently;
 * - `conflict`: both changed it; the user chooses.
 */
export type RemoteDecision = 'same' | 'takeTheirs' | 'conflict';

export function decideRemoteChange(local: DocumentContent, base: DocumentContent | null, theirs: DocumentContent): RemoteDecision {
  if (sameContent(local, theirs)) return 'same';
  if (base !== null && sameContent(local, base)) return 'takeTheirs';
  return 'conflict';
}

export function sameContent(a: DocumentContent, b: DocumentContent): boolean {
  if (a.text !== b.text) return false;
  if (a.pose === null || b.pose === null) return a.pose === b.pose;
  return sameNumbers(a.pose.dofs, b.pose.dofs) && sameNumbers(a.pose.rootPosition, b.pose.rootPosition) && sameNumbers(a.pose.rootQuat, b.pose.rootQuat);
}

function sameNumbers(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** The name a kept copy is saved under: "arm.json" -> "arm (copy).json" -> "arm (copy 2).json", skipping names in `taken`. */
export function copyName(name: string, taken: ReadonlySet<string> = new Set()): string {
  const match = /^(.*?)(?: \(copy(?: (\d+))?\))?(\.json)?$/i.exec(name)!;
  const stem = match[1] || 'body-plan';
  const extension = match[3] ?? '';
  const copies = match[2] !== undefined ? Number(match[2]) : name.slice(stem.length).toLowerCase().startsWith(' (copy)') ? 1 : 0;
  for (let n = copies + 1; ; n++) {
    const candidate = `${stem} (copy${n === 1 ? '' : ` ${n}`})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}
