import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_LIMITS } from '../mock-api/server/serverLimits.ts';

// `vite preview` with the project's vite.config.ts, over a small build folder laid out like ours
// (index.html with an inline script before the module entry, hashed files in assets/): every answer,
// the page, a file and a 404, carries the security headers, and the CSP names the hash of the
// inline script the served page holds; and a client that connects and sends nothing is dropped as
// the standalone mock drops it (issue 42). No build here: the point is the server, and a fake page
// proves the hash is read from whatever index.html is served.

const ROOT = join(import.meta.dirname, '..');
const INLINE_SCRIPT = "document.documentElement.dataset.appearance=localStorage.getItem('appearance')||'system'";
const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Body Plan Studio</title>
<script>${INLINE_SCRIPT}</script>
<script type="module" crossorigin src="/assets/index-Bx3k9QzA.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-C1aZk0pe.css"></head>
<body><div id="root"></div></body></html>
`;

let dist: string;
let preview: ChildProcess;
let base: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the preview prints its address; rejects with its output if it exits first. */
function started(child: ChildProcess, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // Vite prints the port in bold when it thinks colours are on (CI=1 is enough): read the text without them.
      if (stripVTControlCharacters(output).includes(url)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`vite preview exited (${code}) before listening:\n${output}`)));
  });
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'preview-headers-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-Bx3k9QzA.js'), 'document.getElementById("root").textContent = "ready";\n');
  writeFileSync(join(dist, 'assets', 'index-C1aZk0pe.css'), 'body{margin:0}\n');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  preview = spawn(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await started(preview, base);
});

afterAll(() => {
  preview?.kill();
  rmSync(dist, { recursive: true, force: true });
});

const EXPECTED_HASH = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;

describe('vite preview sends the security headers on every answer', () => {
  it.each([
    ['the page', '/', 200, 'text/html'],
    ['an app route (the page again)', '/news/12', 200, 'text/html'],
    ['a built file', '/assets/index-Bx3k9QzA.js', 200, 'text/javascript'],
    ['a 404 from the mock API', '/api/no-such-endpoint/', 404, 'application/json'],
  ])('%s (%s)', async (_what, path, status, type) => {
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain(type);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' ${EXPECTED_HASH} 'wasm-unsafe-eval'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('vite preview sheds clients as the standalone mock does', () => {
  it('closes a connection that sends nothing after the idle timeout', async () => {
    const { port } = new URL(base);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      socket.once('error', reject);
      socket.once('close', () => resolve(Date.now() - started));
    });
    console.log(`silent connection closed by vite preview after ${closedAfter} ms (idle timeout ${DEFAULT_SERVER_LIMITS.idleTimeout} ms)`);
    expect(closedAfter).toBeGreaterThanOrEqual(DEFAULT_SERVER_LIMITS.idleTimeout - 100);
    // Without the limits, Node keeps such a connection open for good: the test's own timeout would end it.
    expect(closedAfter).toBeLessThan(DEFAULT_SERVER_LIMITS.idleTimeout + 5_000);
  });
});
