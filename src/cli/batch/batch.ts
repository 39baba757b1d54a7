import { mkdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { resolveWorkerCount } from '../../bodyplan/ik/segments.ts';
import { UsageError } from '../io.ts';
import { parseCommandLine, parseNumberOption } from '../options.ts';
import { writeErr, writeOut } from '../output.ts';
import { writeAtomically } from './atomicWrite.ts';
import { isUpToDate } from './freshness.ts';
import { ikFailureLine, ikNotes } from './ikFailure.ts';
import { runIkProcess, runningChildren } from './ikProcess.ts';
import { readJobsFile, type BatchJob } from './jobsFile.ts';
import { jobsOfShard, resolveShard } from './shard.ts';

const BATCH_OPTIONS = { 'out-dir': 'string', shard: 'string', 'shard-count': 'string', workers: 'string', force: 'boolean' } as const;

export const BATCH_USAGE = 'bodyplan batch <jobs.json> --out-dir <dir> [--shard K/N | --shard-count N] [--workers N] [--force]';

type Outcome = 'ran' | 'skipped' | 'failed' | 'stopped';

/** Signals that stop a batch cleanly: Ctrl-C, and the SIGTERM Slurm and Kubernetes send at a time limit or eviction. */
const STOP_SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;

/**
 * `bodyplan batch`: runs `bodyplan ik` for each job of a jobs file (see jobsFile.ts) that belongs
 * to this shard (see shard.ts), writing each result to `<out-dir>/<name>.json` whole or not at all
 * (atomicWrite.ts). A job whose result is newer than all its input files is skipped, so running the
 * same command again resumes an interrupted batch. `--workers N` runs N jobs at once.
 *
 * Prints one line per job (`ran`/`skipped` on standard output; a failure, one located line, on
 * standard error) and a summary line; exits 1 when any job of the shard failed, 2 on a usage error
 * (nothing runs then), 128 + the signal's number when stopped by SIGINT/SIGTERM.
 */
export async function runBatch(args: string[]): Promise<number> {
  const { positionals, values } = parseCommandLine(args, BATCH_OPTIONS, BATCH_USAGE);
  if (positionals.length !== 1) {
    throw new UsageError(`${positionals.length === 0 ? 'no jobs file given' : `expected one jobs file, got ${positionals.length}`}; usage: ${BATCH_USAGE}`);
  }
  const jobsPath = positionals[0]!;
  const outDir = values['out-dir'];
  if (outDir === undefined) throw new UsageError(`--out-dir <dir> is required (each job's result goes to <dir>/<name>.json); usage: ${BATCH_USAGE}`);
  const shard = resolveShard(values.shard, values['shard-count'], process.env);
  const workers = await workerCount(values.workers);
  const jobs = readJobsFile(jobsPath);
  makeOutputFolder(outDir);

  const mine = jobsOfShard(jobs, shard);
  const counts: Record<Outcome, number> = { ran: 0, skipped: 0, failed: 0, stopped: 0 };
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
    let next = 0;
    const lane = async () => {
      while (stoppedBy === null && next < mine.length) {
        const job = mine[next++]!;
        const outcome = await runJob(job, outDir, values.force === true, () => stoppedBy);
        counts[outcome]++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(workers, mine.length) }, lane));
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  }

  const notStarted = mine.length - counts.ran - counts.skipped - counts.failed - counts.stopped;
  const stopped = stoppedBy === null ? '' : `; stopped by ${stoppedBy}: ${counts.stopped} interrupted, ${notStarted} not started`;
  await writeOut(
    `bodyplan batch: shard ${shard.index}/${shard.count} (${shard.source}): ${mine.length} of ${jobs.length} job${jobs.length === 1 ? '' : 's'}: ` +
      `${counts.ran} ran, ${counts.skipped} skipped, ${counts.failed} failed${stopped}\n`,
  );
  if (stoppedBy !== null) return 128 + STOP_SIGNALS[stoppedBy];
  return counts.failed > 0 ? 1 : 0;
}

async function runJob(job: BatchJob, outDir: string, force: boolean, stoppedBy: () => string | null): Promise<Outcome> {
  const label = `job ${job.index} ("${job.name}")`;
  const result = join(outDir, `${job.name}.json`);
  if (!force && isUpToDate(result, job.inputs)) {
    await writeOut(`skipped "${job.name}" (job ${job.index}): ${result} is newer than its inputs\n`);
    return 'skipped';
  }
  const fail = async (why: string): Promise<Outcome> => {
    await writeErr(`bodyplan batch: ${whereInJobsFile(job, why)}: ${label} failed: ${why}\n`);
    return 'failed';
  };
  const before = inputStamps(job.inputs);
  const started = performance.now();
  let failure: string | null = null;
  let notes: string[] = [];
  try {
    await writeAtomically(result, async (fd) => {
      const ik = await runIkProcess(job, fd);
      if (ik.code !== 0) {
        failure = ikFailureLine(ik);
        return false;
      }
      notes = ikNotes(ik.stderr);
      // A file edited while the job read it may have been read half old, half new: keep no result.
      if (inputStamps(job.inputs) !== before) {
        failure = 'an input file changed while the job ran; run the batch again';
        return false;
      }
      return true;
    });
  } catch (error) {
    failure = error instanceof Error ? error.message.replace(/\s*\n\s*/g, ' ') : String(error);
  }
  const signal = stoppedBy();
  if (failure !== null && signal !== null) {
    await writeErr(`bodyplan batch: ${job.where}: ${label} interrupted by ${signal}; no result written\n`);
    return 'stopped';
  }
  for (const note of notes) await writeErr(`bodyplan batch: ${label}: ${note}\n`);
  if (failure !== null) return fail(failure);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  await writeOut(`ran "${job.name}" (job ${job.index}) in ${seconds} s\n`);
  return 'ran';
}

/**
 * Where in the jobs file a failure points: the field behind the first `--option` the error names
 * (an unknown option, a bad number), else the job itself.
 */
function whereInJobsFile(job: BatchJob, failure: string): string {
  for (const match of failure.matchAll(/--([a-z][a-z0-9-]*)/g)) {
    const where = job.fieldWhere.get(match[1]!);
    if (where !== undefined) return where;
  }
  return job.where;
}

/** Every input's size and modification time, as one string to compare. */
function inputStamps(inputs: readonly string[]): string {
  return inputs
    .map((path) => {
      try {
        const stats = statSync(path, { bigint: true });
        return `${stats.mtimeNs}:${stats.size}`;
      } catch {
        return 'missing';
      }
    })
    .join('|');
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
