import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EULER_ORDERS, eulerToQuat, quatFromRollPitchYaw, quatToEuler, rollPitchYawFromQuat, type EulerOrder } from './rotation.ts';

/** Rotation matrix of a unit quaternion, to compare rotations without the q / -q ambiguity. */
function rotationOf(q: readonly number[]): number[] {
  const n = Math.hypot(...q);
  const [w, x, y, z] = q.map((v) => v / n) as [number, number, number, number];
  return [
    1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y),
    2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x),
    2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y),
  ];
}

function elementary(axis: 'X' | 'Y' | 'Z', deg: number): number[] {
  const c = Math.cos((deg * Math.PI) / 180);
  const s = Math.sin((deg * Math.PI) / 180);
  if (axis === 'X') return [1, 0, 0, 0, c, -s, 0, s, c];
  if (axis === 'Y') return [c, 0, s, 0, 1, 0, -s, 0, c];
  return [c, -s, 0, s, c, 0, 0, 0, 1];
}

function matMul(a: number[], b: number[]): number[] {
  const out: number[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) out.push(a[r * 3]! * b[c]! + a[r * 3 + 1]! * b[3 + c]! + a[r * 3 + 2]! * b[6 + c]!);
  return out;
}

function expectClose(actual: number[], expected: number[], tolerance: number): void {
  actual.forEach((value, i) => expect(Math.abs(value - expected[i]!)).toBeLessThan(tolerance));
}

const angle = fc.double({ min: -180, max: 180, noNaN: true });
const order = fc.constantFrom(...EULER_ORDERS);
const quat = fc
  .tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1, max: 1, noNaN: true }))
  .filter((q) => Math.hypot(...q) > 1e-3);

describe('Euler angles (intrinsic, degrees) <-> quaternion [w, x, y, z]', () => {
  it('has all 12 orders', () => {
    expect(new Set(EULER_ORDERS).size).toBe(12);
  });

  it('is intrinsic: order ABC is R_A(a) R_B(b) R_C(c), for every order', () => {
    fc.assert(
      fc.property(order, angle, angle, angle, (o, a, b, c) => {
        const expected = matMul(matMul(elementary(o[0] as 'X', a), elementary(o[1] as 'X', b)), elementary(o[2] as 'X', c));
        expectClose(rotationOf(eulerToQuat([a, b, c], o)), expected, 1e-12);
      }),
    );
  });

  it('gives known quaternions', () => {
    expectClose(eulerToQuat([90, 0, 0], 'XYZ'), [Math.SQRT1_2, Math.SQRT1_2, 0, 0], 1e-15);
    expectClose(eulerToQuat([0, 0, 180], 'ZYX'), [0, 1, 0, 0], 1e-15);
    // Intrinsic Z then the new X: the body's x axis (first column) turns to +y after a 90 deg yaw.
    expectClose(rotationOf(eulerToQuat([90, 90, 0], 'ZXY')).filter((_, i) => i % 3 === 0), [0, 1, 0], 1e-15);
  });

  it('quaternion -> Euler -> quaternion is the same rotation, for every order and any quaternion', () => {
    fc.assert(
      fc.property(order, quat, (o, q) => {
        expectClose(rotationOf(eulerToQuat(quatToEuler(q, o), o)), rotationOf(q), 1e-12);
      }),
      { numRuns: 2000 },
    );
  });

  it('returns angles in the principal ranges, recovering them away from gimbal lock', () => {
    fc.assert(
      fc.property(order, angle, fc.double({ min: 1, max: 89, noNaN: true }), angle, fc.boolean(), (o, a, m, c, negative) => {
        const proper = o[0] === o[2];
        const middle = proper ? (negative ? 180 - m : m) : negative ? -m : m;
        const first = a === -180 ? 180 : a;
        const third = c === -180 ? 180 : c;
        const back = quatToEuler(eulerToQuat([first, middle, third], o), o);
        // Compare as angles: -179.99999999999997 and 180 are the same.
        const wrapped = back.map((value, i) => value - 360 * Math.round((value - [first, middle, third][i]!) / 360));
        expectClose(wrapped, [first, middle, third], 1e-9);
        expect(back.every((value) => value > -180 && value <= 180)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(EULER_ORDERS.map((o) => [o]))('handles gimbal lock in order %s: third angle 0, same rotation', (o: EulerOrder) => {
    const proper = o[0] === o[2];
    for (const middle of proper ? [0, 180] : [90, -90]) {
      const q = eulerToQuat([30, middle, 40], o);
      const back = quatToEuler(q, o);
      expect(back[2]).toBe(0);
      expect(Math.abs(back[1] - middle)).toBeLessThan(1e-6);
      expectClose(rotationOf(eulerToQuat(back, o)), rotationOf(q), 1e-12);
    }
  });

  it('accepts an unnormalized quaternion and treats q and -q alike', () => {
    const q = eulerToQuat([10, 20, 30], 'ZYX');
    expectClose(quatToEuler(q.map((v) => v * 5), 'ZYX'), [10, 20, 30], 1e-12);
    expectClose(quatToEuler(q.map((v) => -v), 'ZYX'), [10, 20, 30], 1e-12);
  });
});

describe('root rotation angles', () => {
  it('turns a yaw of 90° into a rotation about Z', () => {
    const q = quatFromRollPitchYaw([0, 0, Math.PI / 2]);
    expect(q[0]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(q[3]).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('reads back the angles it wrote', () => {
    const angles: [number, number, number] = [0.3, -0.7, 2.1];
    const back = rollPitchYawFromQuat(quatFromRollPitchYaw(angles));
    back.forEach((v, i) => expect(v).toBeCloseTo(angles[i]!, 12));
  });

  it('is roll about X, then pitch about Y, then yaw about Z, all in the world frame', () => {
    const [roll, pitch, yaw] = [0.4, -1.1, 2.5];
    const expected = matMul(matMul(elementary('Z', (yaw * 180) / Math.PI), elementary('Y', (pitch * 180) / Math.PI)), elementary('X', (roll * 180) / Math.PI));
    expectClose(rotationOf(quatFromRollPitchYaw([roll, pitch, yaw])), expected, 1e-12);
  });

  it('reads a zero quaternion as no rotation rather than NaN', () => {
    expect(rollPitchYawFromQuat([0, 0, 0, 0])).toEqual([0, 0, 0]);
  });
});
