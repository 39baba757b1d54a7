import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileBodyPlan, type BodyModel } from './model.ts';
import { ForwardKinematics } from './kinematics.ts';
import { neutralPose } from './pose.ts';
import type { BodyPlan, Joint } from '../format/schema.ts';
import { readFlyBodyPlan } from '../testing/flyFixtures.ts';

// Incremental FK (recomputing only what changed) must give exactly what a fresh, full compute
// gives: every output compared bit for bit (Object.is, so 0 and -0 differ) after every call.

const OUTPUTS = ['keypoints', 'frameOrigins', 'frameRotations', 'dofWorldAxes', 'dofWorldOrigins', 'rootPosition', 'rootRotation'] as const;

/** An output array by name; 'dofWorldOrigins' gathers dofWorldOrigin of every DOF (when tracked). */
function output(fk: ForwardKinematics, name: (typeof OUTPUTS)[number]): Float64Array {
  if (name !== 'dofWorldOrigins') return fk[name];
  if (fk.dofWorldAxes.length === 0) return new Float64Array(0);
  const all = new Float64Array(3 * fk.model.dofCount);
  for (let d = 0; d < fk.model.dofCount; d++) all.set(fk.dofWorldOrigin(d), 3 * d);
  return all;
}

function expectIdentical(incremental: ForwardKinematics, fresh: ForwardKinematics, step: number): void {
  for (const name of OUTPUTS) {
    const a = output(incremental, name);
    const b = output(fresh, name);
    expect(a.length, `${name} length`).toBe(b.length);
    for (let i = 0; i < b.length; i++) {
      if (!Object.is(a[i], b[i])) expect.fail(`step ${step}: ${name}[${i}] is ${a[i]} incrementally, ${b[i]} in a full compute`);
    }
  }
}

type Root = { position: number[] | undefined; quat: number[] | undefined };
type Operation =
  | { kind: 'one'; index: number; value: number; delta: boolean }
  | { kind: 'many'; changes: { index: number; value: number }[]; freshArray: boolean }
  | { kind: 'root'; position: number[] | undefined; quat: number[] | undefined; part: 'position' | 'quat' | 'both' }
  | { kind: 'same' }
  | { kind: 'scribble'; index: number };

const angle = fc.oneof(
  { weight: 6, arbitrary: fc.double({ min: -7, max: 7, noNaN: true }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -0, 1e-6, Math.PI / 2, -Math.PI, 2e5, -3e7, Number.NaN) },
);
const unitish = fc.double({ min: -1, max: 1, noNaN: true });
const rootPosition = fc.option(fc.array(fc.double({ min: -5, max: 5, noNaN: true }), { minLength: 3, maxLength: 3 }), { freq: 4, nil: undefined });
const rootQuat = fc.option(fc.array(unitish, { minLength: 4, maxLength: 4 }), { freq: 4, nil: undefined });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('one' as const), index: fc.nat(), value: angle, delta: fc.boolean() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('many' as const),
      changes: fc.array(fc.record({ index: fc.nat(), value: angle }), { minLength: 1, maxLength: 60 }),
      freshArray: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('root' as const), position: rootPosition, quat: rootQuat, part: fc.constantFrom('position' as const, 'quat' as const, 'both' as const) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'same' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('scribble' as const), index: fc.nat() }) },
);

const axis = fc.oneof(
  fc.constantFrom<[number, number, number]>([1, 0, 0], [0, 1, 0], [0, 0, 1], [-1, 0, 0], [0, 0, -1]),
  fc.tuple(unitish, unitish, unitish).filter(([x, y, z]) => x * x + y * y + z * z > 0.01),
);
const dof = fc.record({ type: fc.constantFrom('hinge' as const, 'hinge' as const, 'slide' as const), axis, neutral: fc.double({ min: -1, max: 1, noNaN: true }) });
const jointShape = fc.record({
  parentPick: fc.nat(),
  offset: fc.tuple(unitish, unitish, unitish),
  quat: fc.oneof(fc.constant<[number, number, number, number]>([1, 0, 0, 0]), fc.tuple(fc.double({ min: 0.2, max: 1, noNaN: true }), unitish, unitish, unitish)),
  dofs: fc.array(dof, { maxLength: 4 }),
});

