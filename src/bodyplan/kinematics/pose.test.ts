import { describe, expect, it } from 'vitest';
import { compileBodyPlan } from './model.ts';
import { clampToLimits, neutralPose } from './pose.ts';
import type { BodyPlan } from '../format/schema.ts';

const doc: BodyPlan = {
  fixed_base: true,
  joints: [
    {
      name: 'root',
      parent: null,
      offset_pos: [0, 0, 0],
      offset_quat: [1, 0, 0, 0],
      dofs: [
        { type: 'hinge', axis: [0, 0, 1], neutral: 0.5, limits: [-1, 1] },
        { type: 'slide', axis: [1, 0, 0], neutral: -3, limits: null },
        { type: 'hinge', axis: [0, 1, 0], neutral: 2, limits: [0, 1] },
      ],
    },
  ],
};

describe('neutralPose', () => {
  it('returns each DOF\'s neutral value in flat order, as a fresh copy', () => {
    const model = compileBodyPlan(doc);
    const pose = neutralPose(model);
    expect(Array.from(pose)).toEqual([0.5, -3, 2]);
    pose[0] = 9;
    expect(model.dofNeutral[0]).toBe(0.5);
  });
});

describe('clampToLimits', () => {
  it('clamps bounded DOFs in place and leaves unbounded ones alone', () => {
    const model = compileBodyPlan(doc);
    const dofs = Float64Array.from([5, -1e9, -0.5]);
    const result = clampToLimits(model, dofs);
    expect(result).toBe(dofs);
    expect(Array.from(dofs)).toEqual([1, -1e9, 0]);
  });

  it('does not move values already within limits, including the bounds themselves', () => {
    const model = compileBodyPlan(doc);
    expect(Array.from(clampToLimits(model, Float64Array.from([-1, 7, 1])))).toEqual([-1, 7, 1]);
  });
});
