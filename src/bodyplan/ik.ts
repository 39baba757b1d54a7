import { ForwardKinematics } from './kinematics.ts';
import { DOF_SLIDE, type BodyModel } from './model.ts';
import { rotateQuatByAxisAngle } from './rotation.ts';
import { TreeSparseMatrix } from './treeCholesky.ts';

/** QuickIK's solver settings; the defaults are QuickIK's. */
export interface IkOptions {
  /** Maximum Gauss-Newton steps per solve. */
  iterations: number;
  /** Relative damping: damping * max(diag_ii, 1) is added to each diagonal entry. */
  damping: number;
  /** Weight of the pull toward each DOF's neutral value (times the DOF's weight_scaler). */
  neutralWeight: number;
  /** Stop when the largest root-position step is <= this ... */
  positionTolerance: number;
  /** ... and the largest step of every other state variable (root rotation, DOFs) is <= this. */
  angleTolerance: number;
}

export const DEFAULT_IK_OPTIONS: Readonly<IkOptions> = {
  iterations: 10,
  damping: 1e-6,
  neutralWeight: 1e-3,
  positionTolerance: 1e-3,
  angleTolerance: 1e-3,
};

/** The solver's state, updated in place (so the next solve warm-starts from it). */
export interface IkState {
  dofs: Float64Array; // flat body-plan DOF order
  rootPosition: Float64Array; // 3; stays at the origin for a fixed base
  rootQuat: Float64Array; // 4, [w,x,y,z]; stays the identity for a fixed base
}

export interface IkResult {
  /** Gauss-Newton steps taken. */
  iterations: number;
  /** Whether the last step was within both tolerances (a failed Cholesky counts: it takes no step). */
  converged: boolean;
  /** Unweighted RMS distance between observed keypoints and their targets at the returned state. */
  rmsError: number;
  /** How many keypoints had a target. */
  observedCount: number;
}

export function createIkState(model: BodyModel): IkState {
  return { dofs: Float64Array.from(model.dofNeutral), rootPosition: new Float64Array(3), rootQuat: Float64Array.of(1, 0, 0, 0) };
}

/**
 * QuickIK's Gauss-Newton solver (see ../shared/quickik/README.md) in float64. State variables are
 * ordered [root position 3, root rotation increment 3 (free base only), DOFs parents-first], so the
 * normal matrix is tree-sparse and factors without fill-in. All buffers are allocated here:
 * `solve` allocates nothing. Targets hold 3 numbers per joint; a non-finite target is missing.
 */
export class IkSolver {
  readonly model: BodyModel;
  readonly options: IkOptions;
  private readonly fk: ForwardKinematics;
  private readonly rootCount: number;
  private readonly stateSize: number;
  /** Flat DOF index of each DOF state variable (state index rootCount + i). */
  private readonly stateDof: Int32Array;
  /** Per joint: the state index its keypoint's Jacobian chain starts at (-1: nothing moves it). */
  private readonly chainStart: Int32Array;
  private readonly normal: TreeSparseMatrix;
  private readonly rhs: Float64Array;
  /** One keypoint's Jacobian columns (3 per chain entry) and their state indices. */
  private readonly columns: Float64Array;
  private readonly columnState: Int32Array;
  /** Returned by every `solve` and overwritten by the next one, so solving allocates nothing. */
  private readonly result: IkResult = { iterations: 0, converged: false, rmsError: NaN, observedCount: 0 };

  constructor(model: BodyModel, options: Partial<IkOptions> = {}) {
    this.model = model;
    this.options = { ...DEFAULT_IK_OPTIONS, ...options };
    this.fk = new ForwardKinematics(model, { trackDofFrames: true, incremental: false });
    this.rootCount = model.fixedBase ? 0 : 6;
    this.stateSize = this.rootCount + model.dofCount;
    const layout = stateLayout(model, this.rootCount);
    this.stateDof = layout.stateDof;
    this.chainStart = layout.chainStart;
    this.normal = new TreeSparseMatrix(layout.lambda);
    this.rhs = new Float64Array(this.stateSize);
    let longest = 0;
    for (let k = 0; k < this.stateSize; k++) longest = Math.max(longest, this.normal.depth[k]! + 1);
    this.columns = new Float64Array(3 * longest);
    this.columnState = new Int32Array(longest);
  }

