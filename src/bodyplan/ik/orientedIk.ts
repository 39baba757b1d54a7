import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { KernelArena } from '../kinematics/kernels/kernelArena.ts';
import { DOF_SLIDE, type BodyModel } from '../kinematics/model.ts';
import { clampToLimits, type Pose } from '../kinematics/pose.ts';
import { DEFAULT_IK_OPTIONS, keypointRms, stateLayout, type IkOptions, type IkResult } from './ik.ts';
import { TreeSparseMatrix } from './treeCholesky.ts';
import { computeFkAt, addNeutralPrior } from './solve2dObjective.ts';
import { dampingAfterStep } from './dampingAfterStep.ts';
import { pointChainColumns, slidOrigins, type ChainLayout } from './pointChainColumns.ts';
import { inverseRightJacobian, orientationResidual, quatFromMatrix } from './orientationError.ts';

/** Orientation targets: per joint, the world orientation its frame (after its own DOFs) should have. */
export interface OrientationTargets {
  /** 4 per joint, unit quaternions (w, x, y, z) in the world frame; non-finite: no orientation target. */
  quats: Float64Array;
  /** Per joint: the weight of its orientation term, per radian² (default 1). */
  weights?: Float64Array;
}

export interface OrientedIkResult extends IkResult {
  /** The largest angle (radians) between an oriented link and its target at the returned state (0: none). */
  largestAngleError: number;
}

/** Whether any joint has a finite orientation target. */
export function hasOrientationTargets(orientation: OrientationTargets | undefined): orientation is OrientationTargets {
  if (orientation === undefined) return false;
  for (let k = 0; k + 3 < orientation.quats.length; k += 4) if (orientedAt(orientation.quats, k / 4)) return true;
  return false;
}

function orientedAt(quats: Float64Array, j: number): boolean {
  return Number.isFinite(quats[4 * j]! + quats[4 * j + 1]! + quats[4 * j + 2]! + quats[4 * j + 3]!);
}

/**
 * The IK solve when links hold orientation targets as well as positions: the objective of ik.ts
 * (½·w·|target − keypoint|² per keypoint, the neutral prior) plus ½·w·|log(R_target·Rᵀ)|² per
 * oriented link (orientationError.ts says why that term). Each oriented link adds 3 residual rows,
 * whose Jacobian walks the chain of state variables that turn the link, including its own DOFs.
 * Gauss-Newton steps under Levenberg-Marquardt control over the same tree-sparse normal matrix and
 * state as the position-only kernel solver; the loop runs in TypeScript, as the 2D solver's does,
 * because the kernel's accumulation is specialised to keypoint rows (and stays exact for them).
 */
export class OrientedIkSolver {
  readonly options: IkOptions;
  private readonly fk: ForwardKinematics;
  private readonly matrix: TreeSparseMatrix;
  private readonly rootCount: number;
  private readonly stateSize: number;
  private readonly stateDof: Int32Array;
  private readonly lambda: Int32Array;
  /** Per joint: the first state of the chain that turns its frame (its own last DOF, else chainStart). */
  private readonly frameChainStart: Int32Array;
  private readonly chain: ChainLayout;
  readonly rhs: Float64Array;
  /** The last chain's Jacobian columns (3 each) and their states: orientationColumns' output. */
  readonly columns: Float64Array;
  readonly columnState: Int32Array;
  private readonly trial: Pose;
  private readonly residual = new Float64Array(3);
  private readonly jInverse = new Float64Array(9);
  private readonly linkQuat = new Float64Array(4);
  private readonly origin = new Float64Array(3);

