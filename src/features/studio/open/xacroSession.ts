import { createStore, useStore } from 'zustand';
import type { XacroArgument } from '../../../bodyplan/import/xacro/expandXacro.ts';
import type { PlanOrigin } from '../model/openPlan/index.ts';
import type { CompanionFiles } from './useOpenBodyPlan.ts';

/** The files a xacro description was opened with, to expand it again with other arguments. */
export interface XacroInputs {
  /** The main file's path among `files`. */
  path: string;
  files: ReadonlyMap<string, string>;
  packages: ReadonlyMap<string, string>;
  args: ReadonlyMap<string, string>;
  /** `$(env NAME)` / `$(optenv NAME …)` values given in the form (the page has no environment of its own). */
  env?: ReadonlyMap<string, string>;
}

/**
 * The xacro description last opened (null when the open plan did not come from one): its declared
 * arguments, the expanded URDF to save, and what opens it again with other argument values (its
 * companions hold the values used). Kept for this page only, like the meshes opened with it.
 */
export interface XacroSession {
  /** The xacro file's name (as opened) and text. */
  name: string;
  text: string;
  origin: PlanOrigin;
  declared: XacroArgument[];
  /** The expanded URDF, or null when the expansion failed. */
  expanded: string | null;
  companions: CompanionFiles & { xacro: XacroInputs };
}

const xacroSessionStore = createStore<{ session: XacroSession | null }>(() => ({ session: null }));

export function setXacroSession(session: XacroSession | null): void {
  xacroSessionStore.setState({ session });
}

export function useXacroSession(): XacroSession | null {
  return useStore(xacroSessionStore, (s) => s.session);
}
