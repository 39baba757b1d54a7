import { describe, expect, it } from 'vitest';
import { dayKey, formatArticleDate, formatListDate, wallClock } from './formatPublishDate.ts';

const now = new Date(2026, 10, 25, 18, 0, 0); // 25 November 2026, 18:00 local

describe('publish dates in the UI language', () => {
  it('reads the date as wall-clock time, with no zone conversion', () => {
    const date = wallClock('2024-01-15T23:30:00')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2024, 0, 15, 23, 30]);
    expect(wallClock('15/01/2024')).toBeNull();
  });

  it('says recent dates relatively, in each language', () => {
    expect(formatListDate('2026-11-25T15:00:00', 'en', now)).toBe('3 hours ago');
    expect(formatListDate('2026-11-24T18:00:00', 'en', now)).toBe('yesterday');
    expect(formatListDate('2026-11-24T18:00:00', 'fr', now)).toBe('hier');
    expect(formatListDate('2026-11-24T18:00:00', 'de', now)).toBe('gestern');
    expect(formatListDate('2026-11-22T18:00:00', 'de', now)).toBe('vor 3 Tagen');
    expect(formatListDate('2026-11-25T17:58:00', 'en', now)).toBe('2 minutes ago');
  });

  it('gives older dates as a date in the UI language', () => {
    expect(formatListDate('2024-01-15T12:00:00', 'en', now)).toBe('Jan 15, 2024');
    expect(formatListDate('2024-01-15T12:00:00', 'fr', now)).toBe('15 janv. 2024');
    expect(formatListDate('2024-01-15T12:00:00', 'de', now)).toBe('15. Jan. 2024');
    // A future date (scheduled) is not "in 3 days ago": it is shown as a date.
    expect(formatListDate('2026-12-01T12:00:00', 'en', now)).toBe('Dec 1, 2026');
  });

  it('shows the article date in full, with the time', () => {
    expect(formatArticleDate('2024-01-15T12:30:00', 'en')).toBe('Monday, January 15, 2024 at 12:30 PM');
    expect(formatArticleDate('2024-01-15T12:30:00', 'fr')).toBe('lundi 15 janvier 2024 à 12:30');
    expect(formatArticleDate('2024-01-15T12:30:00', 'de')).toBe('Montag, 15. Januar 2024 um 12:30');
    expect(dayKey('2024-01-15T12:30:00')).toBe('2024-01-15');
  });
});
