import { describe, expect, it } from 'vitest';
import { labelPriority, placeLabels } from './labelPlacement.ts';

const box = (joint: number, x: number, y: number) => ({ joint, x, y, width: 40, height: 14 });

describe('label placement', () => {
  it('skips a label whose box overlaps one placed before it', () => {
    const kept = placeLabels([box(0, 0, 0), box(1, 20, 5), box(2, 100, 0), box(3, 0, 30)]);
    expect(kept.map((b) => b.joint)).toEqual([0, 2, 3]);
  });
  it('keeps no two overlapping boxes among many', () => {
    const many = Array.from({ length: 500 }, (_, i) => box(i, (i * 37) % 300, (i * 53) % 200));
    const kept = placeLabels(many);
    expect(kept.length).toBeGreaterThan(10);
    for (const a of kept) {
      for (const b of kept) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.joint} and ${b.joint}`).toBe(true);
      }
    }
  });
  it('drops labels outside the view and non-finite positions', () => {
    const kept = placeLabels([box(0, -5, 0), box(1, 10, 10), box(2, 290, 0), box(3, NaN, 0)], { width: 300, height: 100 });
    expect(kept.map((b) => b.joint)).toEqual([1]);
  });
  it('puts the selection and its children first, then parents before children', () => {
    // 0 -> 1 -> 2, 0 -> 3 -> 4
    const children = [[1, 3], [2], [], [4], []];
    expect(labelPriority([0, 1, 2, 3, 4], 3, children)).toEqual([3, 4, 0, 1, 2]);
    expect(labelPriority([0, 1, 3, 2, 4], null, children)).toEqual([0, 1, 3, 2, 4]);
  });
});
