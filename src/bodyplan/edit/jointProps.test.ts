import { describe, expect, it } from 'vitest';
import type { BodyPlan } from '../format/schema.ts';
import {
  newBodyPlan,
  normalizeOffsetQuat,
  renameJoint,
  setJointExtension,
  setJointWeightScaler,
  setOffsetPos,
  setOffsetEuler,
  setOffsetQuat,
} from './documentEdits.ts';
import { quatToEuler } from '../kinematics/rotation.ts';
import { structuralProblems } from './editTestSupport.ts';

function arm(): BodyPlan {
  return {
    fixed_base: true,
    'x-author': 'test',
    joints: [
      { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [], 'x-color': 'red' },
      { name: 'shoulder', parent: 'base', offset_pos: [0, 0, 1], offset_quat: [2, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 2], neutral: 0 }] },
      { name: 'elbow', parent: 'shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      { name: 'wrist', parent: 'shoulder', offset_pos: [2, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    ],
  };
}

function expectOk(result: { ok: boolean }): asserts result is { ok: true; document: BodyPlan } {
  expect(result).toMatchObject({ ok: true });
}

describe('renameJoint', () => {
  it('renames the joint and every child, keeping other joints and key order', () => {
    const before = arm();
    const result = renameJoint(before, 'shoulder', 'upper_arm');
    expectOk(result);
    const joints = result.document.joints;
    expect(joints.map((j) => [j.name, j.parent])).toEqual([['base', null], ['upper_arm', 'base'], ['elbow', 'upper_arm'], ['wrist', 'upper_arm']]);
    expect(joints[0]).toBe(before.joints[0]);
    expect(Object.keys(joints[1]!)).toEqual(Object.keys(before.joints[1]!));
    expect(Object.keys(result.document)).toEqual(['fixed_base', 'x-author', 'joints']);
    expect(before.joints[1]!.name).toBe('shoulder');
    expect(structuralProblems(result.document)).toEqual([]);
  });

  it('accepts a joint index', () => {
    const result = renameJoint(arm(), 3, 'hand');
    expectOk(result);
    expect(result.document.joints[3]!.name).toBe('hand');
  });

  it('refuses an empty name, a duplicate and an unknown joint', () => {
    expect(renameJoint(arm(), 'elbow', '')).toEqual({ ok: false, reason: 'A joint name cannot be empty.' });
    expect(renameJoint(arm(), 'elbow', 'wrist')).toMatchObject({ ok: false, reason: expect.stringContaining('already named "wrist"') });
    expect(renameJoint(arm(), 'knee', 'x')).toMatchObject({ ok: false, reason: 'There is no joint named "knee".' });
    expect(renameJoint(arm(), 9, 'x')).toMatchObject({ ok: false, reason: expect.stringContaining('no joint number 9') });
  });

  it('refuses an ambiguous name, but the index still reaches each joint', () => {
    const doc = arm();
    doc.joints[3]!.name = 'elbow';
    expect(renameJoint(doc, 'elbow', 'x')).toMatchObject({ ok: false, reason: expect.stringContaining('Two joints are named "elbow"') });
    const fixed = renameJoint(doc, 3, 'wrist');
    expectOk(fixed);
    expect(fixed.document.joints.map((j) => j.name)).toEqual(['base', 'shoulder', 'elbow', 'wrist']);
  });
});

