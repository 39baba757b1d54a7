import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS } from '../../bodyplan/ik/ik.ts';
import { compileBodyPlan } from '../../bodyplan/kinematics/model.ts';
import type { IkRecording } from '../../bodyplan/ik/ikRecording.ts';
import { flyNativeTargets, readFlyBodyPlan } from '../../bodyplan/testing/flyFixtures.ts';
import { solveInSegments } from './ikParallel.ts';
import { closeIkWorkerPool, pooledWorkerCount } from './ikWorkerPool.ts';

const model = compileBodyPlan(readFlyBodyPlan());
const targets = flyNativeTargets(model.jointCount, 60);
const recording: IkRecording = { kind: '3d', targets, weights: null };
/** The fixture's frames over and over: long enough that a pooled thread starts before its frames are all copied. */
const tiled = (count: number): IkRecording => ({ kind: '3d', targets: Array.from({ length: count }, (_, f) => targets[f % targets.length]!), weights: null });

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

  it('a thread posted its first frames solves the rest as they are copied in, and writes its rows straight into the shared result', async () => {
    const long = tiled(9_000);
    const here = await solveInSegments(model, long, DEFAULT_IK_OPTIONS, 2, 3, undefined, 'this thread');
    const solvedBy: number[] = [];
    const pooled = await solveInSegments(model, long, DEFAULT_IK_OPTIONS, 2, 3, (s) => solvedBy.push(s), 'workers');
    expect(solvedBy.sort()).toEqual([0, 1]);
    expect(pooled.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(here.buffer).not.toBeInstanceOf(SharedArrayBuffer);
    expect(Array.from(pooled)).toEqual(Array.from(here));
  }, 120_000);

  it('a solve whose frames cannot be copied fails with the reason, and the thread is not left waiting for them', async () => {
    const broken = tiled(600);
    if (broken.kind !== '3d') throw new Error('3d expected');
    // Frame 590 is the pooled thread's 291st: past the ones copied before its job is posted.
    const lost = Float64Array.from(broken.targets[590]!);
    structuredClone(lost, { transfer: [lost.buffer] });
    broken.targets[590] = lost;
    await expect(solveInSegments(model, broken, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'workers')).rejects.toThrow(/detached/);
    // The same thread solves the next job (it would still be waiting for frame 590 otherwise).
    const fine = tiled(600);
    expect(Array.from(await solveInSegments(model, fine, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'workers'))).toEqual(
      Array.from(await solveInSegments(model, fine, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'this thread')),
    );
    expect(pooledWorkerCount()).toBe(1);
  }, 120_000);

  it('a job small enough for the calling thread neither starts nor touches the pool', async () => {
    await closeIkWorkerPool();
    const solved = await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 2, 0);
    expect(pooledWorkerCount()).toBe(0);
    expect(solved.buffer).not.toBeInstanceOf(SharedArrayBuffer);
    expect(Array.from(solved)).toEqual(Array.from(await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'this thread')));
  });

  it('a closed pool is started again by the next solve', async () => {
    await closeIkWorkerPool();
    expect(pooledWorkerCount()).toBe(0);
    const solved = await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'workers');
    expect(pooledWorkerCount()).toBe(1);
    expect(Array.from(solved)).toEqual(Array.from(await solveInSegments(model, recording, DEFAULT_IK_OPTIONS, 2, 0, undefined, 'this thread')));
  }, 120_000);
});
