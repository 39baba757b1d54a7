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

  it('without --shard: every job, unless a Slurm array or a Kubernetes Indexed Job says otherwise', () => {
    expect(indexesOf(resolveShard(undefined, undefined, {}))).toEqual(jobs.map((job) => job.index));
    const slurm = resolveShard(undefined, undefined, { SLURM_ARRAY_TASK_ID: '2', SLURM_ARRAY_TASK_COUNT: '4' });
    expect(slurm).toMatchObject({ index: 2, count: 4 });
    expect(slurm.source).toContain('SLURM_ARRAY_TASK_ID');
    expect(indexesOf(slurm)).toEqual([2, 6]);
    // --array=1-4 numbers tasks from 1: the first task is still shard 0.
    expect(resolveShard(undefined, undefined, { SLURM_ARRAY_TASK_ID: '1', SLURM_ARRAY_TASK_COUNT: '4', SLURM_ARRAY_TASK_MIN: '1' })).toMatchObject({ index: 0, count: 4 });
    // --array=0-9:3 (tasks 0, 3, 6, 9): task 6 is shard 2.
    expect(resolveShard(undefined, undefined, { SLURM_ARRAY_TASK_ID: '6', SLURM_ARRAY_TASK_COUNT: '4', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_STEP: '3' })).toMatchObject({ index: 2, count: 4 });
    expect(resolveShard(undefined, '5', { JOB_COMPLETION_INDEX: '4' })).toMatchObject({ index: 4, count: 5 });
    expect(resolveShard(undefined, undefined, { JOB_COMPLETION_INDEX: '0', BODYPLAN_SHARD_COUNT: '2' })).toMatchObject({ index: 0, count: 2 });
    // The option wins over the environment: a Slurm task can still run a shard of its own choosing.
    expect(resolveShard('1/2', undefined, { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_COUNT: '4' })).toMatchObject({ index: 1, count: 2 });
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
    [undefined, '3', {}, 'needs JOB_COMPLETION_INDEX'],
    [undefined, undefined, { SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_COUNT: '4' }, 'shard 4 does not exist among 4'],
    [undefined, undefined, { SLURM_ARRAY_TASK_ID: '1' }, 'not SLURM_ARRAY_TASK_COUNT'],
    [undefined, undefined, { SLURM_ARRAY_TASK_ID: 'x', SLURM_ARRAY_TASK_COUNT: '4' }, 'SLURM_ARRAY_TASK_ID expects a whole number'],
    [undefined, undefined, { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_COUNT: '2', SLURM_ARRAY_TASK_MIN: '1' }, 'not MIN 1 plus a multiple'],
    [undefined, '2', { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_COUNT: '2' }, 'goes with JOB_COMPLETION_INDEX'],
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
