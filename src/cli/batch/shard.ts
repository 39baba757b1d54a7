import { UsageError } from '../io.ts';

/** This process's share of the jobs: jobs K, K+N, K+2N, ... (0-based). */
export interface Shard {
  index: number;
  count: number;
  /** Where K and N came from, for the summary line. */
  source: string;
}

const WHOLE_BATCH: Shard = { index: 0, count: 1, source: 'all jobs' };

/** Where an array scheduler puts this process's index: Slurm job arrays and Kubernetes Indexed Jobs. */
const INDEX_VARIABLES = ['SLURM_ARRAY_TASK_ID', 'JOB_COMPLETION_INDEX'] as const;

/**
 * Which shard this process runs, first match wins:
 * 1. `--shard K/N`;
 * 2. a Slurm job array (K = SLURM_ARRAY_TASK_ID) or a Kubernetes Indexed Job (K =
 *    JOB_COMPLETION_INDEX), with N from `--shard-count N` or BODYPLAN_SHARD_COUNT;
 * 3. otherwise every job.
 * N always comes from the job file, never from the scheduler: a Slurm array resubmitted to rerun
 * two failed tasks (`--array=1,3`) has SLURM_ARRAY_TASK_COUNT 2 and SLURM_ARRAY_TASK_MIN 1, and a
 * count or offset taken from them would run other shards' jobs and skip the failed ones. So the task
 * ID is the shard number itself (tasks 0..N-1), and an index without a count is refused.
 * Anything inconsistent is refused rather than guessed: a wrong guess runs jobs twice or never.
 */
export function resolveShard(shardOption: string | undefined, shardCountOption: string | undefined, env: NodeJS.ProcessEnv): Shard {
  if (shardOption !== undefined) {
    if (shardCountOption !== undefined) throw new UsageError('give either --shard K/N or --shard-count N (with SLURM_ARRAY_TASK_ID or JOB_COMPLETION_INDEX), not both');
    return parseShardOption(shardOption);
  }
  const present = INDEX_VARIABLES.filter((name) => env[name] !== undefined);
  if (present.length > 1) {
    throw new UsageError('both SLURM_ARRAY_TASK_ID and JOB_COMPLETION_INDEX are set: give --shard K/N to say which shard this is');
  }
  const indexName = present[0];
  if (indexName === undefined) {
    if (shardCountOption !== undefined) {
      throw new UsageError('--shard-count N needs SLURM_ARRAY_TASK_ID (a Slurm job array) or JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) to say which shard this is; otherwise give --shard K/N');
    }
    return WHOLE_BATCH;
  }
  const index = wholeNumber(env[indexName]!, indexName);
  const countText = shardCountOption ?? env.BODYPLAN_SHARD_COUNT;
  const countName = shardCountOption !== undefined ? '--shard-count' : 'BODYPLAN_SHARD_COUNT';
  if (countText === undefined) throw new UsageError(missingCountMessage(indexName, index, env));
  const count = wholeNumber(countText, countName);
  return checked(index, count, `${indexName} ${index} of ${countName} ${count}`, indexName);
}

function missingCountMessage(indexName: (typeof INDEX_VARIABLES)[number], index: number, env: NodeJS.ProcessEnv): string {
  if (indexName === 'JOB_COMPLETION_INDEX') {
    return "JOB_COMPLETION_INDEX is set but not the shard count: give --shard-count N or BODYPLAN_SHARD_COUNT=N (N = the Job's completions)";
  }
  const arraySize = env.SLURM_ARRAY_TASK_COUNT === undefined ? '' : ` (not SLURM_ARRAY_TASK_COUNT, ${env.SLURM_ARRAY_TASK_COUNT} here: it is the size of this submission, and a rerun of some tasks, --array=1,3, is smaller)`;
  return (
    `SLURM_ARRAY_TASK_ID ${index} is set but not the shard count: write it in the job script, ` +
    `--shard-count N or --shard "$SLURM_ARRAY_TASK_ID/N" with N = the shards of the batch${arraySize}, and number the tasks 0..N-1 (--array=0-3 for N = 4)`
  );
}

function parseShardOption(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (match === null) throw new UsageError(`--shard expects K/N (shard K of N, counted from 0, e.g. 0/4), got "${text}"`);
  const index = wholeNumber(match[1]!, '--shard K');
  const count = wholeNumber(match[2]!, '--shard N');
  return checked(index, count, '--shard', '--shard');
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
