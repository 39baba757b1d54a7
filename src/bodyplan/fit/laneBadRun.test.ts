import { describe, expect, it } from 'vitest';
import { worstBadRun } from './laneBadRun.ts';

/** 140 frames of a camera's error around half a pixel (a detector's noise), deterministic. */
const quiet = () => Float64Array.from({ length: 140 }, (_, f) => 0.5 + 0.2 * Math.sin(1.7 * f));

describe('the worst bad run of a camera error lane', () => {
  it('finds frames 80-109 where the camera lost a leg, across a frame where the leg was found again and one not seen', () => {
    const lane = quiet();
    for (let f = 80; f <= 109; f++) lane[f] = 14 + (f % 3);
    lane[95] = 0.6;
    lane[96] = NaN;
    expect(worstBadRun(lane)).toEqual({ from: 80, to: 109 });
  });

  it('of two runs, offers the one with more error above the usual, not the first', () => {
    const lane = quiet();
    for (let f = 10; f <= 12; f++) lane[f] = 9;
    for (let f = 60; f <= 69; f++) lane[f] = 20;
    expect(worstBadRun(lane)).toEqual({ from: 60, to: 69 });
  });

  it('offers nothing when no frame stands out, or when errors stay under a pixel', () => {
    expect(worstBadRun(quiet())).toBeNull();
    const tiny = Float64Array.from({ length: 50 }, (_, f) => (f === 20 ? 0.9 : 0.01));
    expect(worstBadRun(tiny)).toBeNull();
    expect(worstBadRun(new Float64Array(0))).toBeNull();
  });
});
