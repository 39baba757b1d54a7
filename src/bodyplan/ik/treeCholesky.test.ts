import { describe, expect, it } from 'vitest';
import { TreeSparseMatrix } from './treeCholesky.ts';

// A forest: 0-1-2-7 and 1-3-4 form one tree, 5-6 another.
const LAMBDA = Int32Array.from([-1, 0, 1, 1, 3, -1, 5, 2]);

/** A dense SPD matrix with the tree's sparsity: a sum of outer products of vectors along chains. */
function treeSpd(lambda: Int32Array, seed: number): number[][] {
  let s = seed;
  const random = () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648 - 0.5);
  const n = lambda.length;
  const dense = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let leaf = 0; leaf < n; leaf++) {
    for (let r = 0; r < 3; r++) {
      const v = new Array<number>(n).fill(0);
      for (let c = leaf; c >= 0; c = lambda[c]!) v[c] = random();
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) dense[i]![j]! += v[i]! * v[j]!;
    }
  }
  for (let i = 0; i < n; i++) dense[i]![i]! += 0.05;
  return dense;
}

function load(matrix: TreeSparseMatrix, dense: number[][]): void {
  for (let k = 0; k < matrix.size; k++) {
    matrix.diagonal[k] = dense[k]![k]!;
    let m = 0;
    for (let i = matrix.lambda[k]!; i >= 0; i = matrix.lambda[i]!) matrix.offDiagonal[matrix.rowStart[k]! + m++] = dense[k]![i]!;
  }
}

describe('TreeSparseMatrix', () => {
  it('solves H x = b exactly like a dense solve', () => {
    for (const seed of [1, 2, 3]) {
      const dense = treeSpd(LAMBDA, seed);
      const matrix = new TreeSparseMatrix(LAMBDA);
      load(matrix, dense);
      const b = Float64Array.from({ length: 8 }, (_, i) => Math.sin(i + seed));
      const x = Float64Array.from(b);
      expect(matrix.factor()).toBe(true);
      matrix.solveInPlace(x);
      dense.forEach((row, i) => expect(row.reduce((sum, h, j) => sum + h * x[j]!, 0)).toBeCloseTo(b[i]!, 10));
    }
  });

  it('reports a matrix that is not positive definite', () => {
    const matrix = new TreeSparseMatrix(LAMBDA);
    load(matrix, treeSpd(LAMBDA, 4));
    matrix.diagonal[2] = -1;
    expect(matrix.factor()).toBe(false);
  });

  it('refuses an ordering where a parent comes after its child', () => {
    expect(() => new TreeSparseMatrix(Int32Array.from([1, -1]))).toThrow(RangeError);
  });
});
