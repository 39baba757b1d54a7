import { describe, expect, it } from 'vitest';
import { rigidAlign, rotate } from './rigidAlign.ts';

/** A unit quaternion turning `angle` about the (normalized) `axis`. */
function axisAngle(axis: number[], angle: number): number[] {
  const norm = Math.hypot(...axis);
  const s = Math.sin(angle / 2) / norm;
  return [Math.cos(angle / 2), axis[0]! * s, axis[1]! * s, axis[2]! * s];
}

const BODY = [
  [0, 0, 0], [0, 0.09, -0.05], [0, -0.09, -0.05], [0, 0.09, -0.65], [0, -0.09, -0.65], [0, 0, 0.41], [0, 0.18, 0.4], [0.05, -0.2, 0.2],
];

function transformed(q: number[], t: number[]): number[][] {
  return BODY.map((p) => rotate(q, p).map((c, i) => c + t[i]!));
}

describe('rigidAlign', () => {
  it('recovers a turn of 120° and a shift of 1.5 m exactly', () => {
    const q = axisAngle([0.1, -0.2, 1], (120 * Math.PI) / 180);
    const t = [1.5, -0.4, 0.9];
    const result = rigidAlign(BODY.flat(), transformed(q, t).flat(), BODY.length)!;
    for (let i = 0; i < 4; i++) expect(result.rotation[i]).toBeCloseTo(q[i]!, 12);
    for (let i = 0; i < 3; i++) expect(result.translation[i]).toBeCloseTo(t[i]!, 12);
  });

  it('turns by 180° too (the quaternion with w = 0)', () => {
    const q = axisAngle([0, 0, 1], Math.PI);
    const result = rigidAlign(BODY.flat(), transformed(q, [0, 0, 0]).flat(), BODY.length)!;
    const moved = rotate(result.rotation, BODY[6]!);
    const expected = rotate(q, BODY[6]!);
    for (let i = 0; i < 3; i++) expect(moved[i]).toBeCloseTo(expected[i]!, 12);
  });

  it('skips missing points and points of weight 0, and follows the heavier points when they disagree', () => {
    const q = axisAngle([1, 1, 0], 0.7);
    const to = transformed(q, [0.2, 0.3, -0.1]).flat();
    to[0] = NaN;
    to[3 * 7]! += 5; // a wrong point, weighted 0
    const weights = BODY.map((_, k) => (k === 7 ? 0 : 1));
    const result = rigidAlign(BODY.flat(), to, BODY.length, weights)!;
    for (let i = 0; i < 4; i++) expect(result.rotation[i]).toBeCloseTo(q[i]!, 10);
  });

  it('gives nothing for fewer than three points or for points on one line', () => {
    expect(rigidAlign([0, 0, 0, 1, 0, 0], [0, 0, 0, 1, 0, 0], 2)).toBeNull();
    expect(rigidAlign([0, 0, 0, 0, 0, 1, 0, 0, 2], [1, 0, 0, 1, 0, 1, 1, 0, 2], 3)).toBeNull();
  });
});
