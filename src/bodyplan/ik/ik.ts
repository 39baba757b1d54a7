import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { KernelArena } from '../kinematics/kernels/kernelArena.ts';
import { type BodyModel } from '../kinematics/model.ts';
import type { Pose } from '../kinematics/pose.ts';
import { TreeSparseMatrix } from './treeCholesky.ts';
import type { RobustLoss } from './robustLoss.ts';
import { copyPadded } from '../kinematics/kernels/copyPadded.ts';

/** QuickIK's solver settings; the defaults are QuickIK's. */
export interface IkOptions {
  /** Maximum steps per solve (taken or rejected). */
  iterations: number;
  /** Relative damping: damping * max(diag_ii, 1) is added to each diagonal entry; the least the step control uses. */
  damping: number;
  /** Weight of the pull toward each DOF's neutral value (times the DOF's weight_scaler). */
  neutralWeight: number;
  /** Stop when the largest root-position step is <= this ... */
  positionTolerance: number;
  /** ... and the largest step of every other state variable (root rotation, DOFs) is <= this. */
  angleTolerance: number;
  /**
   * Take a step only if it does not raise the objective (Levenberg-Marquardt control; default true).
   * False takes every step, as QuickIK does: an interactive drag, which limits its own steps.
   */
  stepControl?: boolean;
  /** 2D fits only: how a pixel distance enters the objective (robustLoss.ts; a recording's default is Cauchy). */
  robustLoss?: RobustLoss;
  /** 2D fits only: the robust loss's scale, in pixels. */
  robustScale?: number;
}

export const DEFAULT_IK_OPTIONS: Readonly<IkOptions> = {
  iterations: 10,
  damping: 1e-6,
  neutralWeight: 1e-3,
  positionTolerance: 1e-3,
  angleTolerance: 1e-3,
};

export interface IkResult {
  /** Gauss-Newton steps taken. */
  iterations: number;
  /** Whether the last step was within both tolerances (a failed Cholesky counts: it takes no step). */
  converged: boolean;
  /** Unweighted RMS distance between observed keypoints and their targets at the returned state. */
  rmsError: number;
  /** How many keypoints had a target. */
  observedCount: number;
  /** The objective at the returned state (½·weighted squared distances plus the neutral prior). */
  cost: number;
}

/**
 * QuickIK's Gauss-Newton solver (as QuickIK's README describes it) in float64, each step accepted
 * only if it does not raise the objective (Levenberg-Marquardt control: the kernel's
 * solveGaussNewton says how; near the answer the steps are exactly QuickIK's). State variables are
 * ordered [root position 3, root rotation increment 3 (free base only), DOFs parents-first], so the
 * normal matrix is tree-sparse and factors without fill-in. All buffers are allocated here:
 * `solve` allocates nothing. Targets hold 3 numbers per joint; a non-finite target is missing.
 *
 * The iterations run in WebAssembly (kernels/assembly/gaussNewton.ts), in one kernel instance with
 * forward kinematics and the tree Cholesky factorization: the same loop in JavaScript took about
 * twice as long (`npm run bench`), and QuickIK's own speed is the goal.
 */
export class IkSolver {
  readonly model: BodyModel;
  readonly options: IkOptions;
  private readonly arena: KernelArena;
  private readonly fk: ForwardKinematics;
  private readonly rootCount: number;
  /** Views of the kernel's memory: the root rotation, the targets and the runtime weights. */
  private rootQuat: Float64Array = EMPTY;
  private targets: Float64Array = EMPTY;
  private weights: Float64Array = EMPTY;
  private readonly useWeights: WebAssembly.Global;
  private readonly converged: WebAssembly.Global;
  private readonly lastCost: WebAssembly.Global;
  /** Returned by every `solve` and overwritten by the next one, so solving allocates nothing. */
  private readonly result: IkResult = { iterations: 0, converged: false, rmsError: NaN, observedCount: 0, cost: NaN };

