import ts from 'typescript';
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

// The file names that code comments mention ("see model/view/upAxis.ts"), found and resolved, so that
// a move or a rename that forgets a comment fails a test instead of sending the next reader to a file
// that is not there. Used by scripts/architectureDoc.test.ts, which checks the map and the README too.

/** Folders that hold no source of ours (installed, built or generated). */
const NOT_OURS = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', 'coverage', '.vite']);

/** Every file of the repository below `root`, as `/`-separated paths relative to it. */
export function repositoryFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      if (NOT_OURS.has(entry.name) || entry.name.startsWith('dist-')) continue;
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk('');
  return files;
}

/** The text of every comment of a TypeScript or JavaScript source (strings and regular expressions left out). */
export function commentsOf(fileName: string, text: string): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const comments: string[] = [];
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push(text.slice(range.pos, range.end));
    }
  };
  // The parser keeps comments as trivia around nodes: each node's leading and trailing ranges cover them all.
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return comments;
}

/** A source file's name as a comment writes it: a bare name, the end of a path, or a path from the file's folder (`./`, `../`). */
const SOURCE_NAME = /(?<![\w./:@-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mjs|cjs|js))(?![\w/])/g;

/**
 * Names that look like source files and are not ours to find: a library's name ("three.js"), files the
 * build emits (the service worker `sw.js`, the packaged CLI's `ikWorker.mjs`) and an installed package's
 * module (zod's `compile.js`).
 */
const NOT_REPOSITORY_FILES = new Set(['three.js', 'sw.js', 'ikWorker.mjs', 'compile.js']);

/** The source file names a comment mentions. */
export function sourceNamesIn(comment: string): string[] {
  return [...comment.matchAll(SOURCE_NAME)].map((match) => match[1]!).filter((name) => !NOT_REPOSITORY_FILES.has(name));
}

/**
 * Whether `name`, mentioned in `fromFile`, names a file of `files`: a name starting `./` or `../` from
 * the mentioning file's folder, any other name as the end of a path (`view/upAxis.ts` matches
 * `src/features/studio/model/view/upAxis.ts`, and no file whose folder is not called view).
 */
export function mentionResolves(name: string, fromFile: string, files: ReadonlySet<string>, suffixes: ReadonlySet<string>): boolean {
  if (name.startsWith('./') || name.startsWith('../')) return files.has(posix.normalize(posix.join(posix.dirname(fromFile), name)));
  return files.has(name) || suffixes.has(name);
}

/** Every `/`-bounded tail of every path (the path a/b/c gives c and b/c), to resolve a mention at once. */
export function pathSuffixes(files: Iterable<string>): Set<string> {
  const suffixes = new Set<string>();
  for (const file of files) {
    const parts = file.split('/');
    for (let start = 1; start < parts.length; start++) suffixes.add(parts.slice(start).join('/'));
  }
  return suffixes;
}
