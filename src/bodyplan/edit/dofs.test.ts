import { describe, expect, it } from 'vitest';
import type { BodyPlan } from '../format/schema.ts';
import {
  addDof,
  defaultLimitsFor,
  moveDof,
  normalizeDofAxis,
  removeDof,
  setDofAxis,
  setDofLimits,
  setDofName,
  setDofNeutral,
  setDofType,
  setDofWeightScaler,
} from './documentEdits.ts';
import { framesByName } from './editTestSupport.ts';

function doc(): BodyPlan {
  return {
    fixed_base: true,
    joints: [
      {
        name: 'base',
        parent: null,
        offset_pos: [0, 0, 0],
        offset_quat: [1, 0, 0, 0],
        dofs: [
          { name: 'yaw', type: 'hinge', axis: [0, 0, 1], neutral: 0.5, limits: [-1, 1] },
          { name: 'lift', type: 'slide', axis: [0, 0, 2], neutral: 0, 'x-unit': 'm' },
        ],
      },
      { name: 'tip', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    ],
  };
}

function ok(result: { ok: boolean }): BodyPlan {
  expect(result).toMatchObject({ ok: true });
  return (result as unknown as { document: BodyPlan }).document;
}

describe('DOF operations', () => {
  it('adds a hinge or a slide at the end or at a position', () => {
    const added = addDof(doc(), 'tip', 'hinge');
    expect(added).toMatchObject({ ok: true, dofIndex: 0 });
    expect(ok(added).joints[1]!.dofs).toEqual([{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }]);
    const first = ok(addDof(doc(), 'base', 'slide', { axis: [1, 0, 0], position: 0, name: 'push' }));
    expect(first.joints[0]!.dofs.map((d) => d.name)).toEqual(['push', 'yaw', 'lift']);
    expect(addDof(doc(), 'base', 'hinge', { axis: [0, 0, 0] })).toMatchObject({ ok: false });
    expect(addDof(doc(), 'base', 'hinge', { position: 5 })).toMatchObject({ ok: false });
  });

  it('removes a DOF and refuses a missing one', () => {
    expect(ok(removeDof(doc(), 'base', 0)).joints[0]!.dofs.map((d) => d.name)).toEqual(['lift']);
    expect(removeDof(doc(), 'base', 2)).toMatchObject({ ok: false, reason: expect.stringContaining('no DOF number 2') });
  });

  it('reorders DOFs, and the order changes the pose', () => {
    const reordered = ok(moveDof(doc(), 'base', 1, 0));
    expect(reordered.joints[0]!.dofs.map((d) => d.name)).toEqual(['lift', 'yaw']);
    // With the slide along x, "yaw then slide" and "slide then yaw" put the tip in different places.
    const tilted = ok(setDofAxis(doc(), 'base', 1, [1, 0, 0]));
    const swapped = ok(moveDof(tilted, 'base', 1, 0));
    const a = framesByName(tilted, (_joint, k) => [1, 2][k]!).get('tip')!.keypoint; // yaw 1, slide 2
    const b = framesByName(swapped, (_joint, k) => [2, 1][k]!).get('tip')!.keypoint; // slide 2, yaw 1
    expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThan(0.5);
  });

  it('sets type, axis (optionally normalized), neutral, weight and name', () => {
    expect(ok(setDofType(doc(), 'base', 0, 'slide')).joints[0]!.dofs[0]!.type).toBe('slide');
    expect(ok(setDofAxis(doc(), 'base', 0, [0, 3, 4])).joints[0]!.dofs[0]!.axis).toEqual([0, 3, 4]);
    expect(ok(setDofAxis(doc(), 'base', 0, [0, 3, 4], { normalize: true })).joints[0]!.dofs[0]!.axis).toEqual([0, 0.6, 0.8]);
    expect(ok(normalizeDofAxis(doc(), 'base', 1)).joints[0]!.dofs[1]).toEqual({ name: 'lift', type: 'slide', axis: [0, 0, 1], neutral: 0, 'x-unit': 'm' });
    expect(setDofAxis(doc(), 'base', 0, [0, 0, 0])).toMatchObject({ ok: false, reason: expect.stringContaining('cannot be zero') });
    expect(ok(setDofNeutral(doc(), 'base', 0, -0.25)).joints[0]!.dofs[0]!.neutral).toBe(-0.25);
    expect(setDofNeutral(doc(), 'base', 0, Number.NaN)).toMatchObject({ ok: false });
    const weighted = ok(setDofWeightScaler(doc(), 'base', 0, 3));
    expect(weighted.joints[0]!.dofs[0]!.weight_scaler).toBe(3);
    expect('weight_scaler' in ok(setDofWeightScaler(weighted, 'base', 0, undefined)).joints[0]!.dofs[0]!).toBe(false);
    expect(setDofWeightScaler(doc(), 'base', 0, -2)).toMatchObject({ ok: false });
    expect(ok(setDofName(doc(), 'base', 0, 'turn')).joints[0]!.dofs[0]!.name).toBe('turn');
    expect('name' in ok(setDofName(doc(), 'base', 0, '')).joints[0]!.dofs[0]!).toBe(false);
  });

  it('switches limits to null and back, refusing reversed limits', () => {
    const unbounded = ok(setDofLimits(doc(), 'base', 0, null));
    expect(unbounded.joints[0]!.dofs[0]!.limits).toBeNull();
    const back = ok(setDofLimits(unbounded, 'base', 0, defaultLimitsFor(unbounded.joints[0]!.dofs[0]!)));
    expect(back.joints[0]!.dofs[0]!.limits).toEqual([-Math.PI, Math.PI]);
    expect(defaultLimitsFor({ type: 'slide', axis: [1, 0, 0], neutral: 4 })).toEqual([-1, 4]);
    expect(setDofLimits(doc(), 'base', 0, [1, -1])).toMatchObject({ ok: false, reason: 'The lower limit 1 is above the upper limit -1.' });
  });

  it('leaves the other joint and DOFs untouched (same objects)', () => {
    const before = doc();
    const after = ok(setDofNeutral(before, 'base', 0, 0.1));
    expect(after.joints[1]).toBe(before.joints[1]);
    expect(after.joints[0]!.dofs[1]).toBe(before.joints[0]!.dofs[1]);
  });
});
