/**
 * Forward-slash paths for files opened together (the CLI's real paths, the Studio's folder-relative
 * names), without Node's `path` so the Studio can use them too. A backslash is read as a slash.
 */

/** `a/./b/../c` -> `a/c`; keeps a leading `/` and leading `..` segments. */
export function normalizePath(path: string): string {
  const absolute = path.startsWith('/') || path.startsWith('\\');
  const parts: string[] = [];
  for (const part of path.split(/[\\/]+/)) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (part !== '..' || !absolute) parts.push(part);
  }
  const joined = parts.join('/');
  return absolute ? `/${joined}` : joined === '' ? '.' : joined;
}

/** The folder holding `path` (`.` for a bare name). */
export function dirnameOf(path: string): string {
  const normal = normalizePath(path);
  const slash = normal.lastIndexOf('/');
  return slash < 0 ? '.' : slash === 0 ? '/' : normal.slice(0, slash);
}

/** `relative` read from `folder` (an absolute `relative` stays as it is). */
export function joinPath(folder: string, relative: string): string {
  return relative.startsWith('/') ? normalizePath(relative) : normalizePath(`${folder}/${relative}`);
}

/** Resolves a `package://pkg/rest` URL with `packages` (name -> folder); null for another kind of path or an unknown package. */
function resolvePackageUrl(url: string, packages: ReadonlyMap<string, string>): string | null {
  const match = /^package:\/\/([^/\\]+)[/\\]?(.*)$/.exec(url);
  if (!match) return null;
  const folder = packages.get(match[1]!);
  return folder === undefined ? null : joinPath(folder, match[2]!);
}

/**
 * Where a file a model names is: `package://pkg/…` by its package's folder, `file:///abs` as that
 * path, anything else relative to `baseFolder` (the model's folder). Null for a `package://` whose
 * package is unknown or a URL of another scheme.
 */
export function resolveModelPath(file: string, baseFolder: string, packages: ReadonlyMap<string, string>): string | null {
  if (file.startsWith('package://')) return resolvePackageUrl(file, packages);
  if (file.startsWith('file://')) return normalizePath(file.slice('file://'.length));
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(file)) return null;
  return joinPath(baseFolder, file);
}
