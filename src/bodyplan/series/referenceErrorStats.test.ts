import { describe, expect, it } from 'vitest';
import { differenceSeries } from './dofSeries.ts';
import { referenceErrorStats } from './referenceErrorStats.ts';

const RAD = Math.PI / 180;

/**
 * A solve and a reference (radians) over 23 frames: the solve is off by k degrees (alternately above
 * and below) on its k-th frame with a reference value, k = 0..20; frame 7 has no reference (NaN, as
 * an aligned reference without that frame) and frame 15 no solve (nothing observed there).
 */
function solveAndReference() {
  const solve: number[] = [];
  const reference: number[] = [];
  const offBy: number[] = [];
  let k = 0;
  for (let f = 0; f < 23; f++) {
    const angle = 0.3 + 0.05 * f;
    if (f === 7) {
      solve.push(angle + 2);
      reference.push(NaN);
    } else if (f === 15) {
      solve.push(NaN);
      reference.push(angle);
    } else {
      const sign = k % 2 === 0 ? 1 : -1;
      solve.push(angle + sign * k * RAD);
      reference.push(angle);
      offBy[f] = k;
      k++;
    }
  }
  return { solve: Float64Array.from(solve), reference: Float64Array.from(reference), offBy };
}

describe('error statistics against a reference', () => {
  it('gives the median, 95th percentile and maximum of |solve − reference| in degrees, skipping frames without both', () => {
    const { solve, reference } = solveAndReference();
    const { summary } = referenceErrorStats(differenceSeries(solve, reference), 180 / Math.PI, 100);
    // |differences| are 0..20°: 21 values, median 10°, 95th percentile at rank 19 of 20 → 19°, max 20°.
    expect(summary.count).toBe(21);
    expect(summary.median).toBeCloseTo(10, 9);
    expect(summary.p95).toBeCloseTo(19, 9);
    expect(summary.max).toBeCloseTo(20, 9);
  });

  it('lists the frames over the threshold, in frame order, never a frame without a reference', () => {
    const { solve, reference, offBy } = solveAndReference();
    const { over } = referenceErrorStats(differenceSeries(solve, reference), 180 / Math.PI, 15.5);
    const expected = offBy.flatMap((k, f) => (k > 15.5 ? [f] : []));
    expect(expected).toHaveLength(5);
    expect(over).toEqual(expected);
    // Frame 7 is 2 rad (115°) off a missing reference: not a difference at all.
    expect(over).not.toContain(7);
    expect(over).not.toContain(15);
  });

  it('reads the threshold and the statistics in radians when the unit is radians', () => {
    const { solve, reference, offBy } = solveAndReference();
    const { summary, over } = referenceErrorStats(differenceSeries(solve, reference), 1, 0.2);
    expect(summary.median).toBeCloseTo(10 * RAD, 12);
    expect(summary.max).toBeCloseTo(20 * RAD, 12);
    // 0.2 rad is 11.46°: frames off by 12° and more.
    expect(over).toEqual(offBy.flatMap((k, f) => (k >= 12 ? [f] : [])));
    expect(over).toHaveLength(9);
  });

  it('has no statistics and no frames when no frame has a reference', () => {
    const { summary, over } = referenceErrorStats(Float64Array.of(NaN, NaN), 1, 0);
    expect(summary.count).toBe(0);
    expect(summary.median).toBeNaN();
    expect(over).toEqual([]);
  });
});
