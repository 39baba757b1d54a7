import { clampTarget, DragStepper, FOLLOW_STEPS, limitDragStep, ON_TARGET, targetsInRootFrame, type DragStepOptions, type DragStepResult } from '../../../../bodyplan/ik/dragStep.ts';
import { IkSolver } from '../../../../bodyplan/ik/ik.ts';
import { ForwardKinematics } from '../../../../bodyplan/kinematics/kinematics.ts';
import type { BodyModel } from '../../../../bodyplan/kinematics/model.ts';
import { copyPose, type Pose } from '../../../../bodyplan/kinematics/pose.ts';
import { quatFromMatrix } from '../../../../bodyplan/ik/orientationError.ts';
import type { SliceHost } from '../sliceHost.ts';
import type { SolvedPose } from './ikProtocol.ts';
import { DEFAULT_IK_SETTINGS, effectiveJointWeights, solveBelongsInWorker, toIkOptions, withJointWeights, type IkSettings } from '../../model/ikSettings.ts';
import { WorkerJobError } from './workerClient.ts';
import { OrientedPinSolver } from './orientedPinSolve.ts';

type Vec3Tuple = [number, number, number];

export interface IkPin {
  joint: number;
  target: Vec3Tuple;
  /** The link's orientation target, when its "Orientation" is on (issue 43). */
  orientation?: PinOrientation | null;
}

/** A pin's orientation target: the world (plan) orientation of the joint's frame, and its weight per radian². */
export interface PinOrientation {
  quat: [number, number, number, number];
  weight: number;
}

interface IkLastSolve {
  rmsError: number;
  iterations: number;
  converged: boolean;
  where: 'main thread' | 'worker';
}

export interface IkViewState {
  enabled: boolean;
  pins: IkPin[];
  settings: IkSettings;
  /** Live weight_scaler overrides per joint index (the plan's document is not changed). */
  weightOverrides: ReadonlyMap<number, number>;
  last: IkLastSolve | null;
  /**
   * Whether a free-floating root stays put while a pin is dragged; null: locked while there is one
   * pin (one pin would otherwise drag the whole body), free with several.
   */
  lockRoot: boolean | null;
  /** The joint whose target is being dragged, or null. */
  dragging: number | null;
  /** Pinned joints whose dragged target is out of reach (the chain is left stretched toward it). */
  unreachable: readonly number[];
}

export const initialIkState: IkViewState = {
  enabled: false, pins: [], settings: DEFAULT_IK_SETTINGS, weightOverrides: new Map(), last: null, lockRoot: null, dragging: null, unreachable: [],
};

/** Whether the root is locked during a drag (see IkViewState.lockRoot). */
export function rootLocked(state: Pick<IkViewState, 'lockRoot' | 'pins'>): boolean {
  return state.lockRoot ?? state.pins.length <= 1;
}

/** Per-update limits of a drag, scaled to the plan: see bodyplan/ik/dragStep.ts. */
function dragOptions(dragged: number, planSize: number, lockRoot: boolean): DragStepOptions {
  return { dragged, tolerance: planSize * 5e-3, maxAngleStep: 0.1, maxPositionStep: planSize * 0.02, lockRoot };
}

export interface IkActions {
  setEnabled(enabled: boolean): void;
  pin(joint: number): void;
  unpin(joint: number): void;
  setTarget(joint: number, target: Vec3Tuple): void;
  /** Turns `joint`'s orientation target on (at the link's current orientation when `orientation` is 'current'), changes it, or off (null). */
  setOrientation(joint: number, orientation: PinOrientation | 'current' | null): void;
  /** The frame gizmo's drag: position and orientation at once. */
  setTargetPose(joint: number, target: Vec3Tuple, quat: PinOrientation['quat']): void;
  setSettings(patch: Partial<IkSettings>): void;
  setWeight(joint: number, weight: number | null): void;
  setLockRoot(lock: boolean): void;
  /** A drag of `joint`'s target starts: updates until endDrag are damped, step-limited and together one undo step. */
  beginDrag(joint: number): void;
  /** The drag ends: kept as one undo step, or (cancelled) the pose and targets from before it come back. */
  endDrag(keep: boolean): void;
  jointWeights(): Float64Array;
  /** Called by the store when the plan's model changed (an edit or another plan). */
  modelChanged(previous: BodyModel | null, current: BodyModel | null): void;
}

/**
 * IK mode: pinned targets, settings and weight overrides. Each change re-solves, warm-started from
 * the current pose, and writes the result back as the pose. Small solves run inline; bigger ones go
 * to the Studio's worker, latest request wins while one is in flight.
 */
