import { statSync } from 'node:fs';

/**
 * True when `result` exists and was modified strictly after every one of `inputs`, so solving again
 * would give the same file. A missing or unreadable input never counts as up to date: the job runs
 * and reports it. The jobs file itself is not an input: adding jobs to it must not redo finished
 * ones (after changing a job's options, delete its result or pass --force).
 */
export function isUpToDate(result: string, inputs: readonly string[]): boolean {
  const resultTime = modifiedAt(result);
  if (resultTime === null) return false;
  for (const input of inputs) {
    const inputTime = modifiedAt(input);
    if (inputTime === null || inputTime >= resultTime) return false;
  }
  return true;
}

/** Modification time in nanoseconds (bigint: milliseconds as floats lose the sub-millisecond order). */
function modifiedAt(path: string): bigint | null {
  try {
    return statSync(path, { bigint: true }).mtimeNs;
  } catch {
    return null;
  }
}
