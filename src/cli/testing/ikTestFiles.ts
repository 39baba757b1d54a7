import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One frame of `bodyplan ik`'s output, as the CLI tests read it. */
export interface IkFrame {
  dofs: number[];
  root_pos: number[];
  root_quat: number[];
  iterations: number;
  rms_error: number | null;
}

/** A writer of input files in a fresh temporary folder: JSON for values, as is for strings. */
export function temporaryFiles(prefix: string): (name: string, content: unknown) => string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return (name, content) => {
    const path = join(dir, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  };
}
