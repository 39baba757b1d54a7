import { readCappedText, TooLargeError } from '../../../cappedRead.ts';
import { isXacroName } from '../../../bodyplan/import/xacro/importXacro.ts';
import { xacroFolderOf } from '../../../bodyplan/import/xacro/xacroFolder.ts';
import { meshFormatOf } from '../../../bodyplan/import/visualMeshes.ts';
import { relativePathOf } from '../meshes/filePaths.ts';
import { MAX_PLAN_BYTES } from './urlLoad/planBytes.ts';
import type { XacroInputs } from './xacroSession.ts';

/** Text files a xacro description may read: xacro, URDF, XML (package.xml, includes), YAML (xacro.load_yaml). */
const isDescriptionText = (name: string) => /\.(xacro|urdf|xml|ya?ml)$/i.test(name);

export interface XacroFolderFiles {
  /** The main xacro file's name (without folders) and its text. */
  name: string;
  text: string;
  inputs: XacroInputs;
  /** The opened files that are meshes. */
  meshes: File[];
}

/**
 * Files opened together (a folder dropped or chosen) as a xacro description: the texts by their
 * path inside the folder, its packages, the main xacro and the mesh files; null when none of them
 * is a xacro file. A text over the plan size cap is left out (an include of it then fails, located).
 */
export async function readXacroFolder(files: readonly File[]): Promise<XacroFolderFiles | null> {
  if (!files.some((f) => isXacroName(f.name))) return null;
  const texts: { path: string; text: string }[] = [];
  for (const file of files) {
    if (!isDescriptionText(file.name)) continue;
    try {
      texts.push({ path: relativePathOf(file), text: await readCappedText(file, MAX_PLAN_BYTES) });
    } catch (error) {
      if (!(error instanceof TooLargeError)) throw error;
    }
  }
  const folder = xacroFolderOf(texts);
  if (folder === null) return null;
  return {
    name: folder.main.replace(/^.*\//, ''),
    text: folder.files.get(folder.main)!,
    inputs: { path: folder.main, files: folder.files, packages: folder.packages, args: new Map() },
    meshes: files.filter((f) => meshFormatOf(f.name) !== null),
  };
}
