import { rmSync, statSync } from 'node:fs';
import { writeResultFile, type ResultFormat } from '../resultFile.ts';

export interface Output {
  /** The option that named it (-o, --json, ...), for messages. */
  option: string;
  path: string;
  text: string;
  format: ResultFormat;
}

/**
 * Writes a command's several outputs so that they are there together or not at all: each one
 * whole (writeResultFile: a temporary file renamed over it), and when one fails, or `stopped()`
 * says the command was stopped (Ctrl-C) between two, the ones this call made are removed again
 * (a file that was there before keeps its new content: there is no old one left to put back).
 * Returns false when stopped; a failed write throws writeResultFile's UsageError (exit 2).
 */
export async function writeOutputs(outputs: readonly Output[], stopped: () => boolean): Promise<boolean> {
  const created: string[] = [];
  try {
    for (const output of outputs) {
      if (stopped()) {
        removeAll(created);
        return false;
      }
      const existed = statSync(output.path, { throwIfNoEntry: false }) !== undefined;
      await writeResultFile(output.path, output.text, output.format);
      if (!existed) created.push(output.path);
    }
    return true;
  } catch (error) {
    removeAll(created);
    throw error;
  }
}

function removeAll(paths: readonly string[]): void {
  for (const path of paths) rmSync(path, { force: true });
}
