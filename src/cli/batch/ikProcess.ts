import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { BatchJob } from './jobsFile.ts';
import { PACKAGE_ROOT } from '../packageRoot.ts';

/** The `bodyplan` command itself: each job is `bodyplan ik` in its own process (see runIkProcess). */
export const BIN = join(PACKAGE_ROOT, 'bin', 'bodyplan.mjs');

/**
 * A job as `bodyplan ik` arguments. Options are written `--name=value`, so a value starting with "-"
 * (say "workers": -1) is never read as an option, and the plan comes after "--" for the same reason.
 * These are arguments of a process, never a shell command line: no file name reaches a shell.
 */
export function ikArguments(job: BatchJob): string[] {
  const args = ['ik'];
  for (const target of job.targets) args.push(`--targets=${target}`);
  for (const [name, value] of job.options) args.push(value === true ? `--${name}` : `--${name}=${value}`);
  args.push('--', job.plan);
  return args;
}

export interface IkProcessResult {
  /** The exit code, or null when the process died of a signal. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** What it printed on standard error (notes or the error), at most MAX_STDERR_BYTES. */
  stderr: string;
}

const MAX_STDERR_BYTES = 1024 * 1024;

/** Children still running, so that a batch stopped by a signal can stop them too. */
export const runningChildren = new Set<ChildProcess>();

/**
 * Runs `bodyplan ik` for `job` under this node, its standard output going straight into the file
 * `stdoutFd` (a result can be far larger than memory should hold). A separate process per job keeps
 * `bodyplan ik`'s own option parsing, checks and output shape exactly, and a job that crashes or
 * runs out of memory cannot take the batch down with it.
 */
export function runIkProcess(job: BatchJob, stdoutFd: number): Promise<IkProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...ikArguments(job)], { stdio: ['ignore', stdoutFd, 'pipe'], shell: false });
    runningChildren.add(child);
    const chunks: Buffer[] = [];
    let kept = 0;
    child.stderr!.on('data', (chunk: Buffer) => {
      if (kept >= MAX_STDERR_BYTES) return;
      chunks.push(chunk);
      kept += chunk.length;
    });
    child.on('error', (error) => {
      runningChildren.delete(child);
      reject(error);
    });
    child.on('close', (code, signal) => {
      runningChildren.delete(child);
      resolve({ code, signal, stderr: Buffer.concat(chunks).toString('utf8') });
    });
  });
}
