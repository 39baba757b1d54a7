import { describe, expect, it } from 'vitest';
import { MAX_PLAN_BYTES, formatMegabytes } from './planBytes.ts';

describe('formatMegabytes', () => {
  it('shows tenths below 10 MB, rounded down so a download never looks further along than it is', () => {
    expect(formatMegabytes(0)).toBe('0.0');
    expect(formatMegabytes(1024 * 1024 * 1.29)).toBe('1.2');
    expect(formatMegabytes(1024 * 1024 * 9.99)).toBe('9.9');
  });

  it('shows whole megabytes from 10 MB, and the cap as 64', () => {
    expect(formatMegabytes(1024 * 1024 * 12.7)).toBe('12');
    expect(formatMegabytes(MAX_PLAN_BYTES)).toBe('64');
  });
});
