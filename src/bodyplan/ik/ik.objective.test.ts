import { describe, expect, it } from 'vitest';
import { IkSolver, type IkOptions } from './ik.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import type { BodyPlan, Dof, Joint } from '../format/schema.ts';
import { readFlyBodyPlan, readFlyFixtures } from '../testing/flyFixtures.ts';
import { referenceStep, copyState, expectStatesClose, quatMul, quatConjugate, quatExp, quatLog, normalizedQuat, quatDistance } from '../testing/denseGaussNewton.ts';
import { neutralPoseOf, type Pose } from '../kinematics/pose.ts';

/**
 * Each test pins one sentence of QuickIK's description of its solver (its README): the weights,
 * the prior, the relative damping, the early stop, the root update and a failed Cholesky. Slides make
 * the objective linear, so one Gauss-Newton step lands on an answer worked out by hand.
 */

const NONE = NaN;

function joint(name: string, parent: string | null, dofs: Dof[] = [], extra: Partial<Joint> = {}): Joint {
  return { name, parent, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs, ...extra };
}

function slide(axis: [number, number, number], extra: Partial<Dof> = {}): Dof {
  return { type: 'slide', axis, neutral: 0, ...extra };
}

/** Targets for every joint, missing (NaN) except the given ones. */
function targetsFor(jointCount: number, given: Record<number, [number, number, number]>): Float64Array {
  const targets = new Float64Array(3 * jointCount).fill(NONE);
  for (const [index, point] of Object.entries(given)) targets.set(point, 3 * Number(index));
  return targets;
}

/** A slide along x carrying two keypoints, a at (x, 1, 0) and b at (x, -1, 0). */
function twoKeypointSlide(weightScalerA = 1, weightScalerB = 1): BodyModel {
  return compileBodyPlan({
    fixed_base: true,
    joints: [
      joint('base', null, [slide([1, 0, 0])]),
      joint('a', 'base', [], { offset_pos: [0, 1, 0], weight_scaler: weightScalerA }),
      joint('b', 'base', [], { offset_pos: [0, -1, 0], weight_scaler: weightScalerB }),
    ],
  });
}

/** a wants x = 1, b wants x = 4: they pull against each other. */
const CONFLICT = targetsFor(3, { 1: [1, 1, 0], 2: [4, -1, 0] });
const LINEAR: Partial<IkOptions> = { neutralWeight: 0, damping: 0, iterations: 5 };

function solveSlide(model: BodyModel, weights?: Float64Array): number {
  const state = neutralPoseOf(model);
  new IkSolver(model, LINEAR).solve(state, CONFLICT, weights);
  return state.dofs[0]!;
}

describe('keypoint weight = runtime weight x joint weight_scaler', () => {
  it('on a linear problem the fit is the weighted mean (w_a * 1 + w_b * 4) / (w_a + w_b)', () => {
    expect(solveSlide(twoKeypointSlide())).toBeCloseTo(2.5, 12);
    expect(solveSlide(twoKeypointSlide(2, 1))).toBeCloseTo(2, 12);
    expect(solveSlide(twoKeypointSlide(1, 1), Float64Array.of(1, 2, 1))).toBeCloseTo(2, 12);
    // A product, not a sum: 3 x 2 = 6 x 1 = 1 x 6 (3 + 2 would differ from 6 + 1).
    expect(solveSlide(twoKeypointSlide(2, 1), Float64Array.of(1, 3, 1))).toBeCloseTo(10 / 7, 12);
    expect(solveSlide(twoKeypointSlide(1, 1), Float64Array.of(1, 6, 1))).toBeCloseTo(10 / 7, 12);
    expect(solveSlide(twoKeypointSlide(6, 1), Float64Array.of(1, 1, 1))).toBeCloseTo(10 / 7, 12);
    expect(solveSlide(twoKeypointSlide(1, 0.5), Float64Array.of(1, 1, 2))).toBeCloseTo(2.5, 12);
  });

  it('on a hinge arm with conflicting targets, doubling a joint weight_scaler equals doubling its runtime weight', () => {
    const plan = (elbowScaler: number): BodyPlan => ({
      fixed_base: true,
      joints: [
        joint('shoulder', null, [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.3 }]),
        joint('elbow', 'shoulder', [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.5 }], { offset_pos: [2, 0, 0], weight_scaler: elbowScaler }),
        joint('hand', 'elbow', [], { offset_pos: [1.5, 0, 0] }),
      ],
    });
    // The elbow wants the shoulder at about 90 degrees, the hand (out of reach) wants it near 0.
    const targets = targetsFor(3, { 1: [0, 2, 0], 2: [4, 0.5, 0] });
    const solve = (elbowScaler: number, weights?: Float64Array) => {
      const model = compileBodyPlan(plan(elbowScaler));
      const state = neutralPoseOf(model);
      new IkSolver(model, { iterations: 30 }).solve(state, targets, weights);
      return Array.from(state.dofs);
    };
    const unscaled = solve(1);
    const scaled = solve(2);
    expect(solve(1, Float64Array.of(1, 2, 1))).toEqual(scaled);
    expect(Math.abs(scaled[0]! - unscaled[0]!)).toBeGreaterThan(0.05);
  });
});

