import { IkSolver } from '../../../bodyplan/ik/ik.ts';
import type { BodyModel } from '../../../bodyplan/kinematics/model.ts';
import { copyPose } from '../../../bodyplan/kinematics/pose.ts';
import type { SliceHost } from '../store/sliceHost.ts';
import type { SolvedPose } from './ikProtocol.ts';
import { DEFAULT_IK_SETTINGS, effectiveJointWeights, solveBelongsInWorker, toIkOptions, withJointWeights, type IkSettings } from '../model/ikSettings.ts';
import { WorkerJobError } from './workerClient.ts';

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

export const initialIkState: IkViewState = { enabled: false, pins: [], settings: DEFAULT_IK_SETTINGS, weightOverrides: new Map(), last: null };

export interface IkActions {
  setEnabled(enabled: boolean): void;
  pin(joint: number): void;
  unpin(joint: number): void;
  setTarget(joint: number, target: Vec3Tuple): void;
  setSettings(patch: Partial<IkSettings>): void;
  setWeight(joint: number, weight: number | null): void;
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
  const state = () => host.get().ik;
  const set = (patch: Partial<IkViewState>) => host.setIk({ ...state(), ...patch });
  const model = () => host.get().studio.plan?.model ?? null;

  const targetsOf = (m: BodyModel): Float64Array => {
    const targets = new Float64Array(3 * m.jointCount).fill(NaN);
    for (const pin of state().pins) targets.set(pin.target, 3 * pin.joint);
    return targets;
  };

  const apply = (solved: SolvedPose, where: IkLastSolve['where'], forModel: BodyModel) => {
    if (model() !== forModel || !host.get().studio.pose) return;
    host.dispatch({ type: 'poseSet', pose: copyPose(solved) });
    set({ last: { rmsError: solved.rmsError, iterations: solved.iterations, converged: solved.converged, where } });
  };

  function solve() {
    const m = model();
    const pose = host.get().studio.pose;
    const { enabled, pins, settings, weightOverrides } = state();
    if (!enabled || !m || !pose || pins.length === 0) return;
    const weights = effectiveJointWeights(m, weightOverrides);
    const start = copyPose(pose);
    const targets = targetsOf(m);
    if (solveBelongsInWorker(m, pins.map((p) => p.joint), settings.iterations)) {
      if (inFlight) {
        pending = true;
        return;
      }
      inFlight = true;
      host.worker.run(m, 'solve', { settings, jointWeight: weights, start, targets }).result.then(
        (solved) => finished(() => apply(solved, 'worker', m)),
        (error: WorkerJobError) => finished(() => !error.cancelled && host.dispatch({ type: 'noticeShown', notice: { tone: 'error', text: `IK failed: ${error.message}` } })),
      );
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
      set({ pins: state().pins.map((p) => (p.joint === joint ? { joint, target } : p)) });
      solve();
    },
    setSettings(patch) {
      set({ settings: { ...state().settings, ...patch } });
      solve();
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
      inFlight = false;
      pending = false;
      // An edit recompiles the model: pins and overrides of joints that kept their index and name stay.
      const kept = (joint: number) => !!current && !!previous && joint < current.jointCount && current.jointNames[joint] === previous.jointNames[joint];
      const s = state();
      set({ pins: s.pins.filter((p) => kept(p.joint)), weightOverrides: new Map([...s.weightOverrides].filter(([joint]) => kept(joint))), last: null });
    },
  };
}