  /**
   * Runs up to `options.iterations` steps from `state` (updated in place). `weights` (one per joint,
   * default 1) scale each keypoint's residual on top of the joint's weight_scaler. The returned
   * object is reused by the next call: copy what you keep.
   */
  solve(state: IkState, targets: Float64Array, weights?: Float64Array): IkResult {
    const { model, options, fk, normal, rhs, stateDof, rootCount } = this;
    const free = rootCount > 0;
    let iterations = 0;
    let converged = false;
    while (iterations < options.iterations) {
      iterations++;
      fk.compute(state.dofs, state.rootPosition, state.rootQuat);
      normal.clear();
      rhs.fill(0);
      this.accumulateKeypoints(targets, weights);
      this.accumulateNeutralPrior(state.dofs);
      const diag = normal.diagonal;
      for (let i = 0; i < this.stateSize; i++) diag[i]! += options.damping * Math.max(diag[i]!, 1);
      // No step when the normal matrix is not positive definite (QuickIK does the same).
      if (normal.factor()) normal.solveInPlace(rhs);
      else rhs.fill(0);

      let largestPosition = 0;
      let largestAngle = 0;
      for (let i = 0; i < this.stateSize; i++) {
        const step = Math.abs(rhs[i]!);
        if (i < 3 && free) largestPosition = Math.max(largestPosition, step);
        else largestAngle = Math.max(largestAngle, step);
      }
      converged = largestPosition <= options.positionTolerance && largestAngle <= options.angleTolerance;
      if (free) {
        state.rootPosition[0]! += rhs[0]!;
        state.rootPosition[1]! += rhs[1]!;
        state.rootPosition[2]! += rhs[2]!;
        rotateQuatByAxisAngle(state.rootQuat, 0, rhs, 3);
      }
      for (let i = rootCount; i < this.stateSize; i++) {
        const d = stateDof[i - rootCount]!;
        const value = state.dofs[d]! + rhs[i]!;
        state.dofs[d] = value < model.dofLower[d]! ? model.dofLower[d]! : value > model.dofUpper[d]! ? model.dofUpper[d]! : value;
      }
      if (converged) break;
    }
    fk.compute(state.dofs, state.rootPosition, state.rootQuat);
    const result = this.result;
    result.iterations = iterations;
    result.converged = converged;
    result.observedCount = observedKeypoints(targets, model.jointCount);
    result.rmsError = keypointRms(fk.keypoints, targets, model.jointCount);
    return result;
  }

  /** Keypoint positions at the state of the last solve (3 per joint). */
  get keypoints(): Float64Array {
    return this.fk.keypoints;
  }

  private accumulateKeypoints(targets: Float64Array, weights: Float64Array | undefined): void {
    const { model, fk, normal, rhs, columns, columnState, stateDof, rootCount } = this;
    const { lambda, rowStart } = normal;
    const diag = normal.diagonal;
    const off = normal.offDiagonal;
    const keypoints = fk.keypoints;
    const rootPos = fk.rootPosition;
    const axes = fk.dofWorldAxes;
    const origins = fk.dofWorldOrigins;
    for (let k = 0; k < model.jointCount; k++) {
      const tx = targets[3 * k]!, ty = targets[3 * k + 1]!, tz = targets[3 * k + 2]!;
      if (!Number.isFinite(tx) || !Number.isFinite(ty) || !Number.isFinite(tz)) continue;
      const weight = (weights === undefined ? 1 : weights[k]!) * model.jointWeight[k]!;
      if (!(weight > 0)) continue;
      const px = keypoints[3 * k]!, py = keypoints[3 * k + 1]!, pz = keypoints[3 * k + 2]!;
      const rx = tx - px, ry = ty - py, rz = tz - pz;

      // The keypoint's Jacobian columns, walking its chain of ancestor state variables down to the
      // root rotation. The root position's columns are the unit vectors: handled apart below.
      let count = 0;
      for (let s = this.chainStart[k]!; s >= 3 || (s >= 0 && rootCount === 0); s = lambda[s]!) {
        let jx: number, jy: number, jz: number;
        if (s >= rootCount) {
          const d = stateDof[s - rootCount]!;
          const ax = axes[3 * d]!, ay = axes[3 * d + 1]!, az = axes[3 * d + 2]!;
          if (model.dofType[d] === DOF_SLIDE) {
            jx = ax; jy = ay; jz = az;
          } else {
            const ox = px - origins[3 * d]!, oy = py - origins[3 * d + 1]!, oz = pz - origins[3 * d + 2]!;
            jx = ay * oz - az * oy; jy = az * ox - ax * oz; jz = ax * oy - ay * ox;
          }
        } else {
          // Root rotation about world axis e_(s-3), through the root position: e x (p - root).
          const ox = px - rootPos[0]!, oy = py - rootPos[1]!, oz = pz - rootPos[2]!;
          jx = s === 3 ? 0 : s === 4 ? oz : -oy;
          jy = s === 3 ? -oz : s === 4 ? 0 : ox;
          jz = s === 3 ? oy : s === 4 ? -ox : 0;
        }
        columns[3 * count] = jx;
        columns[3 * count + 1] = jy;
        columns[3 * count + 2] = jz;
        columnState[count] = s;
        count++;
      }
      const reachesRoot = rootCount > 0 && this.chainStart[k]! >= 0;

      // w J^T J and w J^T r; columns a < b means state b is the (b - a)-th ancestor of state a.
      for (let a = 0; a < count; a++) {
        const ax = columns[3 * a]!, ay = columns[3 * a + 1]!, az = columns[3 * a + 2]!;
        const sa = columnState[a]!;
        rhs[sa]! += weight * (ax * rx + ay * ry + az * rz);
        diag[sa]! += weight * (ax * ax + ay * ay + az * az);
        const row = rowStart[sa]! - a - 1;
        for (let b = a + 1; b < count; b++) {
          off[row + b]! += weight * (ax * columns[3 * b]! + ay * columns[3 * b + 1]! + az * columns[3 * b + 2]!);
        }
        if (reachesRoot) {
          // Root position states 2, 1, 0 follow on the chain; their columns are e_z, e_y, e_x.
          off[row + count]! += weight * az;
          off[row + count + 1]! += weight * ay;
          off[row + count + 2]! += weight * ax;
        }
      }
      if (reachesRoot) {
        // Among themselves the root position columns are orthonormal: weight on the diagonal only.
        diag[0]! += weight;
        diag[1]! += weight;
        diag[2]! += weight;
        rhs[0]! += weight * rx;
        rhs[1]! += weight * ry;
        rhs[2]! += weight * rz;
      }
    }
  }

