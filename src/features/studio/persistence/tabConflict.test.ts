import { describe, expect, it } from 'vitest';
import { copyName, decideRemoteChange, revisionOf, sameContent, saveOutcome, type DocumentContent } from './tabConflict.ts';

const pose = (dofs: number[]) => ({ dofs: Float64Array.from(dofs), rootPosition: [0, 0, 0], rootQuat: [1, 0, 0, 0] });
const doc = (text: string, dofs: number[] | null = [0]): DocumentContent => ({ text, pose: dofs ? pose(dofs) : null });

describe('saving by compare-and-set', () => {
  it('writes the next revision when the stored one is the revision this tab last read', () => {
    expect(saveOutcome(3, { revision: 3 })).toEqual({ ok: true, revision: 4 });
  });

  it('writes revision 1 of a document that is not stored yet, and counts a record from before revisions as 0', () => {
    expect(saveOutcome(0, undefined)).toEqual({ ok: true, revision: 1 });
    expect(saveOutcome(0, {})).toEqual({ ok: true, revision: 1 });
    expect(revisionOf({})).toBe(0);
  });

  it('refuses to write over a revision another tab saved after this tab read it', () => {
    expect(saveOutcome(3, { revision: 4 })).toEqual({ ok: false });
    expect(saveOutcome(0, { revision: 1 })).toEqual({ ok: false });
    // A stored revision older than expected (the record was replaced meanwhile) is not overwritten either.
    expect(saveOutcome(5, { revision: 2 })).toEqual({ ok: false });
  });
});

describe('a newer version saved by another tab', () => {
  const base = doc('{"joints": ["a", "b"]}');
  const theirs = doc('{"joints": ["A", "b"]}');

  it('is taken silently when this tab has no unsaved edits', () => {
    expect(decideRemoteChange(doc('{"joints": ["a", "b"]}'), base, theirs)).toBe('takeTheirs');
  });

  it('is a conflict when this tab changed the text or the pose since it last read or wrote', () => {
    expect(decideRemoteChange(doc('{"joints": ["a", "B"]}'), base, theirs)).toBe('conflict');
    expect(decideRemoteChange(doc('{"joints": ["a", "b"]}', [0.5]), base, theirs)).toBe('conflict');
  });

  it('is a conflict when this tab never read or wrote the document (nothing to compare with)', () => {
    expect(decideRemoteChange(doc('x'), null, theirs)).toBe('conflict');
  });

  it('changes nothing when it is what this tab already shows', () => {
    expect(decideRemoteChange(doc('{"joints": ["A", "b"]}'), base, theirs)).toBe('same');
  });
});

describe('comparing versions', () => {
  it('compares the text and every pose number exactly, and a missing pose only with a missing pose', () => {
    expect(sameContent(doc('t', [1, 2]), doc('t', [1, 2]))).toBe(true);
    expect(sameContent(doc('t', [1, 2]), doc('t', [1, 2.0000001]))).toBe(false);
    expect(sameContent(doc('t', [1]), doc('t', [1, 0]))).toBe(false);
    expect(sameContent(doc('t', [0]), doc('t', [-0]))).toBe(false);
    expect(sameContent(doc('t', [Number.NaN]), doc('t', [Number.NaN]))).toBe(true);
    expect(sameContent(doc('t', null), doc('t', null))).toBe(true);
    expect(sameContent(doc('t', null), doc('t', [0]))).toBe(false);
    expect(sameContent({ text: 't', pose: { ...pose([0]), rootQuat: [0, 1, 0, 0] } }, doc('t', [0]))).toBe(false);
  });
});

describe('the name of a kept copy', () => {
  it('marks the copy before the extension and counts further copies', () => {
    expect(copyName('arm.json')).toBe('arm (copy).json');
    expect(copyName('arm (copy).json')).toBe('arm (copy 2).json');
    expect(copyName('arm (copy 2).json')).toBe('arm (copy 3).json');
    expect(copyName('Arm.JSON')).toBe('Arm (copy).JSON');
    expect(copyName('notes')).toBe('notes (copy)');
    expect(copyName('')).toBe('body-plan (copy)');
  });

  it('skips names already taken', () => {
    expect(copyName('arm.json', new Set(['arm (copy).json', 'arm (copy 2).json']))).toBe('arm (copy 3).json');
  });
});
