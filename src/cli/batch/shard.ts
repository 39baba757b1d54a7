import { UsageError } from '../io.ts';

/** This process's share of the jobs: jobs K, K+N, K+2N, ... (0-based). */
export interface Shard {
  index: number;
  count: number;
  /** Where K and N came from, for the summary line. */
  source: string;
}

const WHOLE_BATCH: Shard = { index: 0, count: 1, source: 'all jobs' };

/**
 * Which shard this process runs, first match wins:
 * 1. `--shard K/N`;
 * 2. a Slurm job array: K from SLURM_ARRAY_TASK_ID (counted from SLURM_ARRAY_TASK_MIN in steps of
 *    SLURM_ARRAY_TASK_STEP, so `--array=1-7` works as well as `--array=0-6`), N = SLURM_ARRAY_TASK_COUNT;
 * 3. a Kubernetes Indexed Job: K = JOB_COMPLETION_INDEX, N from `--shard-count N` or
 *    BODYPLAN_SHARD_COUNT (Kubernetes does not pass the Job's `completions` to its pods);
 * 4. otherwise every job.
 * Anything inconsistent is refused rather than guessed: a wrong guess runs jobs twice or never.
 */
export function resolveShard(shardOption: string | undefined, shardCountOption: string | undefined, env: NodeJS.ProcessEnv): Shard {
  if (shardOption !== undefined) {
    if (shardCountOption !== undefined) throw new UsageError('give either --shard K/N or --shard-count N (with JOB_COMPLETION_INDEX), not both');
    return parseShardOption(shardOption);
  }
  const slurm = env.SLURM_ARRAY_TASK_ID;
  const kubernetes = env.JOB_COMPLETION_INDEX;
  if (slurm !== undefined && kubernetes !== undefined) {
    throw new UsageError('both SLURM_ARRAY_TASK_ID and JOB_COMPLETION_INDEX are set: give --shard K/N to say which shard this is');
  }
  if (slurm !== undefined) {
    if (shardCountOption !== undefined) throw new UsageError('--shard-count goes with JOB_COMPLETION_INDEX; in a Slurm array SLURM_ARRAY_TASK_COUNT is the count');
    return slurmShard(env);
  }
  if (kubernetes !== undefined) {
    const index = wholeNumber(kubernetes, 'JOB_COMPLETION_INDEX');
    const countText = shardCountOption ?? env.BODYPLAN_SHARD_COUNT;
    const countName = shardCountOption !== undefined ? '--shard-count' : 'BODYPLAN_SHARD_COUNT';
    if (countText === undefined) {
      throw new UsageError("JOB_COMPLETION_INDEX is set but not the shard count: give --shard-count N or BODYPLAN_SHARD_COUNT=N (N = the Job's completions)");
    }
    const count = wholeNumber(countText, countName);
    return checked(index, count, `JOB_COMPLETION_INDEX ${index} of ${countName} ${count}`, 'JOB_COMPLETION_INDEX');
  }
  if (shardCountOption !== undefined) throw new UsageError('--shard-count N needs JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) to say which shard this is; otherwise give --shard K/N');
  return WHOLE_BATCH;
}

function parseShardOption(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (match === null) throw new UsageError(`--shard expects K/N (shard K of N, counted from 0, e.g. 0/4), got "${text}"`);
  const index = wholeNumber(match[1]!, '--shard K');
  const count = wholeNumber(match[2]!, '--shard N');
  return checked(index, count, '--shard', '--shard');
}

function slurmShard(env: NodeJS.ProcessEnv): Shard {
  const id = wholeNumber(env.SLURM_ARRAY_TASK_ID!, 'SLURM_ARRAY_TASK_ID');
  if (env.SLURM_ARRAY_TASK_COUNT === undefined) throw new UsageError('SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT: give --shard K/N');
  const count = wholeNumber(env.SLURM_ARRAY_TASK_COUNT, 'SLURM_ARRAY_TASK_COUNT');
  const min = env.SLURM_ARRAY_TASK_MIN === undefined ? 0 : wholeNumber(env.SLURM_ARRAY_TASK_MIN, 'SLURM_ARRAY_TASK_MIN');
  const step = env.SLURM_ARRAY_TASK_STEP === undefined ? 1 : wholeNumber(env.SLURM_ARRAY_TASK_STEP, 'SLURM_ARRAY_TASK_STEP');
  const offset = id - min;
  if (step === 0 || offset < 0 || offset % step !== 0) {
    throw new UsageError(`SLURM_ARRAY_TASK_ID ${id} is not MIN ${min} plus a multiple of STEP ${step}: use --array=0-${Math.max(count - 1, 0)} or give --shard K/N`);
  }
  const index = offset / step;
  const origin = min === 0 && step === 1 ? `SLURM_ARRAY_TASK_ID ${id}` : `SLURM_ARRAY_TASK_ID ${id} (min ${min}, step ${step})`;
  return checked(index, count, `${origin} of SLURM_ARRAY_TASK_COUNT ${count}`, 'SLURM_ARRAY_TASK_ID');
}

function checked(index: number, count: number, source: string, indexName: string): Shard {
  if (count < 1) throw new UsageError(`the shard count must be at least 1, got ${count} (${source})`);
  if (index >= count) throw new UsageError(`${indexName}: shard ${index} does not exist among ${count} shards (counted from 0, so at most ${count - 1}) (${source})`);
  return { index, count, source };
}

/** A whole number >= 0 written in decimal digits (no sign, no exponent, no spaces inside). */
function wholeNumber(text: string, name: string): number {
  const trimmed = text.trim();
  const value = /^\d+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isSafeInteger(value)) throw new UsageError(`${name} expects a whole number >= 0, got "${text}"`);
  return value;
}

/** The jobs of `shard`, in file order. */
export function jobsOfShard<T extends { index: number }>(jobs: readonly T[], shard: Shard): T[] {
  return jobs.filter((job) => job.index % shard.count === shard.index);
}
