/**
 * Which autosaved documents the recent list may forget (pure: no IndexedDB, no React). The list keeps
 * the newest KEEP_RECENT; an older one is forgotten only when nothing would be lost: its text is the
 * text last downloaded, copied or opened (that copy lives on elsewhere). A document with changes that
 * were never exported stays, however old, because this browser holds the only copy of that work
 * (issue 42: the cap used to delete an edited plan silently).
 */
export const KEEP_RECENT = 30;

export interface RetentionCandidate {
  id: string;
  updatedAt: number;
  /** True when the stored text differs from the text last exported or opened (or was never exported). */
  unexported: boolean;
}

export interface Retention {
  /** Ids to delete: older than the newest KEEP_RECENT, and nothing unexported in them. */
  forget: string[];
  /** Ids kept, newest first. */
  keep: string[];
  /** How many of the kept ones are past the cap because their changes were never exported. */
  keptBeyondCap: number;
}

export function retention(candidates: readonly RetentionCandidate[], keepRecent = KEEP_RECENT): Retention {
  const newestFirst = [...candidates].sort((a, b) => b.updatedAt - a.updatedAt);
  const keep: string[] = [];
  const forget: string[] = [];
  let keptBeyondCap = 0;
  newestFirst.forEach((candidate, index) => {
    if (index < keepRecent) keep.push(candidate.id);
    else if (candidate.unexported) {
      keep.push(candidate.id);
      keptBeyondCap++;
    } else forget.push(candidate.id);
  });
  return { forget, keep, keptBeyondCap };
}

/** The calm note under the recent list when unexported documents are kept past the cap (null when none are). */
export function keptBeyondCapNote(count: number, keepRecent = KEEP_RECENT): string | null {
  if (count === 0) return null;
  const which = count === 1 ? 'One older document has changes' : `${count} older documents have changes`;
  return `${which} that were never downloaded or copied, so ${count === 1 ? 'it is' : 'they are'} kept beyond the ${keepRecent} most recent. Open ${count === 1 ? 'it' : 'them'} and use Download JSON to keep a copy elsewhere; after that, ${count === 1 ? 'it' : 'they'} may leave the list.`;
}
