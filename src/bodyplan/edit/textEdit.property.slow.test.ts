import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as edit from './documentEdits.ts';
import { bodyPlanArbitrary } from './editTestSupport.ts';
import { loadBodyPlan } from '../format/load.ts';
import type { BodyPlan } from '../format/schema.ts';
import { editDocumentText } from './textEdit.ts';

type Operation = (document: BodyPlan, a: number, b: number, c: number) => { ok: boolean };

const small = (n: number) => (n % 2001) / 1000 - 1;
const pickJoint = (d: BodyPlan, a: number) => a % d.joints.length;
const pickDof = (d: BodyPlan, a: number, b: number) => b % Math.max(1, d.joints[pickJoint(d, a)]!.dofs.length);

/** Every kind of edit, driven by three random numbers. */
const OPERATIONS: Record<string, Operation> = {
  rename: (d, a, b) => edit.renameJoint(d, pickJoint(d, a), `j${b % 50}`),
  offsetPos: (d, a, b, c) => edit.setOffsetPos(d, pickJoint(d, a), [small(b), small(c), 0.5]),
  offsetQuat: (d, a, b, c) => edit.setOffsetQuat(d, pickJoint(d, a), [1, small(b), small(c), 0], { normalize: c % 2 === 0 }),
  weight: (d, a, b) => edit.setJointWeightScaler(d, pickJoint(d, a), b % 3 === 0 ? undefined : b % 5),
  extension: (d, a, b) => edit.setJointExtension(d, pickJoint(d, a), `x-k${b % 3}`, b % 4 === 0 ? undefined : { n: b, list: [1, 'two'] }),
  addDof: (d, a, b) => edit.addDof(d, pickJoint(d, a), b % 2 === 0 ? 'hinge' : 'slide', { axis: [0, 1, small(b)], position: 0 }),
  removeDof: (d, a, b) => edit.removeDof(d, pickJoint(d, a), pickDof(d, a, b)),
  moveDof: (d, a, b, c) => edit.moveDof(d, pickJoint(d, a), pickDof(d, a, b), pickDof(d, a, c)),
  dofAxis: (d, a, b, c) => edit.setDofAxis(d, pickJoint(d, a), pickDof(d, a, b), [1, small(c), 0]),
  dofLimits: (d, a, b, c) => edit.setDofLimits(d, pickJoint(d, a), pickDof(d, a, b), c % 3 === 0 ? null : [-1, c % 7]),
  dofName: (d, a, b, c) => edit.setDofName(d, pickJoint(d, a), pickDof(d, a, b), c % 3 === 0 ? undefined : `dof${c % 9}`),
  dofWeight: (d, a, b, c) => edit.setDofWeightScaler(d, pickJoint(d, a), pickDof(d, a, b), c % 3 === 0 ? undefined : c % 4),
  addChild: (d, a) => edit.addChildJoint(d, pickJoint(d, a)),
  reparent: (d, a, b, c) => edit.reparentJoint(d, pickJoint(d, a), pickJoint(d, b), { keepPlacement: c % 2 === 0 }),
  deleteSubtree: (d, a) => edit.deleteSubtree(d, pickJoint(d, a)),
  deleteKeepChildren: (d, a) => edit.deleteJointKeepChildren(d, pickJoint(d, a)),
  duplicate: (d, a) => (d.joints.length > 40 ? { ok: false } : edit.duplicateSubtree(d, pickJoint(d, a))),
  mirror: (d, a) => (d.joints.length > 40 ? { ok: false } : edit.mirrorSubtree(d, pickJoint(d, a))),
};

interface Format {
  write: (document: BodyPlan) => string;
  /** The layout rule every edited text must still follow. */
  keeps: (text: string) => boolean;
}

const FORMATS: Format[] = [
  { write: (d) => JSON.stringify(d), keeps: (t) => !t.includes('\n') },
  { write: (d) => JSON.stringify(d, null, '\t') + '\n', keeps: (t) => !/\n {1,}\S/.test(t) },
  { write: (d) => JSON.stringify(d, null, 4) + '\n', keeps: (t) => [...t.matchAll(/\n( *)\S/g)].every((m) => m[1]!.length % 4 === 0) },
  { write: (d) => JSON.stringify(d, null, 2).replaceAll('\n', '\r\n') + '\r\n', keeps: (t) => !/[^\r]\n/.test(t) },
];

describe('applyDocumentEditToText (property)', () => {
  it('after any sequence of edits the text holds exactly the edited document, in the original layout', () => {
    fc.assert(
      fc.property(
        bodyPlanArbitrary(7),
        fc.constantFrom(...FORMATS),
        fc.array(fc.tuple(fc.constantFrom(...Object.keys(OPERATIONS)), fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 10 }),
        (start, format, steps) => {
          let document = start;
          let text = format.write(document);
          for (const [name, a, b, c] of steps) {
            const result = OPERATIONS[name]!(document, a, b, c) as { ok: boolean; document?: BodyPlan };
            if (!result.ok) continue;
            const edited = editDocumentText(text, document, result.document!);
            expect(edited.rewritten).toBe(false);
            text = edited.text;
            // Joints an edit did not change are the very same objects (so nothing rewrites them).
            const previous = new Map(document.joints.map((j) => [j.name, j] as const));
            for (const joint of result.document!.joints) {
              const old = previous.get(joint.name);
              if (old && JSON.stringify(old) === JSON.stringify(joint)) expect(joint).toBe(old);
            }
            const loaded = loadBodyPlan(text);
            expect(loaded.document).toEqual(result.document);
            expect(format.keeps(text)).toBe(true);
            document = result.document!;
          }
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});
