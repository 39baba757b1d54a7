import { describe, expect, it } from 'vitest';
import { characteristicSize, keypointBounds } from './planBounds.ts';

describe('plan bounds', () => {
  it('holds every keypoint, optionally only the listed ones', () => {
    const keypoints = [0, 0, 0, 2, 0, 0, 0, 4, 0];
    const all = keypointBounds(keypoints);
    expect(all.min).toEqual([0, 0, 0]);
    expect(all.max).toEqual([2, 4, 0]);
    expect(all.center).toEqual([1, 2, 0]);
    expect(all.radius).toBeCloseTo(Math.sqrt(5), 12);
    expect(keypointBounds(keypoints, [1]).radius).toBe(0);
  });

  it('scales with the plan: the diagonal, else the longest offset, else 1', () => {
    expect(characteristicSize([0, 0, 0, 3, 4, 0], [0, 0, 0, 3, 4, 0])).toBe(5);
    expect(characteristicSize([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0.5])).toBe(0.5);
    expect(characteristicSize([0, 0, 0], [0, 0, 0])).toBe(1);
  });
});
