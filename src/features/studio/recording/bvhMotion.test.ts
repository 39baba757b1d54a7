import { describe, expect, it } from 'vitest';
import { bvhTargets } from '../../../bodyplan/recording/readers/bvhTargets.ts';
import { MAPPING, TWO_BONE_BVH } from '../../../bodyplan/recording/readers/bvh.fixtures.ts';
import { TRACKED } from '../../../bodyplan/recording/readers/readers.fixtures.ts';
import { bvhMotionFromText } from './bvhMotion.ts';

describe('bvhMotionFromText (three.js BVHLoader → plain frames)', () => {
  it('reads the hand-written BVH into joints, local positions and rotations whose world positions are the expected targets', () => {
    const read = bvhMotionFromText(TWO_BONE_BVH);
    if (!('bvh' in read)) throw new Error(read.bvhError);
    expect(read.bvh.joints).toEqual([
      { name: 'Hips', parent: -1 },
      { name: 'Knee', parent: 0 },
      { name: 'Knee_end', parent: 1 },
    ]);
    expect(read.bvh.frameCount).toBe(2);
    expect(read.bvh.frameTime).toBe(0.04);
    const targets = bvhTargets(read.bvh, TRACKED, { scale: 0.01, mapping: MAPPING });
    if (!targets.ok) throw new Error(targets.message);
    [0, 1, 0, 0, 0.9, 0, 0, 0.8, 0].forEach((v, k) => expect(targets.value.targets[0]![k]).toBeCloseTo(v, 6));
    [0.05, 1, 0, 0.15, 1, 0, 0.25, 1, 0].forEach((v, k) => expect(targets.value.targets[1]![k]).toBeCloseTo(v, 6));
  });
  it('gives a located error for a malformed file instead of NaN frames', () => {
    expect(bvhMotionFromText(TWO_BONE_BVH.replace('0 100 0 0 0 0 0 0 0', '0 100 0 0 0 0'))).toEqual({ bvhError: 'line 19 (frame 0): 6 values, but the hierarchy has 9 channels' });
  });
});