  constructor(readonly model: BodyModel, options: Partial<IkOptions> = {}) {
    this.options = { ...DEFAULT_IK_OPTIONS, ...options };
    this.rootCount = model.fixedBase ? 0 : 6;
    this.stateSize = this.rootCount + model.dofCount;
    const layout = stateLayout(model, this.rootCount);
    this.stateDof = layout.stateDof;
    this.lambda = layout.lambda;
    this.frameChainStart = Int32Array.from(layout.chainStart);
    layout.stateDof.forEach((d, i) => {
      // States of a joint's DOFs are consecutive and in order: the last one wins.
      this.frameChainStart[model.dofJoint[d]!] = this.rootCount + i;
    });
    this.chain = { model, rootCount: this.rootCount, ...layout, slidOrigin: slidOrigins(model) };
    const arena = new KernelArena();
    this.fk = new ForwardKinematics(model, { trackDofFrames: true, incremental: false }, arena);
    this.matrix = new TreeSparseMatrix(layout.lambda, arena);
    arena.open();
    let longest = 0;
    for (let s = 0; s < this.stateSize; s++) longest = Math.max(longest, this.matrix.depth[s]! + 1);
    this.rhs = new Float64Array(this.stateSize);
    this.columns = new Float64Array(3 * longest);
    this.columnState = new Int32Array(longest);
    this.trial = { dofs: new Float64Array(model.dofCount), rootPosition: new Float64Array(3), rootQuat: new Float64Array(4) };
  }

  /**
   * Runs up to `options.iterations` steps from `state` (updated in place). `targets`: 3 per joint
   * (non-finite: none); `weights`: per joint, times its weight_scaler, as IkSolver's.
   */
  solve(state: Pose, targets: Float64Array, orientation: OrientationTargets, weights?: Float64Array): OrientedIkResult {
    const { model, options, matrix, rhs, rootCount, stateSize, trial } = this;
    const free = rootCount > 0;
    let taken = 0;
    let converged = false;
    let damping = options.damping;
    clampToLimits(model, state.dofs);
    let cost = this.cost(state, targets, orientation, weights);
    for (; taken < options.iterations;) {
      taken++;
      this.normalEquations(state, targets, orientation, weights);
      const diagonal = matrix.diagonal;
      for (let s = 0; s < stateSize; s++) diagonal[s]! += damping * Math.max(diagonal[s]!, 1);
      if (!matrix.factor()) {
        converged = true;
        break;
      }
      matrix.solveInPlace(rhs);
      let largestPosition = 0;
      let largestAngle = 0;
      for (let s = 0; s < stateSize; s++) {
        if (s < 3 && free) largestPosition = Math.max(largestPosition, Math.abs(rhs[s]!));
        else largestAngle = Math.max(largestAngle, Math.abs(rhs[s]!));
      }
      const small = largestPosition <= options.positionTolerance && largestAngle <= options.angleTolerance;
      applyStep(model, rootCount, this.stateDof, state, rhs, trial);
      const trialCost = options.stepControl === false ? cost : this.cost(trial, targets, orientation, weights);
      const accepted = trialCost <= cost || options.stepControl === false;
      if (accepted) {
        state.dofs.set(trial.dofs);
        state.rootPosition.set(trial.rootPosition);
        state.rootQuat.set(trial.rootQuat);
        cost = trialCost;
      }
      ({ damping, converged } = dampingAfterStep(accepted, small, damping, options.damping));
      if (converged) break;
    }
    const finalCost = this.cost(state, targets, orientation, weights);
    return {
      iterations: taken, converged, cost: finalCost,
      rmsError: keypointRms(this.fk.keypoints, targets, model.jointCount),
      observedCount: countObserved(targets, model.jointCount),
      largestAngleError: this.largestAngleError(orientation),
    };
  }

  /** The objective at `state`: keypoint terms, orientation terms, neutral prior. Leaves FK at `state`. */
  cost(state: Pose, targets: Float64Array, orientation: OrientationTargets, weights?: Float64Array): number {
    const { model, fk } = this;
    computeFkAt(fk, this.rootCount, state);
    let total = 0;
    for (let k = 0; k < model.jointCount; k++) {
      const weight = this.positionWeight(targets, weights, k);
      if (weight > 0) total += 0.5 * weight * ((targets[3 * k]! - fk.keypoints[3 * k]!) ** 2 + (targets[3 * k + 1]! - fk.keypoints[3 * k + 1]!) ** 2 + (targets[3 * k + 2]! - fk.keypoints[3 * k + 2]!) ** 2);
      const turnWeight = orientationWeight(orientation, k);
      if (turnWeight > 0) {
        const angle = this.linkResidual(orientation, k);
        total += 0.5 * turnWeight * angle * angle;
      }
    }
    return addNeutralPrior(total, model, this.options.neutralWeight, state.dofs);
  }

