import { describe, expect, it } from 'vitest';
import { IkSolver } from './ik.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { neutralPoseOf, type Pose } from '../kinematics/pose.ts';
import { readFlyBodyPlan, readFlyFixtures } from '../testing/flyFixtures.ts';
import { copyState, normalizedQuat, referenceStep } from '../testing/denseGaussNewton.ts';

/**
 * The 3D solver's step control (kernels/assembly/gaussNewton.ts): QuickIK's Gauss-Newton step, taken
 * only when it does not raise the objective. A start far from the answer is where plain Gauss-Newton
 * overshoots; these tests start the fly turned half a turn and a body length away.
 */
const model = compileBodyPlan(readFlyBodyPlan());
const frame = readFlyFixtures().real_frames[3]!;
const targets = new Float64Array(3 * model.jointCount).fill(NaN);
frame.target_ego.forEach((point, i) => targets.set(point, 3 * (i + 1)));

function farStart(): Pose {
  const start = neutralPoseOf(model);
  // 150 degrees about a tilted axis, and shifted by about the fly's length (its units are mm).
  const half = (150 / 2) * (Math.PI / 180);
  const axis = [0.3, -0.5, 0.81];
  const norm = Math.hypot(...axis);
  start.rootQuat = normalizedQuat([Math.cos(half), ...axis.map((a) => (Math.sin(half) * a) / norm)] as [number, number, number, number]);
  start.rootPosition = Float64Array.of(2.2, -1.4, 0.9);
  return start;
}

function costAfter(iterations: number): number {
  const state = farStart();
  return new IkSolver(model, { iterations, positionTolerance: 0, angleTolerance: 0 }).solve(state, targets).cost;
}

describe('3D step control', () => {
  it('more iterations never end worse: the objective after 1..40 steps from far away never rises', () => {
    const costs = Array.from({ length: 40 }, (_, i) => costAfter(i + 1));
    for (let i = 1; i < costs.length; i++) expect(costs[i]).toBeLessThanOrEqual(costs[i - 1]!);
    expect(costs[39]).toBeLessThan(costs[0]! / 10);
  });

  it('from far away it ends lower than plain Gauss-Newton steps with the same settings', () => {
    // Plain Gauss-Newton: the dense reference step (denseGaussNewton.ts) applied 40 times, whatever it does.
    let plain = farStart();
    const options = { iterations: 1, damping: 1e-6, neutralWeight: 1e-3, positionTolerance: 0, angleTolerance: 0 };
    for (let i = 0; i < 40; i++) plain = referenceStep(model, plain, targets, undefined, options);
    const measure = new IkSolver(model, { ...options, iterations: 0 });
    const plainCost = measure.solve(copyState(plain), targets).cost;
    const controlled = costAfter(40);
    // At this commit: 0.357 for plain Gauss-Newton, 0.277 with the step control.
    expect(controlled).toBeLessThan(plainCost);
  });

  it('near the answer every step helps, so the steps are exactly QuickIK`s: one step equals the reference step', () => {
    const start = neutralPoseOf(model);
    const options = { iterations: 1, damping: 1e-3, neutralWeight: 1e-3, positionTolerance: 0, angleTolerance: 0 };
    const expected = referenceStep(model, start, targets, undefined, options);
    const state = copyState(start);
    const result = new IkSolver(model, options).solve(state, targets);
    expect(result.cost).toBeLessThan(new IkSolver(model, { ...options, iterations: 0 }).solve(neutralPoseOf(model), targets).cost);
    for (let d = 0; d < model.dofCount; d++) expect(state.dofs[d]).toBeCloseTo(expected.dofs[d]!, 6);
  });

  it('a rejected step leaves the state as it was: one step that would overshoot keeps the start', () => {
    const arm = compileBodyPlan({
      fixed_base: true,
      joints: [
        { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.3 }] },
        { name: 'elbow', parent: 'shoulder', offset_pos: [2, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.5 }] },
        { name: 'hand', parent: 'elbow', offset_pos: [1.5, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    });
    // A hand target the elbow must fold for: the linearized first step overshoots (ik.objective.test.ts's `easy`).
    const far = Float64Array.of(NaN, NaN, NaN, NaN, NaN, NaN, 2.0, 1.5, 0);
    const state = neutralPoseOf(arm);
    const before = new IkSolver(arm, { iterations: 0 }).solve(neutralPoseOf(arm), far).cost;
    const one = new IkSolver(arm, { iterations: 1, positionTolerance: 0, angleTolerance: 0 }).solve(state, far);
    expect(one.cost).toBe(before);
    expect(Array.from(state.dofs)).toEqual([0.3, 0.5]);
    const many = new IkSolver(arm, { iterations: 60 }).solve(neutralPoseOf(arm), far);
    expect(many.rmsError).toBeLessThan(1e-3);
  });
});
