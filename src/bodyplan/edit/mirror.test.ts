import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MIRROR_RULES, deleteSubtree, mirrorDofName, mirrorName, mirrorPose, mirrorSubtree, reflectVector, type MirrorPlane } from './documentEdits.ts';
import { bodyPlanArbitrary, distance, framesByName, structuralProblems, tagValue, toLocal } from './editTestSupport.ts';
import type { BodyPlan } from '../format/schema.ts';
import { readFlyBodyPlan } from '../testing/flyFixtures.ts';

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error((result as unknown as { reason: string }).reason);
  return result as Extract<T, { ok: true }>;
}

function chain(): BodyPlan {
  return {
    fixed_base: false,
    joints: [
      { name: 'pelvis', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
      { name: 'l_hip', parent: 'pelvis', offset_pos: [0.1, 0.2, -0.1], offset_quat: [0.9, 0.1, -0.3, 0.2], dofs: [
        { type: 'hinge', axis: [1, 0.5, 0], neutral: 0.2, limits: [-1, 1] },
        { type: 'slide', axis: [0.3, 1, 0.2], neutral: 0 },
      ] },
      { name: 'l_knee', parent: 'l_hip', offset_pos: [0, 0.05, -0.4], offset_quat: [1, 0, 0, 0], dofs: [{ name: 'l_knee_flex', type: 'hinge', axis: [0, 1, 0], neutral: 0.5, 'x-k': 1 }] },
      { name: 'l_foot', parent: 'l_knee', offset_pos: [0.1, 0, -0.4], offset_quat: [0.7, 0.7, 0, 0], dofs: [] },
    ],
  };
}

describe('mirrorName', () => {
  it('applies the longest matching prefix rule, in either direction', () => {
    const rules = [{ from: 'l', to: 'r' }, { from: 'left_', to: 'right_' }, { from: 'lf_', to: 'rf_' }];
    expect(mirrorName('left_arm', rules)).toBe('right_arm');
    expect(mirrorName('lf_coxa', rules)).toBe('rf_coxa');
    expect(mirrorName('leg', rules)).toBe('reg');
    expect(mirrorName('right_arm', rules)).toBe('left_arm');
    expect(mirrorName('torso', rules)).toBeNull();
  });

  it('renames DOF labels part by part', () => {
    expect(mirrorDofName('c_thorax-lf_coxa-yaw', DEFAULT_MIRROR_RULES)).toBe('c_thorax-rf_coxa-yaw');
    expect(mirrorDofName('pitch', DEFAULT_MIRROR_RULES)).toBe('pitch');
  });
});

describe('mirrorSubtree', () => {
  it('reflects offsets, quaternions and axes across XZ (hinges as pseudo-vectors, slides as vectors)', () => {
    const result = ok(mirrorSubtree(chain(), 'l_hip'));
    expect(result.attachedTo).toBe('pelvis');
    expect([...result.names]).toEqual([['l_hip', 'r_hip'], ['l_knee', 'r_knee'], ['l_foot', 'r_foot']]);
    const hip = result.document.joints.find((j) => j.name === 'r_hip')!;
    expect(hip.parent).toBe('pelvis');
    expect(hip.offset_pos).toEqual([0.1, -0.2, -0.1]);
    expect(hip.offset_quat).toEqual([0.9, -0.1, -0.3, -0.2]);
    expect(hip.dofs[0]).toEqual({ type: 'hinge', axis: [-1, 0.5, 0], neutral: 0.2, limits: [-1, 1] });
    expect(hip.dofs[1]).toEqual({ type: 'slide', axis: [0.3, -1, 0.2], neutral: 0 });
    const knee = result.document.joints.find((j) => j.name === 'r_knee')!;
    expect(knee.dofs[0]).toEqual({ name: 'r_knee_flex', type: 'hinge', axis: [0, 1, 0], neutral: 0.5, 'x-k': 1 });
    expect(result.document.joints.map((j) => j.name)).toEqual(['pelvis', 'l_hip', 'l_knee', 'l_foot', 'r_hip', 'r_knee', 'r_foot']);
    expect(structuralProblems(result.document)).toEqual([]);
  });

  it('reflects across XY and YZ too', () => {
    const xy = ok(mirrorSubtree(chain(), 'l_hip', { plane: 'XY' })).document.joints[4]!;
    expect(xy.offset_pos).toEqual([0.1, 0.2, 0.1]);
    expect(xy.offset_quat).toEqual([0.9, -0.1, 0.3, 0.2]);
    const yz = ok(mirrorSubtree(chain(), 'l_hip', { plane: 'YZ' })).document.joints[4]!;
    expect(yz.offset_pos).toEqual([-0.1, 0.2, -0.1]);
    expect(yz.dofs[1]!.axis).toEqual([-0.3, 1, 0.2]);
  });

  it('refuses the root, unmapped names and collisions', () => {
    expect(mirrorSubtree(chain(), 'pelvis')).toMatchObject({ ok: false, reason: expect.stringContaining('root') });
    const unmapped = chain();
    unmapped.joints[3]!.name = 'foot';
    expect(mirrorSubtree(unmapped, 'l_hip')).toMatchObject({ ok: false, reason: 'No name rule applies to "foot"; add a prefix rule for it.' });
    const mirrored = ok(mirrorSubtree(chain(), 'l_hip')).document;
    expect(mirrorSubtree(mirrored, 'l_knee')).toMatchObject({ ok: false, reason: '"l_knee" would become "r_knee", but a joint with that name already exists.' });
    const rules = [{ from: 'l_', to: 'r_' }, { from: 'l_knee', to: 'r_hip' }];
    expect(mirrorSubtree(chain(), 'l_hip', { rules })).toMatchObject({ ok: false, reason: '"l_hip" and "l_knee" would both become "r_hip".' });
  });

  it('attaches to the mirrored parent when it exists', () => {
    const whole = ok(mirrorSubtree(chain(), 'l_hip')).document;
    const trimmed = ok(deleteSubtree(whole, 'r_knee')).document;
    const again = ok(mirrorSubtree(trimmed, 'l_knee'));
    expect(again.attachedTo).toBe('r_hip');
    expect(structuralProblems(again.document)).toEqual([]);
    expect(again.document).toEqual(whole);
  });

  it("rebuilds NeuroMechFly's right legs from its left legs (XZ plane, same neutral values)", () => {
    const fly = readFlyBodyPlan();
    let doc = fly;
    for (const leg of ['rf', 'rm', 'rh']) doc = ok(deleteSubtree(doc, `${leg}_thorax_coxa`)).document;
    for (const leg of ['lf', 'lm', 'lh']) doc = ok(mirrorSubtree(doc, `${leg}_thorax_coxa`)).document;
    const byName = new Map(doc.joints.map((j) => [j.name, j]));
    const rightLegs = fly.joints.filter((j) => j.name.startsWith('r'));
    expect(rightLegs).toHaveLength(15);
    for (const expected of rightLegs) {
      const rebuilt = byName.get(expected.name)!;
      // Everything, DOF names included, is identical; offsets up to the last digit of the data.
      expect({ ...rebuilt, offset_pos: null }).toEqual({ ...expected, offset_pos: null });
      rebuilt.offset_pos.forEach((v, i) => expect(v).toBeCloseTo(expected.offset_pos[i]!, 15));
    }
  });
});

describe('mirrorPose', () => {
  it("copies each original joint's DOF values to its mirror image, and refuses a pose of the wrong length", () => {
    const result = ok(mirrorSubtree(chain(), 'l_hip'));
    // pelvis 0 DOFs, l_hip 2, l_knee 1, l_foot 0, r_hip 2, r_knee 1, r_foot 0
    expect(Array.from(mirrorPose(result.document, [0.1, 0.2, 0.3, 9, 9, 9], result.names))).toEqual([0.1, 0.2, 0.3, 0.1, 0.2, 0.3]);
    expect(() => mirrorPose(result.document, [1, 2], result.names)).toThrow('The pose has 2 values; the body plan has 6 DOFs.');
  });
});

const PLANES: MirrorPlane[] = ['XZ', 'XY', 'YZ'];

/** The mirror property: FK of the mirror image at the mirrored pose is the reflection of the original's FK. */
function checkMirrorProperty(doc: BodyPlan, names: ReadonlyMap<string, string>, plane: MirrorPlane, frameJoint: string): void {
  const original = [...names.keys()];
  const tags = new Map<string, string>(doc.joints.map((j) => [j.name, j.name]));
  for (const [from, to] of names) tags.set(to, from);
  // The pose gives each mirrored joint the values of its original: mirrorPose must agree with that.
  const flat = doc.joints.flatMap((j) => j.dofs.map((_, k) => tagValue(j.name, k)));
  const mirroredFlat = mirrorPose(doc, flat, names);
  let index = 0;
  const frames = framesByName(doc, () => mirroredFlat[index++]!);
  const reference = frames.get(frameJoint)!;
  for (const name of original) {
    const expected = reflectVector(plane, toLocal(reference, frames.get(name)!.keypoint));
    const actual = toLocal(reference, frames.get(names.get(name)!)!.keypoint);
    expect(distance(actual, expected)).toBeLessThan(1e-9);
  }
}

describe('mirror property', () => {
  it('FK of the mirrored subtree at the mirrored pose is the reflection of the original FK (parent frame)', () => {
    fc.assert(
      fc.property(bodyPlanArbitrary(10), fc.nat(), fc.constantFrom(...PLANES), (doc, pick, plane) => {
        fc.pre(doc.joints.length > 1);
        const root = doc.joints[1 + (pick % (doc.joints.length - 1))]!;
        const result = mirrorSubtree(doc, root.name, { plane });
        fc.pre(result.ok);
        if (!result.ok) return;
        expect(structuralProblems(result.document)).toEqual([]);
        expect(result.attachedTo).toBe(root.parent);
        checkMirrorProperty(result.document, result.names, plane, root.parent!);
      }),
      { numRuns: 300 },
    );
  });

  it('holds in the common ancestor frame when a limb is attached to the mirrored parent', () => {
    fc.assert(
      fc.property(bodyPlanArbitrary(10), fc.nat(), fc.constantFrom(...PLANES), (doc, pick, plane) => {
        const limb = doc.joints.find((j) => j.parent === 'body' && doc.joints.some((c) => c.parent === j.name));
        fc.pre(limb !== undefined);
        const first = mirrorSubtree(doc, limb!.name, { plane });
        fc.pre(first.ok);
        if (!first.ok) return;
        const children = doc.joints.filter((j) => j.parent === limb!.name);
        const child = children[pick % children.length]!;
        const trimmed = ok(deleteSubtree(first.document, first.names.get(child.name)!)).document;
        const second = ok(mirrorSubtree(trimmed, child.name, { plane }));
        expect(second.attachedTo).toBe(first.names.get(limb!.name));
        expect(structuralProblems(second.document)).toEqual([]);
        checkMirrorProperty(second.document, first.names, plane, 'body');
      }),
      { numRuns: 200 },
    );
  });
});
