import { describe, expect, it } from 'vitest';
import { DEFAULT_IK_OPTIONS, type IkOptions } from './ik.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import { neutralPoseOf, type Pose } from '../kinematics/pose.ts';
import type { BodyPlan } from '../format/schema.ts';
import { copyState, expectStatesClose, finiteDifferenceJacobian, normalizedQuat, regularizedStep } from '../testing/denseGaussNewton.ts';
import { readFlyBodyPlan, readFlyFixtures } from '../testing/flyFixtures.ts';
import { lookAtCamera } from '../observations/lookAtCamera.ts';
import { mapPoint, type Mapper } from '../observations/mapper.ts';
import { Ik2dSolver, type Frame2D } from './solve2d.ts';

/** A free-floating chain with hinges about odd axes, a slide and an offset rotation: every Jacobian kind. */
const CHAIN: BodyPlan = {
  fixed_base: false,
  joints: [
    { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.2 }] },
    { name: 'upper', parent: 'base', offset_pos: [1, 0.2, 0], offset_quat: [0.9, 0.1, 0.3, 0], dofs: [{ type: 'hinge', axis: [1, 1, 0], neutral: -0.1 }, { type: 'slide', axis: [0, 1, 0], neutral: 0.1 }] },
    // A slide before a hinge: the hinge acts where the slide moved the joint.
    { name: 'lower', parent: 'upper', offset_pos: [0.8, 0, 0.1], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'slide', axis: [1, 0, 0.5], neutral: 0 }, { type: 'hinge', axis: [0, 1, 0], neutral: 0.4 }] },
    { name: 'tip', parent: 'lower', offset_pos: [0.5, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
};

const CAMERAS = [
  lookAtCamera([6, -5, 3], [0.8, 0.2, 0], [0, 0, 1], { fx: 900, fy: 880, cx: 320, cy: 240 }),
  lookAtCamera([-4, -6, 2], [0.8, 0.2, 0], [0, 0, 1], { fx: 700, fy: 700, cx: 300, cy: 200 }),
];

/** The mapped keypoints of `pose` through each mapper: the layout of Frame2D.points (NaN behind a camera). */
function project(model: BodyModel, mappers: readonly Mapper[], pose: Pose): Float64Array {
  const fk = new ForwardKinematics(model);
  fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
  const n = model.jointCount;
  const points = new Float64Array(2 * mappers.length * n).fill(NaN);
  const out = new Float64Array(2);
  mappers.forEach((mapper, c) => {
    for (let k = 0; k < n; k++) if (mapPoint(mapper, fk.keypoints, 3 * k, out)) points.set(out, 2 * (c * n + k));
  });
  return points;
}

/**
 * One step written out densely from QuickIK's README with Position2D observations: the 2D Jacobian
 * from central differences of (mapper ∘ forward kinematics), root rotation perturbed as exp(eps e_i)·q.
 */
function referenceStep2d(model: BodyModel, mappers: readonly Mapper[], start: Pose, frame: Frame2D, options: IkOptions): Pose {
  const rootCount = model.fixedBase ? 0 : 6;
  const size = rootCount + model.dofCount;
  const mapped = project(model, mappers, start);
  const jacobian = finiteDifferenceJacobian(start, rootCount, size, (pose) => project(model, mappers, pose));
  const h = Array.from({ length: size }, () => new Float64Array(size));
  const g = new Float64Array(size);
  const n = model.jointCount;
  for (let c = 0; c < mappers.length; c++) {
    for (let k = 0; k < n; k++) {
      const at = c * n + k;
      if (!Number.isFinite(frame.points[2 * at]!)) continue;
      const w = (frame.weights?.[at] ?? 1) * model.jointWeight[k]!;
      for (let a = 0; a < size; a++) {
        for (let r = 0; r < 2; r++) {
          const ja = jacobian[a]![2 * at + r]!;
          g[a]! += w * ja * (frame.points[2 * at + r]! - mapped[2 * at + r]!);
          for (let b = 0; b < size; b++) h[a]![b]! += w * ja * jacobian[b]![2 * at + r]!;
        }
      }
    }
  }
  return regularizedStep(model, start, h, g, options, rootCount);
}

describe("Ik2dSolver: one step is QuickIK's Position2D step", () => {
  const model = compileBodyPlan(CHAIN);
  const start: Pose = { dofs: Float64Array.of(0.1, -0.3, 0.05, 0.2, 0.6), rootPosition: Float64Array.of(0.1, -0.2, 0.05), rootQuat: normalizedQuat([1, 0.1, -0.05, 0.2]) };
  const goal: Pose = { dofs: Float64Array.of(0.4, 0.2, -0.1, 0.3, 1.0), rootPosition: Float64Array.of(0.2, 0.1, -0.1), rootQuat: normalizedQuat([1, -0.1, 0.1, 0.1]) };
  const options: IkOptions = { ...DEFAULT_IK_OPTIONS, iterations: 1, neutralWeight: 0.05, damping: 1e-3 };

  for (const [label, mappers] of [
    ['one camera', CAMERAS.slice(0, 1)],
    ['two cameras, weighted, one missing point', CAMERAS],
    ['an X-Y view', [{ type: 'xy' }]],
  ] as [string, Mapper[]][]) {
    it(`${label}: the step equals the dense finite-difference reference`, () => {
      const points = project(model, mappers, goal);
      const n = model.jointCount;
      let weights: Float64Array | undefined;
      if (mappers.length > 1) {
        points.fill(NaN, 2 * (n + 1), 2 * (n + 2)); // camera 1 misses joint 1
        weights = Float64Array.from({ length: mappers.length * n }, (_, i) => 0.5 + (i % 3));
      }
      const frame: Frame2D = { points, weights };
      const state = copyState(start);
      const result = new Ik2dSolver(model, mappers, options).solve(state, frame);
      expect(result.iterations).toBe(1);
      expectStatesClose(state, referenceStep2d(model, mappers, start, frame, options), 1e-6);
    });
  }

  it('joint weight_scaler multiplies the runtime weight', () => {
    const plan: BodyPlan = { ...CHAIN, joints: CHAIN.joints.map((j, i) => (i === 3 ? { ...j, weight_scaler: 3 } : j)) };
    const scaled = compileBodyPlan(plan);
    const frame: Frame2D = { points: project(scaled, CAMERAS, goal) };
    const state = copyState(start);
    new Ik2dSolver(scaled, CAMERAS, options).solve(state, frame);
    expectStatesClose(state, referenceStep2d(scaled, CAMERAS, start, frame, options), 1e-6);
  });
});

describe('Ik2dSolver recovers a synthetic fly pose', () => {
  const model = compileBodyPlan(readFlyBodyPlan());
  const fixtures = readFlyFixtures();
  const around = (angle: number) =>
    lookAtCamera([25 * Math.cos(angle), 25 * Math.sin(angle), 12], [-0.5, 0, -0.8], [0, 0, 1], { fx: 2000, fy: 2000, cx: 640, cy: 512 });
  const threeCameras = [around(-Math.PI / 2), around(Math.PI / 6), around((5 * Math.PI) / 6)];

  /** The synthetic frame's pose (root at the origin, unrotated) projected through `mappers`, the root joint unobserved. */
  function observe(mappers: Mapper[], frameIndex: number): { truth: Pose; frame: Frame2D } {
    const truth = neutralPoseOf(model);
    truth.dofs.set(fixtures.synthetic_frames[frameIndex]!.ground_truth_dof_angles_per_leg.flat());
    const points = project(model, mappers, truth);
    for (let c = 0; c < mappers.length; c++) points.fill(NaN, 2 * c * model.jointCount, 2 * c * model.jointCount + 2);
    return { truth, frame: { points } };
  }

  it('three cameras: DOFs within 1e-4 rad and reprojection error below 1e-6 px, cold start from neutral', () => {
    const solver = new Ik2dSolver(model, threeCameras, { neutralWeight: 0, iterations: 30, positionTolerance: 0, angleTolerance: 0 });
    for (let f = 0; f < fixtures.synthetic_frames.length; f++) {
      const { truth, frame } = observe(threeCameras, f);
      const state = neutralPoseOf(model);
      const result = solver.solve(state, frame);
      expect(result.observedCount).toBe(90);
      expect(result.behindCount).toBe(0);
      expect(result.rmsError, `frame ${f}`).toBeLessThan(1e-6);
      truth.dofs.forEach((v, d) => expect(Math.abs(state.dofs[d]! - v), `frame ${f} dof ${d}`).toBeLessThan(1e-4));
    }
  });

  it('one camera, warm start 0.05 rad off (as in a sequence): DOFs within 1e-4 rad, reprojection error below 1e-6 px', () => {
    // A single view is ambiguous along its rays: cold starts from neutral can settle in a mirrored
    // leg (about 0.5 px here), so the claim is for the warm start a recording's sequence solve gives.
    const camera = threeCameras.slice(0, 1);
    const solver = new Ik2dSolver(model, camera, { neutralWeight: 0, iterations: 50, positionTolerance: 0, angleTolerance: 0 });
    for (let f = 0; f < fixtures.synthetic_frames.length; f++) {
      const { truth, frame } = observe(camera, f);
      const state = neutralPoseOf(model);
      state.dofs.set(truth.dofs.map((v, d) => v + 0.05 * Math.sin(7 * d + 1)));
      const result = solver.solve(state, frame);
      expect(result.observedCount).toBe(30);
      expect(result.rmsError, `frame ${f}`).toBeLessThan(1e-6);
      truth.dofs.forEach((v, d) => expect(Math.abs(state.dofs[d]! - v), `frame ${f} dof ${d}`).toBeLessThan(1e-4));
    }
  });

  it('an X-Y view of the same poses is fitted to ~0 in world units', () => {
    const view: Mapper[] = [{ type: 'xy' }];
    const solver = new Ik2dSolver(model, view, { neutralWeight: 0, iterations: 50, positionTolerance: 0, angleTolerance: 0 });
    const { frame } = observe(view, 0);
    expect(solver.solve(neutralPoseOf(model), frame).rmsError).toBeLessThan(1e-6);
  });

  it('keypoints that start behind the only camera keep pulling and end in front of it, each step lowering the objective', () => {
    // A camera 2 units above the origin looking down: the fly's feet (z down to -1.5) are in front,
    // but a root pushed 5 units up puts every keypoint behind it at the start. (Until issue 38 such
    // observations were dropped, so the solve stopped there with all 30 behind and nothing pulling.)
    const top = [lookAtCamera([0, 0, 2], [0, 0, -1], [0, 1, 0], { fx: 500, fy: 500, cx: 0, cy: 0 })];
    const { frame } = observe(top, 0);
    const start = neutralPoseOf(model);
    start.rootPosition[2] = 5;
    const costs: number[] = [];
    for (const iterations of [1, 2, 5, 20, 100]) {
      const state = copyState(start);
      const result = new Ik2dSolver(model, top, { iterations }).solve(state, frame);
      costs.push(result.cost);
      if (iterations === 100) {
        expect(result.behindCount).toBe(0);
        expect(result.observedCount).toBe(30);
        expect(state.rootPosition[2]).toBeLessThan(2);
      }
    }
    for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeLessThanOrEqual(costs[i - 1]!);
    expect(costs.at(-1)).toBeLessThan(costs[0]! / 100);
  });
});

describe('Ik2dSolver arguments', () => {
  it('refuses to be built without a mapper', () => {
    expect(() => new Ik2dSolver(compileBodyPlan(CHAIN), [])).toThrow(/at least one mapper/);
  });
});
