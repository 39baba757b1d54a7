import { withForwardAxis, withUpAxis, type ForwardAxis, type UpAxis } from '../model/view/upAxis.ts';
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
