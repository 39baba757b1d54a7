import type { EditResult } from '../../../../bodyplan/edit/documentEdits.ts';
import type { Pose } from '../../../../bodyplan/kinematics/pose.ts';
import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';
import { editDocumentText } from '../../../../bodyplan/edit/textEdit.ts';
import { carryPose } from './carryPose.ts';
import { openingPose } from './openingPose.ts';
import { emptyHistory, freshHistory, pushStep, travelled, travelTarget, type DocumentSnapshot, type EditHistory, type TravelDirection } from './history.ts';
import type { OpenPlan } from './openPlan.ts';

/**
 * An open document: its plan, the current pose, the selection and the edit history. The text is
 * the source of truth: every change goes text -> load -> plan, and each change is one undo step.
 * The reducer is pure: loaded plans, times and ids arrive in the actions (see src/features/studio/store/studioCommands.ts).
 */
export interface DocumentState {
  plan: OpenPlan | null;
  /**
   * The plan the view draws, posed by `pose`: the current plan when it has a model, else the last
   * version of this document that had one (while the text is broken, the picture stays), else null.
   */
  shownPlan: OpenPlan | null;
  pose: Pose | null;
  selectedJoint: number | null;
  history: EditHistory;
}

export const emptyDocument: DocumentState = { plan: null, shownPlan: null, pose: null, selectedJoint: null, history: emptyHistory };

export type DocumentAction =
  | { type: 'opened'; plan: OpenPlan; documentId: string; address?: string; keepView?: boolean }
  | { type: 'restored'; plan: OpenPlan; documentId: string; address?: string | null; exportedText: string | null; pose: Pose | null; selectedJoint: number | null }
  /** `plan` is the opened new text; it becomes current and the old text an undo step. */
  | { type: 'textReplaced'; plan: OpenPlan; key: string | null; at: number; selectedJoint: number | null; ignoreLimits: boolean }
  | { type: 'editRefused'; reason: string | null }
  /** `plan` is the opened text of the step travelled to, or null when that step has the current text. */
  | { type: 'travelled'; direction: TravelDirection; plan: OpenPlan | null; ignoreLimits: boolean }
  /** A new pose; with a key it is an undo step (a run of one key is one step), without one (a solver's output) it is not. */
  | { type: 'posed'; pose: Pose; key: string | null; at: number }
  | { type: 'exported' }
  | { type: 'refusalDismissed' };

export function documentReducer<S extends DocumentState>(state: S, action: DocumentAction): S {
  switch (action.type) {
    case 'opened':
      return { ...state, ...openedState(action.plan, null), history: freshHistory(action.documentId, action.plan.source.text, action.address ?? null) };
    case 'restored': {
      const opened = openedState(action.plan, action.selectedJoint);
      const pose = action.pose && fits(action.plan, action.pose) ? action.pose : opened.pose;
      return { ...state, ...opened, pose, history: freshHistory(action.documentId, action.exportedText, action.address ?? null) };
    }
    case 'textReplaced':
      if (!state.plan || action.plan.source.text === state.plan.source.text) return state;
      return {
        ...withPlan(state, action.plan, action.selectedJoint, action.ignoreLimits),
        history: pushStep(state.history, snapshotOf(state), action.key, action.at),
      };
    case 'editRefused':
      return state.history.refusal === action.reason ? state : { ...state, history: { ...state.history, refusal: action.reason } };
    case 'refusalDismissed':
      return state.history.refusal === null ? state : { ...state, history: { ...state.history, refusal: null } };
    case 'travelled':
      return travel(state, action.direction, action.plan, action.ignoreLimits);
    case 'posed':
      if (!state.plan || !fits(posablePlan(state), action.pose) || action.pose === state.pose) return state;
      if (action.key === null) return { ...state, pose: action.pose };
      return { ...state, pose: action.pose, history: pushStep(state.history, snapshotOf(state), action.key, action.at) };
    case 'exported':
      return state.plan ? { ...state, history: { ...state.history, exportedText: state.plan.source.text, lastKey: null } } : state;
  }
}

/** The text an edit of the document gives (formatting kept), or why it was refused. */
export function editedText(plan: OpenPlan | null, edit: (document: BodyPlan) => EditResult): { text: string } | { refusal: string } | null {
  if (!plan?.document) return { refusal: 'The document has errors that keep it from being read; fix them in the JSON editor first.' };
  const result = edit(plan.document);
  if (!result.ok) return { refusal: result.reason };
  if (result.document === plan.document) return null;
  return { text: editDocumentText(plan.source.text, plan.document, result.document).text };
}

export function hasUnexportedChanges(state: DocumentState): boolean {
  return state.plan !== null && state.plan.source.text !== state.history.exportedText;
}

function openedState(plan: OpenPlan, selectedJoint: number | null): Pick<DocumentState, 'plan' | 'shownPlan' | 'pose' | 'selectedJoint'> {
  return { plan, shownPlan: plan.model ? plan : null, pose: openingPose(plan), selectedJoint: validJoint(plan, selectedJoint) };
}

/**
 * The plan the pose belongs to: the current one when it compiles, else the last version that did
 * (the one the 3D view shows), so posing goes on while the text is broken.
 */
export function posablePlan(state: Pick<DocumentState, 'plan' | 'shownPlan'>): OpenPlan | null {
  return state.plan?.model ? state.plan : state.shownPlan;
}

function fits(plan: OpenPlan | null, pose: Pose): boolean {
  if (plan === null) return false;
  return plan.model !== null && pose.dofs.length === plan.model.dofCount;
}

function validJoint(plan: OpenPlan, joint: number | null): number | null {
  return joint !== null && joint < plan.outline.joints.length ? joint : null;
}

function snapshotOf(state: DocumentState): DocumentSnapshot {
  return { text: state.plan!.source.text, selectedJoint: state.selectedJoint, pose: state.pose };
}

/**
 * The new plan becomes current, keeping the pose of every DOF that still exists. A text that does
 * not compile keeps the last drawn version and its pose; the next one that does takes its DOF
 * values from that version, by joint and DOF name.
 */
function withPlan<S extends DocumentState>(state: S, plan: OpenPlan, selectedJoint: number | null, ignoreLimits: boolean): S {
  if (!plan.model) return { ...state, plan, selectedJoint: validJoint(plan, selectedJoint) };
  const pose = carryPose(state.shownPlan?.model ?? null, state.pose, plan.model, ignoreLimits);
  return { ...state, plan, shownPlan: plan, pose, selectedJoint: validJoint(plan, selectedJoint) };
}

function travel<S extends DocumentState>(state: S, direction: TravelDirection, plan: OpenPlan | null, ignoreLimits: boolean): S {
  const target = travelTarget(state.history, direction);
  if (!state.plan || !target) return state;
  const moved = plan ? withPlan(state, plan, target.selectedJoint, ignoreLimits) : { ...state, selectedJoint: validJoint(state.plan, target.selectedJoint) };
  const pose = target.pose && fits(posablePlan(moved), target.pose) ? target.pose : moved.pose;
  return { ...moved, pose, history: travelled(state.history, direction, snapshotOf(state)) };
}
