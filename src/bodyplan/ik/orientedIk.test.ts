import { describe, expect, it } from 'vitest';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import type { BodyPlan, Dof, Joint } from '../format/schema.ts';
import { copyPose, neutralPoseOf, type Pose } from '../kinematics/pose.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { IkSolver } from './ik.ts';
import { OrientedIkSolver, turnQuat, type OrientationTargets } from './orientedIk.ts';
import { orientationResidual, quatFromMatrix } from './orientationError.ts';

function joint(name: string, parent: string | null, offset: [number, number, number], dofs: Dof[]): Joint {
  return { name, parent, offset_pos: offset, offset_quat: [1, 0, 0, 0], dofs };
}
const hinge = (axis: [number, number, number], neutral = 0): Dof => ({ type: 'hinge', axis, neutral });

/**
 * A 3D arm: a root (free or fixed), a shoulder of two hinges, an elbow on a slide then a hinge (the
 * slide moves where the hinge acts), and a wrist of three hinges whose frame is the hand's.
 */
function arm(fixedBase: boolean): BodyModel {
  const plan: BodyPlan = {
    fixed_base: fixedBase,
    joints: [
      joint('pelvis', null, [0, 0, 0], []),
      joint('shoulder', 'pelvis', [0, 0.3, 1], [hinge([0, 0, 1]), hinge([0, 1, 0])]),
      joint('elbow', 'shoulder', [0.5, 0, 0], [{ type: 'slide', axis: [1, 0, 0], neutral: 0 }, hinge([0, 1, 0])]),
      joint('wrist', 'elbow', [0.4, 0, 0], [hinge([1, 0, 0]), hinge([0, 1, 0]), hinge([0, 0, 1])]),
      joint('fingertip', 'wrist', [0.15, 0, 0], []),
    ],
  };
  return compileBodyPlan(plan);
}
const WRIST = 3;
const FINGERTIP = 4;

/** A pose away from neutral, every variable moved. */
function somePose(model: BodyModel, scale = 1): Pose {
  const pose = neutralPoseOf(model);
  pose.dofs.set([0.4, -0.3, 0.05, 0.9, -0.6, 0.5, 0.7].map((v) => v * scale));
  if (!model.fixedBase) {
    pose.rootPosition.set([0.1, -0.2, 0.3]);
    turnQuat(pose.rootQuat, 0.3 * scale, -0.5 * scale, 0.2 * scale);
  }
  return pose;
}

/** State variable s moved by h: root position, root rotation (a world turn, as the solver's step), then DOFs. */
function nudged(model: BodyModel, pose: Pose, s: number, h: number): Pose {
  const out = copyPose(pose);
  const rootCount = model.fixedBase ? 0 : 6;
  if (s < rootCount && s < 3) out.rootPosition[s]! += h;
  else if (s < rootCount) turnQuat(out.rootQuat, s === 3 ? h : 0, s === 4 ? h : 0, s === 5 ? h : 0);
  else out.dofs[s - rootCount]! += h; // the arm's DOFs are listed parents-first, one state each in order
  return out;
}

function wristResidual(model: BodyModel, pose: Pose, target: Float64Array): Float64Array {
  const fk = new ForwardKinematics(model);
  fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
  const r = new Float64Array(3);
  orientationResidual(target, 4 * WRIST, quatFromMatrix(fk.frameRotations, 9 * WRIST), r);
  return r;
}

function orientationAt(model: BodyModel, joint: number, quat: ArrayLike<number>): OrientationTargets {
  const quats = new Float64Array(4 * model.jointCount).fill(NaN);
  quats.set(quat, 4 * joint);
  return { quats };
}

const noPositions = (model: BodyModel) => new Float64Array(3 * model.jointCount).fill(NaN);

