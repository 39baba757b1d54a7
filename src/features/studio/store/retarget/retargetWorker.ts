/// <reference lib="webworker" />
import { compileBodyPlan } from '../../../../bodyplan/kinematics/model.ts';
import { adoptKernelModule } from '../../../../bodyplan/kinematics/kernels/kernelArena.ts';
import { placeSource } from '../../../../bodyplan/retarget/placeSource.ts';
import { readSourceMotion } from '../../../../bodyplan/retarget/readSourceMotion.ts';
import { computeRetargetReport } from '../../../../bodyplan/retarget/report/computeRetargetReport.ts';
import { velocityLimitsFromPlan } from '../../../../bodyplan/retarget/report/velocityLimitsFromPlan.ts';
import { startRetargetSolve } from '../../../../bodyplan/retarget/solveRetarget.ts';
import type { RetargetReply, RetargetRequest, RetargetSolveRequest } from './retargetProtocol.ts';

/**
 * The Studio's retarget (issue 41), off the page, one job per worker: reading a clip
 * (readSourceMotion: BVH, .trc, .c3d into metres, Z up, facing +X), or placing it on the robot
 * (placeSource: scale, ground, feet held in contact), solving it a slice of frames at a time with the
 * project's IK (startRetargetSolve, as `bodyplan retarget` does), posting progress after each slice,
 * and computing the report card. Cancel terminates the worker (runRetargetWorker.ts).
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Frames per slice: about 50 progress messages on a long clip, at least 10 frames each. */
const sliceOf = (frames: number) => Math.max(10, Math.ceil(frames / 50));

scope.onmessage = async (event: MessageEvent<RetargetRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'read') {
      const read = await readSourceMotion({ name: request.fileName, bytes: request.bytes }, request.overrides);
      if (!read.ok) scope.postMessage({ type: 'failed', message: read.message } satisfies RetargetReply);
      else scope.postMessage({ type: 'read', motion: read.value } satisfies RetargetReply, [read.value.positions.buffer as ArrayBuffer]);
      return;
    }
    solve(request);
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies RetargetReply);
  }
};

function solve({ kernels, plan, motion, map, scale }: RetargetSolveRequest): void {
  adoptKernelModule(kernels);
  const placed = placeSource(motion, map, plan, { scale });
  if (!placed.ok) {
    scope.postMessage({ type: 'failed', message: placed.message } satisfies RetargetReply);
    return;
  }
  const targets = placed.value;
  const model = compileBodyPlan(plan);
  const solve = startRetargetSolve(model, targets);
  const slice = sliceOf(solve.frameCount);
  while (solve.done < solve.frameCount) {
    const done = solve.step(slice);
    scope.postMessage({ type: 'progress', done, total: solve.frameCount } satisfies RetargetReply);
  }
  const trajectory = solve.trajectory();
  const report = computeRetargetReport(model, trajectory, targets, { velocityLimits: velocityLimitsFromPlan(plan) });
  scope.postMessage({ type: 'done', targets, trajectory, report } satisfies RetargetReply, [
    targets.positions.buffer as ArrayBuffer,
    targets.weights.buffer as ArrayBuffer,
    targets.contacts.buffer as ArrayBuffer,
    trajectory.values.buffer as ArrayBuffer,
  ]);
}
