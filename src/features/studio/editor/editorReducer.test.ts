import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBodyPlan } from '../../../bodyplan/format/load.ts';
import { addChildJoint, addDof, renameJoint, setDofLimits, setOffsetPos, reparentJoint } from '../../../bodyplan/edit/documentEdits.ts';
import { serializeBodyPlan } from '../../../bodyplan/format/serialize.ts';
import { newBodyPlan } from '../../../bodyplan/edit/documentEdits.ts';
import { hasUnexportedChanges, withinBudget } from '../model/openPlan/index.ts';
import { createStudioStore } from '../store/studioStore.ts';
import { openedState as opened, runCommands as run } from '../store/studioTestSupport.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', 'public', 'bodyplans');


describe('document editing with undo and redo', () => {
  it('builds a plan step by step; undo walks back one step at a time and redo forward', () => {
    const start = opened(serializeBodyPlan(newBodyPlan({ fixedBase: true })));
    const s1 = run(start, { type: 'documentEdited', edit: (d) => addChildJoint(d, 'root', { name: 'upper' }) });
    const s2 = run(s1, { type: 'documentEdited', edit: (d) => addDof(d, 'upper', 'hinge') });
    const s3 = run(s2, { type: 'documentEdited', edit: (d) => setOffsetPos(d, 'upper', [0.5, 0, 0]) });
    expect(s3.plan!.model!.jointNames).toEqual(['root', 'upper']);
    expect(s3.plan!.model!.dofCount).toBe(1);
    expect(s3.history.past).toHaveLength(3);

    const back2 = run(s3, { type: 'undo' }, { type: 'undo' });
    expect(back2.plan!.source.text).toBe(s1.plan!.source.text);
    expect(back2.plan!.model!.dofCount).toBe(0);
    const forward = run(back2, { type: 'redo' }, { type: 'redo' });
    expect(forward.plan!.source.text).toBe(s3.plan!.source.text);
    expect(run(forward, { type: 'redo' })).toBe(forward);
  });

  it('a new edit after undo drops the redo branch', () => {
    const s = run(
      opened(serializeBodyPlan(newBodyPlan())),
      { type: 'documentEdited', edit: (d) => addChildJoint(d, 'root', { name: 'a' }) },
      { type: 'undo' },
      { type: 'documentEdited', edit: (d) => addChildJoint(d, 'root', { name: 'b' }) },
    );
    expect(s.history.future).toEqual([]);
    expect(s.plan!.model!.jointNames).toEqual(['root', 'b']);
  });

  it('edits with one coalesce key close in time are one undo step', () => {
    const start = opened(serializeBodyPlan(newBodyPlan()));
    const s = run(
      start,
      { type: 'documentEdited', edit: (d) => setOffsetPos(d, 'root', [0.1, 0, 0]), key: 'drag', at: 1000 },
      { type: 'documentEdited', edit: (d) => setOffsetPos(d, 'root', [0.2, 0, 0]), key: 'drag', at: 1100 },
      { type: 'documentEdited', edit: (d) => setOffsetPos(d, 'root', [0.3, 0, 0]), key: 'drag', at: 1200 },
      { type: 'documentEdited', edit: (d) => setOffsetPos(d, 'root', [0.4, 0, 0]), key: 'drag', at: 9000 },
    );
    expect(s.history.past).toHaveLength(2);
    const once = run(s, { type: 'undo' });
    expect(once.plan!.document!.joints[0]!.offset_pos).toEqual([0.3, 0, 0]);
    expect(run(once, { type: 'undo' }).plan!.source.text).toBe(start.plan!.source.text);
  });

  it('a refused edit changes nothing and says why', () => {
    let s = opened(serializeBodyPlan(newBodyPlan()));
    s = run(s, { type: 'documentEdited', edit: (d) => addChildJoint(d, 'root', { name: 'a' }) });
    const refused = run(s, { type: 'documentEdited', edit: (d) => reparentJoint(d, 'root', 'a') });
    expect(refused.plan).toBe(s.plan);
    expect(refused.history.past).toBe(s.history.past);
    expect(refused.history.refusal).toMatch(/root|cycle|descendant/i);
  });

  it('keeps the file formatting: a rename changes only the names in the text', () => {
    const text = readFileSync(join(examples, 'planar-two-link-arm.json'), 'utf8');
    const s = run(opened(text), { type: 'documentEdited', edit: (d) => renameJoint(d, d.joints[1]!.name, 'arm_upper') });
    const before = text.split('\n');
    const after = s.plan!.source.text.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.filter((line, i) => line !== after[i]);
    expect(changed.length).toBeGreaterThan(0);
    for (const line of changed) expect(line).toContain(loadBodyPlan(text).document!.joints[1]!.name);
  });

  it('the pose follows joints by name across edits and is clamped to new limits', () => {
    const start = run(
      opened(serializeBodyPlan(newBodyPlan({ fixedBase: true }))),
      { type: 'documentEdited', edit: (d) => addChildJoint(d, 'root', { name: 'a' }) },
      { type: 'documentEdited', edit: (d) => addDof(d, 'a', 'hinge') },
      { type: 'dofSet', index: 0, value: 1.2 },
    );
    expect(start.pose!.dofs[0]).toBe(1.2);
    const renamedRoot = run(start, { type: 'documentEdited', edit: (d) => addChildJoint(d, 'root', { name: 'b' }) });
    expect(renamedRoot.pose!.dofs[0]).toBe(1.2);
    const limited = run(renamedRoot, { type: 'documentEdited', edit: (d) => setDofLimits(d, 'a', 0, [-0.5, 0.5]) });
    expect(limited.pose!.dofs[0]).toBe(0.5);
  });

  it('text edits replace the document; an invalid text keeps history and undo brings the valid one back', () => {
    const start = opened(serializeBodyPlan(newBodyPlan()));
    const broken = run(start, { type: 'textEdited', text: start.plan!.source.text.replace('"root"', '"root",') });
    expect(broken.plan!.model).toBeNull();
    expect(broken.plan!.diagnostics[0]!.code).toBe('json-syntax');
    const editRefused = run(broken, { type: 'documentEdited', edit: (d) => addChildJoint(d, 'root') });
    expect(editRefused.history.refusal).toMatch(/errors/);
    expect(run(broken, { type: 'undo' }).plan!.model).not.toBeNull();
  });

  it('marks unexported changes until exported, and a new plan starts clean', () => {
    const start = opened(serializeBodyPlan(newBodyPlan()));
    expect(hasUnexportedChanges(start)).toBe(false);
    const edited = run(start, { type: 'documentEdited', edit: (d) => addChildJoint(d, 'root') });
    expect(hasUnexportedChanges(edited)).toBe(true);
    expect(hasUnexportedChanges(run(edited, { type: 'documentExported' }))).toBe(false);
    expect(hasUnexportedChanges(run(edited, { type: 'documentExported' }, { type: 'undo' }))).toBe(true);
  });

  it('the store recomputes kinematics after a document edit', () => {
    const store = createStudioStore(opened(serializeBodyPlan(newBodyPlan({ fixedBase: true }))));
    store.dispatch({ type: 'documentEdited', edit: (d) => addChildJoint(d, 'root', { name: 'tip', offsetPos: [0, 0, 2] }) });
    expect(Array.from(store.getKinematics()!.keypoints.slice(3, 6))).toEqual([0, 0, 2]);
    store.dispatch({ type: 'undo' });
    expect(store.getKinematics()!.keypoints).toHaveLength(3);
  });

  it('pose changes are undoable: a run of slider moves on one DOF is one step, another DOF is another', () => {
    const arm = run(
      opened(serializeBodyPlan(newBodyPlan({ fixedBase: true }))),
      { type: 'documentEdited', edit: (d) => addDof(d, 'root', 'hinge') },
      { type: 'documentEdited', edit: (d) => addDof(d, 'root', 'slide') },
    );
    const dragged = run(arm, { type: 'dofSet', index: 0, value: 0.1 }, { type: 'dofSet', index: 0, value: 0.2 }, { type: 'dofSet', index: 0, value: 0.3 });
    expect(dragged.history.past).toHaveLength(arm.history.past.length + 1);
    const slid = run(dragged, { type: 'dofTyped', index: 1, text: '0.5' });
    expect(Array.from(slid.pose!.dofs)).toEqual([0.3, 0.5]);
    const back = run(slid, { type: 'undo' });
    expect(Array.from(back.pose!.dofs)).toEqual([0.3, 0]);
    expect(back.plan).toBe(slid.plan);
    expect(Array.from(run(back, { type: 'undo' }).pose!.dofs)).toEqual([0, 0]);
    expect(Array.from(run(back, { type: 'undo' }, { type: 'redo' }, { type: 'redo' }).pose!.dofs)).toEqual([0.3, 0.5]);
  });

  it('undoing a document edit brings back the pose of that moment', () => {
    const posed = run(
      opened(serializeBodyPlan(newBodyPlan({ fixedBase: true }))),
      { type: 'documentEdited', edit: (d) => addDof(d, 'root', 'hinge') },
      { type: 'dofSet', index: 0, value: 1 },
      { type: 'documentEdited', edit: (d) => addDof(d, 'root', 'hinge', { position: 0 }) },
    );
    expect(Array.from(posed.pose!.dofs)).toEqual([1, 0]);
    expect(Array.from(run(posed, { type: 'undo' }).pose!.dofs)).toEqual([1]);
  });

  it('keeps the undo history within a text budget, newest steps first', () => {
    const step = (text: string) => ({ text, selectedJoint: null, pose: null });
    const past = [step('a'.repeat(40)), step('b'.repeat(40)), step('b'.repeat(40)), step('c'.repeat(40))];
    expect(withinBudget(past, 100).map((s) => s.text[0])).toEqual(['b', 'b', 'c']);
    expect(withinBudget(past, 1000)).toBe(past);
    expect(withinBudget([step('x'.repeat(500))], 100)).toHaveLength(1);
  });
});
