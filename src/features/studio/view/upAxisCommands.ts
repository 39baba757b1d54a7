import { effectiveForwardAxis, readForwardAxis, withForwardAxis, withKeptAxes, withUpAxis, type ForwardAxis, type UpAxis } from '../model/view/upAxis.ts';
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
 * What "Keep in plan" does for a plan that does not carry its forward axis: the axes the view uses
 * (the guessed or default forward axis, and the up axis) go into "x-studio", merged with what it
 * holds, as one undo step. Nothing for a plan that carries one or whose text is broken: the file
 * changes only by this act, never on opening or exporting.
 */
export function axesKept(state: StudioState): StudioCommand[] {
  const document = state.plan?.document;
  if (!document || readForwardAxis(document) !== null) return [];
  const { upAxis, forwardAxis } = state.view;
  const forward = effectiveForwardAxis(upAxis, forwardAxis);
  return [{ type: 'documentEdited', edit: (edited) => withKeptAxes(edited, upAxis, forward) }];
}