/** A random tree; listed in a shuffled order so the parents-first order differs from list order. */
const randomPlan: fc.Arbitrary<BodyPlan> = fc
  .record({ shapes: fc.array(jointShape, { minLength: 1, maxLength: 14 }), fixedBase: fc.boolean(), shuffle: fc.array(fc.nat(), { maxLength: 14 }) })
  .map(({ shapes, fixedBase, shuffle }) => {
    const joints: Joint[] = shapes.map((shape, i) => ({
      name: `j${i}`,
      parent: i === 0 ? null : `j${shape.parentPick % i}`,
      offset_pos: shape.offset,
      offset_quat: shape.quat,
      dofs: shape.dofs,
    }));
    for (let k = 0; k < shuffle.length; k++) {
      const a = k % joints.length, b = shuffle[k]! % joints.length;
      [joints[a], joints[b]] = [joints[b]!, joints[a]!];
    }
    return { fixed_base: fixedBase, joints };
  });

/** Runs the operations on one incremental FK, checking every call against a fresh one. */
function checkSequence(model: BodyModel, trackDofFrames: boolean, operations: Operation[]): void {
  const incremental = new ForwardKinematics(model, { trackDofFrames });
  let dofs: ArrayLike<number> & { [i: number]: number } = neutralPose(model);
  const rootPose: Root = { position: [0.1, -0.2, 0.3], quat: [0.9, 0.1, -0.2, 0.3] };
  const call = (step: number) => {
    incremental.compute(dofs, rootPose.position, rootPose.quat);
    const fresh = new ForwardKinematics(model, { trackDofFrames });
    fresh.compute(Float64Array.from(dofs), rootPose.position?.slice(), rootPose.quat?.slice());
    expectIdentical(incremental, fresh, step);
  };
  call(-1);
  operations.forEach((op, step) => {
    const n = model.dofCount;
    if (op.kind === 'one' && n > 0) {
      dofs[op.index % n] = op.delta ? dofs[op.index % n]! + 1e-6 : op.value;
    } else if (op.kind === 'many' && n > 0) {
      if (op.freshArray) dofs = Array.from(dofs);
      for (const change of op.changes) dofs[change.index % n] = change.value;
    } else if (op.kind === 'root') {
      if (op.part !== 'quat') rootPose.position = op.position;
      if (op.part !== 'position') rootPose.quat = op.quat;
    } else if (op.kind === 'scribble') {
      // A caller that writes into an output must say so; the next compute then repairs it.
      const keypoints = incremental.keypoints;
      keypoints[op.index % keypoints.length] = 12345;
      incremental.frameRotations.fill(-1);
      incremental.invalidate();
    }
    call(step);
  });
}

