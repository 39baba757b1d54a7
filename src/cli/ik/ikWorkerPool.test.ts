import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../../bodyplan/ik/ik.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { readFlyBodyPlan, readFlyFixtures } from '../../bodyplan/testing/flyFixtures.ts';
import { solveInSegments } from './ikParallel.ts';
import { closeIkWorkerPool, pooledWorkerCount } from './ikWorkerPool.ts';

const model = compileBodyPlan(readFlyBodyPlan());
const targets = readFlyFixtures()
  .native_rate_frames.slice(0, 60)
  .map((frame) => {
    const t = new Float64Array(3 * model.jointCount).fill(NaN);
    frame.target_ego.forEach((p, i) => t.set(p, 3 * (i + 1)));
    return t;
  });
const recording: IkRecording = { kind: '3d', targets, weights: null };

afterAll(() => closeIkWorkerPool());

describe('the IK worker pool', () => {
  it('solves on reused pooled threads exactly what the calling thread solves, with and without overlap', async () => {
    const here = await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 3, 4, undefined, 'this thread');
    const solvedBy: number[] = [];
    const first = await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 3, 4, (s) => solvedBy.push(s), 'workers');
    expect(pooledWorkerCount()).toBe(2);
    const second = await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 3, 4, undefined, 'workers');
    expect(pooledWorkerCount()).toBe(2);
    expect(Array.from(first)).toEqual(Array.from(here));
    expect(Array.from(second)).toEqual(Array.from(here));
    expect(solvedBy.sort()).toEqual([0, 1, 2]);
    // And the default placement (the calling thread claims what a worker has not) gives the same.
    expect(Array.from(await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 3, 4))).toEqual(Array.from(here));
  }, 120_000);

  it('a closed pool is started again by the next solve', async () => {
    await closeIkWorkerPool();
    expect(pooledWorkerCount()).toBe(0);
    const solved = await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'workers');
    expect(pooledWorkerCount()).toBe(1);
    expect(Array.from(solved)).toEqual(Array.from(await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'this thread')));
  }, 120_000);
});
