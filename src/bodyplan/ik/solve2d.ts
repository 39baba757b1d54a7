import { DEFAULT_IK_OPTIONS, stateLayout, type IkOptions } from './ik.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { KernelArena } from '../kinematics/kernels/kernelArena.ts';
import type { BodyModel } from '../kinematics/model.ts';
import { clampToLimits, type Pose } from '../kinematics/pose.ts';
import { TreeSparseMatrix } from './treeCholesky.ts';
import type { Mapper } from '../observations/mapper.ts';
import { DEFAULT_ROBUST_SCALE_PX, type RobustLoss } from './robustLoss.ts';
import { computeFkAt, TypeScriptObjective2d, type Objective2d } from './solve2dObjective.ts';
import { measureViewWeights, reprojectionError } from './solve2dMeasures.ts';
import { KernelObjective2d, kernelsProject } from './solve2dKernelObjective.ts';
import { dampingAfterStep } from './dampingAfterStep.ts';

/** Where a 2D solver runs its per-keypoint work (see Ik2dSolver's constructor). */
export type Objective2dPath = 'kernels' | 'typescript';

/**
 * One frame of 2D observations seen through `views` mappers: for view c and joint k, the observed
 * point is `points[2 * (c * jointCount + k) + 0..1]` (non-finite: missing) and its runtime weight
 * `weights[c * jointCount + k]` (default 1).
 */
export interface Frame2D {
  points: Float64Array;
  weights?: Float64Array;
}

/** The 2D fit's own settings, beside QuickIK's. */
export interface Ik2dOptions extends Omit<IkOptions, 'robustLoss' | 'robustScale'> {
  /** How an observation's pixel distance enters the objective (robustLoss.ts); QuickIK's plain squares by default. */
  robustLoss: RobustLoss;
  /** The robust loss's scale c, in the mappers' units (pixels for a camera). */
  robustScale: number;
}

export interface Ik2dResult {
  /** Linear solves taken (each accepted or rejected step counts). */
  iterations: number;
  /** Whether the last step was within both tolerances (a failed Cholesky takes no step and counts). */
  converged: boolean;
  /** Unweighted RMS 2D distance (the mappers' units: pixels for a camera) over the observations
   * counted in `observedCount`, at the returned state; 0 when there are none. */
  rmsError: number;
  /** Observations (view, joint) with a finite point and a weight other than 0 (the fit uses them) whose keypoint maps into the view at the returned state. */
  observedCount: number;
  /** Observations with a finite point whose keypoint is behind its camera (z <= 0) at the returned
   * state: not in `rmsError`, since they have no pixel. */
  behindCount: number;
  /** The objective at the returned state (robust loss over observations plus the neutral prior). */
  cost: number;
  /** Per view: the mean robust weight of its observations at the returned state (1: fully trusted; NaN: none). */
  viewWeights: Float64Array;
}

/**
 * QuickIK's Gauss-Newton solve (see ./ik.ts and QuickIK's README) with Position2D
 * observations through one or more mappers: for each observation with weight w (runtime weight
 * times the joint's weight_scaler), mapped point m(p) and Jacobian P = dm/dp_world (2×3), it adds
 * `w (P J)^T (P J)` and `w (P J)^T (target - m(p))`, exactly QuickIK's objective for one mapper and
 * the sum over views for several. Everything else (neutral prior, damping, Cholesky, step, clamp,
 * tolerances, defaults) is the 3D solver's.
 *
 * The views' terms are first summed per keypoint into a 3×3 metric M = Σ w PᵀP and a 3-vector
 * g = Σ w Pᵀr, so the cost per keypoint is the 3D solver's, whatever the number of cameras.
 *
 * Steps are Levenberg-Marquardt's: a step is taken only if it lowers the objective (the robust
 * loss over the observations plus the neutral prior); otherwise the damping grows tenfold and the
 * step is tried again from the same state, and after an accepted step it shrinks threefold, never
 * below QuickIK's `damping`. So more iterations never make a frame worse, and a step that would
 * overshoot is not taken. The first step from a state is QuickIK's own when it lowers the objective.
 *
 * A point behind its camera (or closer than SOFT_DEPTH_MIN to its plane) is projected with a soft
 * depth (softDepthProjection.ts): its observation keeps pulling it back in front instead of
 * dropping out, so a frame cannot end with every point behind the cameras and nothing pulling.
 *
 * The loop is TypeScript over one WebAssembly kernel instance (forward kinematics, tree Cholesky);
 * the per-keypoint work (projection, Jacobian, robust weight, normal equations: the objective) runs
 * in the kernels for pinhole cameras and X-Y views (solve2dKernelObjective.ts), else in TypeScript
 * (solve2dObjective.ts), with the same numbers. The 3D kernel's accumulation is specialised to 3D
 * residuals and stays unchanged, which keeps the 3D path exact.
 */
