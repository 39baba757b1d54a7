import { realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { FileRefusedError } from '../../bodyplan/import/refusedFile.ts';
import { readTextFile } from '../io.ts';

/**
 * The folders a model's other files may come from: the model's own folder and the package folders
 * (`--package-path` and the package holding the model). A path is checked after resolving symbolic
 * links (`realpath`), so `../../`, `$(find pkg)/../../` and a link pointing out are all refused.
 */
export class AllowedFolders {
  private readonly roots: string[];

  constructor(folders: readonly string[]) {
    this.roots = [...new Set(folders.map((folder) => realOrResolved(folder)))];
  }

  /** The file's real path when it is inside an allowed folder; null when it does not exist; FileRefusedError when outside. */
  check(path: string): string | null {
    let real: string;
    try {
      real = realpathSync(path);
    } catch {
      return null;
    }
    if (this.roots.some((root) => real === root || real.startsWith(root.endsWith(sep) ? root : root + sep))) return real;
    throw new FileRefusedError(`${path} is outside the model's folder and the package folders (${this.roots.join(', ')}): not read (give its folder with --package-path if it belongs to the model)`);
  }

  /** Reads a file for an include or load_yaml: its text, undefined when there is no such file, FileRefusedError when outside. */
  readText(path: string): string | undefined {
    const real = this.check(path);
    if (real === null) return undefined;
    try {
      return statSync(real).isFile() ? readTextFile(real) : undefined;
    } catch {
      return undefined;
    }
  }
}

function realOrResolved(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return resolve(folder);
  }
}