  /**
   * Fills the normal matrix JᵀWJ and `rhs` = −∇(objective) (so rhs is also JᵀW·residual) at `state`,
   * without damping. The solver's step; the tests check `rhs` against finite differences of `cost`.
   */
  normalEquations(state: Pose, targets: Float64Array, orientation: OrientationTargets, weights?: Float64Array): void {
    const { model, fk, matrix, rhs, residual } = this;
    computeFkAt(fk, this.rootCount, state);
    matrix.clear();
    rhs.fill(0);
    for (let k = 0; k < model.jointCount; k++) {
      const weight = this.positionWeight(targets, weights, k);
      if (weight > 0) {
        for (let i = 0; i < 3; i++) residual[i] = targets[3 * k + i]! - fk.keypoints[3 * k + i]!;
        this.accumulate(this.positionColumns(k), weight, residual);
      }
      const turnWeight = orientationWeight(orientation, k);
      if (turnWeight > 0) {
        this.linkResidual(orientation, k);
        this.accumulate(this.orientationColumns(k, residual), turnWeight, residual);
      }
    }
    if (this.options.neutralWeight !== 0) {
      for (let s = this.rootCount; s < this.stateSize; s++) {
        const d = this.stateDof[s - this.rootCount]!;
        const weight = this.options.neutralWeight * model.dofWeight[d]!;
        matrix.diagonal[s]! += weight;
        rhs[s]! += weight * (model.dofNeutral[d]! - state.dofs[d]!);
      }
    }
  }

  /**
   * Joint k's orientation Jacobian at the last FK, as columns −∂r/∂x (r the residual of
   * orientationError.ts, passed in `r`) along the chain of states that turn it; returns their count
   * (columns and their states in `columns`/`columnState`). Exposed for the finite-difference test.
   */
  orientationColumns(k: number, r: Float64Array): number {
    const { fk, model, columns, columnState, lambda, rootCount, stateDof } = this;
    const m = inverseRightJacobian(r, this.jInverse);
    let count = 0;
    // The root position (states 0-2) does not turn anything: the walk stops at the root rotation.
    const last = rootCount > 0 ? 3 : 0;
    for (let s = this.frameChainStart[k]!; s >= last; s = lambda[s]!) {
      let wx = 0, wy = 0, wz = 0;
      if (s >= rootCount) {
        const d = stateDof[s - rootCount]!;
        if (model.dofType[d] !== DOF_SLIDE) {
          wx = fk.dofWorldAxes[3 * d]!; wy = fk.dofWorldAxes[3 * d + 1]!; wz = fk.dofWorldAxes[3 * d + 2]!;
        }
      } else {
        wx = s === 3 ? 1 : 0; wy = s === 4 ? 1 : 0; wz = s === 5 ? 1 : 0;
      }
      columns[3 * count] = m[0]! * wx + m[1]! * wy + m[2]! * wz;
      columns[3 * count + 1] = m[3]! * wx + m[4]! * wy + m[5]! * wz;
      columns[3 * count + 2] = m[6]! * wx + m[7]! * wy + m[8]! * wz;
      columnState[count++] = s;
    }
    return count;
  }

  /** Keypoint k's world Jacobian columns ∂p/∂x up its chain (root position last); returns their count. */
  private positionColumns(k: number): number {
    return pointChainColumns(this.fk, this.chain, k, this.columns, this.columnState, this.origin);
  }

  /** Adds w·CᵀC and w·Cᵀr for `count` consecutive chain columns C (column b > a is state lambda^(b−a) of a's). */
  private accumulate(count: number, weight: number, r: Float64Array): void {
    const { columns, columnState, rhs } = this;
    const { diagonal, offDiagonal, rowStart } = this.matrix;
    for (let a = 0; a < count; a++) {
      const ax = columns[3 * a]!, ay = columns[3 * a + 1]!, az = columns[3 * a + 2]!;
      const sa = columnState[a]!;
      rhs[sa]! += weight * (ax * r[0]! + ay * r[1]! + az * r[2]!);
      diagonal[sa]! += weight * (ax * ax + ay * ay + az * az);
      const row = rowStart[sa]! - a - 1;
      for (let b = a + 1; b < count; b++) offDiagonal[row + b]! += weight * (ax * columns[3 * b]! + ay * columns[3 * b + 1]! + az * columns[3 * b + 2]!);
    }
  }