export class Ik2dSolver {
  readonly model: BodyModel;
  readonly mappers: readonly Mapper[];
  readonly options: Ik2dOptions;
  private readonly fk: ForwardKinematics;
  /** The state a step is tried at before it is accepted. */
  private readonly trial: Pose;
  private readonly matrix: TreeSparseMatrix;
  private readonly objective: Objective2d;
  private readonly rootCount: number;
  private readonly stateSize: number;
  private readonly stateDof: Int32Array;
  private readonly result: Ik2dResult;

  /** Where the per-keypoint work runs: the kernels when they project every mapper kind given, else TypeScript. */
  readonly objectivePath: Objective2dPath;

  /**
   * `path` 'typescript' keeps the per-keypoint work in TypeScript even when the kernels could take
   * it (the benchmark's peer, and the tests that check both paths give the same numbers).
   */
  constructor(model: BodyModel, mappers: readonly Mapper[], options: Partial<IkOptions> = {}, path: Objective2dPath = 'kernels') {
    if (mappers.length === 0) throw new RangeError('2D observations need at least one mapper (a camera or an X-Y view)');
    this.model = model;
    this.mappers = mappers;
    this.options = { ...DEFAULT_IK_OPTIONS, ...options, robustLoss: options.robustLoss ?? 'none', robustScale: options.robustScale ?? DEFAULT_ROBUST_SCALE_PX };
    if (!(this.options.robustScale > 0)) throw new RangeError(`the robust loss's scale must be a positive number, not ${this.options.robustScale}`);
    this.result = { iterations: 0, converged: false, rmsError: NaN, observedCount: 0, behindCount: 0, cost: NaN, viewWeights: new Float64Array(mappers.length) };
    this.trial = { dofs: new Float64Array(model.dofCount), rootPosition: new Float64Array(3), rootQuat: new Float64Array(4) };
    this.rootCount = model.fixedBase ? 0 : 6;
    this.stateSize = this.rootCount + model.dofCount;
    const layout = stateLayout(model, this.rootCount);
    this.stateDof = layout.stateDof;
    // One kernel instance for forward kinematics, the normal matrix and the objective's buffers.
    const arena = new KernelArena();
    this.fk = new ForwardKinematics(model, { trackDofFrames: true, incremental: false }, arena);
    this.matrix = new TreeSparseMatrix(layout.lambda, arena);
    const parts = { model, mappers, options: this.options, fk: this.fk, matrix: this.matrix, rootCount: this.rootCount, ...layout };
    // Chosen once per solver: every frame then takes the same path, so results do not depend on the frame.
    this.objectivePath = path === 'kernels' && kernelsProject(mappers) ? 'kernels' : 'typescript';
    this.objective = this.objectivePath === 'kernels' ? new KernelObjective2d(parts, arena) : new TypeScriptObjective2d(parts);
    arena.open();
  }

