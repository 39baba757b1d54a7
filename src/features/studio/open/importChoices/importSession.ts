import { createStore, useStore } from 'zustand';
import type { RootCandidate } from '../../../../bodyplan/import/importResult.ts';
import type { PlanOrigin } from '../../model/openPlan/index.ts';
import type { CompanionFiles } from '../useOpenBodyPlan.ts';
import type { ImportChoices } from './importChoices.ts';

/**
 * The URDF/MJCF/xacro model last imported (null when the open plan did not come from one): its
 * text and companions, kept so that another import choice imports it again without reading the
 * files, and so that a finding opens the text of the file it is in.
 */
export interface ImportSession {
  name: string;
  text: string;
  origin: PlanOrigin;
  format: 'URDF' | 'MJCF';
  companions: CompanionFiles | undefined;
  choices: ImportChoices;
  rootCandidates: RootCandidate[];
  /** `<site>` elements in the model and its includes. */
  siteCount: number;
}

const importSessionStore = createStore<{ session: ImportSession | null }>(() => ({ session: null }));

export function setImportSession(session: ImportSession | null): void {
  importSessionStore.setState({ session });
}

export function useImportSession(): ImportSession | null {
  return useStore(importSessionStore, (s) => s.session);
}

/** The text of a file the session's findings name: the model itself, an include (by its name or base name) or a xacro file. */
export function sessionFileText(session: ImportSession, file: string): string | undefined {
  if (file === session.name) return session.text;
  const base = (path: string) => path.split(/[\\/]/).pop() ?? path;
  const maps = [session.companions?.includes, session.companions?.xacro?.files].filter((m) => m !== undefined);
  for (const map of maps) {
    const text = map.get(file) ?? map.get(base(file));
    if (text !== undefined) return text;
    for (const [path, content] of map) if (base(path) === base(file) || path.endsWith(`/${file}`)) return content;
  }
  return base(file) === base(session.name) ? session.text : undefined;
}
