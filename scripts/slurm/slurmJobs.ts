import { spawnSync } from 'node:child_process';
import type { SlurmPrograms } from './ensureSlurm.ts';

/** What `scontrol show job` says of one array task once it has left the queue. */
export interface FinishedTask {
  task: number;
  state: string;
  /** The script's exit code (the part before ":" of ExitCode). */
  exitCode: number;
  /** The signal that ended it, 0 if none (the part after ":"). */
  signal: number;
  restarts: number;
}

/** Slurm's commands against one cluster (its SLURM_CONF in `env`), failing loudly with what the command printed. */
export class SlurmJobs {
  constructor(
    private readonly programs: SlurmPrograms,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  private run(program: keyof SlurmPrograms, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): string {
    const result = spawnSync(this.programs[program], args, { env: options.env ?? this.env, cwd: options.cwd, encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')} exited ${result.status ?? result.signal}: ${(result.stderr || result.stdout || String(result.error)).trim()}`);
    }
    return result.stdout;
  }

  /** Submits a job script from `cwd` (its working folder) and returns the job (array) id. */
  submit(cwd: string, args: string[], extraEnv: Record<string, string>): string {
    const out = this.run('sbatch', ['--parsable', ...args], { cwd, env: { ...this.env, ...extraEnv } });
    return out.trim().split(';')[0]!;
  }

  /** The tasks of an array still queued (pending, running or completing), by task id, with their state and reason. */
  queued(jobId: string): Map<number, { state: string; reason: string }> {
    const lines = this.run('squeue', ['-h', '-r', '-j', jobId, '-o', '%K|%T|%r']).trim();
    const tasks = new Map<number, { state: string; reason: string }>();
    for (const line of lines === '' ? [] : lines.split('\n')) {
      const [task, state, reason] = line.split('|');
      tasks.set(Number(task), { state: state!, reason: reason ?? '' });
    }
    return tasks;
  }

  cancel(jobId: string, task: number): void {
    this.run('scancel', [`${jobId}_${task}`]);
  }

  requeue(jobId: string, task: number): void {
    this.run('scontrol', ['requeue', `${jobId}_${task}`]);
  }

  /** A requeued job waits about two minutes (its BeginTime) before it may start again: let it start now. */
  releaseNow(jobId: string, task: number): void {
    this.run('scontrol', ['update', `JobId=${jobId}_${task}`, 'StartTime=now']);
  }

  /** Every task of a job that has left the queue, from `scontrol show job` (kept for MinJobAge, see slurmConfig.ts). */
  finished(jobId: string): FinishedTask[] {
    const text = this.run('scontrol', ['show', 'job', jobId]);
    const tasks: FinishedTask[] = [];
    for (const record of text.split(/\n\s*\n/)) {
      const fields = new Map([...record.matchAll(/(\w+)=(\S*)/g)].map((m) => [m[1]!, m[2]!] as const));
      const task = fields.get('ArrayTaskId');
      if (task === undefined || !/^\d+$/.test(task)) continue;
      const [exitCode, signal] = (fields.get('ExitCode') ?? '0:0').split(':').map(Number);
      tasks.push({ task: Number(task), state: fields.get('JobState') ?? '?', exitCode: exitCode!, signal: signal!, restarts: Number(fields.get('Restarts') ?? 0) });
    }
    return tasks.sort((a, b) => a.task - b.task);
  }
}