  constructor(model: BodyModel, options: Partial<IkOptions> = {}) {
    this.model = model;
    this.options = { ...DEFAULT_IK_OPTIONS, ...options };
    this.rootCount = model.fixedBase ? 0 : 6;
    const stateSize = this.rootCount + model.dofCount;
    const layout = stateLayout(model, this.rootCount);
    const n = model.jointCount;
    const dofCount = model.dofCount;

    const a = (this.arena = new KernelArena());
    this.fk = new ForwardKinematics(model, { trackDofFrames: true, incremental: false }, a);
    const normal = new TreeSparseMatrix(layout.lambda, a);
    let longest = 0;
    for (let k = 0; k < stateSize; k++) longest = Math.max(longest, normal.depth[k]! + 1);
    const at = {
      stateDof: a.i32(dofCount), chainStart: a.i32(n), lambda: a.i32(stateSize), rootQuat: a.f64(4), targets: a.f64(3 * n), weights: a.f64(n),
      jointWeight: a.f64(n), dofNeutral: a.f64(dofCount), dofWeight: a.f64(dofCount), dofLower: a.f64(dofCount), dofUpper: a.f64(dofCount),
      rhs: a.f64(stateSize), columns: a.f64(3 * longest), columnState: a.i32(longest), saved: a.f64(dofCount + 7), heldAt: a.f64(dofCount),
    };
    a.whenOpen(() => {
      a.setAll(at);
      a.set('rootCount', this.rootCount);
      a.set('stateSize', stateSize);
      a.i32View(at.stateDof, dofCount).set(layout.stateDof);
      a.i32View(at.chainStart, n).set(layout.chainStart);
      a.i32View(at.lambda, stateSize).set(layout.lambda);
      a.f64View(at.jointWeight, n).set(model.jointWeight);
      a.f64View(at.dofNeutral, dofCount).set(model.dofNeutral);
      a.f64View(at.dofWeight, dofCount).set(model.dofWeight);
      a.f64View(at.dofLower, dofCount).set(model.dofLower);
      a.f64View(at.dofUpper, dofCount).set(model.dofUpper);
      this.rootQuat = a.f64View(at.rootQuat, 4);
      this.targets = a.f64View(at.targets, 3 * n);
      this.weights = a.f64View(at.weights, n);
    });
    a.open();
    this.useWeights = a.exports.useWeights as WebAssembly.Global;
    this.converged = a.exports.converged as WebAssembly.Global;
    this.lastCost = a.exports.lastCost as WebAssembly.Global;
  }

  /**
   * Runs up to `options.iterations` steps from `state` (updated in place). `weights` (one per joint,
   * default 1) scale each keypoint's residual on top of the joint's weight_scaler. The returned
   * object is reused by the next call: copy what you keep.
   */
  solve(state: Pose, targets: Float64Array, weights?: Float64Array): IkResult {
    const { model, options, fk } = this;
    const free = this.rootCount > 0;
    fk.dofInput.set(state.dofs);
    if (free) {
      fk.rootPosition.set(state.rootPosition);
      this.rootQuat.set(state.rootQuat);
    } else {
      fk.rootPosition.fill(0);
      this.rootQuat.set(IDENTITY_QUAT);
    }
    copyPadded(this.targets, targets);
    if (weights !== undefined) copyPadded(this.weights, weights);
    this.useWeights.value = weights === undefined ? 0 : 1;

    const iterations = this.arena.exports.solveGaussNewton(options.iterations, options.damping, options.neutralWeight, options.positionTolerance, options.angleTolerance, options.stepControl === false ? 0 : 1);

    state.dofs.set(fk.dofInput);
    if (free) {
      state.rootPosition.set(fk.rootPosition);
      state.rootQuat.set(this.rootQuat);
    }
    // The kernel moved FK's state behind its back: the next `compute`, if any, starts afresh.
    fk.invalidate();
    const result = this.result;
    result.iterations = iterations;
    result.converged = this.converged.value === 1;
    result.cost = this.lastCost.value as number;
    result.observedCount = observedKeypoints(targets, model.jointCount);
    result.rmsError = keypointRms(fk.keypoints, targets, model.jointCount);
    return result;
  }

  /** Keypoint positions at the state of the last solve (3 per joint). */
  get keypoints(): Float64Array {
    return this.fk.keypoints;
  }
}

const EMPTY = new Float64Array(0);

const IDENTITY_QUAT = Float64Array.of(1, 0, 0, 0);

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
function observedKeypoints(targets: Float64Array, jointCount: number): number {
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
 * Exported for the 2D-observation solver (ik/solve2d.ts), which uses the same state.
 */
export function stateLayout(model: BodyModel, rootCount: number) {
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
