import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { DOF_SLIDE, type BodyModel } from '../kinematics/model.ts';
import { copyPose, type Pose } from '../kinematics/pose.ts';
import { quatRotate } from '../kinematics/rotation.ts';
import { IkSolver, keypointRms, type IkOptions } from './ik.ts';

/**
 * One update of an interactive IK drag: a pinned target moved, the pose follows. What makes it
 * behave where a plain Gauss-Newton solve does not:
 * - the solver is given the dragged target at most `reachStep` from where the keypoint is (on the
 *   line to the real one), and the other pins weigh more, so a target far beyond reach pulls the
 *   chain toward it a little per update instead of pulling the other pins off or swinging a limb;
 * - the solve is damped and its step is limited (no DOF turns more than `maxAngleStep` per update,
 *   the root moves at most `maxPositionStep`), so the pose never jumps to another branch (a flip);
 * - a step that would take another pin out of its tolerance is shortened, down to no step at all;
 * - with the root locked, a free-floating plan keeps its root pose and only its DOFs move.
 * A dragged target farther than `tolerance` is reported as unreachable when the solver, without the
 * step limit, cannot even halve the distance to the near point it was given: the chain is at the
 * edge of its reach (or its limits) in that direction and is left stretched toward the target.
 */
export interface DragStepOptions {
  /** The pin being dragged (its joint index). */
  dragged: number;
  /** Distance (plan units) within which a pin counts as reached. */
  tolerance: number;
  /** Largest change of a hinge DOF or of the root's rotation per update, radians. */
  maxAngleStep: number;
  /** Largest change of a slide DOF or of the root's position per update, plan units. */
  maxPositionStep: number;
  /** Keep a free-floating root where it is. */
  lockRoot: boolean;
  /** How far from the dragged keypoint the solver is asked to move it per update (default 4 × maxPositionStep). */
  reachStep?: number;
  /** Weight of every pin but the dragged one, relative to it. */
  otherPinWeight?: number;
}

export interface DragStepResult {
  pose: Pose;
  /**
   * Pins (joint indices) farther than the tolerance from their target after this update, which it
   * brought no nearer (the dragged one, past reach), or which were already off before the drag.
   */
  unreachable: number[];
  /** The fraction of the solver's step that was taken (0: none, the other pins would have moved off). */
  stepTaken: number;
  /** RMS distance of the pins from their targets at the returned pose. */
  rmsError: number;
  /** Distance of the dragged keypoint from its target at the returned pose. */
  draggedError: number;
}

/** Damping of interactive solves: enough to keep steps short near singular (stretched) poses. */
const DRAG_DAMPING = 1e-3;
const OTHER_PIN_WEIGHT = 10;
const HALVINGS = 6;

/** The solver and the checks one drag needs, built once per model (and per root lock). */
export class DragStepper {
  private readonly free: IkSolver;
  private locked: IkSolver | null = null;
  private readonly fk: ForwardKinematics;

  constructor(readonly model: BodyModel) {
    this.free = new IkSolver(model);
    this.fk = new ForwardKinematics(model, { trackDofFrames: false, incremental: false });
  }

  /** `targets`: 3 per joint, NaN where there is no pin. `start` is not changed. */
  step(start: Pose, targets: Float64Array, options: DragStepOptions, solverOptions: Partial<IkOptions> = {}): DragStepResult {
    const lock = options.lockRoot && !this.model.fixedBase;
    const solver = lock ? (this.locked ??= new IkSolver({ ...this.model, fixedBase: true })) : this.free;
    // Every step taken (no step control): a drag limits its own steps (limitDragStep) and follows a
    // moving target one short step at a time; with rejected steps the fly's body turned past the
    // drag's no-flip bound (0.53 rad against 0.5 in ikDrag.test.ts).
    Object.assign(solver.options, solverOptions, { damping: Math.max(solverOptions.damping ?? 0, DRAG_DAMPING), stepControl: false });
    const weights = new Float64Array(this.model.jointCount).fill(options.otherPinWeight ?? OTHER_PIN_WEIGHT);
    weights[options.dragged] = 1;
    const solverTargets = Float64Array.from(targets);
    this.fk.compute(start.dofs, start.rootPosition, start.rootQuat);
    clampTarget(solverTargets, this.fk.keypoints, options.dragged, options.reachStep ?? 4 * options.maxPositionStep);
    const solved = copyPose(start);
    // A locked root: solve in the root's frame with the root fixed at the origin.
    solver.solve(solved, lock ? targetsInRootFrame(solverTargets, start.rootPosition, start.rootQuat) : solverTargets, weights);
    if (lock) {
      solved.rootPosition.set(start.rootPosition);
      solved.rootQuat.set(start.rootQuat);
    }
    return limitDragStep(this.model, this.fk, start, solved, targets, options, solverTargets.slice(3 * options.dragged, 3 * options.dragged + 3));
  }

