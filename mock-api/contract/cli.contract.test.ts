import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeMockOnly } from './target.ts';

// `npm run mock-api` runs `tsx mock-api/main.ts`; the test starts the same entry point.
const repoRoot = join(import.meta.dirname, '..', '..');
const MAIN = join(repoRoot, 'mock-api', 'main.ts');

function start(args: string[]): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: repoRoot });
}

function collect(child: ChildProcessWithoutNullStreams): { stdout: () => string; stderr: () => string; exit: Promise<number | null> } {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { stdout: () => stdout, stderr: () => stderr, exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

async function waitForLine(output: () => string): Promise<string> {
  for (let i = 0; i < 600; i += 1) {
    if (output().includes('\n')) return output();
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no line printed; stdout so far: ${output()}`);
}

describeMockOnly('npm run mock-api', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('prints one line when ready, serves, and stops cleanly on %s', async (signal) => {
    const child = start(['--port', '0', '--host', '127.0.0.1', '--seed', '7', '--news', '40', '--latency', '0', '--fail-rate', '0']);
    const { stdout, stderr, exit } = collect(child);
    const line = await waitForLine(stdout);
    const match = /^mock-api listening on (http:\/\/127\.0\.0\.1:(\d+))\n$/.exec(line);
    expect(match, line).not.toBeNull();
    const page = (await (await fetch(`${match?.[1]}/api/v1/news/?limit=1`)).json()) as { count: number };
    expect(page.count).toBe(40);
    child.kill(signal);
    expect(await exit).toBe(0);
    expect(stdout()).toBe(line);
    expect(stderr()).toBe('');
  }, 60_000);

  it.each([
    [['--port', 'abc'], '--port must be an integer'],
    [['--fail-rate', '2'], '--fail-rate must be a number from 0 to 1'],
    [['--latency', '5-1'], '--latency: MIN must not exceed MAX'],
    [['--news=-3'], '--news must be an integer'],
    [['--seed', 'x'], '--seed must be an integer'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--host'], "Option '--host <value>' argument missing"],
  ])('%j exits 2 with a clear error', async (args, message) => {
    const child = start(args);
    const { stdout, stderr, exit } = collect(child);
    expect(await exit).toBe(2);
    expect(stderr()).toContain(message);
    expect(stderr()).toContain('usage: npm run mock-api');
    expect(stdout()).toBe('');
  }, 60_000);
});
