import { DEFAULT_IK_OPTIONS, stateLayout, type IkOptions } from './ik.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { DOF_SLIDE, type BodyModel } from '../kinematics/model.ts';
import { clampToLimits, type Pose } from '../kinematics/pose.ts';
import { TreeSparseMatrix } from './treeCholesky.ts';
import { mapPoint, type Mapper } from '../observations/mapper.ts';
import { mapPointSoftDepth } from '../observations/softDepthProjection.ts';
import { DEFAULT_ROBUST_SCALE_PX, robustCost, robustWeight, type RobustLoss } from './robustLoss.ts';

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
  /** Observations (view, joint) with a finite point whose keypoint maps into the view at the returned state. */
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
 * Written in TypeScript over the WebAssembly forward kinematics and tree Cholesky: the 3D kernel's
 * accumulation is specialised to 3D residuals, and keeping it unchanged keeps the 3D path exact.
 */
export class Ik2dSolver {
  readonly model: BodyModel;
  readonly mappers: readonly Mapper[];
  readonly options: Ik2dOptions;
  private readonly fk: ForwardKinematics;
  /** The state a step is tried at before it is accepted. */
  private readonly trial: Pose;
  private readonly matrix: TreeSparseMatrix;
  private readonly rootCount: number;
  private readonly stateSize: number;
  private readonly stateDof: Int32Array;
  private readonly chainStart: Int32Array;
  private readonly lambda: Int32Array;
  private readonly rhs: Float64Array;
  private readonly columns: Float64Array;
  private readonly columnState: Int32Array;
  private readonly origin = new Float64Array(3);
  /** Per DOF: 1 when a slide listed before it in its joint moves where it acts (else it acts at the joint's keypoint). */
  private readonly slidOrigin: Uint8Array;
  private readonly mapped = new Float64Array(2);
  private readonly jacobian = new Float64Array(6);
  private readonly result: Ik2dResult;

  constructor(model: BodyModel, mappers: readonly Mapper[], options: Partial<IkOptions> = {}) {
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
    this.chainStart = layout.chainStart;
    this.lambda = layout.lambda;
    this.fk = new ForwardKinematics(model, { trackDofFrames: true, incremental: false });
    this.matrix = new TreeSparseMatrix(layout.lambda);
    let longest = 0;
    for (let s = 0; s < this.stateSize; s++) longest = Math.max(longest, this.matrix.depth[s]! + 1);
    this.rhs = new Float64Array(this.stateSize);
    this.columns = new Float64Array(3 * longest);
    this.columnState = new Int32Array(longest);
    this.slidOrigin = new Uint8Array(model.dofCount);
    for (let j = 0; j < model.jointCount; j++) {
      let slid = false;
      for (let d = model.dofStart[j]!; d < model.dofStart[j + 1]!; d++) {
        this.slidOrigin[d] = slid ? 1 : 0;
        if (model.dofType[d] === DOF_SLIDE) slid = true;
      }
    }
  }

  /**
   * Runs up to `iterations` (default `options.iterations`) steps from `state` (updated in place). The
   * returned object is reused by the next call: copy what you keep.
   */
  solve(state: Pose, frame: Frame2D, iterations = this.options.iterations): Ik2dResult {
    const { model, options, fk, matrix, rhs, rootCount, stateSize, trial } = this;
    const free = rootCount > 0;
    let taken = 0;
    let converged = false;
    let damping = options.damping;
    // Steps are clamped to the limits: a start outside them (a hand-set pose, an old plan's angles)
    // is brought inside first, or the first clamp would look like a step that raised the objective.
    clampToLimits(model, state.dofs);
    let cost = this.cost(state, frame);
    while (taken < iterations) {
      taken++;
      this.computeFk(state);
      matrix.clear();
      rhs.fill(0);
      for (let k = 0; k < model.jointCount; k++) this.accumulateKeypoint(k, frame);
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
      const trialCost = this.cost(trial, frame);
      if (trialCost <= cost) {
        state.dofs.set(trial.dofs);
        state.rootPosition.set(trial.rootPosition);
        state.rootQuat.set(trial.rootQuat);
        cost = trialCost;
        damping = Math.max(options.damping, damping / 3);
        converged = small;
      } else {
        // Rejected: the same state with a shorter, more gradient-like step next. A step already
        // within the tolerances that does not help means the state is at the minimum.
        damping *= 10;
        converged = small || damping > MAX_DAMPING;
      }
      if (converged) break;
    }
    this.computeFk(state);
    const result = this.result;
    result.iterations = taken;
    result.converged = converged;
    result.cost = cost;
    reprojectionError(this.mappers, fk.keypoints, model.jointCount, frame, result);
    this.measureViewWeights(frame, result.viewWeights);
    return result;
  }

  /**
   * The objective at `state`: Σ ρ over the observations (weight · robust loss of the pixel distance,
   * soft depth behind a camera) plus the neutral prior, ½·w·(neutral − value)² per DOF. Leaves the
   * forward kinematics at `state`.
   */
  private cost(state: Pose, frame: Frame2D): number {
    const { model, mappers, options, mapped } = this;
    this.computeFk(state);
    const keypoints = this.fk.keypoints;
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
    if (options.neutralWeight !== 0) {
      for (let d = 0; d < model.dofCount; d++) total += 0.5 * options.neutralWeight * model.dofWeight[d]! * (model.dofNeutral[d]! - state.dofs[d]!) ** 2;
    }
    return total;
  }

