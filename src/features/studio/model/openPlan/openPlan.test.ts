import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addChildJoint, addDof, moveDof, newBodyPlan, renameJoint } from '../../../../bodyplan/edit/documentEdits.ts';
import { loadBodyPlan } from '../../../../bodyplan/format/load.ts';
import { serializeBodyPlan } from '../../../../bodyplan/format/serialize.ts';
import { neutralPoseOf, type Pose } from '../../../../bodyplan/kinematics/pose.ts';
import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';
import type { EditResult } from '../../../../bodyplan/edit/documentEdits.ts';
import { carryPose } from './carryPose.ts';
import { documentReducer, editedText, emptyDocument, hasUnexportedChanges, type DocumentAction, type DocumentState } from './documentReducer.ts';
import { COALESCE_MS } from './history.ts';
import { openPlan, type OpenPlan } from './openPlan.ts';
import { withDofValue } from './poseEdits.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', '..', 'public', 'bodyplans');
const open = (text: string): OpenPlan => openPlan({ name: 'plan.json', text, origin: 'file' }, loadBodyPlan(text));
const run = (state: DocumentState, ...actions: DocumentAction[]) => actions.reduce(documentReducer, state);

/** An edit as the Studio makes it: the new text is loaded outside the reducer and passed in. */
function edited(state: DocumentState, edit: (d: BodyPlan) => EditResult, at: number, key: string | null = null): DocumentAction {
  const result = editedText(state.plan, edit);
  if (!result || 'refusal' in result) throw new Error('edit refused');
  return { type: 'textReplaced', plan: open(result.text), key, at, selectedJoint: state.selectedJoint, ignoreLimits: false };
}

function armWithNamedDofs(): string {
  let plan = newBodyPlan({ fixedBase: true });
  const step = (result: EditResult) => {
    if (!result.ok) throw new Error(result.reason);
    plan = result.document;
  };
  step(addChildJoint(plan, 'root', { name: 'elbow' }));
  step(addDof(plan, 'elbow', 'hinge', { name: 'flex' }));
  step(addDof(plan, 'elbow', 'hinge', { name: 'twist', axis: [1, 0, 0] }));
  return serializeBodyPlan(plan);
}