  private accumulateNeutralPrior(dofs: Float64Array): void {
    const { model, normal, rhs, stateDof, rootCount } = this;
    const neutralWeight = this.options.neutralWeight;
    if (neutralWeight === 0) return;
    for (let i = rootCount; i < this.stateSize; i++) {
      const d = stateDof[i - rootCount]!;
      const weight = neutralWeight * model.dofWeight[d]!;
      normal.diagonal[i]! += weight;
      rhs[i]! += weight * (model.dofNeutral[d]! - dofs[d]!);
    }
  }
}

/** Unweighted RMS distance over joints with a finite target (0 when none is observed). */
export function keypointRms(keypoints: Float64Array, targets: Float64Array, jointCount: number): number {
  let sum = 0;
  let observed = 0;
  for (let k = 0; k < jointCount; k++) {
    const dx = targets[3 * k]! - keypoints[3 * k]!;
    const dy = targets[3 * k + 1]! - keypoints[3 * k + 1]!;
    const dz = targets[3 * k + 2]! - keypoints[3 * k + 2]!;
    const squared = dx * dx + dy * dy + dz * dz;
    if (!Number.isFinite(squared)) continue;
    sum += squared;
    observed++;
  }
  return observed === 0 ? 0 : Math.sqrt(sum / observed);
}

/** Joints whose three target coordinates are all finite. */
export function observedKeypoints(targets: Float64Array, jointCount: number): number {
  let observed = 0;
  for (let k = 0; k < jointCount; k++) {
    if (Number.isFinite(targets[3 * k]! + targets[3 * k + 1]! + targets[3 * k + 2]!)) observed++;
  }
  return observed;
}

/**
 * State ordering and tree structure: root position (chain 0-1-2), root rotation (3-4-5), then each
 * joint's DOFs in listed order, joints parents-first, each DOF hanging off the previous DOF of its
 * joint or of its nearest ancestor joint that has DOFs (or off the root rotation).
 */
function stateLayout(model: BodyModel, rootCount: number) {
  const stateSize = rootCount + model.dofCount;
  const lambda = new Int32Array(stateSize);
  for (let s = 0; s < rootCount; s++) lambda[s] = s - 1;
  const stateDof = new Int32Array(model.dofCount);
  /** Per joint: the last state variable that moves its children (-1: none). */
  const lastState = new Int32Array(model.jointCount);
  const chainStart = new Int32Array(model.jointCount);
  let next = rootCount;
  for (const j of model.order) {
    const parent = model.parentIndex[j]!;
    const above = parent < 0 ? rootCount - 1 : lastState[parent]!;
    chainStart[j] = above;
    let previous = above;
    for (let d = model.dofStart[j]!; d < model.dofStart[j + 1]!; d++) {
      stateDof[next - rootCount] = d;
      lambda[next] = previous;
      previous = next++;
    }
    lastState[j] = previous;
  }
  return { lambda, stateDof, chainStart };
}
