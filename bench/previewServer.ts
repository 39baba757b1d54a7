import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/**
 * Builds the app into `distDir` and serves it with `vite preview` on `port`. With the test hooks
 * (the Studio benches read window.__studioDebug), or without them, as in production (the reader's
 * cold-load and Lighthouse benches). `buildArgs` go to `vite build` (e.g. `--minify false`, so that
 * a CPU profile names the functions). With `build: false` it serves what `distDir` holds (an earlier
 * build, to compare two versions of the app in one machine state).
 */
export async function startPreview(distDir: string, port: number, { testHooks = true, buildArgs = [] as string[], build: rebuild = true } = {}): Promise<{ url: string; stop(): void }> {
  const env = { ...process.env };
  if (testHooks) env.VITE_TEST_HOOKS = '1';
  else delete env.VITE_TEST_HOOKS;
  if (rebuild) {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--logLevel', 'warn', ...buildArgs], { cwd: root, stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  const server: ChildProcess = spawn(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--outDir', distDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: 'ignore', detached: true, env },
  );
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // already gone
    }
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error('vite preview did not start');
}

/** Debian's Chromium with SwiftShader WebGL, as the e2e tests run it. */
export const CHROMIUM_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
};
