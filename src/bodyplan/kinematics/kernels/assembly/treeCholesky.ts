// Factor and solve of the tree-sparse matrix laid out by ../../../ik/treeCholesky.ts (see there for the
// storage and the method). The host sets these byte offsets once per instance.

export let matrixSize: i32 = 0;
export let rowStart: usize = 0; // i32 per state + 1
export let depth: usize = 0; // i32 per state
export let ancestor: usize = 0; // i32 per off-diagonal entry
export let diagonal: usize = 0; // f64 per state
export let offDiagonal: usize = 0; // f64 per off-diagonal entry

/**
 * Factors in place into L (diagonal and offDiagonal then hold L's entries). Returns false when the
 * matrix is not numerically positive definite; the contents are then garbage.
 */
export function factorTree(): bool {
  for (let k = matrixSize - 1; k >= 0; k--) {
    const pivot = load<f64>(diagonal + (<usize>k << 3));
    if (!(pivot > 0) || pivot == Infinity) return false;
    const d = Math.sqrt(pivot);
    store<f64>(diagonal + (<usize>k << 3), d);
    const row = offDiagonal + (<usize>load<i32>(rowStart + (<usize>k << 2)) << 3);
    const rowAncestors = ancestor + (<usize>load<i32>(rowStart + (<usize>k << 2)) << 2);
    const count = load<i32>(depth + (<usize>k << 2));
    for (let m = 0; m < count; m++) {
      const at = row + (<usize>m << 3);
      store<f64>(at, load<f64>(at) / d);
    }
    // Subtract row k's outer product from the ancestors' entries: they all lie on k's chain.
    for (let m = 0; m < count; m++) {
      const i = load<i32>(rowAncestors + (<usize>m << 2));
      const a = load<f64>(row + (<usize>m << 3));
      const diagonalI = diagonal + (<usize>i << 3);
      store<f64>(diagonalI, load<f64>(diagonalI) - a * a);
      // Row i's entries for the ancestors after i on k's chain: row i's first count - m - 1.
      const rowI = offDiagonal + (<usize>load<i32>(rowStart + (<usize>i << 2)) << 3);
      for (let m2 = m + 1; m2 < count; m2++) {
        const at = rowI + (<usize>(m2 - m - 1) << 3);
        store<f64>(at, load<f64>(at) - a * load<f64>(row + (<usize>m2 << 3)));
      }
    }
  }
  return true;
}

/** Solves (L^T L) x = b in place in `b` (f64 per state), after a successful factorTree. */
export function solveTree(b: usize): void {
  const n = matrixSize;
  // L^T y = b, from the leaves up.
  for (let k = n - 1; k >= 0; k--) {
    const bk = b + (<usize>k << 3);
    const y = load<f64>(bk) / load<f64>(diagonal + (<usize>k << 3));
    store<f64>(bk, y);
    const row = load<i32>(rowStart + (<usize>k << 2));
    const end = row + load<i32>(depth + (<usize>k << 2));
    for (let e = row; e < end; e++) {
      const bi = b + (<usize>load<i32>(ancestor + (<usize>e << 2)) << 3);
      store<f64>(bi, load<f64>(bi) - load<f64>(offDiagonal + (<usize>e << 3)) * y);
    }
  }
  // L x = y, from the top down.
  for (let k = 0; k < n; k++) {
    const bk = b + (<usize>k << 3);
    let sum = load<f64>(bk);
    const row = load<i32>(rowStart + (<usize>k << 2));
    const end = row + load<i32>(depth + (<usize>k << 2));
    for (let e = row; e < end; e++) {
      sum -= load<f64>(offDiagonal + (<usize>e << 3)) * load<f64>(b + (<usize>load<i32>(ancestor + (<usize>e << 2)) << 3));
    }
    store<f64>(bk, sum / load<f64>(diagonal + (<usize>k << 3)));
  }
}
