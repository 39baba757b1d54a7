/**
 * A symmetric positive-definite matrix whose sparsity follows a tree (Featherstone's "LTL"
 * factorization, Rigid Body Dynamics Algorithms, 6.3): entry (i, j) can be non-zero only when one of
 * i, j is an ancestor of the other in `lambda` (lambda[i] < i, -1 at a top). Factoring H = L^T L with
 * the same pattern creates no fill-in, so the cost is the sum of squared chain depths rather than n^3.
 *
 * Storage: `diagonal[k]`, and for each k its ancestors' entries in chain order: the m-th ancestor
 * lambda^m(k) (m >= 1) is at `offDiagonal[rowStart[k] + m - 1]`.
 */
export class TreeSparseMatrix {
  readonly size: number;
  readonly lambda: Int32Array;
  readonly rowStart: Int32Array;
  readonly depth: Int32Array;
  readonly diagonal: Float64Array;
  readonly offDiagonal: Float64Array;
  /** The state each off-diagonal entry couples to (lambda^m(k) at rowStart[k] + m - 1): no chain walks. */
  readonly ancestor: Int32Array;

  constructor(lambda: Int32Array) {
    const n = lambda.length;
    this.size = n;
    this.lambda = lambda;
    this.depth = new Int32Array(n);
    this.rowStart = new Int32Array(n + 1);
    let total = 0;
    for (let k = 0; k < n; k++) {
      const parent = lambda[k]!;
      if (parent >= k) throw new RangeError(`tree order broken at ${k}: its parent index ${parent} is not smaller`);
      this.depth[k] = parent < 0 ? 0 : this.depth[parent]! + 1;
      this.rowStart[k] = total;
      total += this.depth[k]!;
    }
    this.rowStart[n] = total;
    if (total > MAX_OFF_DIAGONAL) {
      throw new RangeError(`the IK normal matrix would need ${total} coupled entries (deep chains of many DOFs); the limit is ${MAX_OFF_DIAGONAL}`);
    }
    this.diagonal = new Float64Array(n);
    this.offDiagonal = new Float64Array(total);
    this.ancestor = new Int32Array(total);
    for (let k = 0; k < n; k++) {
      let m = this.rowStart[k]!;
      for (let i = lambda[k]!; i >= 0; i = lambda[i]!) this.ancestor[m++] = i;
    }
  }

  clear(): void {
    this.diagonal.fill(0);
    this.offDiagonal.fill(0);
  }

  /**
   * Factors in place into L (diagonal and off-diagonal hold L's entries). Returns false when the
   * matrix is not numerically positive definite; the contents are then garbage.
   */
  factor(): boolean {
    const { ancestor, rowStart, depth, diagonal: diag, offDiagonal: off } = this;
    for (let k = this.size - 1; k >= 0; k--) {
      const pivot = diag[k]!;
      if (!(pivot > 0) || pivot === Infinity) return false;
      const d = Math.sqrt(pivot);
      diag[k] = d;
      const row = rowStart[k]!;
      const count = depth[k]!;
      for (let m = 0; m < count; m++) off[row + m]! /= d;
      // Subtract row k's outer product from the ancestors' entries: they all lie on k's chain.
      for (let m = 0; m < count; m++) {
        const i = ancestor[row + m]!;
        const a = off[row + m]!;
        diag[i]! -= a * a;
        const rowI = rowStart[i]!;
        for (let m2 = m + 1; m2 < count; m2++) off[rowI + (m2 - m - 1)]! -= a * off[row + m2]!;
      }
    }
    return true;
  }

  /** Solves (L^T L) x = b in place in `b`, after a successful `factor`. */
  solveInPlace(b: Float64Array): void {
    const { ancestor, rowStart, depth, diagonal: diag, offDiagonal: off } = this;
    const n = this.size;
    // L^T y = b, from the leaves up.
    for (let k = n - 1; k >= 0; k--) {
      const y = b[k]! / diag[k]!;
      b[k] = y;
      const row = rowStart[k]!;
      const end = row + depth[k]!;
      for (let e = row; e < end; e++) b[ancestor[e]!]! -= off[e]! * y;
    }
    // L x = y, from the top down.
    for (let k = 0; k < n; k++) {
      let sum = b[k]!;
      const end = rowStart[k]! + depth[k]!;
      for (let e = rowStart[k]!; e < end; e++) sum -= off[e]! * b[ancestor[e]!]!;
      b[k] = sum / diag[k]!;
    }
  }
}

/** 8 M entries (64 MB): beyond this a plan is too deep and wide for an interactive IK preview. */
const MAX_OFF_DIAGONAL = 8_000_000;