describe('neutral prior weighted by neutral_weight x the DOF weight_scaler', () => {
  it('three slides toward a tip target at (4, 4, 4), neutral 1: scaler 0 is free, 1 and 2 are pulled in proportion', () => {
    const model = compileBodyPlan({
      fixed_base: true,
      joints: [
        joint('base', null, [
          slide([1, 0, 0], { neutral: 1, weight_scaler: 0 }),
          slide([0, 1, 0], { neutral: 1 }),
          slide([0, 0, 1], { neutral: 1, weight_scaler: 2 }),
        ]),
        joint('tip', 'base'),
      ],
    });
    const state = neutralPoseOf(model);
    new IkSolver(model, { neutralWeight: 0.5, damping: 0 }).solve(state, targetsFor(2, { 1: [4, 4, 4] }));
    // Per axis: argmin (4 - v)^2 + 0.5 s (1 - v)^2 = (4 + 0.5 s) / (1 + 0.5 s).
    expect(state.dofs[0]).toBeCloseTo(4, 12);
    expect(state.dofs[1]).toBeCloseTo(3, 12);
    expect(state.dofs[2]).toBeCloseTo(2.5, 12);
  });
});

describe('relative damping: damping * max(diag_ii, 1), after the prior', () => {
  /** One step of one slide from 0 toward a target at x = 3. */
  function oneStep(keypointWeight: number, neutralWeight: number): number {
    const model = compileBodyPlan({ fixed_base: true, joints: [joint('base', null, [slide([1, 0, 0])]), joint('tip', 'base')] });
    const state = neutralPoseOf(model);
    new IkSolver(model, { iterations: 1, damping: 0.5, neutralWeight }).solve(state, targetsFor(2, { 1: [3, 0, 0] }), Float64Array.of(1, keypointWeight));
    return state.dofs[0]!;
  }

  it('a large diagonal is damped in proportion: 12 / (4 + 0.5 * 4) = 2, not 12 / 4.5', () => {
    expect(oneStep(4, 0)).toBeCloseTo(2, 14);
  });

  it('a diagonal below 1 is damped by damping * 1: 0.75 / (0.25 + 0.5) = 1, not 0.75 / 0.375', () => {
    expect(oneStep(0.25, 0)).toBeCloseTo(1, 14);
  });

  it('the diagonal that is damped includes the prior: 6 / ((2 + 2) * 1.5) = 1, not 6 / (2 * 1.5 + 2)', () => {
    expect(oneStep(2, 2)).toBeCloseTo(1, 14);
  });
});

