import { spawn, type ChildProcess } from 'node:child_process';
import { BIN, ikArguments, runningChildren, type IkProcessResult } from './ikProcess.ts';
import { JOB_WORKER_COMMAND, type JobReply, type JobRequest } from './jobWorker.ts';
import type { BatchJob } from './jobsFile.ts';

/** What a crashed job process printed itself (Node's "heap out of memory", a native abort), kept for the job's failure line. */
const MAX_OWN_STDERR_CHARS = 64 * 1024;

/** How long a finished job process may take to exit before it is killed. */
const EXIT_GRACE_MS = 5000;

/**
 * One batch lane's job process, started at its first job and kept for the next ones (jobWorker.ts
 * runs them). A job that kills the process (out of memory, a signal) fails as "run broke" with what
 * the process printed, and the lane's next job starts a fresh process, so one job's crash still
 * cannot take the batch or the other jobs down. `bodyplan batch --process-per-job` uses a new
 * process per job instead (ikProcess.ts).
 */
export class WarmIkProcess {
  private child: ChildProcess | null = null;
  private ownStderr = '';

  run(job: BatchJob, resultPath: string): Promise<IkProcessResult> {
    // A process whose channel is gone (killed between jobs, before its 'exit' event arrived) cannot take a job.
    const child = this.child !== null && this.child.connected ? this.child : this.start();
    this.ownStderr = '';
    return new Promise((resolve, reject) => {
      const onMessage = (reply: JobReply) => {
        done();
        resolve({ code: reply.code, signal: null, stderr: reply.stderr });
      };
      // 'close', not 'exit': what a crashing process printed has been read by then.
      const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        resolve({ code: signal === null ? (code ?? 1) : null, signal, stderr: this.ownStderr });
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const done = () => {
        child.off('message', onMessage);
        child.off('close', onClose);
        child.off('error', onError);
      };
      child.on('message', onMessage);
      child.on('close', onClose);
      child.on('error', onError);
      const request: JobRequest = { args: ikArguments(job), resultPath };
      child.send(request, (error) => {
        if (error === null) return;
        // The channel broke (EPIPE): the process is dying or dead. Its 'close' reports how it ended, so the
        // job fails as "run broke" with the signal, and the lane's next job gets a fresh process.
        if (this.child === child) this.child = null;
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      });
    });
  }

  /** Lets the process end (it exits when its channel closes), killing it if it has not after EXIT_GRACE_MS. */
  async close(): Promise<void> {
    const child = this.child;
    if (child === null) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => child.kill('SIGKILL'), EXIT_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      if (child.connected) child.disconnect();
    });
  }

  private start(): ChildProcess {
    // Arguments of a process, never a shell command line (ikProcess.ts).
    const child = spawn(process.execPath, [BIN, JOB_WORKER_COMMAND], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'], shell: false });
    runningChildren.add(child);
    child.stderr!.on('data', (chunk: Buffer) => {
      if (this.ownStderr.length < MAX_OWN_STDERR_CHARS) this.ownStderr += chunk.toString('utf8');
    });
    child.once('exit', () => {
      runningChildren.delete(child);
      if (this.child === child) this.child = null;
    });
    this.child = child;
    return child;
  }
}