export function createIkSlice(host: SliceHost): IkActions {
  let solver: IkSolver | null = null;
  let solverModel: BodyModel | null = null;
  let inFlight = false;
  let pending = false;
  let stepper: DragStepper | null = null;
  let limitFk: ForwardKinematics | null = null;
  let dragStart: { pose: Pose; pins: IkPin[] } | null = null;
  let dragSerial = 0;
  // Worker drags: follow-up solves after an answer that brought the dragged keypoint nearer but not
  // onto its target (each answer is one limited step); counted from the last target change.
  let followUps = 0;
  let lastDraggedError = Infinity;
  const oriented = new OrientedPinSolver();
  const state = () => host.get().ik;
  const set = (patch: Partial<IkViewState>) => host.setIk({ ...state(), ...patch });
  const model = () => host.get().studio.plan?.model ?? null;

  const targetsOf = (m: BodyModel): Float64Array => {
    const targets = new Float64Array(3 * m.jointCount).fill(NaN);
    for (const pin of state().pins) targets.set(pin.target, 3 * pin.joint);
    return targets;
  };

  const apply = (solved: SolvedPose, where: IkLastSolve['where'], forModel: BodyModel, drag?: DragStepResult) => {
    if (model() !== forModel || !host.get().studio.pose) return;
    host.dispatch({ type: 'poseSet', pose: copyPose(drag?.pose ?? solved) });
    set({ last: { rmsError: drag?.rmsError ?? solved.rmsError, iterations: solved.iterations, converged: solved.converged, where }, ...(drag ? { unreachable: drag.unreachable } : {}) });
  };
  const planSize = () => host.get().studio.plan?.size ?? 1;

  function solve() {
    const m = model();
    const pose = host.get().studio.pose;
    const { enabled, pins, settings, weightOverrides, dragging } = state();
    if (!enabled || !m || !pose || pins.length === 0) return;
    const weights = effectiveJointWeights(m, weightOverrides);
    const start = copyPose(pose);
    const targets = targetsOf(m);
    const drag = dragging === null ? null : dragOptions(dragging, planSize(), rootLocked(state()));
    if (pins.some((p) => p.orientation)) {
      // Links with orientations: solved here with the orientation term (orientedPinSolve.ts says how a drag is damped).
      const result = oriented.solve(withJointWeights(m, weights), start, pins, settings, drag);
      apply({ ...start, ...result }, 'main thread', m);
      return;
    }
    if (solveBelongsInWorker(m, pins.map((p) => p.joint), settings.iterations)) {
      if (inFlight) {
        pending = true;
        return;
      }
      inFlight = true;
      // A drag in the worker: the same clamped target and root lock, the step limited here when it answers.
      const lock = drag !== null && drag.lockRoot && !m.fixedBase;
      let sent = targets;
      let asked: ArrayLike<number> = [];
      if (drag) {
        sent = Float64Array.from(targets);
        limitFk ??= new ForwardKinematics(m, { trackDofFrames: false, incremental: false });
        limitFk.compute(start.dofs, start.rootPosition, start.rootQuat);
        clampTarget(sent, limitFk.keypoints, drag.dragged, 4 * drag.maxPositionStep);
        asked = sent.slice(3 * drag.dragged, 3 * drag.dragged + 3);
        if (lock) sent = targetsInRootFrame(sent, start.rootPosition, start.rootQuat);
      }
      const solveModel = lock ? lockedModelOf(m) : m;
      const solveStart = lock ? { ...copyPose(start), rootPosition: new Float64Array(3), rootQuat: Float64Array.of(1, 0, 0, 0) } : start;
      host.worker.run(solveModel, 'solve', { settings, jointWeight: weights, start: solveStart, targets: sent }).result.then(
        (solved) =>
          finished(() => {
            if (!drag || model() !== m) return apply(solved, 'worker', m);
            if (lock) {
              solved.rootPosition = Float64Array.from(start.rootPosition);
              solved.rootQuat = Float64Array.from(start.rootQuat);
            }
            limitFk ??= new ForwardKinematics(m, { trackDofFrames: false, incremental: false });
            const stepped = limitDragStep(m, limitFk, start, solved, targets, drag, asked);
            apply(solved, 'worker', m, stepped);
            const progress = lastDraggedError - stepped.draggedError;
            lastDraggedError = stepped.draggedError;
            const short = stepped.stepTaken > 0 && stepped.draggedError > drag.tolerance * ON_TARGET && progress > drag.tolerance * ON_TARGET;
            if (short && state().dragging === drag.dragged && followUps++ < FOLLOW_STEPS) pending = true;
          }),
        (error: WorkerJobError) => finished(() => !error.cancelled && host.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: `IK failed: ${error.message}` } })),
      );
      return;
    }
    if (drag) {
      if (!stepper || stepper.model !== withJointWeights(m, weights)) stepper = new DragStepper(withJointWeights(m, weights));
      const result = stepper.follow(start, targets, drag, toIkOptions(settings));
      apply({ ...result.pose, rmsError: result.rmsError, iterations: settings.iterations, converged: result.unreachable.length === 0 }, 'main thread', m, result);
      return;
    }
    if (!solver || solverModel !== m) {
      solver = new IkSolver(withJointWeights(m, weights));
      solverModel = m;
    }
    Object.assign(solver.options, toIkOptions(settings));
    const result = solver.solve(start, targets);
    apply({ ...start, rmsError: result.rmsError, iterations: result.iterations, converged: result.converged }, 'main thread', m);
  }

  function finished(then: () => void) {
    inFlight = false;
    then();
    if (pending) {
      pending = false;
      solve();
    }
  }

  return {
    setEnabled(enabled) {
      if (enabled === state().enabled) return;
      set({ enabled });
      solve();
    },
    pin(joint) {
      const m = model();
      const fk = host.getKinematics();
      if (!m || !fk || joint >= m.jointCount || state().pins.some((p) => p.joint === joint)) return;
      const k = fk.keypoints;
      set({ pins: [...state().pins, { joint, target: [k[3 * joint]!, k[3 * joint + 1]!, k[3 * joint + 2]!] }] });
    },
    unpin(joint) {
      const pins = state().pins.filter((p) => p.joint !== joint);
      set(pins.length === 0 ? { pins, last: null } : { pins });
    },
    setTarget(joint, target) {
      if (!target.every(Number.isFinite)) return;
      followUps = 0;
      lastDraggedError = Infinity;
      set({ pins: state().pins.map((p) => (p.joint === joint ? { ...p, target } : p)) });
      solve();
    },
    setOrientation(joint, orientation) {
      const fk = host.getKinematics();
      if (orientation === 'current' && !fk) return;
      const next = orientation === 'current' ? { quat: linkQuat(fk!.frameRotations, joint), weight: 1 } : orientation;
      if (next && !(next.weight >= 0 && next.quat.every(Number.isFinite) && Math.hypot(...next.quat) > 1e-9)) return;
      const unit = next ? { ...next, quat: next.quat.map((v) => v / Math.hypot(...next.quat)) as PinOrientation['quat'] } : null;
      set({ pins: state().pins.map((p) => (p.joint === joint ? { ...p, orientation: unit } : p)) });
      solve();
    },
    setTargetPose(joint, target, quat) {
      if (!target.every(Number.isFinite) || !quat.every(Number.isFinite)) return;
      set({ pins: state().pins.map((p) => (p.joint === joint ? { ...p, target, orientation: { weight: p.orientation?.weight ?? 1, quat } } : p)) });
      solve();
    },
    setSettings(patch) {
      set({ settings: { ...state().settings, ...patch } });
      solve();
    },
    setLockRoot(lock) {
      set({ lockRoot: lock });
    },
    beginDrag(joint) {
      const pose = host.get().studio.pose;
      if (!pose || !state().pins.some((p) => p.joint === joint)) return;
      dragStart = { pose: copyPose(pose), pins: state().pins };
      dragSerial++;
      set({ dragging: joint, unreachable: [] });
    },
    endDrag(keep) {
      const start = dragStart;
      if (state().dragging === null) return;
      dragStart = null;
      set({ dragging: null, ...(keep ? {} : { pins: start?.pins ?? state().pins, unreachable: [] }) });
      const end = host.get().studio.pose;
      if (!start || !end) return;
      // The drag's poses were not undo steps; the pose before it goes back, then the last one comes as one step.
      host.dispatch({ type: 'poseSet', pose: start.pose });
      if (keep && !samePose(start.pose, end)) host.dispatch({ type: 'poseDragged', pose: end, index: dragSerial });
    },
    setWeight(joint, weight) {
      const overrides = new Map(state().weightOverrides);
      if (weight === null) overrides.delete(joint);
      else overrides.set(joint, weight);
      solver = null;
      set({ weightOverrides: overrides });
      solve();
    },
    jointWeights: () => {
      const m = model();
      return m ? effectiveJointWeights(m, state().weightOverrides) : new Float64Array(0);
    },
    modelChanged(previous, current) {
      solver = null;
      stepper = null;
      limitFk = null;
      dragStart = null;
      inFlight = false;
      pending = false;
      // An edit recompiles the model: pins and overrides of joints that kept their index and name stay.
      const kept = (joint: number) => !!current && !!previous && joint < current.jointCount && current.jointNames[joint] === previous.jointNames[joint];
      const s = state();
      set({
        pins: s.pins.filter((p) => kept(p.joint)), weightOverrides: new Map([...s.weightOverrides].filter(([joint]) => kept(joint))), last: null, dragging: null, unreachable: [],
      });
    },
  };
}

const lockedModels = new WeakMap<BodyModel, BodyModel>();

/** The model with its root held at the origin: what the solver sees while the root is locked. */
function lockedModelOf(model: BodyModel): BodyModel {
  let locked = lockedModels.get(model);
  if (!locked) {
    locked = { ...model, fixedBase: true };
    lockedModels.set(model, locked);
  }
  return locked;
}

/** The (w, x, y, z) of joint j's frame, row-major rotations 9 per joint. */
function linkQuat(rotations: Float64Array, j: number): PinOrientation['quat'] {
  const q = quatFromMatrix(rotations, 9 * j);
  return [q[0]!, q[1]!, q[2]!, q[3]!];
}

function samePose(a: Pose, b: Pose): boolean {
  const same = (x: Float64Array, y: Float64Array) => x.length === y.length && x.every((v, i) => v === y[i]);
  return same(a.dofs, b.dofs) && same(a.rootPosition, b.rootPosition) && same(a.rootQuat, b.rootQuat);
}
