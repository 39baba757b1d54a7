import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { packageNameOf } from '../../bodyplan/import/xacro/packageXml.ts';
import { readTextFile, UsageError } from '../io.ts';

/** At most this many directory entries are looked at over all --package-path folders. */
const MAX_SCANNED_ENTRIES = 100_000;

export interface PackageFolders {
  /** Package name -> its folder (the one holding its package.xml). */
  packages: Map<string, string>;
  /** What the scan has to say: a cap reached, a name found twice. */
  notes: string[];
}

/**
 * ROS packages by name, for `package://pkg/…` and `$(find pkg)`: every `package.xml` under each
 * `--package-path` folder (searched breadth-first, skipping node_modules and hidden folders, not
 * following symbolic links, at most MAX_SCANNED_ENTRIES entries), plus the package that holds the
 * model file itself (the nearest folder above it with a package.xml). When a name is found twice,
 * the first folder wins and a note says so.
 */
export function findPackageFolders(modelFile: string, folders: readonly string[], cap = MAX_SCANNED_ENTRIES): PackageFolders {
  const packages = new Map<string, string>();
  const notes: string[] = [];
  const add = (manifest: string) => {
    let text: string;
    try {
      text = readTextFile(manifest);
    } catch {
      return;
    }
    const name = packageNameOf(text);
    if (name === null) return;
    const folder = dirname(manifest);
    const known = packages.get(name);
    if (known === undefined) packages.set(name, folder);
    else if (known !== folder) notes.push(`package "${name}" is in both ${known} and ${folder}: using ${known}`);
  };
  let scanned = 0;
  for (const folder of folders) {
    let stats;
    try {
      stats = statSync(folder);
    } catch {
      throw new UsageError(`--package-path: no folder "${folder}"`);
    }
    if (!stats.isDirectory()) throw new UsageError(`--package-path: "${folder}" is not a folder`);
    const queue = [resolve(folder)];
    while (queue.length > 0 && scanned < cap) {
      const current = queue.shift()!;
      let entries;
      try {
        entries = readdirSync(current, { withFileTypes: true });
      } catch {
        continue;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      for (const entry of entries) {
        if (++scanned > cap) {
          notes.push(`--package-path: stopped after ${cap} files and folders; give a narrower folder if a package is not found`);
          break;
        }
        if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
        if (entry.isDirectory()) queue.push(join(current, entry.name));
        else if (entry.isFile() && entry.name === 'package.xml') add(join(current, entry.name));
      }
    }
  }
  // The package the model is in, found upwards from its folder.
  for (let folder = resolve(dirname(modelFile)); ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.xml'))) {
      add(join(folder, 'package.xml'));
      break;
    }
    if (dirname(folder) === folder) break;
  }
  return { packages, notes };
}
