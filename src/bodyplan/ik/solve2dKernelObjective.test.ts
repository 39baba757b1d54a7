import { describe, expect, it } from 'vitest';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import { copyPose, neutralPoseOf, type Pose } from '../kinematics/pose.ts';
import type { BodyPlan } from '../format/schema.ts';
import { readFlyBodyPlan, readFlyFixtures } from '../testing/flyFixtures.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPointSoftDepth } from '../observations/softDepthProjection.ts';
import type { Mapper } from '../observations/mapper.ts';
import type { RobustLoss } from './robustLoss.ts';
import { Ik2dSolver, type Frame2D, type Ik2dResult } from './solve2d.ts';

/** A chain with hinges about odd axes, slides (one before a hinge) and an offset rotation: every Jacobian kind. */
function chain(fixedBase: boolean): BodyPlan {
  return {
    fixed_base: fixedBase,
    joints: [
      { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.2 }] },
      { name: 'upper', parent: 'base', offset_pos: [1, 0.2, 0], offset_quat: [0.9, 0.1, 0.3, 0], dofs: [{ type: 'hinge', axis: [1, 1, 0], neutral: -0.1 }, { type: 'slide', axis: [0, 1, 0], neutral: 0.1 }] },
      { name: 'lower', parent: 'upper', offset_pos: [0.8, 0, 0.1], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'slide', axis: [1, 0, 0.5], neutral: 0 }, { type: 'hinge', axis: [0, 1, 0], neutral: 0.4 }] },
      { name: 'tip', parent: 'lower', offset_pos: [0.5, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [], weight_scaler: 2 },
    ],
  };
}

/** The keypoints of `pose` through each mapper (soft depth behind a camera), moved by a deterministic wobble of `noise`. */
function observe(model: BodyModel, mappers: readonly Mapper[], pose: Pose, noise: number, seed: number): Frame2D {
  const fk = new ForwardKinematics(model);
  fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
  const n = model.jointCount;
  const points = new Float64Array(2 * mappers.length * n);
  const out = new Float64Array(2);
  mappers.forEach((mapper, c) => {
    for (let k = 0; k < n; k++) {
      mapPointSoftDepth(mapper, fk.keypoints, 3 * k, out);
      for (let i = 0; i < 2; i++) points[2 * (c * n + k) + i] = out[i]! + noise * Math.sin(seed * 13.1 + 7.3 * (c * n + k) + 2.9 * i);
    }
  });
  // One point missing, and (with several views) one observation far off: a robust loss must see it.
  points.fill(NaN, 2, 4);
  if (mappers.length > 1) points[2 * (n + n - 1)]! += 40 * Math.max(noise, 0.05);
  return { points };
}

/** The two paths' results at equal settings: the same states and outputs to `tolerance` (relative for the cost). */
function expectSamePaths(kernels: [Pose, Ik2dResult], typescript: [Pose, Ik2dResult], tolerance: number): void {
  const [a, ra] = kernels;
  const [b, rb] = typescript;
  a.dofs.forEach((v, d) => expect(Math.abs(v - b.dofs[d]!), `DOF ${d}`).toBeLessThanOrEqual(tolerance));
  for (let i = 0; i < 3; i++) expect(Math.abs(a.rootPosition[i]! - b.rootPosition[i]!)).toBeLessThanOrEqual(tolerance);
  for (let i = 0; i < 4; i++) expect(Math.abs(a.rootQuat[i]! - b.rootQuat[i]!)).toBeLessThanOrEqual(tolerance);
  expect(ra.iterations).toBe(rb.iterations);
  expect(ra.converged).toBe(rb.converged);
  expect(ra.observedCount).toBe(rb.observedCount);
  expect(ra.behindCount).toBe(rb.behindCount);
  expect(Math.abs(ra.cost - rb.cost)).toBeLessThanOrEqual(tolerance * Math.max(1, Math.abs(rb.cost)));
  expect(Math.abs(ra.rmsError - rb.rmsError)).toBeLessThanOrEqual(tolerance * Math.max(1, rb.rmsError));
  ra.viewWeights.forEach((w, c) => expect(Math.abs(w - rb.viewWeights[c]!)).toBeLessThanOrEqual(tolerance));
}

function solveBoth(model: BodyModel, mappers: readonly Mapper[], loss: RobustLoss, start: Pose, frame: Frame2D, iterations: number): [[Pose, Ik2dResult], [Pose, Ik2dResult]] {
  const options = { iterations, robustLoss: loss, robustScale: 3, neutralWeight: 0.01 };
  const kernels = new Ik2dSolver(model, mappers, options);
  const typescript = new Ik2dSolver(model, mappers, options, 'typescript');
  expect(kernels.objectivePath).toBe('kernels');
  expect(typescript.objectivePath).toBe('typescript');
  const a = copyPose(start);
  const b = copyPose(start);
  const ra = structuredClone(kernels.solve(a, frame));
  const rb = structuredClone(typescript.solve(b, frame));
  return [[a, ra], [b, rb]];
}

