import type { EditResult } from '../../../bodyplan/edit/documentEdits.ts';
import type { BodyPlan } from '../../../bodyplan/format/schema.ts';
import { editedText } from '../model/openPlan/index.ts';
import { readForwardAxis, readUpAxis, withForwardAxis, withUpAxis, type ForwardAxis, type UpAxis } from '../model/view/upAxis.ts';
import type { StudioCommand } from '../store/studioCommands.ts';
import type { StudioState } from '../store/studioState.ts';

/**
 * What choosing an up axis does: the view turns at once, and a plan that is valid JSON gets the axis
 * as "x-studio": {"upAxis": ...} (one undo step), so that saving or exporting it keeps the choice
 * and opening it again restores it. A plan whose text is broken only turns the view.
 */
export function upAxisChosen(state: StudioState, axis: UpAxis): StudioCommand[] {
  const commands: StudioCommand[] = [{ type: 'viewChanged', patch: { upAxis: axis } }];
  if (state.plan?.document) commands.push({ type: 'documentEdited', edit: (document) => withUpAxis(document, axis), key: 'view:upAxis' });
  return commands;
}

/** What choosing a forward axis does: as upAxisChosen, with "x-studio": {"forwardAxis": ...}. */
export function forwardAxisChosen(state: StudioState, axis: ForwardAxis): StudioCommand[] {
  const commands: StudioCommand[] = [{ type: 'viewChanged', patch: { forwardAxis: axis } }];
  if (state.plan?.document) commands.push({ type: 'documentEdited', edit: (document) => withForwardAxis(document, axis), key: 'view:forwardAxis' });
  return commands;
}

/**
 * What saving keeps of the view: a plan that does not say which way it faces opens facing the way
 * guessForwardAxis reads from its names and shape (and with the up axis the user has). Exporting
 * writes those assumed axes into "x-studio" (one undo step, before the text is taken), so that the
 * file says what its Front view was and opens the same everywhere. An axis the plan already
 * carries (the user's choice, or the file's own) is never overwritten; a broken text is left alone.
 */
export function assumedAxesKept(state: StudioState): StudioCommand[] {
  const { upAxis, forwardAxis } = state.view;
  if (!state.plan?.document || forwardAxis === null || readForwardAxis(state.plan.document) !== null) return [];
  const carriedUp = readUpAxis(state.plan.document);
  const edit = (document: BodyPlan): EditResult => {
    const withUp = carriedUp === null ? withUpAxis(document, upAxis) : { ok: true as const, document };
    return withUp.ok ? withForwardAxis(withUp.document, forwardAxis) : withUp;
  };
  return [{ type: 'documentEdited', edit, key: 'view:assumedAxes' }];
}

/**
 * The text an export writes and the commands that keep it in the Studio: the plan's text with its
 * assumed axes (assumedAxesKept). The text is made here rather than read back after dispatching,
 * because a big plan's edit waits in the store's queue while it loads.
 */
export function planToExport(state: StudioState): { text: string; commands: StudioCommand[] } | null {
  const plan = state.plan;
  if (!plan) return null;
  const commands = assumedAxesKept(state);
  const edit = commands[0]?.type === 'documentEdited' ? commands[0].edit : null;
  const edited = edit ? editedText(plan, edit) : null;
  return edited && 'text' in edited ? { text: edited.text, commands } : { text: plan.source.text, commands: [] };
}
