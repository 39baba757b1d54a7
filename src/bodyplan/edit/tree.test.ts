import { describe, expect, it } from 'vitest';
import type { BodyPlan } from '../format/schema.ts';
import { addChildJoint, deleteJointKeepChildren, deleteSubtree, duplicateSubtree, reparentJoint } from './documentEdits.ts';
import { distance, framesByName, structuralProblems } from './editTestSupport.ts';

// base -> a -> b -> c, and base -> d (d listed last).
function doc(): BodyPlan {
  return {
    fixed_base: true,
    joints: [
      { name: 'base', parent: null, offset_pos: [0, 0, 0.5], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0.3 }] },
      { name: 'a', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [0.9, 0.2, 0.1, 0], dofs: [{ type: 'hinge', axis: [0, 1, 0], neutral: 0.4 }, { type: 'slide', axis: [1, 0, 0], neutral: 0.2 }] },
      { name: 'b', parent: 'a', offset_pos: [0, 1, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [1, 0, 0], neutral: -0.5 }], 'x-tag': 'b' },
      { name: 'c', parent: 'b', offset_pos: [0, 0, 1], offset_quat: [1, 0, 0, 0], dofs: [] },
      { name: 'd', parent: 'base', offset_pos: [-1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    ],
  };
}

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error((result as unknown as { reason: string }).reason);
  return result as Extract<T, { ok: true }>;
}

const names = (d: BodyPlan) => d.joints.map((j) => j.name);
const neutral = (d: BodyPlan) => framesByName(d, (_j, _k, dof) => dof.neutral);

describe('reparentJoint', () => {
  it('refuses self, the root and descendants (naming the cycle)', () => {
    expect(reparentJoint(doc(), 'b', 'b')).toEqual({ ok: false, reason: '"b" cannot be its own parent.' });
    expect(reparentJoint(doc(), 'base', 'd')).toMatchObject({ ok: false, reason: expect.stringContaining('is the root') });
    expect(reparentJoint(doc(), 'a', 'c')).toEqual({ ok: false, reason: '"c" is a descendant of "a": making it the parent would create a cycle.' });
  });

  it('keeps the order when the new parent is earlier', () => {
    const before = doc();
    const after = ok(reparentJoint(before, 'c', 'a')).document;
    expect(names(after)).toEqual(names(before));
    expect(after.joints[3]!.parent).toBe('a');
    expect(after.joints[3]!.offset_pos).toEqual([0, 0, 1]);
    expect(after.joints[4]).toBe(before.joints[4]);
  });

  it('moves the subtree after a later new parent, so parents stay first', () => {
    const after = ok(reparentJoint(doc(), 'b', 'd')).document;
    expect(names(after)).toEqual(['base', 'a', 'd', 'b', 'c']);
    expect(structuralProblems(after)).toEqual([]);
  });

  it('with keepPlacement, keeps the subtree where it was in the neutral pose', () => {
    const before = doc();
    const after = ok(reparentJoint(before, 'b', 'd', { keepPlacement: true })).document;
    const [f0, f1] = [neutral(before), neutral(after)];
    for (const name of names(before)) expect(distance(f0.get(name)!.keypoint, f1.get(name)!.keypoint)).toBeLessThan(1e-12);
  });
});

describe('addChildJoint', () => {
  it('adds a joint with a fresh name after the parent subtree', () => {
    const result = ok(addChildJoint(doc(), 'a'));
    expect(result.name).toBe('joint_5');
    expect(names(result.document)).toEqual(['base', 'a', 'b', 'c', 'joint_5', 'd']);
    expect(result.document.joints[4]).toEqual({ name: 'joint_5', parent: 'a', offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] });
    const second = ok(addChildJoint(result.document, 'a'));
    expect(second.name).toBe('joint_6');
  });

  it('takes a given name and refuses a used one', () => {
    expect(ok(addChildJoint(doc(), 'c', { name: 'tip', offsetPos: [0, 0, 1] })).document.joints[4]!.offset_pos).toEqual([0, 0, 1]);
    expect(addChildJoint(doc(), 'c', { name: 'd' })).toMatchObject({ ok: false });
  });
});

describe('deleteSubtree', () => {
  it('removes the joint and its descendants and nothing else', () => {
    const before = doc();
    const result = ok(deleteSubtree(before, 'a'));
    expect(result.deleted).toEqual(['a', 'b', 'c']);
    expect(result.document.joints).toEqual([before.joints[0], before.joints[4]]);
    expect(result.document.joints[1]).toBe(before.joints[4]);
    expect(deleteSubtree(before, 'base')).toMatchObject({ ok: false });
  });
});

describe('deleteJointKeepChildren', () => {
  it("hands the children to the parent and keeps every remaining keypoint in the neutral pose", () => {
    const before = doc();
    const after = ok(deleteJointKeepChildren(before, 'a')).document;
    expect(names(after)).toEqual(['base', 'b', 'c', 'd']);
    expect(after.joints[1]!.parent).toBe('base');
    expect(after.joints[1]!['x-tag']).toBe('b');
    expect(after.joints[1]!.dofs).toBe(before.joints[2]!.dofs);
    const [f0, f1] = [neutral(before), neutral(after)];
    for (const name of names(after)) expect(distance(f0.get(name)!.keypoint, f1.get(name)!.keypoint)).toBeLessThan(1e-12);
    expect(structuralProblems(after)).toEqual([]);
  });

  it('deletes a root with one child (the child becomes the root) and refuses one with several', () => {
    const chain = ok(deleteSubtree(doc(), 'd')).document;
    const after = ok(deleteJointKeepChildren(chain, 'base')).document;
    expect(after.joints[0]!.parent).toBeNull();
    const [f0, f1] = [neutral(chain), neutral(after)];
    for (const name of ['b', 'c']) expect(distance(f0.get(name)!.keypoint, f1.get(name)!.keypoint)).toBeLessThan(1e-12);
    expect(deleteJointKeepChildren(doc(), 'base')).toMatchObject({ ok: false, reason: expect.stringContaining('2 roots') });
  });
});

describe('duplicateSubtree', () => {
  it('copies the subtree under the same parent with fresh names, deep-copied', () => {
    const before = doc();
    const result = ok(duplicateSubtree(before, 'b'));
    expect([...result.names]).toEqual([['b', 'b_copy'], ['c', 'c_copy']]);
    expect(names(result.document)).toEqual(['base', 'a', 'b', 'c', 'b_copy', 'c_copy', 'd']);
    expect(result.document.joints[4]).toEqual({ ...before.joints[2], name: 'b_copy' });
    expect(result.document.joints[5]!.parent).toBe('b_copy');
    expect(result.document.joints[4]!.dofs).not.toBe(before.joints[2]!.dofs);
    const again = ok(duplicateSubtree(result.document, 'b'));
    expect(again.names.get('b')).toBe('b_copy_2');
    expect(duplicateSubtree(before, 'base')).toMatchObject({ ok: false });
  });
});
