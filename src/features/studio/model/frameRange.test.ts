import { describe, expect, it } from 'vitest';
import { rangeBetween, rangeEndAt, rangeStartAt } from './frameRange.ts';

describe('the range marked on the timeline', () => {
  it('takes a start then an end at the cursor, in either order, and a Shift+click from the cursor', () => {
    const started = rangeStartAt(null, 80);
    expect(started).toEqual({ from: 80, to: 80 });
    expect(rangeEndAt(started, 109)).toEqual({ from: 80, to: 109 });
    // The end first, then the start before it: both kept.
    expect(rangeStartAt(rangeEndAt(null, 109), 80)).toEqual({ from: 80, to: 109 });
    expect(rangeBetween(109, 80)).toEqual({ from: 80, to: 109 });
  });

  it('never makes a range that ends before it starts: a start after the end, or an end before the start, begins again there', () => {
    expect(rangeStartAt({ from: 80, to: 109 }, 120)).toEqual({ from: 120, to: 120 });
    expect(rangeEndAt({ from: 80, to: 109 }, 40)).toEqual({ from: 40, to: 40 });
  });
});