  /**
   * One update of a drag as the user sees it: step-limited steps one after another until the dragged
   * keypoint is on its target, it is found past reach, or a step brings it no nearer (held by the other pins).
   * One step alone stops short of a reachable target (each step is limited), and a pointer that
   * stops moving sends no more events; every step keeps the per-step limits, so no flip.
   */
  follow(start: Pose, targets: Float64Array, options: DragStepOptions, solverOptions: Partial<IkOptions> = {}, maxSteps = FOLLOW_STEPS): DragStepResult {
    let result = this.step(start, targets, options, solverOptions);
    // A target past reach gets one step per update, as before: stepping on would keep turning the body toward it.
    const going = (r: DragStepResult) => r.stepTaken > 0 && r.draggedError > options.tolerance * ON_TARGET && !r.unreachable.includes(options.dragged);
    for (let i = 1; i < maxSteps && going(result); i++) {
      // The follow-up steps move the limbs only: the root, which turns the whole body, moves at most one step per update.
      const next = this.step(result.pose, targets, { ...options, lockRoot: true }, solverOptions);
      // No more progress (stretched toward a target past reach): the last step's verdict stands.
      if (next.stepTaken === 0 || result.draggedError - next.draggedError < options.tolerance * ON_TARGET) {
        if (next.draggedError < result.draggedError) result = next;
        break;
      }
      result = next;
    }
    return result;
  }
}

/** Most steps in one update (each a solve): a reachable target within a few reach steps is met well before. */
export const FOLLOW_STEPS = 25;
/** The dragged keypoint counts as on its target within this fraction of the tolerance. */
export const ON_TARGET = 1e-3;

/** Moves joint `j`'s target to at most `reach` from its keypoint, on the line toward it. */
export function clampTarget(targets: Float64Array, keypoints: Float64Array, j: number, reach: number): void {
  const d = [0, 1, 2].map((k) => targets[3 * j + k]! - keypoints[3 * j + k]!);
  const length = Math.hypot(d[0]!, d[1]!, d[2]!);
  if (!(length > reach)) return;
  for (let k = 0; k < 3; k++) targets[3 * j + k] = keypoints[3 * j + k]! + (d[k]! * reach) / length;
}

/** Targets moved into the frame of a root at `position` turned by `quat` (w, x, y, z). */
export function targetsInRootFrame(targets: Float64Array, position: ArrayLike<number>, quat: ArrayLike<number>): Float64Array {
  const inverse = [quat[0]!, -quat[1]!, -quat[2]!, -quat[3]!];
  const local = new Float64Array(targets.length);
  for (let k = 0; k + 2 < targets.length; k += 3) {
    const v = quatRotate(inverse, [targets[k]! - position[0]!, targets[k + 1]! - position[1]!, targets[k + 2]! - position[2]!]);
    local[k] = v[0];
    local[k + 1] = v[1];
    local[k + 2] = v[2];
  }
  return local;
}

/**
 * From `start` toward `solved` (the solver's answer), as far as the step limits allow and as the
 * other pins stay within their tolerance (or no farther than they were). Also used on a worker's answer.
 * `asked`: where the solver was asked to put the dragged keypoint (see clampTarget).
 */