describe('the open-plan core', () => {
  it('an open builds exactly one forward-kinematics instance, which already holds the neutral pose', () => {
    const plan = open(readFileSync(join(examples, 'planar-two-link-arm.json'), 'utf8'));
    expect(plan.kinematics).not.toBeNull();
    expect(Array.from(plan.kinematics!.keypoints)).toEqual(Array.from(plan.neutralKeypoints!));
    const broken = open('{"joints": [');
    expect(broken.kinematics).toBeNull();
    expect(broken.model).toBeNull();
  });

  it('the reducer is pure: the same actions give the same state, and time comes from the actions', () => {
    const plan = open(armWithNamedDofs());
    const start = run(emptyDocument, { type: 'opened', plan, documentId: 'doc-1' });
    expect(start.history.documentId).toBe('doc-1');
    const pose = (value: number): Pose => withDofValue(start.pose!, 0, value);
    const moves = [pose(0.1), pose(0.2), pose(0.3)];
    const a = run(start, ...moves.map((p, i): DocumentAction => ({ type: 'posed', pose: p, key: 'drag', at: 1000 + i })));
    const b = run(start, ...moves.map((p, i): DocumentAction => ({ type: 'posed', pose: p, key: 'drag', at: 1000 + i })));
    expect(a).toEqual(b);
    expect(a.history.past).toHaveLength(1);
    // Far apart in time, the same moves are separate undo steps.
    const slow = run(start, ...moves.map((p, i): DocumentAction => ({ type: 'posed', pose: p, key: 'drag', at: i * (COALESCE_MS + 1) })));
    expect(slow.history.past).toHaveLength(3);
    // A solver's pose (no key) is not an undo step.
    expect(run(start, { type: 'posed', pose: pose(0.4), key: null, at: 0 }).history.past).toHaveLength(0);
  });

  it('carries the pose across edits by joint name and DOF name, and undo/redo walk the text and pose back', () => {
    const start = run(emptyDocument, { type: 'opened', plan: open(armWithNamedDofs()), documentId: 'd' });
    const posed = run(start, { type: 'posed', pose: withDofValue(withDofValue(start.pose!, 0, 0.5), 1, -0.25), key: 'p', at: 0 });
    // Swapping the two named DOFs keeps each value with its DOF.
    const swapped = run(posed, edited(posed, (d) => moveDof(d, 'elbow', 1, 0), 10_000));
    expect(swapped.plan!.model!.dofNames).toEqual(['twist', 'flex']);
    expect(Array.from(swapped.pose!.dofs)).toEqual([-0.25, 0.5]);
    // A rename of the joint loses the match: its DOFs start neutral.
    const renamed = run(swapped, edited(swapped, (d) => renameJoint(d, 'elbow', 'knee'), 20_000));
    expect(Array.from(renamed.pose!.dofs)).toEqual([0, 0]);
    const undone = run(renamed, { type: 'travelled', direction: 'back', plan: open(swapped.plan!.source.text), ignoreLimits: false });
    expect(undone.plan!.source.text).toBe(swapped.plan!.source.text);
    expect(Array.from(undone.pose!.dofs)).toEqual([-0.25, 0.5]);
    const redone = run(undone, { type: 'travelled', direction: 'forward', plan: open(renamed.plan!.source.text), ignoreLimits: false });
    expect(redone.plan!.model!.jointNames).toEqual(['root', 'knee']);
  });

  it('a broken text keeps the last drawn version and its pose; the next valid text carries the values by name', () => {
    const start = run(emptyDocument, { type: 'opened', plan: open(armWithNamedDofs()), documentId: 'd' });
    const posed = run(start, { type: 'posed', pose: withDofValue(withDofValue(start.pose!, 0, 0.5), 1, -0.25), key: 'p', at: 0 });
    const text = posed.plan!.source.text;
    const broken = run(posed, { type: 'textReplaced', plan: open(text.replace('"flex"', '"flex"x')), key: null, at: 10_000, selectedJoint: null, ignoreLimits: false });
    expect(broken.plan!.model).toBeNull();
    expect(broken.shownPlan).toBe(posed.plan);
    expect(broken.pose).toBe(posed.pose);
    // Fixed with the two DOFs swapped: each keeps its value, by name.
    const swappedText = text.replace('"flex"', '"__a"').replace('"twist"', '"flex"').replace('"__a"', '"twist"');
    const fixed = run(broken, { type: 'textReplaced', plan: open(swappedText), key: null, at: 20_000, selectedJoint: null, ignoreLimits: false });
    expect(fixed.shownPlan).toBe(fixed.plan);
    expect(fixed.plan!.model!.dofNames).toEqual(['twist', 'flex']);
    expect(Array.from(fixed.pose!.dofs)).toEqual([-0.25, 0.5]);
    // A freshly opened broken file has no earlier version to show.
    const opened = run(fixed, { type: 'opened', plan: open('{"joints": ['), documentId: 'e' });
    expect(opened.shownPlan).toBeNull();
  });

  it('unnamed DOFs follow their position; a free root keeps its pose; limits clamp unless ignored', () => {
    const before = loadBodyPlan(readFileSync(join(examples, 'humanoid.json'), 'utf8')).model!;
    const pose = neutralPoseOf(before);
    pose.dofs.fill(10);
    pose.rootPosition.set([1, 2, 3]);
    const carried = carryPose(before, pose, before, false);
    expect(Array.from(carried.rootPosition)).toEqual([1, 2, 3]);
    for (let d = 0; d < before.dofCount; d++) expect(carried.dofs[d]).toBe(Math.min(10, before.dofUpper[d]!));
    expect(Array.from(carryPose(before, pose, before, true).dofs).every((v) => v === 10)).toBe(true);
  });

  it('export marks the text as saved; a refused edit says why and changes nothing else', () => {
    const start = run(emptyDocument, { type: 'opened', plan: open(serializeBodyPlan(newBodyPlan())), documentId: 'd' });
    const changed = run(start, edited(start, (d) => addChildJoint(d, 'root', { name: 'a' }), 0));
    expect(hasUnexportedChanges(changed)).toBe(true);
    expect(hasUnexportedChanges(run(changed, { type: 'exported' }))).toBe(false);
    const refusal = editedText(changed.plan, (d) => addChildJoint(d, 'root', { name: 'a' }));
    expect(refusal && 'refusal' in refusal && refusal.refusal).toMatch(/a/);
    const refused = run(changed, { type: 'editRefused', reason: 'no' });
    expect(refused.plan).toBe(changed.plan);
    expect(refused.history.refusal).toBe('no');
  });
});