describe('incremental ForwardKinematics equals a full compute bit for bit', () => {
  it('on random trees (hinges and slides, any axes, free and fixed base) under random DOF and root changes', () => {
    fc.assert(
      fc.property(randomPlan, fc.boolean(), fc.array(operation, { minLength: 1, maxLength: 25 }), (plan, trackDofFrames, operations) => {
        checkSequence(compileBodyPlan(plan), trackDofFrames, operations);
      }),
      { numRuns: 300 },
    );
  });

  it('on the fly under random DOF and root changes', () => {
    const fly = compileBodyPlan(readFlyBodyPlan());
    fc.assert(
      fc.property(fc.boolean(), fc.array(operation, { minLength: 1, maxLength: 40 }), (trackDofFrames, operations) => {
        checkSequence(fly, trackDofFrames, operations);
      }),
      { numRuns: 100 },
    );
  });

  it('on a tree whose joints are computed in pairs (same hinge sequences), against the same joints one by one', () => {
    // A full compute takes joints with the same sequence of x/y/z hinges two at a time (one per SIMD
    // lane); a root-pose change recomputes every joint one by one. Both must give the same bits.
    const sequences: [number, number, number][][] = [
      [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
      [[0, 0, 1], [1, 0, 0]],
      [[0, 1, 0]],
      [],
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const plan: BodyPlan = {
      fixed_base: false,
      joints: Array.from({ length: 300 }, (_, i) => ({
        name: `j${i}`,
        parent: i === 0 ? null : `j${Math.max(0, i - 1 - Math.floor(random() * 6))}`,
        offset_pos: [random() - 0.5, random() - 0.5, random() - 0.5] as [number, number, number],
        offset_quat: (i % 3 === 0 ? [1, 0, 0, 0] : [1, random() * 0.3, -random() * 0.3, random() * 0.3]) as [number, number, number, number],
        dofs: sequences[i % sequences.length]!.map((axis) => ({ type: 'hinge' as const, axis, neutral: random() - 0.5 })),
      })),
    };
    const model = compileBodyPlan(plan);
    expect(new ForwardKinematics(model).pairedJointCount, 'the tree has joints to compute in pairs').toBeGreaterThan(150);
    for (const trackDofFrames of [true, false]) {
      const oneByOne = new ForwardKinematics(model, { trackDofFrames });
      const paired = new ForwardKinematics(model, { trackDofFrames, incremental: false });
      const dofs = neutralPose(model);
      oneByOne.compute(dofs, [0, 0, 0], [1, 0, 0, 0]);
      for (let step = 0; step < 5; step++) {
        for (let d = 0; d < dofs.length; d++) dofs[d] = Math.sin(7 * d + step) * 2;
        dofs[step] = oneByOne.dofInput[step]!; // one DOF unchanged: not a full compute
        const position = [0.1 * step, 0.2, -0.3], quat = [0.9, 0.1 * step, -0.2, 0.3];
        oneByOne.compute(dofs, position, quat);
        paired.compute(dofs, position, quat);
        expectIdentical(oneByOne, paired, step);
      }
    }
  });

  it('tells a DOF of -0 from one of 0 (a slide from a -0 origin keeps the sign of zero)', () => {
    const minusZero: [number, number, number] = [-0, -0, -0];
    const model = compileBodyPlan({
      fixed_base: false,
      joints: [
        { name: 'base', parent: null, offset_pos: minusZero, offset_quat: [1, 0, 0, 0], dofs: [{ type: 'slide', axis: [1, 0, 0], neutral: 0 }] },
        { name: 'tip', parent: 'base', offset_pos: minusZero, offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    });
    const fk = new ForwardKinematics(model);
    fk.compute([-0], minusZero);
    expect(Object.is(fk.keypoints[3], -0)).toBe(true);
    fk.compute([0], minusZero);
    expect(Object.is(fk.keypoints[3], 0)).toBe(true);
  });

  it('leaves a joint untouched by a change elsewhere in the tree, and moves the changed joint’s descendants', () => {
    const fly = compileBodyPlan(readFlyBodyPlan());
    const fk = new ForwardKinematics(fly);
    const dofs = neutralPose(fly);
    fk.compute(dofs);
    const before = Float64Array.from(fk.keypoints);
    const d = 0;
    const joint = fly.dofJoint[d]!;
    dofs[d]! += 0.3;
    fk.compute(dofs);
    const moved = new Set<number>();
    for (let j = 0; j < fly.jointCount; j++) {
      if ([0, 1, 2].some((k) => fk.keypoints[3 * j + k] !== before[3 * j + k])) moved.add(j);
    }
    expect(moved.size).toBeGreaterThan(0);
    for (const j of moved) {
      let ancestor = fly.parentIndex[j]!;
      while (ancestor >= 0 && ancestor !== joint) ancestor = fly.parentIndex[ancestor]!;
      expect(ancestor, `joint ${fly.jointNames[j]} moved but does not descend from ${fly.jointNames[joint]}`).toBe(joint);
    }
  });
});
