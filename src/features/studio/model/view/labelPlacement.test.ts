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
  it('moves a required label (the selection and its children) to the nearest free row instead of leaving it out', () => {
    // Three children whose points sit almost on the selection's: only the first fits in place.
    const crowded = [box(0, 50, 50), box(1, 52, 51), box(2, 54, 49), box(3, 51, 50), box(4, 53, 50)].map((b, i) => ({ ...b, required: i < 4 }));
    const kept = placeLabels(crowded, { width: 300, height: 200 });
    expect(kept.map((b) => b.joint)).toEqual([0, 1, 2, 3]);
    expect(kept[0]).toMatchObject({ x: 50, y: 50 });
    // One row is the label's height plus the 2 px gap; below first, then above.
    expect(kept[1]).toMatchObject({ x: 52, y: 51 + 16 });
    expect(kept[2]).toMatchObject({ x: 54, y: 49 - 16 });
    // Two rows away overlaps joints 1 and 2 (whose rows were offset from their own points): three rows down.
    expect(kept[3]).toMatchObject({ x: 51, y: 50 + 48 });
    for (const a of kept) {
      for (const b of kept) {
        if (a === b) continue;
        expect(a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y, `${a.joint} and ${b.joint}`).toBe(true);
      }
    }
  });
  it('slides a required label that would run off the view back inside it; others are still left out', () => {
    const kept = placeLabels([{ ...box(0, 290, 10), required: true }, box(1, 290, 50)], { width: 300, height: 100 });
    expect(kept).toEqual([{ ...box(0, 260, 10), required: true }]);
  });
  it('puts the selection and its children first, then parents before children', () => {
    // 0 -> 1 -> 2, 0 -> 3 -> 4
    const children = [[1, 3], [2], [], [4], []];
    expect(labelPriority([0, 1, 2, 3, 4], 3, children)).toEqual([3, 4, 0, 1, 2]);
    expect(labelPriority([0, 1, 3, 2, 4], null, children)).toEqual([0, 1, 3, 2, 4]);
  });
});
