import { describe, expect, it } from 'vitest';
import { keptBeyondCapNote, retention, type RetentionCandidate } from './autosaveRetention.ts';

/** `count` documents, doc-0 the oldest; `unexported` lists the ones with changes never exported. */
function documents(count: number, unexported: number[] = []): RetentionCandidate[] {
  return Array.from({ length: count }, (_, i) => ({ id: `doc-${i}`, updatedAt: 1_000 + i, unexported: unexported.includes(i) }));
}

describe('the autosave cap forgets only what is kept elsewhere', () => {
  it('31 documents, the oldest edited and never exported: all 31 are kept, one past the cap', () => {
    const kept = retention(documents(31, [0]));
    expect(kept.forget).toEqual([]);
    expect(kept.keep).toHaveLength(31);
    expect(kept.keep.at(-1)).toBe('doc-0');
    expect(kept.keptBeyondCap).toBe(1);
  });

  it('31 documents, none with unexported changes: the oldest is forgotten', () => {
    const kept = retention(documents(31));
    expect(kept.forget).toEqual(['doc-0']);
    expect(kept.keep).toHaveLength(30);
    expect(kept.keptBeyondCap).toBe(0);
  });

  it('35 documents, two old ones edited: those two stay, the three other old ones go', () => {
    const kept = retention(documents(35, [1, 3]));
    expect(kept.forget.sort()).toEqual(['doc-0', 'doc-2', 'doc-4']);
    expect(kept.keep).toContain('doc-1');
    expect(kept.keep).toContain('doc-3');
    expect(kept.keptBeyondCap).toBe(2);
  });

  it('an edited document within the newest 30 is not counted as past the cap', () => {
    expect(retention(documents(30, [0])).keptBeyondCap).toBe(0);
  });
});

describe('the note under the list', () => {
  it('says nothing when nothing is kept past the cap, and what to do when something is', () => {
    expect(keptBeyondCapNote(0)).toBeNull();
    expect(keptBeyondCapNote(1)).toBe(
      'One older document has changes that were never downloaded or copied, so it is kept beyond the 30 most recent. Open it and use Download JSON to keep a copy elsewhere; after that, it may leave the list.',
    );
    expect(keptBeyondCapNote(2)).toContain('2 older documents have changes that were never downloaded or copied, so they are kept');
  });
});
