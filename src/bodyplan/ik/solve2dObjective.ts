import type { ForwardKinematics } from '../kinematics/kinematics.ts';
import type { BodyModel } from '../kinematics/model.ts';
import type { Pose } from '../kinematics/pose.ts';
import type { Mapper } from '../observations/mapper.ts';
import { mapPointSoftDepth } from '../observations/softDepthProjection.ts';
import { robustCost, robustWeight } from './robustLoss.ts';
import type { Frame2D, Ik2dOptions } from './solve2d.ts';
import type { TreeSparseMatrix } from './treeCholesky.ts';
import { pointChainColumns, slidOrigins, type ChainLayout } from './pointChainColumns.ts';

/**
 * The 2D solver's objective (see Ik2dSolver in ./solve2d.ts): its value at a state and its
 * Gauss-Newton model, the normal equations. Two implementations compute the same numbers: this
 * file's, in TypeScript for any mapper, and the kernels' (solve2dKernelObjective.ts), which the
 * solver takes when it has every mapper kind ported.
 */
export interface Objective2d {
  /** The right-hand side of the normal equations (f64 per state), which `accumulate` adds into. */
  readonly rhs: Float64Array;
  /** Makes `frame` the observations the next `cost` and `accumulate` calls use. */
  useFrame(frame: Frame2D): void;
  /**
   * Σ weight · ρ over the observations (soft depth behind a camera) plus the neutral prior at
   * `state`; leaves the forward kinematics at `state`.
   */
  cost(state: Pose): number;
  /** Adds every observed keypoint's Jᵀ M J and Jᵀ g at the forward kinematics' state. */
  accumulate(): void;
}

/** What an objective works on, shared with the solver's loop (one kernel instance holds the buffers). */
export interface Objective2dParts {
  readonly model: BodyModel;
  readonly mappers: readonly Mapper[];
  readonly options: Ik2dOptions;
  readonly fk: ForwardKinematics;
  readonly matrix: TreeSparseMatrix;
  readonly rootCount: number;
  readonly stateDof: Int32Array;
  readonly chainStart: Int32Array;
  readonly lambda: Int32Array;
}

/** Runs forward kinematics at `state` (its root only for a free base). */
export function computeFkAt(fk: ForwardKinematics, rootCount: number, state: Pose): void {
  if (rootCount > 0) fk.compute(state.dofs, state.rootPosition, state.rootQuat);
  else fk.compute(state.dofs);
}

/** Adds the neutral prior, ½·w·(neutral − value)² per DOF, to `total` (in DOF order: both objectives sum alike). */
export function addNeutralPrior(total: number, model: BodyModel, neutralWeight: number, dofs: Float64Array): number {
  if (neutralWeight === 0) return total;
  for (let d = 0; d < model.dofCount; d++) total += 0.5 * neutralWeight * model.dofWeight[d]! * (model.dofNeutral[d]! - dofs[d]!) ** 2;
  return total;
}

/** The objective in TypeScript over the kernels' forward kinematics: any mapper kind. */
export class TypeScriptObjective2d implements Objective2d {
  readonly rhs: Float64Array;
  private readonly parts: Objective2dParts;
  private frame: Frame2D = { points: new Float64Array(0) };
  private readonly columns: Float64Array;
  private readonly columnState: Int32Array;
  private readonly origin = new Float64Array(3);
  private readonly chain: ChainLayout;
  private readonly mapped = new Float64Array(2);
  private readonly jacobian = new Float64Array(6);

  constructor(parts: Objective2dParts) {
    this.parts = parts;
    const { model, matrix } = parts;
    this.rhs = new Float64Array(matrix.size);
    let longest = 0;
    for (let s = 0; s < matrix.size; s++) longest = Math.max(longest, matrix.depth[s]! + 1);
    this.columns = new Float64Array(3 * longest);
    this.columnState = new Int32Array(longest);
    this.chain = { ...parts, slidOrigin: slidOrigins(model) };
  }

  useFrame(frame: Frame2D): void {
    this.frame = frame;
  }

