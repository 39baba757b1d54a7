import { describe, expect, it } from 'vitest';
import { groundHeight } from './groundHeight.ts';

// A standing figure: root (hip) at height 1, a foot at 0.05 below it on Z, a head at 1.7.
const keypoints = [0, 0, 1, 0.1, 0.2, 0.05, 0, -0.3, 1.7];

describe('ground height', () => {
  it('is the lowest neutral keypoint along the up axis, not the root', () => {
    expect(groundHeight(keypoints, 'z')).toBeCloseTo(0.05);
    expect(groundHeight(keypoints, 'y')).toBeCloseTo(-0.3);
    expect(groundHeight(keypoints, 'x')).toBeCloseTo(0);
  });
  it('measures along a negative axis as the height along it', () => {
    // With -Z up the head (z = 1.7) is lowest: its height along -Z is -1.7.
    expect(groundHeight(keypoints, '-z')).toBeCloseTo(-1.7);
    expect(groundHeight(keypoints, '-x')).toBeCloseTo(-0.1);
  });
  it('is 0 with no keypoints', () => {
    expect(groundHeight([], 'z')).toBe(0);
  });
});
