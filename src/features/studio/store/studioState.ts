import { applyTypedValue, clampDofValue, type AngleUnit } from '../model/dofControls.ts';
import {
  documentReducer,
  emptyDocument,
  posablePlan,
  withDofNeutral,
  withDofValue,
  withDofs,
  samePose,
  withinLimits,
  withJointNeutral,
  withRoot,
  type DocumentAction,
  type DocumentState,
  type OpenPlan,
} from '../model/openPlan/index.ts';
import { guessForwardAxis, type ForwardAxisGuess } from '../../../bodyplan/kinematics/guessForwardAxis.ts';
import { neutralPoseOf, type Pose } from '../../../bodyplan/kinematics/pose.ts';
import { plural } from '../../../bodyplan/format/plural.ts';
import { readForwardAxis, readUpAxis, type ForwardAxis, type UpAxis } from '../model/view/upAxis.ts';
import type { ViewPreset } from '../model/view/viewPresets.ts';

/**
 * The Studio's state: the open document (the core's DocumentState) plus what only the page has:
 * hover, view settings, the notice and framing requests. The reducer is pure; the store resolves
 * what needs the world (loading text, the clock, new ids) into the actions it gets.
 */

export interface ViewSettings {
  /** Which plan axis points up; a plan that carries one in "x-studio" opens with it (see model/view/upAxis.ts). */
  upAxis: UpAxis;
  /**
   * The plan axis the model faces, which the Front view looks from; null: the default for the up
   * axis (−Y for Z up). Kept in "x-studio" like the up axis (see model/view/upAxis.ts); a plan
   * that carries none opens with the axis guessForwardAxis reads from its names and shape.
   */
  forwardAxis: ForwardAxis | null;
  /**
   * The guess forwardAxis came from, while the plan carries no forward axis of its own: View options
   * shows it with its reason and offers to keep it in the plan. Null when the plan carries one, or
   * its names and shape do not tell.
   */
  forwardAxisGuess: ForwardAxisGuess | null;
  showFrames: boolean;
  /** Whose local frames are drawn while showFrames is on. */
  framesOf: 'selection' | 'all';
  /** Name labels next to the joints, decluttered (see model/view/labelPlacement.ts). */
  showLabels: boolean;
  /** The orbit target moves with the root while the pose moves it. */
  followRoot: boolean;
  showGhost: boolean;
  angleUnit: AngleUnit;
  ignoreLimits: boolean;
}

interface Notice {
  tone: 'info' | 'warning' | 'error';
  text: string;
  /** What the notice is about, so it goes away when that is gone (see dropStaleNotice). */
  about?: NoticeSubject;
}

/** A DOF or root coordinate left at the value a notice reports (e.g. clamped to a limit), or the plan's errors. */
type NoticeSubject = { dof: number; value: number } | { rootAxis: number; value: number } | 'planErrors';

export interface StudioState extends DocumentState {
  hoveredJoint: number | null;
  view: ViewSettings;
  notice: Notice | null;
  /**
   * Bumped to ask the 3D view to frame the whole plan or the selection, from a preset direction when
   * one is given (else from the current direction). The camera moves only on these requests (and on
   * an up-axis change), never on edits.
   */
  frameRequest: FrameRequest;
  /** Bumped to ask the JSON editor to show itself and select the text at line:column (a diagnostic's place). */
  textRevealRequest: { line: number; column: number; serial: number } | null;
}

interface FrameRequest {
  target: 'all' | 'selection';
  preset?: ViewPreset;
  serial: number;
}

/** Changes of the pose by the user; each is an undo step (a run of one key, e.g. a slider drag, is one). */
export type PoseAction =
  | { type: 'dofSet'; index: number; value: number }
  | { type: 'dofTyped'; index: number; text: string }
  | { type: 'dofReset'; index: number }
  | { type: 'jointReset'; joint: number }
  | { type: 'allReset' }
  | { type: 'rootPositionSet'; position: readonly number[] }
  | { type: 'rootRotationSet'; quat: readonly number[] }
  /** A pose file: every DOF, the root when the file has one, and what of the file was not applied. */
  /** The pose an IK drag ended on: one undo step per drag (`index` numbers the drag, so two drags never merge). */
  | { type: 'poseDragged'; pose: Pose; index: number }
  | { type: 'poseLoaded'; dofs: Float64Array; root?: { position?: readonly number[]; quat?: readonly number[] } | null; warning?: string; /** A named pose's name, for the notice. */ name?: string };

