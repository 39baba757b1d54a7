import type { EditResult } from '../../../bodyplan/edit/documentEdits.ts';
import { editedText, travelTarget, type OpenPlan, type PlanSource } from '../model/openPlan/index.ts';
import { renamedPlan } from '../model/openPlan/renamedPlan.ts';
import type { Pose } from '../../../bodyplan/kinematics/pose.ts';
import type { BodyPlan } from '../../../bodyplan/format/schema.ts';
import type { PoseAction, StudioAction, StudioState, ViewAction } from './studioState.ts';

/**
 * What the page asks of the Studio. The store turns each command into a pure StudioAction: it
 * loads texts, reads the clock and makes ids here, so the reducers never do.
 */
export type StudioCommand =
  | ViewAction
  | PoseAction
  /** keepView: the same model opened again (other import choices): the camera stays where the user put it. */
  /** address: opened from a `?url=` link; reuse: the saved document of that address, opened afresh under its id. */
  | { type: 'planOpened'; source: PlanSource; keepView?: boolean; address?: { url: string; reuse: string | null } }
  | { type: 'documentRestored'; name: string; text: string; documentId: string; address?: string | null; exportedText: string | null; pose: Pose | null; selectedJoint: number | null }
  | { type: 'documentEdited'; edit: (document: BodyPlan) => EditResult; key?: string; at?: number; select?: (document: BodyPlan) => number | null }
  | { type: 'textEdited'; text: string; key?: string; at?: number; select?: (document: BodyPlan) => number | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'documentExported' }
  | { type: 'refusalDismissed' };

/** The world a command may need: the clock, fresh ids, and opening a text (load + one FK). */
export interface CommandWorld {
  now(): number;
  newDocumentId(): string;
  open(source: PlanSource): OpenPlan;
}

export function resolveCommand(state: StudioState, command: StudioCommand, world: CommandWorld): StudioAction | null {
  switch (command.type) {
    case 'planOpened':
      return {
        type: 'opened',
        plan: world.open(command.source),
        documentId: command.address?.reuse ?? world.newDocumentId(),
        ...(command.address ? { address: command.address.url } : {}),
        ...(command.keepView ? { keepView: true } : {}),
      };
    case 'documentRestored': {
      const plan = world.open({ name: command.name, text: command.text, origin: 'file' });
      return { type: 'restored', plan, documentId: command.documentId, address: command.address ?? null, exportedText: command.exportedText, pose: command.pose, selectedJoint: command.selectedJoint };
    }
    case 'documentEdited': {
      const renamed = resolveRename(state, command, world.now);
      if (renamed) return renamed;
      const edited = editedText(state.plan, command.edit);
      if (edited === null) return state.history.refusal ? { type: 'editRefused', reason: null } : null;
      if ('refusal' in edited) return { type: 'editRefused', reason: edited.refusal };
      const select = command.select;
      return replaced(state, edited.text, command.key, command.at, world, select ? (plan) => (plan.document ? select(plan.document) : null) : undefined);
    }
    case 'textEdited': {
      const select = command.select;
      return replaced(state, command.text, command.key, command.at, world, select ? (plan) => (plan.document ? select(plan.document) : null) : undefined);
    }
    case 'undo':
    case 'redo': {
      const direction = command.type === 'undo' ? 'back' : 'forward';
      const target = travelTarget(state.history, direction);
      if (!state.plan || !target) return null;
      const plan = target.text === state.plan.source.text ? null : world.open({ ...state.plan.source, text: target.text });
      return { type: 'travelled', direction, plan, ignoreLimits: state.view.ignoreLimits };
    }
    case 'documentExported':
      return { type: 'exported' };
    case 'refusalDismissed':
      return { type: 'refusalDismissed' };
    case 'dofSet':
    case 'dofTyped':
    case 'dofReset':
    case 'jointReset':
    case 'allReset':
    case 'rootPositionSet':
    case 'rootRotationSet':
    case 'poseLoaded':
    case 'poseDragged':
      return { ...command, at: world.now() };
    default:
      return command;
  }
}

/**
 * A rename-only edit (see renamedPlan) as its textReplaced action, without loading the new text;
 * null for any other edit, which then takes the load path.
 */
export function resolveRename(state: StudioState, command: Extract<StudioCommand, { type: 'documentEdited' }>, now: () => number): StudioAction | null {
  if (!state.plan?.document) return null;
  const result = command.edit(state.plan.document);
  if (!result.ok || result.document === state.plan.document) return null;
  const plan = renamedPlan(state.plan, result.document);
  if (!plan) return null;
  const selectedJoint = command.select ? command.select(result.document) : state.selectedJoint;
  return { type: 'textReplaced', plan, key: command.key ?? null, at: command.at ?? now(), selectedJoint, ignoreLimits: state.view.ignoreLimits };
}

function replaced(
  state: StudioState,
  text: string,
  key: string | undefined,
  at: number | undefined,
  world: CommandWorld,
  select?: (plan: OpenPlan) => number | null,
): StudioAction | null {
  if (!state.plan || text === state.plan.source.text) return null;
  const plan = world.open({ ...state.plan.source, text });
  const selectedJoint = select ? select(plan) : state.selectedJoint;
  return { type: 'textReplaced', plan, key: key ?? null, at: at ?? world.now(), selectedJoint, ignoreLimits: state.view.ignoreLimits };
}

/**
 * The text a command will open, with the command rewritten so that opening it later does not redo
 * work: an edit becomes the text edit it produces (edits run against the document as it is when
 * the command's turn comes). Null when the command opens nothing (or is refused: it resolves as is).
 */
export function commandToOpen(state: StudioState, command: StudioCommand): { text: string; name: string; command: StudioCommand } | null {
  const name = state.plan?.source.name ?? 'body plan';
  switch (command.type) {
    case 'planOpened':
      return { text: command.source.text, name: command.source.name, command };
    case 'documentRestored':
      return { text: command.text, name: command.name, command };
    case 'textEdited':
      return state.plan && command.text !== state.plan.source.text ? { text: command.text, name, command } : null;
    case 'documentEdited': {
      const edited = editedText(state.plan, command.edit);
      if (edited === null || 'refusal' in edited) return null;
      return { text: edited.text, name, command: { type: 'textEdited', text: edited.text, key: command.key, at: command.at, select: command.select } };
    }
    case 'undo':
    case 'redo': {
      const target = travelTarget(state.history, command.type === 'undo' ? 'back' : 'forward');
      return state.plan && target && target.text !== state.plan.source.text ? { text: target.text, name, command } : null;
    }
    default:
      return null;
  }
}

/** Commands that open a text (and so wait for one another, in order, while a big text loads). */
export function opensText(command: StudioCommand): boolean {
  return ['planOpened', 'documentRestored', 'documentEdited', 'textEdited', 'undo', 'redo'].includes(command.type);
}
