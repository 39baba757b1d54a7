/**
 * Where each opened file sits inside what was opened (a dropped folder's entry path, or a chosen
 * directory's `webkitRelativePath`), so includes and `package.xml` folders resolve as on disk.
 * A File cannot carry this itself when it comes from a folder drop, hence the side table.
 */
const paths = new WeakMap<File, string>();

/** Records the path (a drop entry's `fullPath`, leading slash dropped) of a file read from a dropped folder. */
export function rememberRelativePath(file: File, path: string): void {
  paths.set(file, path.replace(/^\/+/, ''));
}

/** The file's path inside what was opened: recorded, else its `webkitRelativePath`, else its name. */
export function relativePathOf(file: File): string {
  // Some environments (jsdom, older browsers) have no webkitRelativePath at all.
  return paths.get(file) ?? (file.webkitRelativePath || file.name);
}