describe('joint property setters', () => {
  it('sets offset_pos and refuses non-finite values', () => {
    const result = setOffsetPos(arm(), 'elbow', [1, 2, 3]);
    expectOk(result);
    expect(result.document.joints[2]!.offset_pos).toEqual([1, 2, 3]);
    expect(setOffsetPos(arm(), 'elbow', [1, Number.NaN, 3])).toMatchObject({ ok: false });
    expect(setOffsetPos(arm(), 'elbow', [1, 2])).toMatchObject({ ok: false });
  });

  it('sets offset_quat as given or normalized, and refuses zero', () => {
    const raw = setOffsetQuat(arm(), 'elbow', [0, 0, 0, 2]);
    expectOk(raw);
    expect(raw.document.joints[2]!.offset_quat).toEqual([0, 0, 0, 2]);
    const unit = setOffsetQuat(arm(), 'elbow', [0, 0, 3, 4], { normalize: true });
    expectOk(unit);
    expect(unit.document.joints[2]!.offset_quat).toEqual([0, 0, 0.6, 0.8]);
    expect(setOffsetQuat(arm(), 'elbow', [0, 0, 0, 0])).toMatchObject({ ok: false, reason: expect.stringContaining('zero quaternion') });
  });

  it('sets offset_quat from Euler angles in degrees, which read back the same', () => {
    const result = setOffsetEuler(arm(), 'elbow', [90, 0, 0], 'XYZ');
    expectOk(result);
    const q = result.document.joints[2]!.offset_quat;
    [Math.SQRT1_2, Math.SQRT1_2, 0, 0].forEach((v, i) => expect(q[i]).toBeCloseTo(v, 15));
    const angles = quatToEuler(q, 'XYZ');
    [90, 0, 0].forEach((v, i) => expect(angles[i]).toBeCloseTo(v, 12));
    expect(setOffsetEuler(arm(), 'elbow', [Number.NaN, 0, 0], 'ZYX')).toMatchObject({ ok: false });
  });

  it('returns the same document when a setter changes nothing', () => {
    const before = arm();
    expect(setOffsetPos(before, 'elbow', [1, 0, 0])).toEqual({ ok: true, document: before });
    expect((setOffsetPos(before, 'elbow', [1, 0, 0]) as { document: BodyPlan }).document).toBe(before);
  });

  it('normalizes the stored quaternion', () => {
    const result = normalizeOffsetQuat(arm(), 'shoulder');
    expectOk(result);
    expect(result.document.joints[1]!.offset_quat).toEqual([1, 0, 0, 0]);
  });

  it('sets and removes weight_scaler, refusing negatives', () => {
    const set = setJointWeightScaler(arm(), 'elbow', 2.5);
    expectOk(set);
    expect(set.document.joints[2]!.weight_scaler).toBe(2.5);
    const removed = setJointWeightScaler(set.document, 'elbow', undefined);
    expectOk(removed);
    expect('weight_scaler' in removed.document.joints[2]!).toBe(false);
    expect(setJointWeightScaler(arm(), 'elbow', -1)).toMatchObject({ ok: false });
  });

  it('sets, replaces in place and removes x- metadata; refuses other keys and non-JSON values', () => {
    const set = setJointExtension(arm(), 'base', 'x-color', { rgb: [1, 0, 0] });
    expectOk(set);
    expect(Object.keys(set.document.joints[0]!)).toEqual(Object.keys(arm().joints[0]!));
    expect(set.document.joints[0]!['x-color']).toEqual({ rgb: [1, 0, 0] });
    const removed = setJointExtension(set.document, 'base', 'x-color', undefined);
    expectOk(removed);
    expect('x-color' in removed.document.joints[0]!).toBe(false);
    expect(setJointExtension(arm(), 'base', 'color', 1)).toMatchObject({ ok: false, reason: expect.stringContaining('must start with "x-"') });
    expect(setJointExtension(arm(), 'base', 'x-bad', Number.POSITIVE_INFINITY)).toMatchObject({ ok: false });
    expect(setJointExtension(arm(), 'base', 'x-bad', new Date())).toMatchObject({ ok: false });
  });
});

describe('newBodyPlan', () => {
  it('is a valid document with one root joint', () => {
    const doc = newBodyPlan();
    expect(doc).toEqual({ fixed_base: false, joints: [{ name: 'root', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] }] });
    expect(structuralProblems(doc)).toEqual([]);
    expect(newBodyPlan({ rootName: 'pelvis', fixedBase: true }).joints[0]!.name).toBe('pelvis');
  });
});
