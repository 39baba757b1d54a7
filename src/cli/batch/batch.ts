import { mkdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { resolveWorkerCount } from '../../bodyplan/ik/segments.ts';
import { UsageError } from '../io.ts';
import { parseCommandLine, parseNumberOption } from '../options.ts';
import { writeErr, writeOut } from '../output.ts';
import { BATCH_EXIT, batchExitCode } from './batchExitCode.ts';
import { batchStatus, formatStatus } from './batchStatus.ts';
import { appendRunSummary, type JobEntry } from './batchSummary.ts';
import type { FailureCause } from './ikFailure.ts';
import { runIkProcess, runningChildren } from './ikProcess.ts';
import { readJobsFile } from './jobsFile.ts';
import { findLeftoverTemporaries } from './leftoverTemporaries.ts';
import { runJob, type IkRunner } from './runJob.ts';
import { jobsOfShard, resolveShard } from './shard.ts';
import { taskLabel } from './taskLabel.ts';
import { WarmIkProcess } from './warmIkProcess.ts';

const BATCH_OPTIONS = {
  'out-dir': 'string', shard: 'string', 'shard-count': 'string', workers: 'string', force: 'boolean', status: 'boolean', 'claim-lease': 'string',
  'process-per-job': 'boolean',
} as const;

export const BATCH_USAGE = 'bodyplan batch <jobs.json> --out-dir <dir> [--shard K/N | --shard-count N] [--workers N] [--force] [--claim-lease S] [--process-per-job] [--status]';

/** A claim not renewed for this long is stale (see jobClaim.ts); held claims are renewed every quarter of it. */
const DEFAULT_CLAIM_LEASE_SECONDS = 600;

/** Signals that stop a batch cleanly: Ctrl-C, and the SIGTERM Slurm and Kubernetes send at a time limit or eviction. */
const STOP_SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;

/**
 * `bodyplan batch`: runs `bodyplan ik` for each job of a jobs file (see jobsFile.ts) that belongs
 * to this shard (see shard.ts), writing each result to `<out-dir>/<name>.json` whole or not at all
 * (atomicWrite.ts), with a record of its inputs and options beside it (jobRecord.ts). A job whose
 * result and record match is skipped, so running the same command again resumes and redoes only
 * what changed; a job is claimed before it runs (jobClaim.ts), so batches on one folder split the
 * work. `--workers N` runs N jobs at once, each lane in one job process that it keeps for its next
 * jobs (warmIkProcess.ts; `--process-per-job` starts a fresh one per job). `--status` lists every
 * job's state and runs nothing.
 *
 * Prints one line per job (`ran`/`skipped` on standard output; a failure, one located line, on
 * standard error) and a summary line, and appends the run to `batch-summary.jsonl` beside the jobs
 * file. Exit codes: see batchExitCode.ts; 128 + the signal's number when stopped by SIGINT/SIGTERM.
 */
export async function runBatch(args: string[]): Promise<number> {
  const { positionals, values } = parseCommandLine(args, BATCH_OPTIONS, BATCH_USAGE);
  if (positionals.length !== 1) {
    throw new UsageError(`${positionals.length === 0 ? 'no jobs file given' : `expected one jobs file, got ${positionals.length}`}; usage: ${BATCH_USAGE}`);
  }
  const jobsPath = positionals[0]!;
  const outDir = values['out-dir'];
  if (outDir === undefined) throw new UsageError(`--out-dir <dir> is required (each job's result goes to <dir>/<name>.json); usage: ${BATCH_USAGE}`);
  const leaseMs = claimLeaseMs(values['claim-lease']);
  if (values.status === true) {
    const jobs = readJobsFile(jobsPath);
    await writeOut(formatStatus(batchStatus(jobs, jobsPath, outDir, leaseMs), jobsPath, outDir));
    return BATCH_EXIT.DONE;
  }
  const shard = resolveShard(values.shard, values['shard-count'], process.env);
  const workers = await workerCount(values.workers);
  const jobs = readJobsFile(jobsPath);
  makeOutputFolder(outDir);

  const startedAt = new Date().toISOString();
  const task = taskLabel(process.env);
  const mine = jobsOfShard(jobs, shard);
  const entries: (JobEntry | undefined)[] = mine.map(() => undefined);
  let stoppedBy: keyof typeof STOP_SIGNALS | null = null;
  const stop = (signal: keyof typeof STOP_SIGNALS) => {
    stoppedBy ??= signal;
    for (const child of runningChildren) child.kill('SIGTERM');
  };
  const handlers = Object.keys(STOP_SIGNALS).map((signal) => {
    const handler = () => stop(signal as keyof typeof STOP_SIGNALS);
    process.on(signal, handler);
    return [signal, handler] as const;
  });
  try {
    const context = {
      outDir, force: values.force === true, task, leaseMs, stoppedBy: () => stoppedBy,
      leftovers: findLeftoverTemporaries(outDir, mine.map((job) => job.name)),
    };
    let next = 0;
    const lane = async () => {
      // Each lane keeps one job process for its jobs (warmIkProcess.ts), unless asked for a process per job.
      const warm = values['process-per-job'] === true ? null : new WarmIkProcess();
      const runIk: IkRunner = warm === null ? (job, fd) => runIkProcess(job, fd) : (job, _fd, path) => warm.run(job, path);
      try {
        while (stoppedBy === null && next < mine.length) {
          const at = next++;
          const job = mine[at]!;
          entries[at] = { index: job.index, name: job.name, ...(await runJob(job, context, runIk)) };
        }
      } finally {
        await warm?.close();
      }
    };
    await Promise.all(Array.from({ length: Math.min(workers, mine.length) }, lane));
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  }

  const finished = entries.map((entry, k): JobEntry => entry ?? { index: mine[k]!.index, name: mine[k]!.name, outcome: 'not started' });
  const count = (outcome: JobEntry['outcome']) => finished.filter((entry) => entry.outcome === outcome).length;
  const causes = finished.flatMap((entry): FailureCause[] => (entry.outcome === 'failed' ? [entry.cause] : []));
  const claimed = count('claimed by another batch');
  const stopped = stoppedBy === null ? '' : `; stopped by ${stoppedBy}: ${count('interrupted')} interrupted, ${count('not started')} not started`;
  await writeOut(
    `bodyplan batch: shard ${shard.index}/${shard.count} (${shard.source}): ${mine.length} of ${jobs.length} job${jobs.length === 1 ? '' : 's'}: ` +
      `${count('ran')} ran, ${count('skipped')} skipped, ${causes.length} failed${claimed > 0 ? `, ${claimed} claimed by another batch` : ''}${stopped}\n`,
  );
  const signalCode = stoppedBy === null ? null : 128 + STOP_SIGNALS[stoppedBy];
  const run = {
    summary: 'bodyplan batch run' as const, task, started: startedAt, ended: new Date().toISOString(), jobsFile: resolve(jobsPath), outDir: resolve(outDir),
    shard: `${shard.index}/${shard.count}`, stoppedBy, jobs: finished,
  };
  let summaryWritten = true;
  try {
    appendRunSummary(jobsPath, { ...run, exitCode: signalCode ?? batchExitCode(causes, true) });
  } catch (error) {
    summaryWritten = false;
    await writeErr(`bodyplan batch: cannot append the run summary beside ${jobsPath}: ${(error as Error).message}\n`);
  }
  return signalCode ?? batchExitCode(causes, summaryWritten);
}

/** --claim-lease in seconds (at least 1). */
function claimLeaseMs(text: string | undefined): number {
  if (text === undefined) return DEFAULT_CLAIM_LEASE_SECONDS * 1000;
  const seconds = parseNumberOption('--claim-lease', text);
  if (!(seconds >= 1)) throw new UsageError(`--claim-lease expects seconds (at least 1), got "${text}"`);
  return seconds * 1000;
}

function makeOutputFolder(outDir: string): void {
  try {
    mkdirSync(outDir, { recursive: true });
  } catch (error) {
    throw new UsageError(`--out-dir: cannot create "${outDir}": ${(error as Error).message}`);
  }
  if (!statSync(outDir).isDirectory()) throw new UsageError(`--out-dir: "${outDir}" is not a folder`);
}

/** How many jobs run at once: ik's worker-count rule (N > 0, or -1 for all cores, -2 for all but one, ...); 1 by default. */
async function workerCount(text: string | undefined): Promise<number> {
  if (text === undefined) return 1;
  const requested = parseNumberOption('--workers', text);
  const count = resolveWorkerCount(requested, availableParallelism());
  if (!count.ok) throw new UsageError(`--workers: ${count.message}`);
  if (count.note !== null) await writeErr(`bodyplan batch: note: ${count.note}\n`);
  return count.workers;
}
