// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isNewSince, isRead, isSaved, markRead, previousVisit, readingMarksVersion, savedIds, setSaved, subscribeToReadingMarks } from './readingMarks.ts';
import { neighboursInList } from './ArticleNeighbours.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('reading marks on this device', () => {
  it('keeps read ids across a new page load (localStorage), and tells subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeToReadingMarks(() => calls++);
    const before = readingMarksVersion();
    markRead([3, 5]);
    markRead([5]);
    unsubscribe();
    expect([isRead(3), isRead(5), isRead(4)]).toEqual([true, true, false]);
    expect(JSON.parse(localStorage.getItem('news.read')!)).toEqual([3, 5]);
    expect(calls).toBe(1);
    expect(readingMarksVersion()).toBeGreaterThan(before);
  });

  it('saves and unsaves, newest saved first', () => {
    setSaved(1, true);
    setSaved(2, true);
    setSaved(1, false);
    setSaved(7, true);
    expect(savedIds()).toEqual([7, 2]);
    expect(isSaved(1)).toBe(false);
  });

  it('"new" is against the visit before this session, the same after a reload, and nothing is new on a first visit', () => {
    expect(previousVisit(1000)).toBeNull();
    expect(isNewSince('2026-01-01T00:00:00Z', previousVisit(2000))).toBe(false);
    // A new session (the tab closed and opened again) later on.
    sessionStorage.clear();
    const since = previousVisit(Date.parse('2026-03-01T00:00:00Z'));
    expect(since).toBe(1000);
    expect(previousVisit(Date.parse('2026-03-02T00:00:00Z'))).toBe(1000);
    expect(isNewSince('2026-01-01T00:00:00Z', since)).toBe(true);
    sessionStorage.clear();
    expect(isNewSince('2026-02-01T00:00:00Z', previousVisit())).toBe(false);
  });

  it('survives a corrupted store as no marks', () => {
    localStorage.setItem('news.read', '{not json');
    expect(isRead(1)).toBe(false);
    markRead([1]);
    expect(isRead(1)).toBe(true);
  });
});

describe('next and previous article in the list', () => {
  it('are the neighbours in the list’s order, none past its ends or for an article not in it', () => {
    expect(neighboursInList([4, 9, 2], 9)).toEqual({ previous: 4, next: 2 });
    expect(neighboursInList([4, 9, 2], 4)).toEqual({ previous: null, next: 9 });
    expect(neighboursInList([4, 9, 2], 2)).toEqual({ previous: 9, next: null });
    expect(neighboursInList([4, 9, 2], 5)).toEqual({ previous: null, next: null });
  });
});
