import { describe, expect, it } from 'vitest';
import { BodyPlanCompileError, compileBodyPlan, DOF_HINGE, DOF_SLIDE } from './model.ts';
import type { BodyPlan } from '../format/schema.ts';
import { readFlyBodyPlan } from '../testing/flyFixtures.ts';

const sample: BodyPlan = {
  fixed_base: false,
  joints: [
    { name: 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [2, 0, 0, 0], dofs: [] },
    {
      name: 'hip',
      parent: 'root',
      offset_pos: [1, 2, 3],
      offset_quat: [0, 0, 0, 3],
      weight_scaler: 2.5,
      dofs: [
        { name: 'yaw', type: 'hinge', axis: [0, 0, 5], neutral: 0.1, limits: [-1, 1], weight_scaler: 0.5 },
        { type: 'slide', axis: [3, 4, 0], neutral: -0.2, limits: null },
      ],
    },
    { name: 'knee', parent: 'hip', offset_pos: [0, 0, -1], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 1, 0], neutral: 0 }] },
  ],
};

describe('compileBodyPlan', () => {
  it('builds the tree and the flat DOF layout', () => {
    const model = compileBodyPlan(sample);
    expect(model.fixedBase).toBe(false);
    expect(model.jointCount).toBe(3);
    expect(model.dofCount).toBe(3);
    expect(model.jointNames).toEqual(['root', 'hip', 'knee']);
    expect(Array.from(model.parentIndex)).toEqual([-1, 0, 1]);
    expect(model.children).toEqual([[1], [2], []]);
    expect(model.rootIndex).toBe(0);
    expect(Array.from(model.order)).toEqual([0, 1, 2]);
    expect(Array.from(model.dofStart)).toEqual([0, 0, 2, 3]);
    expect(Array.from(model.dofJoint)).toEqual([1, 1, 2]);
    expect(Array.from(model.dofType)).toEqual([DOF_HINGE, DOF_SLIDE, DOF_HINGE]);
    expect(model.dofNames).toEqual(['yaw', null, null]);
    expect(Array.from(model.offsetPos)).toEqual([0, 0, 0, 1, 2, 3, 0, 0, -1]);
  });

  it('normalizes axes and quaternions', () => {
    const model = compileBodyPlan(sample);
    expect(Array.from(model.offsetQuat.subarray(0, 8))).toEqual([1, 0, 0, 0, 0, 0, 0, 1]);
    expect(Array.from(model.dofAxis.subarray(0, 6))).toEqual([0, 0, 1, 0.6, 0.8, 0]);
  });

  it('fills defaults: weight 1, unbounded limits as infinities', () => {
    const model = compileBodyPlan(sample);
    expect(Array.from(model.jointWeight)).toEqual([1, 2.5, 1]);
    expect(Array.from(model.dofWeight)).toEqual([0.5, 1, 1]);
    expect(Array.from(model.dofNeutral)).toEqual([0.1, -0.2, 0]);
    expect(Array.from(model.dofLower)).toEqual([-1, -Infinity, -Infinity]);
    expect(Array.from(model.dofUpper)).toEqual([1, Infinity, Infinity]);
  });

  it('orders parents first when the list does not', () => {
    const model = compileBodyPlan({ ...sample, joints: [sample.joints[2]!, sample.joints[1]!, sample.joints[0]!] });
    expect(model.rootIndex).toBe(2);
    expect(Array.from(model.order)).toEqual([2, 1, 0]);
    expect(Array.from(model.parentIndex)).toEqual([1, 2, -1]);
    expect(Array.from(model.dofStart)).toEqual([0, 1, 3, 3]);
  });

  it('compiles the fly: 31 joints, 42 DOFs, free root thorax', () => {
    const model = compileBodyPlan(readFlyBodyPlan());
    expect(model.jointCount).toBe(31);
    expect(model.dofCount).toBe(42);
    expect(model.fixedBase).toBe(false);
    expect(model.jointNames[model.rootIndex]).toBe('thorax');
  });

  it('refuses structurally broken documents instead of building a bad model', () => {
    const cycle: BodyPlan = {
      fixed_base: true,
      joints: [
        { name: 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'a', parent: 'b', offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
        { name: 'b', parent: 'a', offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    };
    expect(() => compileBodyPlan(cycle)).toThrow(BodyPlanCompileError);
    const unknownParent: BodyPlan = { fixed_base: true, joints: [{ ...cycle.joints[0]! }, { ...cycle.joints[1]!, parent: 'nope' }] };
    expect(() => compileBodyPlan(unknownParent)).toThrow(/unknown parent "nope"/);
  });

  it('compiles a 100,000-joint chain without overflowing the stack', () => {
    const joints: BodyPlan['joints'] = [{ name: 'j0', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] }];
    for (let i = 1; i < 100_000; i++) {
      joints.push({ name: `j${i}`, parent: `j${i - 1}`, offset_pos: [0, 0, 1], offset_quat: [1, 0, 0, 0], dofs: [] });
    }
    const model = compileBodyPlan({ fixed_base: true, joints });
    expect(model.order[99_999]).toBe(99_999);
  });
});
