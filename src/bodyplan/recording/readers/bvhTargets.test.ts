import { describe, expect, it } from 'vitest';
import { bvhTargets, checkBvhText, type BvhMotion } from './bvhTargets.ts';
import { MAPPING, TWO_BONE_BVH } from './bvh.fixtures.ts';
import { TRACKED } from './readers.fixtures.ts';

const s = Math.SQRT1_2;
/** The same motion as plain frames, as bvhMotion.ts copies it out of three's BVHLoader. */
const MOTION: BvhMotion = {
  joints: [
    { name: 'Hips', parent: -1 },
    { name: 'Knee', parent: 0 },
    { name: 'Knee_end', parent: 1 },
  ],
  frameCount: 2,
  frameTime: 0.04,
  positions: Float64Array.from([0, 100, 0, 0, -10, 0, 0, -10, 0, 5, 100, 0, 0, -10, 0, 0, -10, 0]),
  quaternions: Float64Array.from([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, s, s, 0, 0, 0, 1, 0, 0, 0, 1]),
};

describe('bvhTargets', () => {
  it('gives each joint its world position (parent rotations applied), scaled, by the mapping table', () => {
    const result = bvhTargets(MOTION, TRACKED, { scale: 0.01, mapping: MAPPING });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.parts).toEqual(['Hips', 'Knee', 'Knee_end']);
    expect(Array.from(result.value.targets[0]!)).toEqual([0, 1, 0, 0, 0.9, 0, 0, 0.8, 0]);
    const turned = Array.from(result.value.targets[1]!);
    [0.05, 1, 0, 0.15, 1, 0, 0.25, 1, 0].forEach((v, k) => expect(turned[k]).toBeCloseTo(v, 12));
  });
  it('matches by name case-insensitively without a table, leaving other joints unobserved', () => {
    const renamed = { ...MOTION, joints: [{ name: 'THORAX', parent: -1 }, { name: 'leftknee', parent: 0 }, { name: 'toe', parent: 1 }] };
    const result = bvhTargets(renamed, TRACKED, { scale: 1 });
    expect(result.ok && result.value.unmatchedParts).toEqual(['toe']);
    expect(result.ok && Array.from(result.value.targets[0]!.subarray(0, 6))).toEqual([0, 100, 0, 0, 90, 0]);
    expect(result.ok && Number.isNaN(result.value.targets[0]![6]!)).toBe(true);
  });
  it('refuses a bad scale and a file that matches no joint', () => {
    expect(bvhTargets(MOTION, TRACKED, { scale: 0 })).toEqual({ ok: false, message: 'the BVH scale must be a positive number, got 0' });
    const none = bvhTargets(MOTION, TRACKED, { scale: 1, mapping: { hips: null } });
    expect(!none.ok && none.message).toContain('no BVH joint matches a joint of this body plan by name (BVH joints: Hips, Knee, Knee_end)');
  });
});

describe('checkBvhText', () => {
  it('accepts the hand-written file and reads its frame count and time', () => {
    expect(checkBvhText(TWO_BONE_BVH)).toEqual({ ok: true, frameCount: 2, frameTime: 0.04 });
  });
  it.each([
    ['{"frames": []}', 'line 1: not a BVH file: expected "HIERARCHY" first'],
    [TWO_BONE_BVH.replace('5 100 0 90 0 0 0 0 0', '5 100 0 90 0 0 0 0'), 'line 20 (frame 1): 8 values, but the hierarchy has 9 channels'],
    [TWO_BONE_BVH.replace('5 100 0 90', '5 abc 0 90'), 'line 20 (frame 1), value 2: "abc" is not a number'],
    [TWO_BONE_BVH.replace('Frames: 2', 'Frames: 3'), 'the file ends after 2 frames, but "Frames:" says 3'],
    [TWO_BONE_BVH.replace('Frames: 2', 'Frames: two'), 'line 17: expected "Frames: N"'],
    [TWO_BONE_BVH.replace('CHANNELS 3 Zrotation', 'CHANNELS 3 Wrotation'), 'line 9: unknown channel "Wrotation"'],
    [TWO_BONE_BVH.replace('MOTION', 'MOTON'), 'the file ends before "MOTION"'],
  ])('located error %#', (text, message) => {
    const result = checkBvhText(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});
