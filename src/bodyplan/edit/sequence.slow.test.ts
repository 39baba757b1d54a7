import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deleteJointKeepChildren,
  deleteSubtree,
  duplicateSubtree,
  mirrorSubtree,
  reflectVector,
  renameJoint,
  reparentJoint,
  subtreeIndices,
  type MirrorPlane,
} from './documentEdits.ts';
import { loadBodyPlan } from '../format/load.ts';
import type { BodyPlan, Dof, Joint } from '../format/schema.ts';
import { serializeBodyPlan } from '../format/serialize.ts';
import { applyDocumentEditToText } from './textEdit.ts';
import { bodyPlanArbitrary, distance, framesByName, structuralProblems, tagValue, toLocal } from './editTestSupport.ts';

type Op =
  | { kind: 'rename'; pick: number; name: string }
  | { kind: 'reparent'; pick: number; target: number; keepPlacement: boolean }
  | { kind: 'deleteSubtree'; pick: number }
  | { kind: 'deleteKeepChildren'; pick: number }
  | { kind: 'duplicate'; pick: number }
  | { kind: 'mirror'; pick: number; plane: MirrorPlane };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat(), name: fc.constantFrom('l_arm', 'left_leg', 'lf_x', 'r_j1', 'tail', 'body', 'mid_j2', 'x') }),
  fc.record({ kind: fc.constant('reparent' as const), pick: fc.nat(), target: fc.nat(), keepPlacement: fc.boolean() }),
  fc.record({ kind: fc.constant('deleteSubtree' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteKeepChildren' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('duplicate' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('mirror' as const), pick: fc.nat(), plane: fc.constantFrom<MirrorPlane>('XZ', 'XY', 'YZ') }),
);

const FORMATS: ((document: BodyPlan) => string)[] = [
  (d) => JSON.stringify(d, null, 2) + '\n',
  (d) => JSON.stringify(d),
  (d) => JSON.stringify(d, null, '\t'),
  (d) => JSON.stringify(d, null, 4).replaceAll('\n', '\r\n'),
];

interface Step {
  document: BodyPlan;
  /** New joint name -> the old joint whose keypoint it must keep (same DOF values). */
  same: Map<string, string>;
  /** Mirrored joint -> [original, frame joint] whose keypoint it must reflect. */
  reflected: Map<string, [string, string]>;
  plane?: MirrorPlane;
  /** DOF values: the neutral pose when offsets were recomposed from it, else per-joint test values. */
  neutral: Set<string> | 'all';
}

function apply(document: BodyPlan, op: Op): Step | { refused: string } {
  const n = document.joints.length;
  const joint = document.joints[op.pick % n]!;
  const identity = (except: ReadonlySet<string> = new Set()) =>
    new Map(document.joints.filter((j) => !except.has(j.name)).map((j) => [j.name, j.name] as const));
  switch (op.kind) {
    case 'rename': {
      const r = renameJoint(document, joint.name, op.name);
      if (!r.ok) return { refused: r.reason };
      const same = identity();
      same.delete(joint.name);
      same.set(op.name, joint.name);
      return { document: r.document, same, reflected: new Map(), neutral: new Set() };
    }
    case 'reparent': {
      const target = document.joints[op.target % n]!;
      const r = reparentJoint(document, joint.name, target.name, { keepPlacement: op.keepPlacement });
      if (!r.ok) {
        const subtree = subtreeIndices(document, op.pick % n).map((i) => document.joints[i]!.name);
        expect(joint.parent === null || subtree.includes(target.name)).toBe(true);
        return { refused: r.reason };
      }
      if (op.keepPlacement) return { document: r.document, same: identity(), reflected: new Map(), neutral: 'all' };
      const moved = new Set(subtreeIndices(document, op.pick % n).map((i) => document.joints[i]!.name));
      return { document: r.document, same: identity(moved), reflected: new Map(), neutral: new Set() };
    }
    case 'deleteSubtree': {
      const r = deleteSubtree(document, joint.name);
      if (!r.ok) return { refused: r.reason };
      return { document: r.document, same: identity(new Set(r.deleted)), reflected: new Map(), neutral: new Set() };
    }
    case 'deleteKeepChildren': {
      const r = deleteJointKeepChildren(document, joint.name);
      if (!r.ok) return { refused: r.reason };
      return { document: r.document, same: identity(new Set([joint.name])), reflected: new Map(), neutral: new Set([joint.name]) };
    }
    case 'duplicate': {
      if (n > 40) return { refused: 'large enough' };
      const r = duplicateSubtree(document, joint.name);
      if (!r.ok) return { refused: r.reason };
      const same = identity();
      for (const [original, copy] of r.names) same.set(copy, original);
      return { document: r.document, same, reflected: new Map(), neutral: new Set() };
    }
    case 'mirror': {
      if (n > 40) return { refused: 'large enough' };
      const r = mirrorSubtree(document, joint.name, { plane: op.plane });
      if (!r.ok) return { refused: r.reason };
      const reflected = new Map<string, [string, string]>();
      if (r.attachedTo === joint.parent) for (const [original, mirrored] of r.names) reflected.set(mirrored, [original, joint.parent]);
      return { document: r.document, same: identity(), reflected, plane: op.plane, neutral: new Set() };
    }
  }
}

function expectValid(document: BodyPlan, text: string): void {
  expect(structuralProblems(document)).toEqual([]);
  const loaded = loadBodyPlan(serializeBodyPlan(document));
  expect(loaded.diagnostics.filter((d) => d.severity === 'error' || d.code === 'parent-after-child')).toEqual([]);
  const fromText = loadBodyPlan(text);
  expect(fromText.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(fromText.document).toEqual(document);
}

describe('edit sequences (property)', () => {
  it('keep the document valid, its text in sync, and untouched keypoints where they were', () => {
    fc.assert(
      fc.property(bodyPlanArbitrary(8), fc.array(opArbitrary, { minLength: 1, maxLength: 8 }), fc.constantFrom(...FORMATS), (start, ops, format) => {
        let document = start;
        let text = format(document);
        // Each joint carries a tag (the joint it descends from by renames, copies and mirrors) that fixes its test pose.
        let tags = new Map(document.joints.map((j) => [j.name, j.name]));
        for (const op of ops) {
          const step = apply(document, op);
          if ('refused' in step) {
            expect(step.refused.length).toBeGreaterThan(10);
            continue;
          }
          const value = (neutral: Set<string> | 'all', names: Map<string, string>) => (j: Joint, k: number, dof: Dof) =>
            neutral === 'all' || neutral.has(j.name) ? dof.neutral : tagValue(names.get(j.name)!, k);
          const before = framesByName(document, value(step.neutral, tags));
          const nextTags = new Map<string, string>();
          for (const [name, old] of step.same) nextTags.set(name, tags.get(old)!);
          for (const [name, [old]] of step.reflected) nextTags.set(name, tags.get(old)!);
          for (const j of step.document.joints) if (!nextTags.has(j.name)) nextTags.set(j.name, tags.get(j.name) ?? j.name);
          const after = framesByName(step.document, value(step.neutral, nextTags));
          for (const [name, old] of step.same) {
            const p = before.get(old)!.keypoint;
            expect(distance(after.get(name)!.keypoint, p)).toBeLessThan(1e-9 * Math.max(1, Math.hypot(...p)));
          }
          for (const [name, [old, frameJoint]] of step.reflected) {
            const frame = after.get(frameJoint)!;
            const expected = reflectVector(step.plane!, toLocal(frame, before.get(old)!.keypoint));
            expect(distance(toLocal(frame, after.get(name)!.keypoint), expected)).toBeLessThan(1e-9);
          }
          text = applyDocumentEditToText(text, document, step.document);
          expectValid(step.document, text);
          document = step.document;
          tags = nextTags;
        }
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