describe('early stop on the two tolerances', () => {
  const arm = compileBodyPlan({
    fixed_base: true,
    joints: [
      joint('shoulder', null, [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.3 }]),
      joint('elbow', 'shoulder', [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.5 }], { offset_pos: [2, 0, 0] }),
      joint('hand', 'elbow', [], { offset_pos: [1.5, 0, 0] }),
    ],
  });
  const easy = targetsFor(3, { 2: [2.0, 1.5, 0] });

  it('default tolerances stop a reachable target early; tolerance 0 runs every iteration', () => {
    const early = new IkSolver(arm).solve(neutralPoseOf(arm), easy);
    expect(early.iterations).toBeLessThan(10);
    expect(early.iterations).toBeGreaterThan(1);
    expect(early.converged).toBe(true);
    const full = new IkSolver(arm, { positionTolerance: 0, angleTolerance: 0 }).solve(neutralPoseOf(arm), easy);
    expect(full.iterations).toBe(10);
    expect(full.converged).toBe(false);
    expect(new IkSolver(arm, { positionTolerance: 0, angleTolerance: 0, iterations: 17 }).solve(neutralPoseOf(arm), easy).iterations).toBe(17);
  });

  it('DOF steps are checked against the angle tolerance only (a fixed base has no position step)', () => {
    // A target whose first Gauss-Newton step lowers the error (0.43 -> 0.11), so it is taken: the
    // step control keeps the state where a first step would not help (the next test).
    const near = targetsFor(3, { 2: [2.6, 1.9, 0] });
    const first = neutralPoseOf(arm);
    new IkSolver(arm, { iterations: 1 }).solve(first, near);
    const largest = Math.max(...Array.from(first.dofs, (v, i) => Math.abs(v - arm.dofNeutral[i]!)));
    expect(largest).toBeGreaterThan(0.1);
    const run = (positionTolerance: number, angleTolerance: number) =>
      new IkSolver(arm, { iterations: 2, positionTolerance, angleTolerance }).solve(neutralPoseOf(arm), near).iterations;
    expect(run(0, largest * 1.000001)).toBe(1);
    expect(run(0, largest * 0.999999)).toBe(2);
    expect(run(1e9, largest * 0.999999)).toBe(2);
  });

  it('root position steps go to the position tolerance, root rotation steps to the angle tolerance', () => {
    // A rigid free body with three keypoints, moved by (1, -0.5, 0.2) and turned 0.1 rad about z.
    const body = compileBodyPlan({
      fixed_base: false,
      joints: [
        joint('body', null),
        joint('p', 'body', [], { offset_pos: [1, 0, 0] }),
        joint('q', 'body', [], { offset_pos: [0, 1, 0] }),
        joint('r', 'body', [], { offset_pos: [0, 0, 1] }),
      ],
    });
    const fk = new ForwardKinematics(body, { incremental: false });
    fk.compute([], [1, -0.5, 0.2], [Math.cos(0.05), 0, 0, Math.sin(0.05)]);
    const targets = Float64Array.from(fk.keypoints);
    const first = neutralPoseOf(body);
    new IkSolver(body, { iterations: 1 }).solve(first, targets);
    const positionStep = Math.max(...Array.from(first.rootPosition, Math.abs));
    const angleStep = Math.max(...Array.from(quatLog(first.rootQuat), Math.abs));
    expect(positionStep).toBeGreaterThan(0.9);
    expect(angleStep).toBeGreaterThan(0.05);
    expect(angleStep).toBeLessThan(0.2);
    const run = (positionTolerance: number, angleTolerance: number) =>
      new IkSolver(body, { iterations: 2, positionTolerance, angleTolerance }).solve(neutralPoseOf(body), targets).iterations;
    expect(run(positionStep * 1.000001, angleStep * 1.000001)).toBe(1);
    expect(run(positionStep * 0.999999, 1e9)).toBe(2);
    expect(run(1e9, angleStep * 0.999999)).toBe(2);
    // Swapped, each tolerance is between the two steps: only a separate check says no to both.
    expect(run(angleStep * 1.000001, positionStep * 1.000001)).toBe(2);
  });
});

