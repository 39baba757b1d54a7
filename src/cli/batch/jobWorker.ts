import { closeSync, openSync } from 'node:fs';
import { endJobOutput, startJobOutput } from '../output.ts';

/**
 * The hidden command a batch starts its warm job processes with (warmIkProcess.ts). Not in --help:
 * it speaks only over Node's IPC channel, so from a terminal it refuses to start.
 */
export const JOB_WORKER_COMMAND = '__batch-job-worker';

/** A job sent to a warm process: `bodyplan ik` arguments and the temporary file its result goes to. */
export interface JobRequest {
  args: string[];
  resultPath: string;
}

/** What the job's `bodyplan ik` returned and printed on standard error (at most MAX_STDERR_CHARS). */
export interface JobReply {
  code: number;
  stderr: string;
}

const MAX_STDERR_CHARS = 1024 * 1024;

/**
 * Serves jobs one at a time in this process until the batch disconnects. Each job runs the same
 * `bodyplan ik` entry (`runCommand`, main.ts's) as a process per job would, with its standard
 * output sent to the job's temporary file and its standard error collected (output.ts); so a short
 * job costs its solve, not a Node start-up, TypeScript loading and kernel compilation (1.1 s of CPU
 * from a checkout). A job that crashes the process is reported by the batch, which starts another.
 */
export function serveJobs(runCommand: (argv: string[]) => Promise<number>): Promise<number> {
  const send = process.send?.bind(process);
  if (send === undefined) return Promise.resolve(2);
  let queue = Promise.resolve();
  return new Promise((resolve) => {
    process.on('message', (message: unknown) => {
      queue = queue.then(async () => {
        send(await runOne(message, runCommand));
      });
    });
    process.once('disconnect', () => {
      // The batch is done with this process. A job's own worker threads (ik --workers) may still hold
      // the event loop for a moment; nothing is left to write, so end now.
      void queue.then(() => {
        resolve(0);
        process.exit(0);
      });
    });
  });
}

async function runOne(message: unknown, runCommand: (argv: string[]) => Promise<number>): Promise<JobReply> {
  if (!isJobRequest(message)) return { code: 2, stderr: 'bodyplan batch: internal: a job process received a malformed job\n' };
  let stderr = '';
  let fd: number;
  try {
    fd = openSync(message.resultPath, 'r+');
  } catch (error) {
    return { code: 2, stderr: `bodyplan ik: cannot open the job's result file: ${(error as Error).message}\n` };
  }
  startJobOutput(fd, (text) => {
    if (stderr.length < MAX_STDERR_CHARS) stderr += text;
  });
  try {
    return { code: await runCommand(message.args), stderr };
  } finally {
    endJobOutput();
    closeSync(fd);
  }
}

function isJobRequest(value: unknown): value is JobRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { args, resultPath } = value as Record<string, unknown>;
  return Array.isArray(args) && args[0] === 'ik' && args.every((arg) => typeof arg === 'string') && typeof resultPath === 'string';
}