export type ViewAction =
  | { type: 'openFailed'; message: string }
  /** A whole pose from a solver (IK mode, recording playback): no notice, no undo step. */
  | { type: 'poseSet'; pose: Pose }
  | { type: 'jointSelected'; joint: number | null }
  | { type: 'jointHovered'; joint: number | null }
  | { type: 'viewChanged'; patch: Partial<ViewSettings> }
  | { type: 'frameRequested'; target: 'all' | 'selection'; preset?: ViewPreset }
  | { type: 'noticeShown'; notice: Notice }
  | { type: 'noticeDismissed' }
  | { type: 'textRevealRequested'; line: number; column: number };

export type StudioAction = DocumentAction | ViewAction | (PoseAction & { at: number });

export const initialStudioState: StudioState = {
  ...emptyDocument,
  hoveredJoint: null,
  view: { upAxis: 'z', forwardAxis: null, forwardAxisGuess: null, showFrames: false, framesOf: 'all', showLabels: false, followRoot: false, showGhost: false, angleUnit: 'deg', ignoreLimits: false },
  notice: null,
  frameRequest: { target: 'all', serial: 0 },
  textRevealRequest: null,
};

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  return dropStaleNotice(reduce(state, action));
}

/**
 * A notice goes away when what it describes is gone: a "clamped" notice once its DOF has moved
 * from the value it reports, a root position warning or refusal once that coordinate changes, an
 * "errors, not drawn" notice once the plan is drawn again.
 */
function dropStaleNotice(state: StudioState): StudioState {
  const about = state.notice?.about;
  if (about === undefined) return state;
  const gone =
    about === 'planErrors'
      ? Boolean(state.plan?.model)
      : 'dof' in about
        ? state.pose?.dofs[about.dof] !== about.value
        : state.pose?.rootPosition[about.rootAxis] !== about.value;
  return gone ? { ...state, notice: null } : state;
}

function reduce(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'opened':
    case 'restored': {
      const next = documentReducer(state, action);
      const plan = action.plan;
      const errors = plan.diagnostics.filter((d) => d.severity === 'error').length;
      const notice: Notice | null = plan.model
        ? null
        : { tone: 'error', text: `${plan.source.name} has ${plural(errors, 'error')}: it is not drawn until they are fixed.`, about: 'planErrors' };
      return {
        ...next,
        hoveredJoint: null,
        notice,
        view: withPlanAxes(next.view, plan),
        frameRequest: action.type === 'opened' && action.keepView ? state.frameRequest : { target: 'all', serial: state.frameRequest.serial + 1 },
      };
    }
    case 'textReplaced':
    case 'travelled': {
      const next = documentReducer(state, action);
      // Undo/redo of an up-axis choice (or typing one into the text) turns the view with it.
      return next === state ? state : { ...next, hoveredJoint: null, view: withPlanAxes(next.view, next.plan) };
    }
    case 'editRefused':
    case 'refusalDismissed':
    case 'posed':
    case 'exported':
      return documentReducer(state, action);
    case 'openFailed':
      return { ...state, notice: { tone: 'error', text: action.message } };
    case 'poseSet':
      return documentReducer(state, { type: 'posed', pose: action.pose, key: null, at: 0 });
    case 'jointSelected':
      return state.selectedJoint === action.joint ? state : { ...state, selectedJoint: action.joint };
    case 'jointHovered':
      return state.hoveredJoint === action.joint ? state : { ...state, hoveredJoint: action.joint };
    case 'viewChanged':
      return viewChanged(state, action.patch);
    case 'frameRequested':
      return { ...state, frameRequest: { target: action.target, preset: action.preset, serial: state.frameRequest.serial + 1 } };
    case 'noticeShown':
      return { ...state, notice: action.notice };
    case 'noticeDismissed':
      return { ...state, notice: null };
    case 'textRevealRequested':
      return { ...state, textRevealRequest: { line: action.line, column: action.column, serial: (state.textRevealRequest?.serial ?? 0) + 1 } };
    default:
      return poseChanged(state, action);
  }
}

