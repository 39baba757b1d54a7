import { IkSolver, createIkState } from '../../../bodyplan/ik.ts';
import type { BodyModel } from '../../../bodyplan/model.ts';
import type { Pose } from '../studioState.ts';
import type { StudioStore } from '../studioStore.ts';
import type { IkWorkerReply, IkWorkerRequest, SolvedPose } from './ikProtocol.ts';
import { DEFAULT_IK_SETTINGS, effectiveJointWeights, solveBelongsInWorker, toIkOptions, withJointWeights, type IkSettings } from './ikSettings.ts';

export type Vec3Tuple = [number, number, number];

export interface IkPin {
  joint: number;
  target: Vec3Tuple;
}

export interface IkLastSolve {
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
}

const initialIkState: IkViewState = { enabled: false, pins: [], settings: DEFAULT_IK_SETTINGS, weightOverrides: new Map(), last: null };

export interface IkStore {
  getState(): IkViewState;
  subscribe(listener: () => void): () => void;
  setEnabled(enabled: boolean): void;
  pin(joint: number): void;
  unpin(joint: number): void;
  setTarget(joint: number, target: Vec3Tuple): void;
  setSettings(patch: Partial<IkSettings>): void;
  setWeight(joint: number, weight: number | null): void;
  jointWeights(): Float64Array;
  /** Follows the Studio's plan (a new plan clears pins); returns the detach, which also ends the worker. */
  attach(): () => void;
}

/**
 * IK mode on top of the Studio store: pinned targets, settings and weight overrides. Each change
 * re-solves, warm-started from the Studio's current pose, and writes the result back as the pose.
 * Small solves run inline; bigger ones go to a worker, latest request wins while one is in flight.
 */
export function createIkStore(studio: StudioStore): IkStore {
  let state = initialIkState;
  const listeners = new Set<() => void>();
  let model: BodyModel | null = studio.getState().plan?.model ?? null;
  let solver: IkSolver | null = null;
  let worker: Worker | null = null;
  let workerModel: BodyModel | null = null;
  let inFlight = false;
  let pending = false;
  let nextId = 1;

  const set = (next: IkViewState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const onStudioChange = () => {
    const current = studio.getState().plan?.model ?? null;
    if (current === model) return;
    const previous = model;
    model = current;
    solver = null;
    inFlight = false;
    pending = false;
    // An edit of the document recompiles the model: pins and overrides of joints that kept their index and name stay.
    const kept = (joint: number) => !!current && !!previous && joint < current.jointCount && current.jointNames[joint] === previous.jointNames[joint];
    const weightOverrides = new Map([...state.weightOverrides].filter(([joint]) => kept(joint)));
    set({ ...state, pins: state.pins.filter((p) => kept(p.joint)), weightOverrides, last: null });
  };

  const getWorker = (): Worker => {
    if (!worker) {
      worker = new Worker(new URL('./ikWorker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('message', onWorkerMessage);
      worker.addEventListener('error', (event) => {
        // A worker that cannot run (e.g. failed to load) must not leave solves waiting forever.
        worker?.terminate();
        worker = null;
        inFlight = false;
        pending = false;
        studio.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: `The IK worker stopped: ${event.message || 'unknown error'}` } });
      });
      workerModel = null;
    }
    if (model && workerModel !== model) {
      worker.postMessage({ type: 'model', model } satisfies IkWorkerRequest);
      workerModel = model;
    }
    return worker;
  };

  function onWorkerMessage(event: MessageEvent<IkWorkerReply>) {
    const reply = event.data;
    if (reply.type !== 'solved' && reply.type !== 'failed') return;
    inFlight = false;
    if (reply.type === 'solved') apply(reply, 'worker');
    else studio.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: `IK failed: ${reply.message}` } });
    if (pending) {
      pending = false;
      solve();
    }
  }

  const targetsOf = (m: BodyModel): Float64Array => {
    const targets = new Float64Array(3 * m.jointCount).fill(NaN);
    for (const pin of state.pins) targets.set(pin.target, 3 * pin.joint);
    return targets;
  };

  const apply = (solved: SolvedPose, where: IkLastSolve['where']) => {
    const current = studio.getState().pose;
    if (!model || !current || solved.dofs.length !== model.dofCount) return;
    const pose: Pose = {
      dofs: Float64Array.from(solved.dofs),
      rootPosition: [solved.rootPosition[0]!, solved.rootPosition[1]!, solved.rootPosition[2]!],
      rootQuat: [solved.rootQuat[0]!, solved.rootQuat[1]!, solved.rootQuat[2]!, solved.rootQuat[3]!],
    };
    studio.dispatch({ type: 'poseSet', pose });
    set({ ...state, last: { rmsError: solved.rmsError, iterations: solved.iterations, converged: solved.converged, where } });
  };

  function solve() {
    const pose = studio.getState().pose;
    if (!state.enabled || !model || !pose || state.pins.length === 0) return;
    const weights = effectiveJointWeights(model, state.weightOverrides);
    const start = createIkState(model);
    start.dofs.set(pose.dofs);
    start.rootPosition.set(pose.rootPosition);
    start.rootQuat.set(pose.rootQuat);
    const targets = targetsOf(model);
    if (solveBelongsInWorker(model, state.pins.map((p) => p.joint), state.settings.iterations)) {
      if (inFlight) {
        pending = true;
        return;
      }
      inFlight = true;
      const request: IkWorkerRequest = { type: 'solve', id: nextId++, settings: state.settings, jointWeight: weights, targets, ...start };
      getWorker().postMessage(request);
      return;
    }
    solver ??= new IkSolver(withJointWeights(model, weights));
    Object.assign(solver.options, toIkOptions(state.settings));
    const result = solver.solve(start, targets);
    apply({ ...start, rmsError: result.rmsError, iterations: result.iterations, converged: result.converged }, 'main thread');
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setEnabled(enabled) {
      if (enabled === state.enabled) return;
      set({ ...state, enabled });
      solve();
    },
    pin(joint) {
      const fk = studio.getKinematics();
      if (!model || !fk || joint >= model.jointCount || state.pins.some((p) => p.joint === joint)) return;
      const k = fk.keypoints;
      set({ ...state, pins: [...state.pins, { joint, target: [k[3 * joint]!, k[3 * joint + 1]!, k[3 * joint + 2]!] }] });
    },
    unpin(joint) {
      set({ ...state, pins: state.pins.filter((p) => p.joint !== joint) });
      if (state.pins.length === 0) set({ ...state, last: null });
    },
    setTarget(joint, target) {
      if (!target.every(Number.isFinite)) return;
      set({ ...state, pins: state.pins.map((p) => (p.joint === joint ? { joint, target } : p)) });
      solve();
    },
    setSettings(patch) {
      set({ ...state, settings: { ...state.settings, ...patch } });
      solve();
    },
    setWeight(joint, weight) {
      const overrides = new Map(state.weightOverrides);
      if (weight === null) overrides.delete(joint);
      else overrides.set(joint, weight);
      solver = null;
      set({ ...state, weightOverrides: overrides });
      solve();
    },
    jointWeights: () => (model ? effectiveJointWeights(model, state.weightOverrides) : new Float64Array(0)),
    attach() {
      onStudioChange();
      const unsubscribe = studio.subscribe(onStudioChange);
      return () => {
        unsubscribe();
        worker?.terminate();
        worker = null;
        inFlight = false;
        pending = false;
      };
    },
  };
}
