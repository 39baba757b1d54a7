import { createStore, useStore } from 'zustand';
import type { ImportChoices } from '../importChoices/importChoices.ts';
import type { ImportStage } from './importProtocol.ts';

/** The robot import running in the worker, for the status line and its Cancel; null when none runs. */
export interface RunningImport {
  name: string;
  stage: ImportStage;
  /** The import choices it runs with: the choices form shows them until the import ends (then the session's again, changed or not). */
  choices: ImportChoices;
  cancel(): void;
}

const importProgressStore = createStore<{ running: RunningImport | null }>(() => ({ running: null }));

export function setRunningImport(running: RunningImport | null): void {
  importProgressStore.setState({ running });
}

export function getRunningImport(): RunningImport | null {
  return importProgressStore.getState().running;
}

export function useRunningImport(): RunningImport | null {
  return useStore(importProgressStore, (s) => s.running);
}
