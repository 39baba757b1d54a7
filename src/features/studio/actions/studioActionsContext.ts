import { createContext, useContext } from 'react';
import type { ActionContext, StudioActionId, StudioActionSpec } from '../model/actions/studioActions.ts';

/** The Studio's actions bound to the page: what each one does, and the state that enables it. */
export interface BoundActions {
  context: ActionContext;
  run(id: StudioActionId): void;
  isEnabled(action: StudioActionSpec): boolean;
  /** A Mac shows ⌘ for Ctrl. */
  mac: boolean;
}

export const StudioActionsContext = createContext<BoundActions | null>(null);

export function useStudioActions(): BoundActions {
  const actions = useContext(StudioActionsContext);
  if (!actions) throw new Error('useStudioActions needs a StudioActionsProvider');
  return actions;
}