function poseChanged(state: StudioState, action: PoseAction & { at: number }): StudioState {
  // While the text is broken the pose acts on the last valid version, as the 3D view shows it.
  const plan = posablePlan(state);
  const model = plan?.model;
  const pose = state.pose;
  if (!plan || !model || !pose) return state;
  const posed = (next: Pose, notice = state.notice) => {
    // Setting what is already there (a field left without a change, a reset of a neutral DOF) is no edit.
    if (samePose(pose, next)) return notice === state.notice ? state : { ...state, notice };
    // Two named poses chosen one after the other are two undo steps, however quick.
    const key = 'index' in action ? `pose:${action.type}:${action.index}` : action.type === 'poseLoaded' && action.name !== undefined ? `pose:named:${action.name}` : `pose:${action.type}`;
    const moved = documentReducer(state, { type: 'posed', pose: next, key, at: action.at });
    return notice === moved.notice ? moved : { ...moved, notice };
  };
  switch (action.type) {
    case 'dofSet': {
      const control = plan.controls[action.index];
      return control ? posed(withDofValue(pose, action.index, clampDofValue(control, action.value, state.view.ignoreLimits))) : state;
    }
    case 'dofTyped': {
      const control = plan.controls[action.index];
      if (!control) return state;
      const result = applyTypedValue(control, action.text, state.view.angleUnit, state.view.ignoreLimits);
      if (result.value === null) return { ...state, notice: result.message ? { tone: 'error', text: result.message } : null };
      const notice: Notice | null = result.message ? { tone: 'warning', text: result.message, about: { dof: action.index, value: result.value } } : null;
      return posed(withDofValue(pose, action.index, result.value), notice);
    }
    case 'dofReset':
      return posed(withDofNeutral(model, pose, action.index));
    case 'jointReset':
      return posed(withJointNeutral(model, pose, action.joint));
    case 'allReset':
      return posed(neutralPoseOf(model), null);
    case 'rootPositionSet':
      return posed(withRoot(model, pose, { position: action.position }));
    case 'rootRotationSet':
      return posed(withRoot(model, pose, { quat: action.quat }));
    case 'poseDragged':
      return posed(action.pose);
    case 'poseLoaded':
      if (action.dofs.length !== model.dofCount) return state;
      return posed(
        withRoot(model, withDofs(pose, action.dofs), action.root ?? {}),
        action.warning ? { tone: 'warning', text: `${loadedText(action.name)} ${action.warning}` } : { tone: 'info', text: loadedText(action.name) },
      );
  }
}

function loadedText(name: string | undefined): string {
  return name === undefined ? 'Pose loaded.' : `Pose "${name}" applied.`;
}

/**
 * The view with the up and forward axes the plan carries. A plan that carries no forward axis faces
 * the way its names and shape say (guessForwardAxis), and the view remembers that guess so the page
 * can say it is one; when they do not tell, a plan that carries neither axis keeps the axes the user
 * has, one that carries only an up axis faces that axis' default way. The document is not changed.
 */
function withPlanAxes(view: ViewSettings, plan: OpenPlan | null): ViewSettings {
  const document = plan?.document ?? null;
  const carried = readUpAxis(document);
  const axis = carried ?? view.upAxis;
  const carriedForward = readForwardAxis(document);
  const guess = carriedForward === null && plan?.model && plan.neutralKeypoints ? guessForwardAxis(plan.model.jointNames, plan.model.parentIndex, plan.neutralKeypoints, axis) : null;
  const forward = carriedForward ?? guess?.axis ?? (carried === null ? view.forwardAxis : null);
  const forwardAxisGuess = sameGuess(guess, view.forwardAxisGuess) ? view.forwardAxisGuess : guess;
  return axis === view.upAxis && forward === view.forwardAxis && forwardAxisGuess === view.forwardAxisGuess ? view : { ...view, upAxis: axis, forwardAxis: forward, forwardAxisGuess };
}

/** The same axis read from the same thing (so that an edit which does not change the guess keeps the view as it is). */
function sameGuess(a: ForwardAxisGuess | null, b: ForwardAxisGuess | null): boolean {
  return a === b || (a !== null && b !== null && a.axis === b.axis && JSON.stringify(a.reason) === JSON.stringify(b.reason));
}

function viewChanged(state: StudioState, patch: Partial<ViewSettings>): StudioState {
  const view = { ...state.view, ...patch };
  const model = posablePlan(state)?.model;
  // Turning limits back on brings every DOF back inside them.
  if (state.view.ignoreLimits && !view.ignoreLimits && state.pose && model) {
    const pose = withinLimits(model, state.pose);
    const notice = pose !== state.pose ? { tone: 'info' as const, text: 'Limits are on again: DOFs outside their limits were clamped.' } : state.notice;
    return { ...state, view, pose, notice };
  }
  return { ...state, view };
}