  /** Joint k's residual r (into this.residual) at the last FK; returns its angle. */
  private linkResidual(orientation: OrientationTargets, k: number): number {
    quatFromMatrix(this.fk.frameRotations, 9 * k, this.linkQuat);
    return orientationResidual(orientation.quats, 4 * k, this.linkQuat, this.residual);
  }

  private positionWeight(targets: Float64Array, weights: Float64Array | undefined, k: number): number {
    if (!Number.isFinite(targets[3 * k]! + targets[3 * k + 1]! + targets[3 * k + 2]!)) return 0;
    return (weights === undefined ? 1 : weights[k]!) * this.model.jointWeight[k]!;
  }

  private largestAngleError(orientation: OrientationTargets): number {
    let largest = 0;
    for (let k = 0; k < this.model.jointCount; k++) if (orientedAt(orientation.quats, k)) largest = Math.max(largest, this.linkResidual(orientation, k));
    return largest;
  }

  /** The world orientation (w, x, y, z) of joint k's frame at the last solve or cost. */
  linkOrientation(k: number, out: Float64Array = new Float64Array(4)): Float64Array {
    return quatFromMatrix(this.fk.frameRotations, 9 * k, out);
  }

  get keypoints(): Float64Array {
    return this.fk.keypoints;
  }
}

function orientationWeight(orientation: OrientationTargets, k: number): number {
  if (!orientedAt(orientation.quats, k)) return 0;
  return orientation.weights === undefined ? 1 : orientation.weights[k]!;
}

function countObserved(targets: Float64Array, jointCount: number): number {
  let observed = 0;
  for (let k = 0; k < jointCount; k++) if (Number.isFinite(targets[3 * k]! + targets[3 * k + 1]! + targets[3 * k + 2]!)) observed++;
  return observed;
}

/** trial = state + step (root rotation turned by exp(step[3..5]) on the left, DOFs clamped to their limits). */
export function applyStep(model: BodyModel, rootCount: number, stateDof: Int32Array, state: Pose, step: Float64Array, trial: Pose): void {
  trial.dofs.set(state.dofs);
  trial.rootPosition.set(state.rootPosition);
  trial.rootQuat.set(state.rootQuat);
  if (rootCount > 0) {
    for (let i = 0; i < 3; i++) trial.rootPosition[i]! += step[i]!;
    turnQuat(trial.rootQuat, step[3]!, step[4]!, step[5]!);
  }
  for (let s = rootCount; s < rootCount + model.dofCount; s++) {
    const d = stateDof[s - rootCount]!;
    trial.dofs[d] = Math.min(model.dofUpper[d]!, Math.max(model.dofLower[d]!, trial.dofs[d]! + step[s]!));
  }
}

/** q ← exp(v)·q, normalised: a turn by the rotation vector v in the world frame. */
export function turnQuat(q: Float64Array, vx: number, vy: number, vz: number): void {
  const angle = Math.sqrt(vx * vx + vy * vy + vz * vz);
  const s = angle > 0 ? Math.sin(0.5 * angle) / angle : 0.5;
  const ew = Math.cos(0.5 * angle), ex = vx * s, ey = vy * s, ez = vz * s;
  const w = q[0]!, x = q[1]!, y = q[2]!, z = q[3]!;
  const rw = ew * w - ex * x - ey * y - ez * z;
  const rx = ew * x + ex * w + ey * z - ez * y;
  const ry = ew * y - ex * z + ey * w + ez * x;
  const rz = ew * z + ex * y - ey * x + ez * w;
  const norm = Math.hypot(rw, rx, ry, rz);
  q[0] = rw / norm; q[1] = rx / norm; q[2] = ry / norm; q[3] = rz / norm;
}
