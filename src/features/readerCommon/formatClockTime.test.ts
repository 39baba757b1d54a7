import { describe, expect, it } from 'vitest';
import { formatClockTime } from './formatClockTime.ts';

describe('formatClockTime', () => {
  it('gives the hour and minute in the interface language', () => {
    const at = Date.UTC(2026, 10, 27, 14, 5, 30);
    expect(formatClockTime(at, 'fr', 'UTC')).toBe('14:05');
    expect(formatClockTime(at, 'de', 'UTC')).toBe('14:05');
    expect(formatClockTime(at, 'en', 'UTC')).toMatch(/^02:05\sPM$/);
  });
});
