import { createStudioStore } from './studioStore.ts';
import type { StudioCommand } from './studioCommands.ts';
import { initialStudioState, type StudioState } from './studioState.ts';
import type { PlanOrigin } from '../model/openPlan/index.ts';

/** The state after the Studio store, started from `state`, ran the commands (states are immutable, so runs can branch). */
export function runCommands(state: StudioState, ...commands: StudioCommand[]): StudioState {
  const store = createStudioStore(state);
  for (const command of commands) store.dispatch(command);
  return store.getState();
}

export function openedState(text: string, name = 'plan.json', origin: PlanOrigin = 'file'): StudioState {
  return runCommands(initialStudioState, { type: 'planOpened', source: { name, text, origin } });
}
