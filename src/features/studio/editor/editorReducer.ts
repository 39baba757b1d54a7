import { loadBodyPlan } from '../../../bodyplan/load.ts';
import { clampToLimits, neutralPose } from '../../../bodyplan/pose.ts';
import type { BodyPlan } from '../../../bodyplan/schema.ts';
import type { EditResult } from '../../../bodyplan/edit.ts';
import { editDocumentText } from '../../../bodyplan/textEdit.ts';
import { openPlanFrom, studioReducer, type OpenPlan, type Pose, type StudioAction, type StudioState } from '../studioState.ts';
import { COALESCE_MS, HISTORY_LIMIT, HISTORY_TEXT_BUDGET, type DocumentSnapshot, type EditorState } from './editorTypes.ts';

/**
 * Document editing on top of the viewer's reducer: the document text is the source of truth, every
 * change goes text -> loadBodyPlan -> plan, and each change is one undo step (edits sharing a
 * coalesce key within COALESCE_MS merge, so a drag or a burst of typing is one step).
 */
export type EditorAction =
  | { type: 'documentEdited'; edit: (document: BodyPlan) => EditResult; key?: string; at?: number; select?: (document: BodyPlan) => number | null }
  | { type: 'textEdited'; text: string; key?: string; at?: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'documentExported' }
  | { type: 'documentRestored'; name: string; text: string; documentId: string; exportedText: string | null; pose: Pose | null; selectedJoint: number | null }
  | { type: 'refusalDismissed' };

export type AnyStudioAction = StudioAction | EditorAction;