describe('root rotation update: exp(delta) * q, left-multiplied (one step against a dense finite-difference Gauss-Newton)', () => {
  const spatialArm: BodyPlan = {
    fixed_base: false,
    joints: [
      joint('pelvis', null, [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.2, weight_scaler: 2 }]),
      joint('hip', 'pelvis', [
        { type: 'hinge', axis: [0, 1, 0], neutral: -0.3 },
        slide([1, 1, 0], { neutral: 0.1, weight_scaler: 0.5 }),
      ], { offset_pos: [0.5, 0, -0.2], offset_quat: [0.9, 0.1, 0.3, -0.2], weight_scaler: 3 }),
      joint('knee', 'hip', [{ type: 'hinge', axis: [1, 0, 0], neutral: 0.4, limits: [-1, 1] }], { offset_pos: [0, 0, -1] }),
      joint('foot', 'knee', [], { offset_pos: [0.2, 0, -0.8], weight_scaler: 0.7 }),
      joint('arm', 'pelvis', [{ type: 'hinge', axis: [0, 1, 1], neutral: 0 }], { offset_pos: [-0.4, 0.3, 0.6] }),
      joint('hand', 'arm', [], { offset_pos: [0, 0.7, 0] }),
    ],
  };
  const options: IkOptions = { iterations: 1, damping: 0.2, neutralWeight: 0.05, positionTolerance: 0, angleTolerance: 0 };

  it('the spatial arm from a turned, shifted root: state after one step matches the reference', () => {
    const model = compileBodyPlan(spatialArm);
    const start: Pose = {
      dofs: Float64Array.of(0.7, -0.2, 0.4, 0.3, -0.5),
      rootPosition: Float64Array.of(0.5, -1, 2),
      rootQuat: normalizedQuat([0.8, 0.3, -0.4, 0.2]),
    };
    const targets = targetsFor(7, { 0: [0.3, -0.8, 2.2], 2: [1.5, -1, 1.2], 3: [1, -0.5, 0.5], 4: [1.2, 0, 0.8], 6: [0.1, 0.2, 3] });
    const weights = Float64Array.of(0.5, 1, 2, 1, 1.5, 1, 0.8);
    const expected = referenceStep(model, start, targets, weights, options);
    const state = copyState(start);
    new IkSolver(model, options).solve(state, targets, weights);
    expectStatesClose(state, expected, 1e-8);
    // The test can tell the forms apart: q * exp(delta) (right-multiplied) lands elsewhere.
    const delta = quatLog(quatMul(expected.rootQuat, quatConjugate(start.rootQuat)));
    const rightMultiplied = quatMul(start.rootQuat, quatExp(delta));
    expect(quatDistance(rightMultiplied, state.rootQuat)).toBeGreaterThan(1e-2);
  });

  it('the fly (6 + 42 state variables) from a turned root, on a real frame', () => {
    const model = compileBodyPlan(readFlyBodyPlan());
    const frame = readFlyFixtures().real_frames[3]!;
    const targets = targetsFor(31, {});
    frame.target_ego.forEach((point, i) => targets.set(point, 3 * (i + 1)));
    const start = neutralPoseOf(model);
    start.rootQuat = normalizedQuat([0.95, 0.1, -0.2, 0.15]);
    start.rootPosition = Float64Array.of(0.1, -0.2, 0.05);
    const flyOptions = { ...options, damping: 1e-3, neutralWeight: 1e-3 };
    const expected = referenceStep(model, start, targets, undefined, flyOptions);
    const state = copyState(start);
    new IkSolver(model, flyOptions).solve(state, targets);
    expectStatesClose(state, expected, 1e-6);
  });
});

describe('a failed Cholesky takes no step', () => {
  it('damping 0 and no prior with an unconstrained DOF: nothing moves, not even the DOF the target needs', () => {
    const model = compileBodyPlan({
      fixed_base: true,
      joints: [
        joint('shoulder', null, [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.3 }]),
        joint('elbow', 'shoulder', [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.5 }], { offset_pos: [2, 0, 0] }),
        joint('hand', 'elbow', [], { offset_pos: [1.5, 0, 0] }),
      ],
    });
    // Only the elbow keypoint is observed: no keypoint depends on the elbow's own DOF, so its row
    // of the normal matrix is zero and the factorization fails.
    const targets = targetsFor(3, { 1: [0, 2, 0] });
    const state = neutralPoseOf(model);
    const result = new IkSolver(model, { damping: 0, neutralWeight: 0 }).solve(state, targets);
    expect(Array.from(state.dofs)).toEqual([0.3, 0.5]);
    expect(result.iterations).toBe(1);
    expect(result.converged).toBe(true);
    // With the default damping the same problem is solvable and the shoulder turns to 90 degrees.
    const damped = neutralPoseOf(model);
    new IkSolver(model, { neutralWeight: 0, iterations: 30 }).solve(damped, targets);
    expect(damped.dofs[0]).toBeCloseTo(Math.PI / 2, 6);
  });
});
