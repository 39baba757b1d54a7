import { describe, expect, it } from 'vitest';
import { timeAxisEnds } from './timeAxisLabels.ts';

describe('time axis labels', () => {
  it('show frames only while no frame rate is known', () => {
    expect(timeAxisEnds({ start: 0, end: 99 }, null)).toEqual({ start: '1', end: '100' });
  });
  it('show each end\'s frame and its seconds at the frame rate', () => {
    // Frame 1 is at 0 s; frame 301 at 300 / 100 = 3 s.
    expect(timeAxisEnds({ start: 0, end: 300 }, 100)).toEqual({ start: '1 · 0.00 s', end: '301 · 3.00 s' });
    // A fractional window rounds to the frames at its ends: 60 / 120 = 0.5 s, 70 / 120 ≈ 0.583 s.
    expect(timeAxisEnds({ start: 59.6, end: 70.2 }, 120)).toEqual({ start: '61 · 0.500 s', end: '71 · 0.583 s' });
    // A long window needs no decimals: 36,000 frames at 30 fps is 1,200 s.
    expect(timeAxisEnds({ start: 0, end: 36_000 }, 30)).toEqual({ start: '1 · 0 s', end: '36001 · 1200 s' });
  });
  it('ignore a rate that is not one', () => {
    expect(timeAxisEnds({ start: 4, end: 9 }, 0)).toEqual({ start: '5', end: '10' });
  });
});
