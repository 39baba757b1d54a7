import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeErr, writeOut } from '../output.ts';
import { writeAtomically } from './atomicWrite.ts';
import type { JobOutcome } from './batchSummary.ts';
import { ikFailureCause, ikFailureLine, ikNotes, type FailureCause } from './ikFailure.ts';
import type { IkProcessResult } from './ikProcess.ts';
import { claimJob, describeOwner } from './jobClaim.ts';
import { bytesSha256, checkDone, hashInputs, RECORD_FORMAT, recordedArguments, resultPathOf, TOOL_VERSION, writeRecord, type Doneness } from './jobRecord.ts';
import type { BatchJob } from './jobsFile.ts';

export interface JobContext {
  outDir: string;
  force: boolean;
  /** The task running this batch (taskLabel.ts), kept in claims. */
  task: string;
  leaseMs: number;
  /** Temporary files earlier attempts left, by job name (leftoverTemporaries.ts). */
  leftovers: Map<string, string[]>;
  /** The signal that is stopping the batch, or null. */
  stoppedBy: () => string | null;
}

/** Runs one job's `bodyplan ik` with its standard output going to the temporary file (`fd`, `path`). */
export type IkRunner = (job: BatchJob, fd: number, path: string) => Promise<IkProcessResult>;

/** Results beyond this size are checked by their last bytes only: a JavaScript string cannot hold much more. */
const MAX_PARSED_RESULT_BYTES = 256 * 1024 * 1024;

/**
 * One job: skipped when done (its result and record match, see jobRecord.ts), else claimed (see
 * jobClaim.ts; a job another batch holds is left to it), then solved by `bodyplan ik` into a
 * temporary file that becomes the result only when ik succeeded and the file is whole JSON, and
 * recorded. Prints one line per job: `ran`/`skipped` on standard output, a failure on standard error.
 */
export async function runJob(job: BatchJob, context: JobContext, runIk: IkRunner): Promise<JobOutcome> {
  const result = resultPathOf(context.outDir, job.name);
  const before: Doneness = context.force ? { done: false, reason: '--force' } : checkDone(job, context.outDir);
  if (before.done) return skipped(job);
  const attempt = claimJob(result, context.task, context.leaseMs);
  if (!attempt.held) {
    const by = describeOwner(attempt.owner);
    await writeOut(`skipped "${job.name}" (job ${job.index}): claimed by ${by}\n`);
    return { outcome: 'claimed by another batch', by };
  }
  try {
    const taken = attempt.claim.tookOverFrom;
    if (taken !== null) await writeErr(`bodyplan batch: ${labelOf(job)}: took over the stale claim of ${describeOwner(taken.owner)}: ${taken.why}\n`);
    // Another batch may have finished the job between the check above and the claim.
    const now = context.force ? before : checkDone(job, context.outDir);
    if (now.done) return skipped(job);
    for (const file of context.leftovers.get(job.name) ?? []) rmSync(join(context.outDir, file), { force: true });
    return await solve(job, result, now.reason, context, runIk);
  } finally {
    attempt.claim.release();
  }
}

async function skipped(job: BatchJob): Promise<JobOutcome> {
  await writeOut(`skipped "${job.name}" (job ${job.index}): done (its result and record match its inputs and options)\n`);
  return { outcome: 'skipped' };
}

const labelOf = (job: BatchJob) => `job ${job.index} ("${job.name}")`;

async function solve(job: BatchJob, result: string, reason: string, context: JobContext, runIk: IkRunner): Promise<JobOutcome> {
  const stamps = inputStamps(job.inputs);
  const inputs = hashInputs(job, context.outDir).map((input) => ({ path: input.path, sha256: input.sha256 ?? '' }));
  const started = performance.now();
  // A stop that came while this job was being claimed: start no solve that nothing would stop. No
  // await lies between this check and the spawn, so no signal handler can run in between.
  const signal = context.stoppedBy();
  if (signal !== null) return { outcome: 'not started' };
  const state: { failure: { reason: string; cause: FailureCause } | null; notes: string[]; written: { sha256: string; bytes: number } | null } = { failure: null, notes: [], written: null };
  try {
    await writeAtomically(result, async (fd, temporary) => {
      const ik = await runIk(job, fd, temporary);
      if (ik.code !== 0) {
        state.failure = { reason: ikFailureLine(ik), cause: ikFailureCause(ik) };
        return false;
      }
      state.notes = ikNotes(ik.stderr);
      // A file edited while the job read it may have been read half old, half new: keep no result.
      if (inputStamps(job.inputs) !== stamps) {
        state.failure = { reason: 'an input file changed while the job ran; run the batch again', cause: 'run broke' };
        return false;
      }
      const bytes = readFileSync(temporary);
      const problem = wholeJsonProblem(bytes);
      if (problem !== null) {
        state.failure = { reason: `bodyplan ik succeeded but its result is ${problem} (a full disk or quota?); no result kept`, cause: 'run broke' };
        return false;
      }
      state.written = { sha256: bytesSha256(bytes), bytes: bytes.length };
      return true;
    });
    if (state.written !== null) {
      await writeRecord(result, { format: RECORD_FORMAT, tool: TOOL_VERSION, arguments: recordedArguments(job, context.outDir), inputs, result: state.written });
    }
  } catch (error) {
    state.failure = { reason: oneLine(error), cause: 'run broke' };
  }
  const stoppedBy = context.stoppedBy();
  if (state.failure !== null && stoppedBy !== null) {
    await writeErr(`bodyplan batch: ${job.where}: ${labelOf(job)} interrupted by ${stoppedBy}; no result written\n`);
    return { outcome: 'interrupted', signal: stoppedBy };
  }
  for (const note of state.notes) await writeErr(`bodyplan batch: ${labelOf(job)}: ${note}\n`);
  if (state.failure !== null) {
    const { reason: why, cause } = state.failure;
    await writeErr(`bodyplan batch: ${whereInJobsFile(job, why)}: ${labelOf(job)} failed (${cause}): ${why}\n`);
    return { outcome: 'failed', reason: why, cause };
  }
  const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
  await writeOut(`ran "${job.name}" (job ${job.index}) in ${seconds.toFixed(1)} s: ${reason}\n`);
  return { outcome: 'ran', reason, seconds };
}

/** Why `bytes` is not one whole JSON value ending in a newline, as `bodyplan ik` prints it, or null when it is. */
function wholeJsonProblem(bytes: Buffer): string | null {
  if (bytes.length === 0) return 'empty';
  if (bytes[bytes.length - 1] !== 0x0a) return `cut short (${bytes.length} bytes, no final newline)`;
  if (bytes.length > MAX_PARSED_RESULT_BYTES) return bytes.subarray(-2).toString() === '}\n' ? null : `cut short (${bytes.length} bytes)`;
  try {
    JSON.parse(bytes.toString('utf8'));
    return null;
  } catch (error) {
    return `not whole JSON (${bytes.length} bytes: ${(error as Error).message})`;
  }
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

/** Every input's size and modification time, as one string to compare: a cheap check that nothing changed during the solve. */
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

function oneLine(error: unknown): string {
  return error instanceof Error ? error.message.replace(/\s*\n\s*/g, ' ') : String(error);
}
