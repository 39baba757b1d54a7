import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');
const BIN = join(REPO_ROOT, 'bin', 'bodyplan.mjs');

export interface CliRun {
  /** The exit code, or null when the process was killed (time limit) or died of a signal. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** '' when standard output went to `stdoutPath`. */
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export interface CliOptions {
  /** The process is killed after this long (then `timedOut`); 20 s by default. */
  timeoutMs?: number;
  /** The process's whole environment; this process's by default. */
  env?: NodeJS.ProcessEnv;
  /** A file that receives standard output (e.g. /dev/full) instead of it being collected. */
  stdoutPath?: string;
  /** The folder it runs in (relative paths on its command line are read from there); the repository by default. */
  cwd?: string;
}

export interface StartedCli {
  /** The running process, e.g. to send it a signal. */
  child: ChildProcess;
  /** What it did, once it has exited. */
  done: Promise<CliRun>;
}

/**
 * Starts the real `bodyplan` CLI (bin/bodyplan.mjs under this node, in the repository) without
 * waiting for it: the one way tests, e2e specs and scripts run it. Killed after `timeoutMs`.
 * Output beyond 64 MB per stream is dropped, so a runaway process cannot exhaust memory.
 */
export function startCli(args: readonly string[], options: CliOptions = {}): StartedCli {
  const { timeoutMs = 20_000, env = process.env, stdoutPath, cwd = REPO_ROOT } = options;
  const stdoutFd = stdoutPath === undefined ? null : openSync(stdoutPath, 'w');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [BIN, ...args], { cwd, env, stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'] });
  } finally {
    if (stdoutFd !== null) closeSync(stdoutFd); // the child holds its own copy
  }
  const stdout = child.stdout ? collect(child.stdout) : () => '';
  const stderr = collect(child.stderr!);
  const done = new Promise<CliRun>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout: stdout(), stderr: stderr(), timedOut });
    });
  });
  return { child, done };
}

/** Runs the real `bodyplan` CLI and waits for it (see startCli); `options` may be just the time limit in ms. */
export function runCli(args: readonly string[], options: number | CliOptions = {}): Promise<CliRun> {
  return startCli(args, typeof options === 'number' ? { timeoutMs: options } : options).done;
}

const MAX_KEPT = 64 * 1024 * 1024;

function collect(stream: NodeJS.ReadableStream): () => string {
  const chunks: Buffer[] = [];
  let kept = 0;
  stream.on('data', (chunk: Buffer) => {
    if (kept >= MAX_KEPT) return;
    chunks.push(chunk);
    kept += chunk.length;
  });
  return () => Buffer.concat(chunks).toString('utf8');
}
