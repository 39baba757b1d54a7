import { describe, expect, it } from 'vitest';
import { UsageError } from '../io.ts';
import { jobsOfShard, resolveShard } from './shard.ts';

const jobs = Array.from({ length: 10 }, (_, index) => ({ index }));
const indexesOf = (shard: { index: number; count: number; source: string }) => jobsOfShard(jobs, shard).map((job) => job.index);

describe('resolveShard and jobsOfShard', () => {
  it('--shard K/N takes jobs K, K+N, K+2N, ...; the N shards together take every job exactly once', () => {
    expect(indexesOf(resolveShard('0/3', undefined, {}))).toEqual([0, 3, 6, 9]);
    expect(indexesOf(resolveShard('1/3', undefined, {}))).toEqual([1, 4, 7]);
    expect(indexesOf(resolveShard('2/3', undefined, {}))).toEqual([2, 5, 8]);
    for (const count of [1, 2, 3, 4, 7, 10, 13]) {
      const taken = Array.from({ length: count }, (_, k) => indexesOf(resolveShard(`${k}/${count}`, undefined, {}))).flat();
      expect(taken.sort((a, b) => a - b)).toEqual(jobs.map((job) => job.index));
    }
  });

  it('without --shard: every job, unless a Slurm array or a Kubernetes Indexed Job gives the index and the job file the count', () => {
    expect(indexesOf(resolveShard(undefined, undefined, {}))).toEqual(jobs.map((job) => job.index));
    const slurm = resolveShard(undefined, '4', { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '4', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_MAX: '3' });
    expect(slurm).toMatchObject({ index: 2, count: 4 });
    expect(slurm.source).toBe('SLURM_ARRAY_TASK_ID 2 of --shard-count 4');
    expect(indexesOf(slurm)).toEqual([2, 6]);
    expect(resolveShard(undefined, undefined, { SLURM_ARRAY_TASK_ID: '3', BODYPLAN_SHARD_COUNT: '4' })).toMatchObject({ index: 3, count: 4 });
    expect(resolveShard(undefined, '5', { JOB_COMPLETION_INDEX: '4' })).toMatchObject({ index: 4, count: 5 });
    expect(resolveShard(undefined, undefined, { JOB_COMPLETION_INDEX: '0', BODYPLAN_SHARD_COUNT: '2' })).toMatchObject({ index: 0, count: 2 });
    // The option wins over the environment: a Slurm task can still run a shard of its own choosing.
    expect(resolveShard('1/2', undefined, { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_COUNT: '4' })).toMatchObject({ index: 1, count: 2 });
  });

  it('a rerun of failed Slurm tasks (sbatch --array=1,3 of a 4-task job script) runs exactly shards 1 and 3 of 4', () => {
    // What Slurm sets in the two tasks of `sbatch --array=1,3`: the submission's own size and bounds.
    const rerun = (id: string) => ({ SLURM_ARRAY_TASK_ID: id, SLURM_ARRAY_TASK_COUNT: '2', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_MAX: '3' });
    const first = Array.from({ length: 4 }, (_, k) => indexesOf(resolveShard(undefined, '4', { SLURM_ARRAY_TASK_ID: String(k), SLURM_ARRAY_TASK_COUNT: '4' })));
    expect(first).toEqual([[0, 4, 8], [1, 5, 9], [2, 6], [3, 7]]);
    expect(indexesOf(resolveShard(undefined, '4', rerun('1')))).toEqual(first[1]);
    expect(indexesOf(resolveShard(undefined, '4', rerun('3')))).toEqual(first[3]);
    expect(indexesOf(resolveShard('3/4', undefined, rerun('3')))).toEqual(first[3]);
  });

  it('an array task without a shard count is refused, naming what to write in the job script', () => {
    let message = '';
    try {
      resolveShard(undefined, undefined, { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_COUNT: '2', SLURM_ARRAY_TASK_MIN: '1' });
    } catch (error) {
      expect(error).toBeInstanceOf(UsageError);
      message = (error as Error).message;
    }
    expect(message).toBe(
      'SLURM_ARRAY_TASK_ID 3 is set but not the shard count: write it in the job script, --shard-count N or --shard "$SLURM_ARRAY_TASK_ID/N" ' +
        'with N = the shards of the batch (not SLURM_ARRAY_TASK_COUNT, 2 here: it is the size of this submission, and a rerun of some tasks, --array=1,3, is smaller), ' +
        'and number the tasks 0..N-1 (--array=0-3 for N = 4)',
    );
  });

  it.each([
    ['3/3', undefined, {}, 'shard 3 does not exist among 3'],
    ['0/0', undefined, {}, 'at least 1'],
    ['-1/3', undefined, {}, 'expects K/N'],
    ['1.5/3', undefined, {}, 'expects K/N'],
    ['1', undefined, {}, 'expects K/N'],
    ['a/b', undefined, {}, 'expects K/N'],
    ['1/99999999999999999999', undefined, {}, 'whole number'],
    ['0/2', '2', {}, 'not both'],
    [undefined, '3', {}, '--shard-count N needs SLURM_ARRAY_TASK_ID (a Slurm job array) or JOB_COMPLETION_INDEX'],
    // An array numbered from 1 (--array=1-4) with 4 shards: its last task has no shard.
    [undefined, '4', { SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_COUNT: '4', SLURM_ARRAY_TASK_MIN: '1' }, 'SLURM_ARRAY_TASK_ID: shard 4 does not exist among 4'],
    // The array's own size is never the count, even for a whole first submission.
    [undefined, undefined, { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_COUNT: '4' }, 'SLURM_ARRAY_TASK_ID 1 is set but not the shard count'],
    [undefined, undefined, { SLURM_ARRAY_TASK_ID: '1' }, 'SLURM_ARRAY_TASK_ID 1 is set but not the shard count'],
    [undefined, '4', { SLURM_ARRAY_TASK_ID: 'x', SLURM_ARRAY_TASK_COUNT: '4' }, 'SLURM_ARRAY_TASK_ID expects a whole number'],
    [undefined, 'four', { SLURM_ARRAY_TASK_ID: '0' }, '--shard-count expects a whole number'],
    [undefined, '0', { SLURM_ARRAY_TASK_ID: '0' }, 'at least 1'],
    ['0/4', '4', { SLURM_ARRAY_TASK_ID: '0' }, 'not both'],
    [undefined, undefined, { JOB_COMPLETION_INDEX: '1' }, 'give --shard-count N or BODYPLAN_SHARD_COUNT'],
    [undefined, '2', { JOB_COMPLETION_INDEX: '2' }, 'shard 2 does not exist among 2'],
    [undefined, undefined, { JOB_COMPLETION_INDEX: '0', BODYPLAN_SHARD_COUNT: 'two' }, 'BODYPLAN_SHARD_COUNT expects a whole number'],
    [undefined, undefined, { JOB_COMPLETION_INDEX: '0', SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_COUNT: '1' }, 'both SLURM_ARRAY_TASK_ID and JOB_COMPLETION_INDEX'],
  ] as const)('refuses --shard %s, --shard-count %s with %j: %s', (shard, count, env, message) => {
    let thrown: unknown;
    try {
      resolveShard(shard, count, env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).toContain(message);
  });
});
