import { packageNameOf } from './packageXml.ts';
import { dirnameOf, normalizePath } from './paths.ts';
import { isXacroName } from './importXacro.ts';

/** A text file opened with others (a folder drop or a directory chosen), by its path inside what was opened. */
export interface FolderText {
  path: string;
  text: string;
}

export interface XacroFolder {
  /** The xacro file to open: the one no other opened xacro includes, preferring `*.urdf.xacro`. */
  main: string;
  /** Every text opened, by its path made absolute (`/folder/…`): what includes read. */
  files: Map<string, string>;
  /** Package name -> folder, from the `package.xml` files among them. */
  packages: Map<string, string>;
}

const baseName = (path: string) => path.replace(/^.*[\\/]/, '');
/**
 * Paths inside the opened folder, made absolute (`/desc/urdf/a.xacro`): a `$(find pkg)/…` include
 * then names a file by its full path, not one relative to the including file.
 */
const inFolder = (path: string) => normalizePath(`/${path}`);

/**
 * Sorts the texts of an opened folder for a xacro import, or null when none is a xacro file. The
 * main file is a xacro that no other opened xacro includes by its file name (macro files are
 * included), a `.urdf.xacro` first, then the shallowest, then by name.
 */
export function xacroFolderOf(texts: readonly FolderText[]): XacroFolder | null {
  const xacros = texts.filter((t) => isXacroName(t.path));
  if (xacros.length === 0) return null;
  const included = new Set(xacros.flatMap((t) => [...t.text.matchAll(/<xacro:include\b[^>]*?\bfilename\s*=\s*(["'])(.*?)\1/g)].map((m) => baseName(m[2]!).toLowerCase())));
  const depth = (path: string) => normalizePath(path).split('/').length;
  const rank = (path: string) => [included.has(baseName(path).toLowerCase()) ? 1 : 0, /\.urdf\.xacro$/i.test(path) ? 0 : 1, depth(path)] as const;
  const main = xacros
    .map((t) => inFolder(t.path))
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || (a < b ? -1 : a > b ? 1 : 0);
    })[0]!;
  const files = new Map(texts.map((t) => [inFolder(t.path), t.text]));
  const packages = new Map<string, string>();
  for (const t of texts) {
    if (baseName(t.path) !== 'package.xml') continue;
    const name = packageNameOf(t.text);
    if (name !== null && !packages.has(name)) packages.set(name, dirnameOf(inFolder(t.path)));
  }
  return { main, files, packages };
}