describe.each([false, true])('orientation term (fixed base: %s)', (fixedBase) => {
  const model = arm(fixedBase);
  const stateSize = (fixedBase ? 0 : 6) + model.dofCount;
  // A target 2.2 rad away from the pose, about a tilted axis.
  const target = orientationAt(model, WRIST, [Math.cos(1.1), Math.sin(1.1) * 0.6, Math.sin(1.1) * 0.8, 0]);

  it('its Jacobian columns equal central differences of the residual log(R_target Rᵀ)', () => {
    const pose = somePose(model);
    const solver = new OrientedIkSolver(model);
    solver.cost(pose, noPositions(model), target);
    const r = wristResidual(model, pose, target.quats);
    const count = solver.orientationColumns(WRIST, r);
    const analytic = new Float64Array(3 * stateSize);
    const columns = solver;
    for (let c = 0; c < count; c++) for (let i = 0; i < 3; i++) analytic[3 * columns.columnState[c]! + i] = columns.columns[3 * c + i]!;
    const h = 1e-6;
    let largest = 0;
    for (let s = 0; s < stateSize; s++) {
      const plus = wristResidual(model, nudged(model, pose, s, h), target.quats);
      const minus = wristResidual(model, nudged(model, pose, s, -h), target.quats);
      for (let i = 0; i < 3; i++) {
        // Columns are −∂r/∂x (the solver's sign, as the keypoints' ∂p/∂x against r = target − p).
        const numeric = -(plus[i]! - minus[i]!) / (2 * h);
        largest = Math.max(largest, Math.abs(numeric - analytic[3 * s + i]!));
      }
    }
    console.log(`orientation Jacobian (fixed base ${fixedBase}): ${stateSize} states, largest |analytic − central difference| = ${largest.toExponential(2)}`);
    expect(count).toBeGreaterThan(0);
    expect(largest).toBeLessThan(1e-7);
  });

  it("the solver's right-hand side is minus the gradient of the whole objective (positions, orientation, prior)", () => {
    const pose = somePose(model);
    const solver = new OrientedIkSolver(model, { neutralWeight: 0.05 });
    const positions = noPositions(model);
    positions.set([0.6, 0.9, 0.7], 3 * FINGERTIP);
    const oriented = { ...target, weights: new Float64Array(model.jointCount).fill(2.5) };
    solver.normalEquations(pose, positions, oriented);
    const rhs = Float64Array.from(solver.rhs);
    const h = 1e-6;
    let largest = 0;
    for (let s = 0; s < stateSize; s++) {
      const numeric = (solver.cost(nudged(model, pose, s, h), positions, oriented) - solver.cost(nudged(model, pose, s, -h), positions, oriented)) / (2 * h);
      largest = Math.max(largest, Math.abs(-numeric - rhs[s]!));
    }
    console.log(`objective gradient (fixed base ${fixedBase}): largest |rhs + ∂cost/∂x| = ${largest.toExponential(2)}`);
    expect(largest).toBeLessThan(1e-6);
  });

  it('a solve reaches a hand orientation (and fingertip position) from far away to under 1e-6 rad', () => {
    const goal = somePose(model, 1.6);
    const fk = new ForwardKinematics(model);
    fk.compute(goal.dofs, goal.rootPosition, goal.rootQuat);
    const wanted = orientationAt(model, WRIST, quatFromMatrix(fk.frameRotations, 9 * WRIST));
    const positions = noPositions(model);
    positions.set(fk.keypoints.subarray(3 * FINGERTIP, 3 * FINGERTIP + 3), 3 * FINGERTIP);
    const state = neutralPoseOf(model);
    const solver = new OrientedIkSolver(model, { neutralWeight: 0, iterations: 200, positionTolerance: 0, angleTolerance: 0 });
    const before = solver.cost(state, positions, wanted);
    const startAngle = 2 * Math.acos(Math.min(1, Math.abs(wanted.quats[4 * WRIST]!)));
    const result = solver.solve(state, positions, wanted);
    console.log(`solve from ${startAngle.toFixed(3)} rad away (cost ${before.toFixed(3)}): ${result.iterations} steps, angle error ${result.largestAngleError.toExponential(2)} rad, fingertip ${result.rmsError.toExponential(2)}`);
    expect(result.largestAngleError).toBeLessThan(1e-6);
    expect(result.rmsError).toBeLessThan(1e-6);
  });
});

describe('position-only targets', () => {
  it('reach the same pose as the kernel solver (the orientation term adds nothing when no link has one)', () => {
    const model = arm(false);
    const positions = noPositions(model);
    positions.set([0.5, 0.8, 1.1], 3 * FINGERTIP);
    positions.set([0.4, 0.4, 1.05], 3 * 2);
    const options = { neutralWeight: 1e-3, iterations: 40 };
    const kernel = neutralPoseOf(model);
    new IkSolver(model, options).solve(kernel, positions);
    const typescript = neutralPoseOf(model);
    new OrientedIkSolver(model, options).solve(typescript, positions, { quats: new Float64Array(4 * model.jointCount).fill(NaN) });
    const differences = [...kernel.dofs].map((v, d) => Math.abs(v - typescript.dofs[d]!));
    console.log(`largest DOF difference, kernel vs oriented solver without orientations: ${Math.max(...differences).toExponential(2)}`);
    expect(Math.max(...differences)).toBeLessThan(1e-9);
  });
});