describe('the 2D objective in the kernels gives the TypeScript path\'s numbers', () => {
  const losses: RobustLoss[] = ['none', 'cauchy', 'huber'];
  // Close cameras: some of the chain's keypoints fall inside the soft-depth band or behind one.
  const cameras = [
    lookAtCamera([3, -4, 2], [0.8, 0.2, 0], [0, 0, 1], { fx: 900, fy: 880, cx: 320, cy: 240 }),
    lookAtCamera([1.2, 0.1, 0.3], [0.5, 0.2, 0], [0, 0, 1], { fx: 700, fy: 650, cx: 300, cy: 200 }),
  ];
  const views: [string, Mapper[]][] = [
    ['two pinhole cameras, one close enough that points go behind it', cameras],
    ['an X-Y view', [{ type: 'xy' }]],
    ['a camera and an X-Y view together', [cameras[0]!, { type: 'xy' }]],
  ];

  for (const fixedBase of [false, true]) {
    const model = compileBodyPlan(chain(fixedBase));
    for (const [label, mappers] of views) {
      for (const loss of losses) {
        it(`${fixedBase ? 'fixed' : 'free'} chain, ${label}, loss ${loss}: one step and ten steps agree to 1e-12 on three frames`, () => {
          for (let f = 0; f < 3; f++) {
            const goal = neutralPoseOf(model);
            goal.dofs.forEach((_, d) => (goal.dofs[d] = 0.3 * Math.sin(1.7 * d + f)));
            if (!fixedBase) goal.rootPosition.set([0.1 * f, -0.05, 0.02 * f]);
            const frame = observe(model, mappers, goal, mappers[0]!.type === 'xy' ? 0.01 : 2, f);
            if (f === 1) frame.weights = Float64Array.from({ length: mappers.length * model.jointCount }, (_, i) => (i % 4 === 2 ? 0 : 0.5 + (i % 3)));
            const start = neutralPoseOf(model);
            for (const iterations of [1, 10]) {
              const [kernels, typescript] = solveBoth(model, mappers, loss, start, frame, iterations);
              expectSamePaths(kernels, typescript, 1e-12);
            }
          }
        });
      }
    }
  }

  it('the fly, warm-started along its native-rate frames through three cameras and through an X-Y view, with and without Cauchy: the same states to 1e-12', () => {
    const model = compileBodyPlan(readFlyBodyPlan());
    const frames = readFlyFixtures().native_rate_frames.slice(0, 20);
    const around = (angle: number) =>
      lookAtCamera([25 * Math.cos(angle), 25 * Math.sin(angle), 12], [-0.5, 0, -0.8], [0, 0, 1], { fx: 2000, fy: 2000, cx: 640, cy: 512 });
    for (const mappers of [[around(-Math.PI / 2), around(Math.PI / 6), around((5 * Math.PI) / 6)], [{ type: 'xy' } as Mapper]]) {
      for (const loss of ['none', 'cauchy'] as RobustLoss[]) {
        const options = { robustLoss: loss };
        const kernels = new Ik2dSolver(model, mappers, options);
        const typescript = new Ik2dSolver(model, mappers, options, 'typescript');
        const a = neutralPoseOf(model);
        const b = neutralPoseOf(model);
        let worst = 0;
        for (const frame of frames) {
          const targets = new Float64Array(3 * model.jointCount).fill(NaN);
          frame.target_ego.forEach((point, i) => targets.set(point, 3 * (i + 1)));
          const n = model.jointCount;
          const points = new Float64Array(2 * mappers.length * n).fill(NaN);
          const out = new Float64Array(2);
          mappers.forEach((mapper, c) => {
            for (let k = 1; k < n; k++) {
              mapPointSoftDepth(mapper, targets, 3 * k, out);
              points.set(out, 2 * (c * n + k));
            }
          });
          const ra = structuredClone(kernels.solve(a, { points }));
          const rb = structuredClone(typescript.solve(b, { points }));
          expectSamePaths([a, ra], [b, rb], 1e-12);
          a.dofs.forEach((v, d) => (worst = Math.max(worst, Math.abs(v - b.dofs[d]!))));
        }
        expect(worst, `${mappers.length} views, ${loss}`).toBeLessThanOrEqual(1e-12);
      }
    }
  });

  it('is deterministic: the same frame solved twice by two kernel solvers gives the same bits', () => {
    const model = compileBodyPlan(chain(false));
    const frame = observe(model, cameras, neutralPoseOf(model), 2, 5);
    const start = neutralPoseOf(model);
    start.dofs.fill(0.2);
    const first = copyPose(start);
    const second = copyPose(start);
    new Ik2dSolver(model, cameras, { robustLoss: 'cauchy' }).solve(first, frame);
    new Ik2dSolver(model, cameras, { robustLoss: 'cauchy' }).solve(second, frame);
    expect(Array.from(second.dofs)).toEqual(Array.from(first.dofs));
    expect(Array.from(second.rootQuat)).toEqual(Array.from(first.rootQuat));
  });
});