export function limitDragStep(
  model: BodyModel, fk: ForwardKinematics, start: Pose, solved: Pose, targets: Float64Array, options: DragStepOptions, asked: ArrayLike<number>,
): DragStepResult {
  const pins: number[] = [];
  for (let j = 0; j < model.jointCount; j++) if (Number.isFinite(targets[3 * j]! + targets[3 * j + 1]! + targets[3 * j + 2]!)) pins.push(j);

  const dragged = options.dragged;
  const askedFrom = (keypoints: Float64Array) => Math.hypot(keypoints[3 * dragged]! - asked[0]!, keypoints[3 * dragged + 1]! - asked[1]!, keypoints[3 * dragged + 2]! - asked[2]!);
  fk.compute(solved.dofs, solved.rootPosition, solved.rootQuat);
  const solvedFromAsked = askedFrom(fk.keypoints);
  fk.compute(start.dofs, start.rootPosition, start.rootQuat);
  const startFromAsked = askedFrom(fk.keypoints);
  const atEdge = solvedFromAsked > options.tolerance && solvedFromAsked > startFromAsked / 2;
  const before = pins.map((j) => distance(fk.keypoints, targets, j));
  const unreachableAt = (stepped: boolean) =>
    pins.filter((j, i) => (stepped ? distance(fk.keypoints, targets, j) : before[i]!) > options.tolerance && (j !== dragged || atEdge));

  let scale = Math.min(1, stepScale(model, start, solved, options));
  const candidate = copyPose(start);
  for (let attempt = 0; attempt <= HALVINGS; attempt++, scale /= 2) {
    interpolate(start, solved, scale, candidate);
    fk.compute(candidate.dofs, candidate.rootPosition, candidate.rootQuat);
    const othersKept = pins.every((j, i) => j === options.dragged || distance(fk.keypoints, targets, j) <= Math.max(options.tolerance, before[i]! * 1.0001));
    if (othersKept) {
      return { pose: candidate, unreachable: unreachableAt(true), stepTaken: scale, rmsError: keypointRms(fk.keypoints, targets, model.jointCount), draggedError: distance(fk.keypoints, targets, dragged) };
    }
  }
  fk.compute(start.dofs, start.rootPosition, start.rootQuat);
  return { pose: copyPose(start), unreachable: unreachableAt(false), stepTaken: 0, rmsError: keypointRms(fk.keypoints, targets, model.jointCount), draggedError: before[pins.indexOf(dragged)] ?? NaN };
}

/** The largest fraction of the step from `start` to `solved` within the per-update limits. */
function stepScale(model: BodyModel, start: Pose, solved: Pose, options: DragStepOptions): number {
  let scale = 1;
  const limit = (change: number, most: number) => {
    if (change > most) scale = Math.min(scale, most / change);
  };
  for (let d = 0; d < model.dofCount; d++) {
    const change = Math.abs(solved.dofs[d]! - start.dofs[d]!);
    limit(change, model.dofType[d] === DOF_SLIDE ? options.maxPositionStep : options.maxAngleStep);
  }
  if (!model.fixedBase) {
    limit(Math.hypot(solved.rootPosition[0]! - start.rootPosition[0]!, solved.rootPosition[1]! - start.rootPosition[1]!, solved.rootPosition[2]! - start.rootPosition[2]!), options.maxPositionStep);
    limit(quatAngle(start.rootQuat, solved.rootQuat), options.maxAngleStep);
  }
  return scale;
}

function interpolate(start: Pose, end: Pose, t: number, out: Pose): void {
  for (let d = 0; d < start.dofs.length; d++) out.dofs[d] = start.dofs[d]! + t * (end.dofs[d]! - start.dofs[d]!);
  for (let k = 0; k < 3; k++) out.rootPosition[k] = start.rootPosition[k]! + t * (end.rootPosition[k]! - start.rootPosition[k]!);
  // Normalized linear interpolation along the shorter arc: close enough to slerp for short steps.
  const sign = dot4(start.rootQuat, end.rootQuat) < 0 ? -1 : 1;
  let norm = 0;
  for (let k = 0; k < 4; k++) {
    out.rootQuat[k] = start.rootQuat[k]! + t * (sign * end.rootQuat[k]! - start.rootQuat[k]!);
    norm += out.rootQuat[k]! ** 2;
  }
  norm = Math.sqrt(norm);
  for (let k = 0; k < 4; k++) out.rootQuat[k] = out.rootQuat[k]! / norm;
}

/** The rotation angle between two unit quaternions, radians. */
export function quatAngle(a: ArrayLike<number>, b: ArrayLike<number>): number {
  return 2 * Math.acos(Math.min(1, Math.abs(dot4(a, b))));
}

function dot4(a: ArrayLike<number>, b: ArrayLike<number>): number {
  return a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]! + a[3]! * b[3]!;
}

function distance(keypoints: Float64Array, targets: Float64Array, j: number): number {
  return Math.hypot(keypoints[3 * j]! - targets[3 * j]!, keypoints[3 * j + 1]! - targets[3 * j + 1]!, keypoints[3 * j + 2]! - targets[3 * j + 2]!);
}
