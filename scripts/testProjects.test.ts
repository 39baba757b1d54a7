import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// vitest.config.ts puts a test in its project by its file name, and `npm run test:fast` leaves out
// the tests that start a process. A test that starts one under a plain `*.test.ts` name would slow
// the fast lane down unnoticed, so this names every such file.
const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'mock-api', 'scripts'];
/** The names of the projects whose tests may start a process. */
const PROCESS_NAMES = /\.(process|package|contract)\.test\.tsx?$/;
/** A value import (not `import type`) of child_process, or of the CLI runner (src/cli/testing/runCli.ts). */
const STARTS_A_PROCESS = /^import\s+(?!type\b)[^;]*?from\s+'(?:node:child_process|child_process|[^']*\/testing\/runCli\.ts)'/m;

function testFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(/[\\/]/).includes('node_modules'))
      .map((file) => `${folder}/${file.replaceAll('\\', '/')}`),
  );
}

describe('the test projects (vitest.config.ts)', () => {
  it('name every test file that starts a process *.process.test.ts (or *.package / *.contract), so test:fast leaves it out', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(0);
    const misnamed = files.filter((file) => !PROCESS_NAMES.test(file) && STARTS_A_PROCESS.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(misnamed).toEqual([]);
  });
});