export function newDocumentId(): string {
  return `doc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

export function editorReducer(state: StudioState, action: AnyStudioAction): StudioState {
  switch (action.type) {
    case 'documentEdited':
      return applyDocumentEdit(state, action.edit, action.key ?? null, action.at ?? Date.now(), action.select);
    case 'textEdited':
      return applyText(state, action.text, action.key ?? null, action.at ?? Date.now(), state.selectedJoint);
    case 'undo':
      return travel(state, 'back');
    case 'redo':
      return travel(state, 'forward');
    case 'documentExported':
      return state.plan ? { ...state, editor: { ...state.editor, exportedText: state.plan.source.text, lastKey: null } } : state;
    case 'refusalDismissed':
      return state.editor.refusal === null ? state : { ...state, editor: { ...state.editor, refusal: null } };
    case 'documentRestored': {
      const plan = openPlanFrom({ name: action.name, text: action.text, origin: 'file' }, loadBodyPlan(action.text));
      const opened = studioReducer(state, { type: 'planOpened', plan });
      const pose = action.pose && plan.model && action.pose.dofs.length === plan.model.dofCount ? action.pose : opened.pose;
      const selectedJoint = action.selectedJoint !== null && action.selectedJoint < plan.outline.joints.length ? action.selectedJoint : null;
      return {
        ...opened,
        pose,
        selectedJoint,
        editor: { past: [], future: [], lastKey: null, lastTime: 0, exportedText: action.exportedText, documentId: action.documentId, refusal: null },
      };
    }
    case 'planOpened': {
      const opened = studioReducer(state, action);
      return {
        ...opened,
        editor: { past: [], future: [], lastKey: null, lastTime: 0, exportedText: action.plan.source.text, documentId: newDocumentId(), refusal: null },
      };
    }
    default: {
      const next = studioReducer(state, action);
      return POSE_ACTIONS.has(action.type) && next.pose !== state.pose ? recordStep(state, next, poseKey(action), Date.now()) : next;
    }
  }
}

/** Pose changes are undoable too; a slider drag (many dofSet of one DOF in a row) is one step. */
const POSE_ACTIONS = new Set<string>(['dofSet', 'dofTyped', 'dofReset', 'jointReset', 'allReset', 'rootPositionSet', 'rootRotationSet', 'poseLoaded']);

function poseKey(action: StudioAction): string {
  return 'index' in action ? `pose:${action.type}:${action.index}` : `pose:${action.type}`;
}

function applyDocumentEdit(
  state: StudioState,
  edit: (document: BodyPlan) => EditResult,
  key: string | null,
  at: number,
  select: ((document: BodyPlan) => number | null) | undefined,
): StudioState {
  const plan = state.plan;
  if (!plan?.document) {
    return refused(state, 'The document has errors that keep it from being read; fix them in the JSON editor first.');
  }
  const result = edit(plan.document);
  if (!result.ok) return refused(state, result.reason);
  if (result.document === plan.document) return state.editor.refusal ? refused(state, null) : state;
  const { text } = editDocumentText(plan.source.text, plan.document, result.document);
  const selected = select ? select(result.document) : state.selectedJoint;
  return applyText(state, text, key, at, selected);
}

function refused(state: StudioState, reason: string | null): StudioState {
  return { ...state, editor: { ...state.editor, refusal: reason } };
}

/** The new text becomes the current state; the old one goes onto the undo stack (unless coalesced). */
function applyText(state: StudioState, text: string, key: string | null, at: number, selectedJoint: number | null): StudioState {
  const plan = state.plan;
  if (!plan || text === plan.source.text) return state;
  return recordStep(state, withText(state, text, selectedJoint), key, at);
}

/** `next` becomes current and `state` goes onto the undo stack, unless it continues the last step (same key, soon after). */
function recordStep(state: StudioState, next: StudioState, key: string | null, at: number): StudioState {
  const editor = state.editor;
  const coalesce = key !== null && editor.lastKey === key && at - editor.lastTime < COALESCE_MS && editor.future.length === 0;
  const past = coalesce ? editor.past : withinBudget([...editor.past, snapshotOf(state)].slice(-HISTORY_LIMIT));
  return { ...next, editor: { ...editor, past, future: [], lastKey: key, lastTime: at, refusal: null } };
}

/** Drops the oldest steps once the distinct texts they hold exceed the budget (the newest step is always kept). */
export function withinBudget(past: DocumentSnapshot[], budget = HISTORY_TEXT_BUDGET): DocumentSnapshot[] {
  const seen = new Set<string>();
  let total = 0;
  for (let i = past.length - 1; i >= 0; i--) {
    const text = past[i]!.text;
    if (!seen.has(text)) {
      seen.add(text);
      total += text.length;
    }
    if (total > budget && i < past.length - 1) return past.slice(i + 1);
  }
  return past;
}

function snapshotOf(state: StudioState): DocumentSnapshot {
  return { text: state.plan!.source.text, selectedJoint: state.selectedJoint, pose: state.pose };
}

function travel(state: StudioState, direction: 'back' | 'forward'): StudioState {
  const plan = state.plan;
  const editor = state.editor;
  const from = direction === 'back' ? editor.past : editor.future;
  const target = from[from.length - 1];
  if (!plan || !target) return state;
  const current = snapshotOf(state);
  const rest = from.slice(0, -1);
  const moved =
    target.text === plan.source.text
      ? { ...state, selectedJoint: target.selectedJoint !== null && target.selectedJoint < plan.outline.joints.length ? target.selectedJoint : null }
      : withText(state, target.text, target.selectedJoint);
  const model = moved.plan?.model;
  const next = target.pose && model && target.pose.dofs.length === model.dofCount ? { ...moved, pose: target.pose } : moved;
  const past = direction === 'back' ? rest : [...editor.past, current];
  const future = direction === 'back' ? [...editor.future, current] : rest;
  return { ...next, editor: { ...editor, past, future, lastKey: null, refusal: null } };
}

/** Loads the text as the open plan, keeping the pose of every DOF that still exists. */
function withText(state: StudioState, text: string, selectedJoint: number | null): StudioState {
  const old = state.plan!;
  const plan = openPlanFrom({ ...old.source, text }, loadBodyPlan(text));
  const selected = selectedJoint !== null && selectedJoint < plan.outline.joints.length ? selectedJoint : null;
  return {
    ...state,
    plan,
    pose: carryPose(old, state.pose, plan, state.view.ignoreLimits),
    selectedJoint: selected,
    hoveredJoint: null,
  };
}

/** Each joint's DOF values follow the joint by name and the DOF by position; new DOFs start neutral. */
export function carryPose(old: OpenPlan, pose: Pose | null, plan: OpenPlan, ignoreLimits: boolean): Pose | null {
  const model = plan.model;
  if (!model) return pose;
  const dofs = neutralPose(model);
  const before = old.model;
  if (pose && before) {
    const oldIndex = new Map(before.jointNames.map((name, i) => [name, i] as const));
    for (let j = 0; j < model.jointCount; j++) {
      const o = oldIndex.get(model.jointNames[j]!);
      if (o === undefined) continue;
      const count = Math.min(model.dofStart[j + 1]! - model.dofStart[j]!, before.dofStart[o + 1]! - before.dofStart[o]!);
      for (let k = 0; k < count; k++) dofs[model.dofStart[j]! + k] = pose.dofs[before.dofStart[o]! + k]!;
    }
  }
  if (!ignoreLimits) clampToLimits(model, dofs);
  return {
    dofs,
    rootPosition: pose && !model.fixedBase ? pose.rootPosition : [0, 0, 0],
    rootQuat: pose && !model.fixedBase ? pose.rootQuat : [1, 0, 0, 0],
  };
}

export function canUndo(editor: EditorState): boolean {
  return editor.past.length > 0;
}

export function canRedo(editor: EditorState): boolean {
  return editor.future.length > 0;
}

export function hasUnexportedChanges(state: StudioState): boolean {
  return state.plan !== null && state.plan.source.text !== state.editor.exportedText;
}
