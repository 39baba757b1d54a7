import { KernelArena } from '../kinematics/kernels/kernelArena.ts';

/**
 * A symmetric positive-definite matrix whose sparsity follows a tree (Featherstone's "LTL"
 * factorization, Rigid Body Dynamics Algorithms, 6.3): entry (i, j) can be non-zero only when one of
 * i, j is an ancestor of the other in `lambda` (lambda[i] < i, -1 at a top). Factoring H = L^T L with
 * the same pattern creates no fill-in, so the cost is the sum of squared chain depths rather than n^3.
 *
 * Storage: `diagonal[k]`, and for each k its ancestors' entries in chain order: the m-th ancestor
 * lambda^m(k) (m >= 1) is at `offDiagonal[rowStart[k] + m - 1]`.
 *
 * The numbers live in a WebAssembly kernel's memory and factor and solve run there
 * (kernels/assembly/treeCholesky.ts); the IK solver shares the kernel instance with it.
 */
export class TreeSparseMatrix {
  readonly size: number;
  readonly lambda: Int32Array;
  readonly rowStart: Int32Array;
  readonly depth: Int32Array;
  /** The state each off-diagonal entry couples to (lambda^m(k) at rowStart[k] + m - 1): no chain walks. */
  readonly ancestor: Int32Array;
  /** Views of the kernel's memory, valid once the arena is open. */
  diagonal: Float64Array = EMPTY;
  offDiagonal: Float64Array = EMPTY;

  private readonly arena: KernelArena;
  private scratch: Float64Array = EMPTY;
  private readonly scratchAt: number;

  /** With `arena` (not yet open), its owner opens it; without, the matrix has a kernel instance of its own. */
  constructor(lambda: Int32Array, arena?: KernelArena) {
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
    this.ancestor = new Int32Array(total);
    for (let k = 0; k < n; k++) {
      let m = this.rowStart[k]!;
      for (let i = lambda[k]!; i >= 0; i = lambda[i]!) this.ancestor[m++] = i;
    }

    this.arena = arena ?? new KernelArena();
    const a = this.arena;
    const at = {
      rowStart: a.i32(n + 1), depth: a.i32(n), ancestor: a.i32(total), diagonal: a.f64(n), offDiagonal: a.f64(total),
    };
    this.scratchAt = a.f64(n);
    a.whenOpen(() => {
      a.setAll(at);
      a.set('matrixSize', n);
      a.i32View(at.rowStart, n + 1).set(this.rowStart);
      a.i32View(at.depth, n).set(this.depth);
      a.i32View(at.ancestor, total).set(this.ancestor);
      this.diagonal = a.f64View(at.diagonal, n);
      this.offDiagonal = a.f64View(at.offDiagonal, total);
      this.scratch = a.f64View(this.scratchAt, n);
    });
    if (arena === undefined) a.open();
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
    return this.arena.exports.factorTree() === 1;
  }

  /** Solves (L^T L) x = b in place in `b`, after a successful `factor`. */
  solveInPlace(b: Float64Array): void {
    this.scratch.set(b);
    this.arena.exports.solveTree(this.scratchAt);
    b.set(this.scratch);
  }
}

const EMPTY = new Float64Array(0);

/** 8 M entries (64 MB): beyond this a plan is too deep and wide for an interactive IK preview. */
const MAX_OFF_DIAGONAL = 8_000_000;