  cost(state: Pose): number {
    const { model, mappers, options, fk, rootCount } = this.parts;
    const { frame, mapped } = this;
    computeFkAt(fk, rootCount, state);
    const keypoints = fk.keypoints;
    const n = model.jointCount;
    let total = 0;
    for (let c = 0; c < mappers.length; c++) {
      for (let k = 0; k < n; k++) {
        const at = c * n + k;
        const u = frame.points[2 * at]!;
        const v = frame.points[2 * at + 1]!;
        if (!Number.isFinite(u) || !Number.isFinite(v)) continue;
        const weight = (frame.weights === undefined ? 1 : frame.weights[at]!) * model.jointWeight[k]!;
        if (!(weight > 0)) continue;
        mapPointSoftDepth(mappers[c]!, keypoints, 3 * k, mapped);
        const r2 = (u - mapped[0]!) ** 2 + (v - mapped[1]!) ** 2;
        total += weight * robustCost(options.robustLoss, options.robustScale, r2);
      }
    }
    return addNeutralPrior(total, model, options.neutralWeight, state.dofs);
  }

  accumulate(): void {
    for (let k = 0; k < this.parts.model.jointCount; k++) this.accumulateKeypoint(k);
  }

  /** Adds keypoint k's terms over all views: Jᵀ M J and Jᵀ g (see Ik2dSolver's comment). */
  private accumulateKeypoint(k: number): void {
    const { model, mappers, fk, options } = this.parts;
    const { frame, mapped, jacobian: p } = this;
    const n = model.jointCount;
    const keypoints = fk.keypoints;
    let m00 = 0, m01 = 0, m02 = 0, m11 = 0, m12 = 0, m22 = 0;
    let g0 = 0, g1 = 0, g2 = 0;
    let used = false;
    for (let c = 0; c < mappers.length; c++) {
      const at = c * n + k;
      const u = frame.points[2 * at]!;
      const v = frame.points[2 * at + 1]!;
      if (!Number.isFinite(u) || !Number.isFinite(v)) continue;
      const given = (frame.weights === undefined ? 1 : frame.weights[at]!) * model.jointWeight[k]!;
      if (!(given > 0)) continue;
      mapPointSoftDepth(mappers[c]!, keypoints, 3 * k, mapped, p);
      const ru = u - mapped[0]!;
      const rv = v - mapped[1]!;
      const weight = given * robustWeight(options.robustLoss, options.robustScale, ru * ru + rv * rv);
      m00 += weight * (p[0]! * p[0]! + p[3]! * p[3]!);
      m01 += weight * (p[0]! * p[1]! + p[3]! * p[4]!);
      m02 += weight * (p[0]! * p[2]! + p[3]! * p[5]!);
      m11 += weight * (p[1]! * p[1]! + p[4]! * p[4]!);
      m12 += weight * (p[1]! * p[2]! + p[4]! * p[5]!);
      m22 += weight * (p[2]! * p[2]! + p[5]! * p[5]!);
      g0 += weight * (p[0]! * ru + p[3]! * rv);
      g1 += weight * (p[1]! * ru + p[4]! * rv);
      g2 += weight * (p[2]! * ru + p[5]! * rv);
      used = true;
    }
    if (!used) return;

    // The keypoint's world Jacobian columns, up its chain of state variables (root position last).
    const { columns, columnState } = this;
    const count = pointChainColumns(fk, this.chain, k, columns, columnState, this.origin);

    const { diagonal, offDiagonal, rowStart } = this.parts.matrix;
    const rhs = this.rhs;
    for (let a = 0; a < count; a++) {
      const ax = columns[3 * a]!, ay = columns[3 * a + 1]!, az = columns[3 * a + 2]!;
      // M · column a (M symmetric).
      const mx = m00 * ax + m01 * ay + m02 * az;
      const my = m01 * ax + m11 * ay + m12 * az;
      const mz = m02 * ax + m12 * ay + m22 * az;
      const sa = columnState[a]!;
      rhs[sa]! += ax * g0 + ay * g1 + az * g2;
      diagonal[sa]! += ax * mx + ay * my + az * mz;
      // Column b > a is state lambda^(b-a)(sa), stored at offDiagonal[rowStart[sa] + b - a - 1].
      const row = rowStart[sa]! - a - 1;
      for (let b = a + 1; b < count; b++) {
        offDiagonal[row + b]! += mx * columns[3 * b]! + my * columns[3 * b + 1]! + mz * columns[3 * b + 2]!;
      }
    }
  }
}