  /**
   * Runs up to `iterations` (default `options.iterations`) steps from `state` (updated in place). The
   * returned object is reused by the next call: copy what you keep.
   */
  solve(state: Pose, frame: Frame2D, iterations = this.options.iterations): Ik2dResult {
    const { model, options, fk, matrix, objective, rootCount, stateSize, trial } = this;
    const rhs = objective.rhs;
    const free = rootCount > 0;
    let taken = 0;
    let converged = false;
    let damping = options.damping;
    objective.useFrame(frame);
    // Steps are clamped to the limits: a start outside them (a hand-set pose, an old plan's angles)
    // is brought inside first, or the first clamp would look like a step that raised the objective.
    clampToLimits(model, state.dofs);
    let cost = objective.cost(state);
    // Whether the forward kinematics are at `state` (the last cost was taken there): an accepted
    // step's cost left them at the new state, so the next accumulation needs no compute of its own.
    let fkAtState = true;
    while (taken < iterations) {
      taken++;
      if (!fkAtState) {
        computeFkAt(fk, rootCount, state);
        fkAtState = true;
      }
      matrix.clear();
      rhs.fill(0);
      objective.accumulate();
      const diagonal = matrix.diagonal;
      if (options.neutralWeight !== 0) {
        for (let s = rootCount; s < stateSize; s++) {
          const d = this.stateDof[s - rootCount]!;
          const weight = options.neutralWeight * model.dofWeight[d]!;
          diagonal[s]! += weight;
          rhs[s]! += weight * (model.dofNeutral[d]! - state.dofs[d]!);
        }
      }
      for (let s = 0; s < stateSize; s++) diagonal[s]! += damping * Math.max(diagonal[s]!, 1);
      // No step when the normal matrix is not positive definite (QuickIK does the same).
      if (!matrix.factor()) {
        converged = true;
        break;
      }
      matrix.solveInPlace(rhs);

      let largestPosition = 0;
      let largestAngle = 0;
      for (let s = 0; s < stateSize; s++) {
        const step = Math.abs(rhs[s]!);
        if (s < 3 && free) largestPosition = Math.max(largestPosition, step);
        else largestAngle = Math.max(largestAngle, step);
      }
      const small = largestPosition <= options.positionTolerance && largestAngle <= options.angleTolerance;
      trial.dofs.set(state.dofs);
      trial.rootPosition.set(state.rootPosition);
      trial.rootQuat.set(state.rootQuat);
      if (free) {
        for (let i = 0; i < 3; i++) trial.rootPosition[i]! += rhs[i]!;
        rotateQuat(trial.rootQuat, rhs[3]!, rhs[4]!, rhs[5]!);
      }
      for (let s = rootCount; s < stateSize; s++) {
        const d = this.stateDof[s - rootCount]!;
        const value = trial.dofs[d]! + rhs[s]!;
        trial.dofs[d] = Math.min(model.dofUpper[d]!, Math.max(model.dofLower[d]!, value));
      }
      const trialCost = objective.cost(trial);
      fkAtState = trialCost <= cost;
      if (fkAtState) {
        state.dofs.set(trial.dofs);
        state.rootPosition.set(trial.rootPosition);
        state.rootQuat.set(trial.rootQuat);
        cost = trialCost;
      }
      ({ damping, converged } = dampingAfterStep(fkAtState, small, damping, options.damping));
      if (converged) break;
    }
    if (!fkAtState) computeFkAt(fk, rootCount, state);
    const result = this.result;
    result.iterations = taken;
    result.converged = converged;
    result.cost = cost;
    reprojectionError(this.mappers, fk.keypoints, model.jointCount, frame, result);
    measureViewWeights(this.mappers, fk.keypoints, model.jointCount, frame, options.robustLoss, options.robustScale, result.viewWeights);
    return result;
  }

  /** Keypoint positions at the state of the last solve (3 per joint). */
  get keypoints(): Float64Array {
    return this.fk.keypoints;
  }
}

/** q <- exp(v) * q, normalized (the 3D kernel's rotateQuatByAxisAngle). */
function rotateQuat(q: Float64Array, vx: number, vy: number, vz: number): void {
  const angle = Math.sqrt(vx * vx + vy * vy + vz * vz);
  let ew = 1, ex = 0, ey = 0, ez = 0;
  if (angle > 0) {
    const s = Math.sin(0.5 * angle) / angle;
    ew = Math.cos(0.5 * angle);
    ex = vx * s;
    ey = vy * s;
    ez = vz * s;
  }
  const w = q[0]!, x = q[1]!, y = q[2]!, z = q[3]!;
  const rw = ew * w - ex * x - ey * y - ez * z;
  const rx = ew * x + ex * w + ey * z - ez * y;
  const ry = ew * y - ex * z + ey * w + ez * x;
  const rz = ew * z + ex * y - ey * x + ez * w;
  const norm = Math.sqrt(rw * rw + rx * rx + ry * ry + rz * rz);
  q[0] = rw / norm;
  q[1] = rx / norm;
  q[2] = ry / norm;
  q[3] = rz / norm;
}
