import type { BodyModel } from '../../bodyplan/model.ts';
import type { BodyPlan } from '../../bodyplan/schema.ts';
import type { Diagnostic } from '../../bodyplan/diagnostics.ts';
import { ForwardKinematics } from '../../bodyplan/kinematics.ts';
import { neutralPose, clampToLimits } from '../../bodyplan/pose.ts';
import { applyTypedValue, clampDofValue, describeDofControls, type AngleUnit, type DofControl } from '../../bodyplan/dofControls.ts';
import { characteristicSize } from '../../bodyplan/planBounds.ts';
import { buildOutlineTree, jointIndexOfPointer, outlineJointsFromJson, type OutlineTree } from '../../bodyplan/outlineTree.ts';
import { initialEditorState, type EditorState } from './editor/editorTypes.ts';

/**
 * The Studio's state and every change to it as a pure reducer over plain actions. Pose changes
 * replace the pose object (never mutate it), so an undo history or an IK mode can later wrap this
 * reducer and keep old states as they were.
 */

export type PlanOrigin = 'file' | 'example' | 'paste' | 'url' | 'drop' | 'new';

export interface PlanSource {
  name: string;
  text: string;
  origin: PlanOrigin;
}

/** What the core's loadBodyPlan returns. */
export interface PlanLoadResult {
  document: BodyPlan | null;
  diagnostics: Diagnostic[];
  model: BodyModel | null;
}

export interface OpenPlan {
  source: PlanSource;
  /** The parsed document of source.text (null when it is not JSON or not schema-valid). */
  document: BodyPlan | null;
  diagnostics: Diagnostic[];
  /** Null when the plan has errors: nothing is drawn or posed then. */
  model: BodyModel | null;
  /** Built from the document, or from whatever JSON was readable when the plan has errors. */
  outline: OutlineTree;
  /** Diagnostics per joint index (from their JSON pointers). */
  jointDiagnostics: Map<number, Diagnostic[]>;
  controls: DofControl[];
  /** The plan's characteristic length (neutral-pose bounds): sizes, framing and slide ranges scale with it. */
  size: number;
  neutralKeypoints: Float64Array | null;
}

export interface Pose {
  dofs: Float64Array;
  rootPosition: [number, number, number];
  rootQuat: [number, number, number, number];
}

export interface ViewSettings {
  upAxis: 'z' | 'y';
  showFrames: boolean;
  showGhost: boolean;
  angleUnit: AngleUnit;
  ignoreLimits: boolean;
}

export interface Notice {
  tone: 'info' | 'warning' | 'error';
  text: string;
}

export interface StudioState {
  plan: OpenPlan | null;
  pose: Pose | null;
  selectedJoint: number | null;
  hoveredJoint: number | null;
  view: ViewSettings;
  notice: Notice | null;
  /** Bumped to ask the 3D view to frame the whole plan or the selection. */
  frameRequest: { target: 'all' | 'selection'; serial: number };
  /** Undo history and export marker of the open document (see editor/editorReducer.ts). */
  editor: EditorState;
}

export type StudioAction =
  | { type: 'planOpened'; plan: OpenPlan }
  | { type: 'openFailed'; message: string }
  | { type: 'dofSet'; index: number; value: number }
  | { type: 'dofTyped'; index: number; text: string }
  | { type: 'dofReset'; index: number }
  | { type: 'jointReset'; joint: number }
  | { type: 'allReset' }
  | { type: 'rootPositionSet'; position: [number, number, number] }
  | { type: 'rootRotationSet'; quat: [number, number, number, number] }
  | { type: 'poseLoaded'; dofs: Float64Array }
  /** A whole pose from a solver (IK mode, recording playback): no notice. */
  | { type: 'poseSet'; pose: Pose }
  | { type: 'jointSelected'; joint: number | null }
  | { type: 'jointHovered'; joint: number | null }
  | { type: 'viewChanged'; patch: Partial<ViewSettings> }
  | { type: 'frameRequested'; target: 'all' | 'selection' }
  | { type: 'noticeShown'; notice: Notice }
  | { type: 'noticeDismissed' };

export const initialStudioState: StudioState = {
  plan: null,
  pose: null,
  selectedJoint: null,
  hoveredJoint: null,
  view: { upAxis: 'z', showFrames: false, showGhost: false, angleUnit: 'deg', ignoreLimits: false },
  notice: null,
  frameRequest: { target: 'all', serial: 0 },
  editor: initialEditorState,
};

