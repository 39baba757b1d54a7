import { describe, expect, it } from 'vitest';
import { matrixToRodrigues, rodriguesToMatrix } from './rodrigues.ts';

function expectMatrixClose(actual: ArrayLike<number>, expected: readonly number[], tolerance: number): void {
  expect(actual).toHaveLength(9);
  for (let i = 0; i < 9; i++) expect(Math.abs(actual[i]! - expected[i]!), `entry ${i}: ${actual[i]} vs ${expected[i]}`).toBeLessThanOrEqual(tolerance);
}

function multiply(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  return Array.from({ length: 9 }, (_, at) => {
    const r = Math.floor(at / 3);
    const c = at % 3;
    return a[3 * r]! * b[c]! + a[3 * r + 1]! * b[3 + c]! + a[3 * r + 2]! * b[6 + c]!;
  });
}

/** A deterministic spread of rotation vectors (no Math.random: a failure must reproduce). */
function sampleVectors(count: number, maxAngle: number): number[][] {
  return Array.from({ length: count }, (_, i) => {
    // Directions on a Fibonacci sphere, angles spread over (0, maxAngle].
    const z = 1 - (2 * (i + 0.5)) / count;
    const ring = Math.sqrt(1 - z * z);
    const phi = i * Math.PI * (3 - Math.sqrt(5));
    const angle = (maxAngle * (i + 1)) / count;
    return [angle * ring * Math.cos(phi), angle * ring * Math.sin(phi), angle * z];
  });
}

describe('rodriguesToMatrix', () => {
  it('90° about x, y and z are the matrices written out by hand (row-major, world to camera as OpenCV)', () => {
    const q = Math.PI / 2;
    // About x: y → z, z → −y.
    expectMatrixClose(rodriguesToMatrix([q, 0, 0]), [1, 0, 0, 0, 0, -1, 0, 1, 0], 1e-15);
    // About y: z → x, x → −z.
    expectMatrixClose(rodriguesToMatrix([0, q, 0]), [0, 0, 1, 0, 1, 0, -1, 0, 0], 1e-15);
    // About z: x → y, y → −x.
    expectMatrixClose(rodriguesToMatrix([0, 0, q]), [0, -1, 0, 1, 0, 0, 0, 0, 1], 1e-15);
    // −90° about z is the transpose.
    expectMatrixClose(rodriguesToMatrix([0, 0, -q]), [0, 1, 0, -1, 0, 0, 0, 0, 1], 1e-15);
  });

  it('a small rotation is I + [r]× to first order and I + [r]× + [r]×²/2 to second', () => {
    // r = (a, b, c): [r]× = [[0, −c, b], [c, 0, −a], [−b, a, 0]].
    const [a, b, c] = [2e-7, -3e-7, 5e-7];
    expectMatrixClose(rodriguesToMatrix([a, b, c]), [1, -c, b, c, 1, -a, -b, a, 1], 1e-12);
    // θ ≈ 1e-3: the third-order term is below θ³/6 ≈ 2e-10.
    const [x, y, z] = [4e-4, -7e-4, 5e-4];
    // [r]×² = r·rᵀ − |r|²·I, written out.
    const t2 = x * x + y * y + z * z;
    const second = [x * x - t2, x * y, x * z, x * y, y * y - t2, y * z, x * z, y * z, z * z - t2];
    const first = [0, -z, y, z, 0, -x, -y, x, 0];
    expectMatrixClose(rodriguesToMatrix([x, y, z]), first.map((v, i) => (i % 4 === 0 ? 1 : 0) + v + second[i]! / 2), 3e-10);
  });

  it('the zero vector is the identity, and 180° about an axis a is 2·a·aᵀ − I', () => {
    expectMatrixClose(rodriguesToMatrix([0, 0, 0]), [1, 0, 0, 0, 1, 0, 0, 0, 1], 0);
    const axis = [2 / 3, -1 / 3, 2 / 3];
    const expected = Array.from({ length: 9 }, (_, i) => 2 * axis[Math.floor(i / 3)]! * axis[i % 3]! - (i % 4 === 0 ? 1 : 0));
    expectMatrixClose(rodriguesToMatrix(axis.map((v) => v * Math.PI)), expected, 1e-15);
  });

  it('gives orthonormal matrices of determinant +1', () => {
    for (const r of sampleVectors(50, 3.1)) {
      const m = rodriguesToMatrix(r);
      const transpose = [m[0]!, m[3]!, m[6]!, m[1]!, m[4]!, m[7]!, m[2]!, m[5]!, m[8]!];
      expectMatrixClose(multiply(m, transpose), [1, 0, 0, 0, 1, 0, 0, 0, 1], 1e-14);
      const det = m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) - m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) + m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!);
      expect(det).toBeCloseTo(1, 14);
    }
  });
});

describe('matrixToRodrigues', () => {
  it('reads the hand-written 90° matrices back as ±π/2 about their axis', () => {
    const q = Math.PI / 2;
    const cases: [number[], number[]][] = [
      [[1, 0, 0, 0, 0, -1, 0, 1, 0], [q, 0, 0]],
      [[0, 0, 1, 0, 1, 0, -1, 0, 0], [0, q, 0]],
      [[0, -1, 0, 1, 0, 0, 0, 0, 1], [0, 0, q]],
      [[0, 1, 0, -1, 0, 0, 0, 0, 1], [0, 0, -q]],
    ];
    for (const [matrix, vector] of cases) {
      const r = matrixToRodrigues(matrix);
      for (let i = 0; i < 3; i++) expect(r[i]).toBeCloseTo(vector[i]!, 14);
    }
  });

  it('round trips vector → matrix → vector over angles from 1e-9 rad to just under π', () => {
    for (const maxAngle of [1e-9, 1e-5, 0.5, 2, 3.14159]) {
      for (const r of sampleVectors(40, maxAngle)) {
        const back = matrixToRodrigues(rodriguesToMatrix(r));
        const angle = Math.hypot(r[0]!, r[1]!, r[2]!);
        // Relative to the angle for tiny rotations; near π the axis loses digits as sin θ → 0 but stays within 1e-9.
        const tolerance = Math.max(1e-15, 1e-13 * angle) + (angle > 3 ? 1e-9 : 0);
        for (let i = 0; i < 3; i++) expect(Math.abs(back[i]! - r[i]!), `r = ${r}`).toBeLessThanOrEqual(tolerance);
      }
    }
  });

  it('round trips matrix → vector → matrix, including exactly 180° (where r and −r are the same rotation)', () => {
    const matrices = [
      ...sampleVectors(30, 3.14).map((r) => rodriguesToMatrix(r)),
      [1, 0, 0, 0, -1, 0, 0, 0, -1],
      [-1, 0, 0, 0, 1, 0, 0, 0, -1],
      [-1, 0, 0, 0, -1, 0, 0, 0, 1],
      rodriguesToMatrix([(2 / 3) * Math.PI, (-1 / 3) * Math.PI, (2 / 3) * Math.PI]),
    ];
    for (const m of matrices) {
      const r = matrixToRodrigues(m);
      expect(Math.hypot(r[0]!, r[1]!, r[2]!)).toBeLessThanOrEqual(Math.PI + 1e-12);
      expectMatrixClose(rodriguesToMatrix(r), Array.from(m), 1e-13);
    }
  });
});
