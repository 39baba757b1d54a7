import { describe, expect, it } from 'vitest';
import { framingSphere, SELECTION_MIN_RADIUS_FRACTION } from './framing.ts';

// A 2-unit chain along X and a joint whose child sits on top of it (a zero-length link).
const keypoints = [0, 0, 0, 1, 0, 0, 2, 0, 0, 2, 0, 0];

describe('framing sphere', () => {
  it('holds every keypoint for the whole plan', () => {
    const sphere = framingSphere(keypoints, 2);
    expect(sphere.center).toEqual([1, 0, 0]);
    expect(sphere.radius).toBeCloseTo(1);
  });
  it('never zooms past a fraction of the plan size for a selection whose keypoints coincide', () => {
    const sphere = framingSphere(keypoints, 2, [2, 3]);
    expect(sphere.center).toEqual([2, 0, 0]);
    expect(sphere.radius).toBeCloseTo(2 * SELECTION_MIN_RADIUS_FRACTION);
  });
  it('keeps a selection bigger than the minimum as it is', () => {
    const sphere = framingSphere(keypoints, 2, [0, 1, 2]);
    expect(sphere.radius).toBeCloseTo(1);
  });
});
