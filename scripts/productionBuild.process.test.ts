import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_HOOK_MARKER } from './testHooksPlugin.ts';

const root = join(import.meta.dirname, '..');
const outDirs: string[] = [];

/** Builds the real app (a few seconds) into a temporary folder; returns the JavaScript files that mention the hook. */
function buildAndFindHook(testHooks: boolean): string[] {
  const outDir = mkdtempSync(join(tmpdir(), 'studio-build-'));
  outDirs.push(outDir);
  const env = { ...process.env };
  if (testHooks) env.VITE_TEST_HOOKS = '1';
  else delete env.VITE_TEST_HOOKS;
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: root, env, stdio: 'pipe' });
  const assets = join(outDir, 'assets');
  return readdirSync(assets).filter((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(TEST_HOOK_MARKER));
}

afterAll(() => {
  for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the production build', () => {
  it('carries no debug hook; only the e2e build (VITE_TEST_HOOKS=1) has window.__studioDebug', () => {
    expect(buildAndFindHook(false)).toEqual([]);
    expect(buildAndFindHook(true).length).toBeGreaterThan(0);
  });
});
