import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const MAIN = join(REPO_ROOT, 'mock-api', 'main.ts');

/**
 * `npm run mock-api`'s program (`tsx mock-api/main.ts`) in a process of its own: for the tests of
 * the program itself, e2e runs that need its flags, and the hostile run that measures its memory.
 * (Tests that only need the mock's answers serve its handler in-process with
 * src/testing/httpTestServer.ts, as mock-api/contract/target.ts does.)
 */
export interface MockApiChild {
  child: ChildProcess;
  /** Everything it printed so far. */
  stdout(): string;
  stderr(): string;
  /** Its exit code once it has exited (null when a signal ended it). */
  exit: Promise<number | null>;
}

export function spawnMockApi(args: readonly string[]): MockApiChild {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

export interface MockApiProcess extends MockApiChild {
  /** `http://127.0.0.1:<port>` as its ready line printed it. */
  baseUrl: string;
  host: string;
  port: number;
  /** Sends `signal` (SIGTERM by default) unless it has exited already; resolves with its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const READY_LINE = /^mock-api listening on (http:\/\/\S+)\n/m;

/**
 * Starts the program on 127.0.0.1 at `port` (0: one the system picks) with `args` and waits for its
 * ready line; rejects with what it printed if it exits first or is not ready within `readyTimeoutMs`.
 */
export async function startMockApiProcess(args: readonly string[] = [], { port = 0, readyTimeoutMs = 60_000 } = {}): Promise<MockApiProcess> {
  const running = spawnMockApi(['--host', '127.0.0.1', '--port', String(port), ...args]);
  const { child } = running;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return running.exit;
  };
  const printed = () => `${running.stdout()}${running.stderr()}`;
  const url = await new Promise<URL>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`mock-api was not ready within ${readyTimeoutMs / 1000} s: ${printed()}`));
    }, readyTimeoutMs);
    const check = () => {
      const match = READY_LINE.exec(running.stdout());
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout!.off('data', check);
      resolve(new URL(match[1]));
    };
    child.stdout!.on('data', check);
    void running.exit.then((code) => {
      clearTimeout(timer);
      reject(new Error(`mock-api exited with ${code}: ${printed()}`));
    });
  });
  return { ...running, baseUrl: url.origin, host: url.hostname, port: Number(url.port), stop };
}
