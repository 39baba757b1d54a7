import { describe, expect, it } from 'vitest';
import { writeJointColors, writeJointSphereMatrices, writeLinkSegmentMatrices } from './instanceMatrices.ts';

/** Applies a column-major 4x4 matrix (instance `i` of `m`) to a point. */
function transform(m: Float32Array, i: number, p: [number, number, number]): number[] {
  const o = 16 * i;
  return [0, 1, 2].map((r) => m[o + r]! * p[0] + m[o + 4 + r]! * p[1] + m[o + 8 + r]! * p[2] + m[o + 12 + r]!);
}

const keypoints = [0, 0, 0, 1, 2, 2, 1, 2, -1, 1, 2, -1];
const parents = [-1, 0, 1, 2];

describe('instance matrices', () => {
  it('puts each joint sphere at its keypoint with its radius, the root larger', () => {
    const out = new Float32Array(16 * 4);
    writeJointSphereMatrices(keypoints, 4, 0.1, 0, 0.2, out);
    expect(transform(out, 1, [0, 0, 0])).toEqual([1, 2, 2]);
    expect(transform(out, 1, [1, 0, 0]).map((v) => Number(v.toFixed(5)))).toEqual([1.1, 2, 2]);
    expect(out[0]).toBeCloseTo(0.2, 6);
  });

  it('maps the unit segment onto the link from parent keypoint to child keypoint', () => {
    const out = new Float32Array(16 * 4);
    writeLinkSegmentMatrices(keypoints, parents, 4, 0.05, out);
    for (const j of [1, 2]) {
      const p = parents[j]!;
      const start = transform(out, j, [0, 0, 0]);
      const end = transform(out, j, [0, 1, 0]);
      start.forEach((v, k) => expect(v).toBeCloseTo(keypoints[3 * p + k]!, 5));
      end.forEach((v, k) => expect(v).toBeCloseTo(keypoints[3 * j + k]!, 5));
      // The cross-section stays round: X and Z columns are orthogonal to the link, with length = radius.
      const x = [out[16 * j]!, out[16 * j + 1]!, out[16 * j + 2]!];
      const z = [out[16 * j + 8]!, out[16 * j + 9]!, out[16 * j + 10]!];
      expect(Math.hypot(...x)).toBeCloseTo(0.05, 6);
      expect(Math.hypot(...z)).toBeCloseTo(0.05, 6);
      expect(x[0]! * z[0]! + x[1]! * z[1]! + x[2]! * z[2]!).toBeCloseTo(0, 6);
    }
    // The root and a zero-length link are drawn as nothing.
    for (const j of [0, 3]) expect(transform(out, j, [0, 1, 0])).toEqual([0, 0, 0]);
  });

  it('colours selection over hover over warning over root', () => {
    const out = new Float32Array(12);
    const palette = { joint: [0, 0, 0], root: [1, 1, 1], selected: [1, 0, 0], hovered: [0, 1, 0], warning: [0, 0, 1] } as const;
    writeJointColors(4, 0, 2, 3, new Set([1, 3]), palette, out);
    expect(Array.from(out)).toEqual([1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 1, 0]);
  });

  it('colours a flagged joint over warning and root, under selection and hover', () => {
    const out = new Float32Array(15);
    const palette = { joint: [0, 0, 0], root: [1, 1, 1], selected: [1, 0, 0], hovered: [0, 1, 0], warning: [0, 0, 1] } as const;
    const flag = [0.5, 0.5, 0.5] as const;
    writeJointColors(5, 0, 2, 3, new Set([1]), palette, out, new Map([[0, flag], [1, flag], [2, flag], [3, flag]]));
    expect(Array.from(out)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 1, 0, 0, 0, 1, 0, 0, 0, 0]);
  });
});
