import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsOf, mentionResolves, pathSuffixes, repositoryFiles, sourceNamesIn } from './fileMentions.ts';

// docs/ARCHITECTURE.md is the map of the code as it is: every path it names must exist, so a move
// or a rename that forgets the map fails here, with every stale path listed at once. The README's
// paths and the file names in code comments are held to the same rule.
const ROOT = join(import.meta.dirname, '..');
const DOC = 'docs/ARCHITECTURE.md';

const PATH_PREFIXES = ['src/', 'e2e/', 'bench/', 'scripts/', 'mock-api/', 'public/', 'test-data/', 'docs/', 'bin/', '.ci/'];
const TOP_LEVEL_FILES = new Set([
  'package.json',
  'package-lock.json',
  'index.html',
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'eslint.config.js',
  'tsconfig.json',
  'README.md',
]);

/** Inline code spans of a Markdown text (fenced blocks left out). */
export function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

/** The spans that name a path of the repository. */
export function repoPaths(markdown: string): string[] {
  return [...new Set(codeSpans(markdown).filter((span) => TOP_LEVEL_FILES.has(span) || PATH_PREFIXES.some((prefix) => span.startsWith(prefix))))];
}

/** Why `path` does not name what exists (a folder when it ends in `/`; `*` matches within one name), or null. */
function problemOf(path: string): string | null {
  const isFolder = path.endsWith('/');
  const segments = path.replace(/\/$/, '').split('/');
  let candidates = [ROOT];
  for (const segment of segments) {
    const next: string[] = [];
    for (const dir of candidates) {
      if (!segment.includes('*')) {
        if (existsSync(join(dir, segment))) next.push(join(dir, segment));
        continue;
      }
      if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
      const pattern = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);
      for (const name of readdirSync(dir)) if (pattern.test(name)) next.push(join(dir, name));
    }
    candidates = next;
  }
  if (candidates.length === 0) return `${path} (not found)`;
  if (isFolder && !candidates.some((candidate) => statSync(candidate).isDirectory())) return `${path} (not a folder)`;
  return null;
}

describe('docs/ARCHITECTURE.md', () => {
  const doc = readFileSync(join(ROOT, DOC), 'utf8');
  const paths = repoPaths(doc);

  it('names only paths that exist (folders, ending in /, are folders)', () => {
    const missing = paths.map(problemOf).filter((problem) => problem !== null);
    expect(missing, `${DOC} names paths that do not exist:\n  ${missing.join('\n  ')}`).toEqual([]);
  });

  it('names at least 40 distinct paths', () => {
    expect(paths.length, `${DOC} names only ${paths.length} paths`).toBeGreaterThanOrEqual(40);
  });

  it('is linked from README.md', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const linked = /\]\((\.\/)?docs\/ARCHITECTURE\.md(#[^)]*)?\)/.test(readme);
    expect(linked, 'README.md has no Markdown link to docs/ARCHITECTURE.md').toBe(true);
  });
});

describe('README.md', () => {
  it('names only paths that exist', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const missing = repoPaths(readme).map(problemOf).filter((problem) => problem !== null);
    expect(missing, `README.md names paths that do not exist:\n  ${missing.join('\n  ')}`).toEqual([]);
  });
});

describe('code comments', () => {
  it('name only source files that exist', () => {
    const files = repositoryFiles(ROOT);
    const known = new Set(files);
    const suffixes = pathSuffixes(files);
    const sources = files.filter((file) => /\.(tsx?|mjs|cjs|js)$/.test(file) && !file.endsWith('.generated.ts'));
    const stale: string[] = [];
    let mentions = 0;
    for (const file of sources) {
      for (const comment of commentsOf(file, readFileSync(join(ROOT, file), 'utf8'))) {
        for (const name of sourceNamesIn(comment)) {
          mentions++;
          if (!mentionResolves(name, file, known, suffixes)) stale.push(`${file}: ${name}`);
        }
      }
    }
    expect(stale, `comments name files that do not exist:\n  ${stale.join('\n  ')}`).toEqual([]);
    // The scan itself must keep finding what comments say (a broken scanner would pass with none).
    expect(mentions).toBeGreaterThan(100);
  });
});

describe('file mentions in comments', () => {
  const files = new Set(['src/a/b/upAxis.ts', 'src/a/kinematics.ts', 'src/c/upAxis.ts']);
  const suffixes = pathSuffixes(files);

  it('finds the comments of a source, not its strings or regular expressions', () => {
    const text = "// see b/upAxis.ts\nconst url = 'http://x/not-a-comment.ts'; /* and ../kinematics.ts */\nconst re = /\\/\\/x.ts/;";
    expect(commentsOf('src/a/b/file.ts', text).flatMap(sourceNamesIn)).toEqual(['b/upAxis.ts', '../kinematics.ts']);
  });

  it('resolves a relative name from the file, any other as the end of a path', () => {
    expect(mentionResolves('../kinematics.ts', 'src/a/b/file.ts', files, suffixes)).toBe(true);
    expect(mentionResolves('../../kinematics.ts', 'src/a/b/file.ts', files, suffixes)).toBe(false);
    expect(mentionResolves('b/upAxis.ts', 'src/x.ts', files, suffixes)).toBe(true);
    expect(mentionResolves('view/upAxis.ts', 'src/x.ts', files, suffixes)).toBe(false);
    expect(mentionResolves('upAxis.ts', 'src/x.ts', files, suffixes)).toBe(true);
  });

  it('leaves out names that are not files of ours (a library, what the build emits)', () => {
    expect(sourceNamesIn('three.js draws; the build writes sw.js; see ikSlice.ts and e.g.')).toEqual(['ikSlice.ts']);
  });
});

describe('repoPaths', () => {
  it('takes code spans that start like a repository path, and the top-level files', () => {
    const text = 'See `src/a.ts`, `mock-api/`, `index.html`, `dispatch`, `a.ts` and\n```\n`src/in-fence.ts`\n```\n`src/a.ts` again.';
    expect(repoPaths(text)).toEqual(['src/a.ts', 'mock-api/', 'index.html']);
  });
});
