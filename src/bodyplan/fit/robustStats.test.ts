import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../testing/mulberry32.ts';
import { median } from './robustStats.ts';

/** The definition: sort the finite values, take the middle one (or the mean of the two middle ones). */
function sortedMedian(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  const n = finite.length;
  if (n === 0) return NaN;
  return n % 2 === 1 ? finite[(n - 1) / 2]! : 0.5 * (finite[n / 2 - 1]! + finite[n / 2]!);
}

describe('median', () => {
  it('equals the sorted middle on random, repeated, sorted and reversed values, odd and even counts', () => {
    const random = mulberry32(7);
    for (let trial = 0; trial < 400; trial++) {
      const n = 1 + Math.floor(random() * 300);
      const kind = trial % 5;
      let values = Array.from({ length: n }, () => (kind === 1 ? Math.floor(random() * 4) : random() * 2 - 1));
      if (kind === 2) values = values.sort((a, b) => a - b);
      if (kind === 3) values = values.sort((a, b) => b - a);
      if (kind === 4) values = values.map((v, i) => (i % 7 === 0 ? NaN : i % 11 === 0 ? Infinity : v));
      expect(median(values), `trial ${trial}, ${n} values`).toBe(sortedMedian(values));
    }
  });

  it('leaves its input as it was and says NaN when nothing is finite', () => {
    const values = new Float64Array([3, 1, 2, 5, 4]);
    expect(median(values)).toBe(3);
    expect([...values]).toEqual([3, 1, 2, 5, 4]);
    expect(median([NaN, -Infinity])).toBeNaN();
    expect(median([])).toBeNaN();
    expect(median([2, 2, 2, 2])).toBe(2);
  });
});