/** Turns a load result into what the Studio shows; the FK run here happens once per opened plan. */
export function openPlanFrom(source: PlanSource, result: PlanLoadResult): OpenPlan {
  const { model, diagnostics } = result;
  const outlineJoints = result.document
    ? result.document.joints.map((j) => ({ name: j.name, parent: j.parent, dofCount: j.dofs.length }))
    : outlineJointsFromJson(tryParseJson(source.text));
  const jointDiagnostics = new Map<number, Diagnostic[]>();
  for (const diagnostic of diagnostics) {
    const joint = jointIndexOfPointer(diagnostic.pointer);
    if (joint === null) continue;
    const list = jointDiagnostics.get(joint) ?? [];
    list.push(diagnostic);
    jointDiagnostics.set(joint, list);
  }
  let size = 1;
  let neutralKeypoints: Float64Array | null = null;
  if (model) {
    const fk = new ForwardKinematics(model);
    fk.compute(neutralPose(model));
    neutralKeypoints = Float64Array.from(fk.keypoints);
    size = characteristicSize(neutralKeypoints, model.offsetPos);
  }
  return {
    source,
    document: result.document,
    diagnostics,
    model,
    outline: buildOutlineTree(outlineJoints),
    jointDiagnostics,
    controls: model ? describeDofControls(model) : [],
    size,
    neutralKeypoints,
  };
}

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function neutralPoseOf(model: BodyModel): Pose {
  return { dofs: neutralPose(model), rootPosition: [0, 0, 0], rootQuat: [1, 0, 0, 0] };
}

function withDofs(state: StudioState, change: (dofs: Float64Array, model: BodyModel) => void): StudioState {
  if (!state.pose || !state.plan?.model) return state;
  const dofs = Float64Array.from(state.pose.dofs);
  change(dofs, state.plan.model);
  return { ...state, pose: { ...state.pose, dofs } };
}

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'planOpened': {
      const { plan } = action;
      const errors = plan.diagnostics.filter((d) => d.severity === 'error').length;
      const notice: Notice | null = plan.model
        ? null
        : { tone: 'error', text: `${plan.source.name} has ${errors} error${errors === 1 ? '' : 's'}: it is not drawn until they are fixed.` };
      return {
        ...state,
        plan,
        pose: plan.model ? neutralPoseOf(plan.model) : null,
        selectedJoint: null,
        hoveredJoint: null,
        notice,
        frameRequest: { target: 'all', serial: state.frameRequest.serial + 1 },
      };
    }
    case 'openFailed':
      return { ...state, notice: { tone: 'error', text: action.message } };
    case 'dofSet': {
      const control = state.plan?.controls[action.index];
      if (!control) return state;
      const value = clampDofValue(control, action.value, state.view.ignoreLimits);
      return withDofs(state, (dofs) => (dofs[action.index] = value));
    }
    case 'dofTyped': {
      const control = state.plan?.controls[action.index];
      if (!control) return state;
      const result = applyTypedValue(control, action.text, state.view.angleUnit, state.view.ignoreLimits);
      const notice: Notice | null = result.message ? { tone: result.value === null ? 'error' : 'warning', text: result.message } : null;
      if (result.value === null) return { ...state, notice };
      const value = result.value;
      return { ...withDofs(state, (dofs) => (dofs[action.index] = value)), notice };
    }
    case 'dofReset':
      return withDofs(state, (dofs, model) => (dofs[action.index] = model.dofNeutral[action.index]!));
    case 'jointReset':
      return withDofs(state, (dofs, model) => {
        for (let d = model.dofStart[action.joint]!; d < model.dofStart[action.joint + 1]!; d++) dofs[d] = model.dofNeutral[d]!;
      });
    case 'allReset':
      return state.plan?.model ? { ...state, pose: neutralPoseOf(state.plan.model), notice: null } : state;
    case 'rootPositionSet':
      return state.pose && state.plan?.model && !state.plan.model.fixedBase
        ? { ...state, pose: { ...state.pose, rootPosition: action.position } }
        : state;
    case 'rootRotationSet':
      return state.pose && state.plan?.model && !state.plan.model.fixedBase
        ? { ...state, pose: { ...state.pose, rootQuat: action.quat } }
        : state;
    case 'poseLoaded':
      if (!state.pose || !state.plan?.model || action.dofs.length !== state.plan.model.dofCount) return state;
      return { ...state, pose: { ...state.pose, dofs: Float64Array.from(action.dofs) }, notice: { tone: 'info', text: 'Pose loaded.' } };
    case 'poseSet':
      return state.plan?.model && action.pose.dofs.length === state.plan.model.dofCount ? { ...state, pose: action.pose } : state;
    case 'jointSelected':
      return state.selectedJoint === action.joint ? state : { ...state, selectedJoint: action.joint };
    case 'jointHovered':
      return state.hoveredJoint === action.joint ? state : { ...state, hoveredJoint: action.joint };
    case 'viewChanged': {
      const view = { ...state.view, ...action.patch };
      // Turning limits back on brings every DOF back inside them.
      if (state.view.ignoreLimits && !view.ignoreLimits && state.pose && state.plan?.model) {
        const model = state.plan.model;
        const dofs = clampToLimits(model, Float64Array.from(state.pose.dofs));
        const moved = dofs.some((v, i) => v !== state.pose!.dofs[i]);
        return {
          ...state,
          view,
          pose: { ...state.pose, dofs },
          notice: moved ? { tone: 'info', text: 'Limits are on again: DOFs outside their limits were clamped.' } : state.notice,
        };
      }
      return { ...state, view };
    }
    case 'frameRequested':
      return { ...state, frameRequest: { target: action.target, serial: state.frameRequest.serial + 1 } };
    case 'noticeShown':
      return { ...state, notice: action.notice };
    case 'noticeDismissed':
      return { ...state, notice: null };
  }
}
