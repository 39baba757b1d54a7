import { describe, expect, it } from 'vitest';
import { addChildJoint, addDof, newBodyPlan, setDofLimits, setOffsetPos, type EditResult } from './documentEdits.ts';
import { loadBodyPlan } from '../format/load.ts';
import type { BodyPlan } from '../format/schema.ts';
import { serializeBodyPlan } from '../format/serialize.ts';
import { distance, framesByName } from './editTestSupport.ts';

function ok(result: EditResult<object>): BodyPlan {
  if (!result.ok) throw new Error(result.reason);
  return result.document;
}

describe('building a body plan from scratch', () => {
  it('a 3-joint arm made only of edit operations loads with no diagnostics and poses as expected', () => {
    let doc = newBodyPlan({ rootName: 'shoulder', fixedBase: true });
    doc = ok(addDof(doc, 'shoulder', 'hinge', { axis: [0, 0, 1] }));
    doc = ok(setDofLimits(doc, 'shoulder', 0, [-1.5, 1.5]));
    doc = ok(addChildJoint(doc, 'shoulder', { name: 'elbow', offsetPos: [1, 0, 0] }));
    doc = ok(addDof(doc, 'elbow', 'hinge', { axis: [0, 0, 1] }));
    doc = ok(setDofLimits(doc, 'elbow', 0, [0, 2.5]));
    const wrist = addChildJoint(doc, 'elbow');
    expect(wrist).toMatchObject({ ok: true, name: 'joint_2' });
    doc = ok(setOffsetPos(ok(wrist), 'joint_2', [0.8, 0, 0]));
    const loaded = loadBodyPlan(serializeBodyPlan(doc));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.model?.jointNames).toEqual(['shoulder', 'elbow', 'joint_2']);
    expect(loaded.document).toEqual(doc);
    // Shoulder and elbow both turned 90 degrees about z (within limits): the wrist ends at (-0.8, 1, 0).
    const frames = framesByName(doc, () => Math.PI / 2);
    expect(distance(frames.get('elbow')!.keypoint, [0, 1, 0])).toBeLessThan(1e-12);
    expect(distance(frames.get('joint_2')!.keypoint, [-0.8, 1, 0])).toBeLessThan(1e-12);
  });
});