  /** Per view, the mean robust weight of its observations at the forward kinematics' state. */
  private measureViewWeights(frame: Frame2D, out: Float64Array): void {
    const { model, mappers, options, mapped } = this;
    const n = model.jointCount;
    for (let c = 0; c < mappers.length; c++) {
      let sum = 0;
      let count = 0;
      for (let k = 0; k < n; k++) {
        const at = c * n + k;
        const u = frame.points[2 * at]!;
        const v = frame.points[2 * at + 1]!;
        if (!Number.isFinite(u) || !Number.isFinite(v) || !((frame.weights === undefined ? 1 : frame.weights[at]!) > 0)) continue;
        mapPointSoftDepth(mappers[c]!, this.fk.keypoints, 3 * k, mapped);
        sum += robustWeight(options.robustLoss, options.robustScale, (u - mapped[0]!) ** 2 + (v - mapped[1]!) ** 2);
        count++;
      }
      out[c] = count === 0 ? NaN : sum / count;
    }
  }

  /** Keypoint positions at the state of the last solve (3 per joint). */
  get keypoints(): Float64Array {
    return this.fk.keypoints;
  }

  private computeFk(state: Pose): void {
    if (this.rootCount > 0) this.fk.compute(state.dofs, state.rootPosition, state.rootQuat);
    else this.fk.compute(state.dofs);
  }

  /** Adds keypoint k's terms over all views: Jᵀ M J and Jᵀ g (see the class comment). */
  private accumulateKeypoint(k: number, frame: Frame2D): void {
    const { model, mappers, fk, mapped, jacobian: p } = this;
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
      const weight = given * robustWeight(this.options.robustLoss, this.options.robustScale, ru * ru + rv * rv);
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
    const { columns, columnState, lambda, rootCount, origin } = this;
    const px = keypoints[3 * k]!, py = keypoints[3 * k + 1]!, pz = keypoints[3 * k + 2]!;
    let count = 0;
    for (let s = this.chainStart[k]!; s >= 0; s = lambda[s]!) {
      let jx: number, jy: number, jz: number;
      if (s >= rootCount) {
        const d = this.stateDof[s - rootCount]!;
        const ax = fk.dofWorldAxes[3 * d]!, ay = fk.dofWorldAxes[3 * d + 1]!, az = fk.dofWorldAxes[3 * d + 2]!;
        if (model.dofType[d] === DOF_SLIDE) {
          jx = ax; jy = ay; jz = az;
        } else {
          // Where the hinge acts: its joint's keypoint, unless an earlier slide of the joint moved it.
          let qx: number, qy: number, qz: number;
          if (this.slidOrigin[d] === 1) {
            fk.dofWorldOrigin(d, origin);
            qx = origin[0]!; qy = origin[1]!; qz = origin[2]!;
          } else {
            const j = 3 * model.dofJoint[d]!;
            qx = keypoints[j]!; qy = keypoints[j + 1]!; qz = keypoints[j + 2]!;
          }
          const ox = px - qx, oy = py - qy, oz = pz - qz;
          jx = ay * oz - az * oy; jy = az * ox - ax * oz; jz = ax * oy - ay * ox;
        }
      } else if (s >= 3) {
        // Root rotation about world axis e_(s-3), through the root position: e × (p - root).
        const root = fk.rootPosition;
        const ox = px - root[0]!, oy = py - root[1]!, oz = pz - root[2]!;
        jx = s === 3 ? 0 : s === 4 ? oz : -oy;
        jy = s === 3 ? -oz : s === 4 ? 0 : ox;
        jz = s === 3 ? oy : s === 4 ? -ox : 0;
      } else {
        jx = s === 0 ? 1 : 0; jy = s === 1 ? 1 : 0; jz = s === 2 ? 1 : 0;
      }
      columns[3 * count] = jx;
      columns[3 * count + 1] = jy;
      columns[3 * count + 2] = jz;
      columnState[count++] = s;
    }

    const { diagonal, offDiagonal, rowStart } = this.matrix;
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

/** Past this the damping has shrunk every step to nothing: the state is where the objective stops falling. */
const MAX_DAMPING = 1e10;

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

const scratch2 = new Float64Array(2);

/**
 * Unweighted RMS 2D distance between observed points and the mapped keypoints, over observations
 * whose keypoint maps (in front of its camera); writes rmsError, observedCount and behindCount.
 */
function reprojectionError(
  mappers: readonly Mapper[],
  keypoints: Float64Array,
  jointCount: number,
  frame: Frame2D,
  out: Pick<Ik2dResult, 'rmsError' | 'observedCount' | 'behindCount'>,
): void {
  let sum = 0;
  let observed = 0;
  let behind = 0;
  for (let c = 0; c < mappers.length; c++) {
    for (let k = 0; k < jointCount; k++) {
      const at = c * jointCount + k;
      const u = frame.points[2 * at]!;
      const v = frame.points[2 * at + 1]!;
      if (!Number.isFinite(u) || !Number.isFinite(v)) continue;
      if (!mapPoint(mappers[c]!, keypoints, 3 * k, scratch2)) {
        behind++;
        continue;
      }
      sum += (u - scratch2[0]!) ** 2 + (v - scratch2[1]!) ** 2;
      observed++;
    }
  }
  out.rmsError = observed === 0 ? 0 : Math.sqrt(sum / observed);
  out.observedCount = observed;
  out.behindCount = behind;
}
