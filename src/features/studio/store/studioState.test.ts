import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bodyPlanSchema } from '../../../bodyplan/format/schema.ts';
import { compileBodyPlan } from '../../../bodyplan/kinematics/model.ts';
import { canUndo, openPlan } from '../model/openPlan/index.ts';
import { initialStudioState, studioReducer, type StudioState } from './studioState.ts';
import { createStudioStore } from './studioStore.ts';
import { openedState, runCommands as run } from './studioTestSupport.ts';

const examples = join(import.meta.dirname, '..', '..', '..', '..', 'public', 'bodyplans');
function opened(file: string): StudioState {
  const text = readFileSync(join(examples, file), 'utf8');
  const document = bodyPlanSchema.parse(JSON.parse(text));
  const plan = openPlan({ name: file, text, origin: 'example' }, { document, diagnostics: [], model: compileBodyPlan(document), documentIsJsonParse: false });
  return studioReducer(initialStudioState, { type: 'opened', plan, documentId: 'test' });
}

describe('studio state', () => {
  it('opens a valid plan in its neutral pose with sizes from its bounds', () => {
    const state = opened('planar-two-link-arm.json');
    expect(Array.from(state.pose!.dofs)).toEqual([0.5236, 0.7854]);
    expect(state.plan!.controls.map((c) => c.label)).toEqual(['shoulder swing', 'elbow bend']);
    expect(state.plan!.size).toBeGreaterThan(0.3);
    expect(state.plan!.size).toBeLessThan(0.6);
  });

  it('clamps a typed value to the limits and says so; ignoring limits keeps it; limits back on clamp again', () => {
    let state = run(opened('planar-two-link-arm.json'), { type: 'dofTyped', index: 1, text: '999' });
    expect(state.pose!.dofs[1]).toBe(2.618);
    expect(state.notice?.text).toContain('elbow bend: 999° is outside the limits');
    state = run(state, { type: 'viewChanged', patch: { ignoreLimits: true } }, { type: 'dofTyped', index: 1, text: '999' });
    expect(state.pose!.dofs[1]).toBeCloseTo((999 * Math.PI) / 180, 12);
    state = run(state, { type: 'viewChanged', patch: { ignoreLimits: false } });
    expect(state.pose!.dofs[1]).toBe(2.618);
  });

  it('drops a "clamped" notice once its DOF moves from the clamped value, not before', () => {
    let state = run(opened('planar-two-link-arm.json'), { type: 'dofTyped', index: 1, text: '999' });
    state = run(state, { type: 'dofSet', index: 0, value: 0.1 }, { type: 'dofSet', index: 1, value: 5 });
    // Another DOF moved, and a slider pushed against the same limit: the notice still holds.
    expect(state.notice?.text).toContain('elbow bend: 999° is outside the limits');
    state = run(state, { type: 'dofSet', index: 1, value: 1 });
    expect(state.notice).toBeNull();
  });

  it('drops the "errors, not drawn" notice once the text is fixed, and keeps a refusal of bad typing', () => {
    const good = readFileSync(join(examples, 'planar-two-link-arm.json'), 'utf8');
    const bad = good.replace('"name": "elbow"', '"name": "nowhere"');
    expect(bad).not.toBe(good);
    let state = openedState(bad, 'arm.json');
    expect(state.notice?.text).toBe('arm.json has 1 error: it is not drawn until they are fixed.');
    state = run(state, { type: 'textEdited', text: bad.replace('"nowhere"', '"nowher"') });
    expect(state.notice?.text).toContain('not drawn');
    state = run(state, { type: 'textEdited', text: good });
    expect(state.pose).not.toBeNull();
    expect(state.notice).toBeNull();
    state = run(state, { type: 'dofTyped', index: 0, text: 'abc' });
    expect(state.notice?.text).toContain('"abc" is not a number');
  });

  it('drops a root position notice once that coordinate changes', () => {
    let state = run(opened('humanoid.json'), { type: 'rootPositionSet', position: [2e6, 0, 0] });
    state = run(state, { type: 'noticeShown', notice: { tone: 'warning', text: 'far', about: { rootAxis: 0, value: 2e6 } } });
    state = run(state, { type: 'rootPositionSet', position: [2e6, 1, 0] });
    expect(state.notice?.text).toBe('far');
    state = run(state, { type: 'rootPositionSet', position: [3, 1, 0] });
    expect(state.notice).toBeNull();
  });

  it('resets one DOF, one joint or all to neutral, without touching the earlier pose object', () => {
    const start = opened('humanoid.json');
    const moved = run(start, { type: 'dofSet', index: 0, value: 0.2 }, { type: 'dofSet', index: 1, value: 0.1 }, { type: 'dofSet', index: 3, value: 0.1 });
    expect(start.pose!.dofs[0]).toBe(0);
    expect(Array.from(run(moved, { type: 'dofReset', index: 1 }).pose!.dofs.slice(0, 4))).toEqual([0.2, 0, 0, 0.1]);
    expect(Array.from(run(moved, { type: 'jointReset', joint: 1 }).pose!.dofs.slice(0, 4))).toEqual([0, 0, 0, 0.1]);
    expect(run(moved, { type: 'allReset' }).pose!.dofs).toEqual(start.pose!.dofs);
  });

  it('adds no undo step for a change to the same pose (a field left without a change, a reset of a neutral DOF)', () => {
    const start = run(opened('humanoid.json'), { type: 'rootPositionSet', position: [1, 2, 3] });
    const same = run(
      start,
      { type: 'rootPositionSet', position: [1, 2, 3] },
      { type: 'rootRotationSet', quat: Array.from(start.pose!.rootQuat) },
      { type: 'dofReset', index: 0 },
      { type: 'dofSet', index: 1, value: start.pose!.dofs[1]! },
    );
    expect(same).toBe(start);
    expect(canUndo(same.history)).toBe(true);
    expect(canUndo(opened('humanoid.json').history)).toBe(false);
    expect(canUndo(run(opened('humanoid.json'), { type: 'rootPositionSet', position: [0, 0, 0] }).history)).toBe(false);
  });

  it('moves a free root but never a fixed base', () => {
    const free = run(opened('humanoid.json'), { type: 'rootPositionSet', position: [1, 2, 3] });
    expect(Array.from(free.pose!.rootPosition)).toEqual([1, 2, 3]);
    const fixed = run(opened('seven-dof-rail-arm.json'), { type: 'rootPositionSet', position: [1, 2, 3] });
    expect(Array.from(fixed.pose!.rootPosition)).toEqual([0, 0, 0]);
  });

  it('keeps the joints and diagnostics of a plan with errors but no model or pose', () => {
    const text = '{"fixed_base": true, "joints": [{"name": "a", "parent": null, "offset_pos": [0,0,0], "offset_quat": [1,0,0,0], "dofs": []}, {"name": "b", "parent": "zz"}]}';
    const diagnostic = { severity: 'error' as const, code: 'unknown-parent', message: 'no joint "zz"', pointer: '/joints/1/parent', line: 1, column: 120 };
    const plan = openPlan({ name: 'bad.json', text, origin: 'file' }, { document: null, diagnostics: [diagnostic], model: null, documentIsJsonParse: false });
    const state = studioReducer(initialStudioState, { type: 'opened', plan, documentId: 'test' });
    expect(state.pose).toBeNull();
    expect(plan.outline.joints.map((j) => j.name)).toEqual(['a', 'b']);
    expect(plan.jointDiagnostics.get(1)).toEqual([diagnostic]);
    expect(state.notice?.text).toContain('1 error');
  });

  it('runs forward kinematics only when the pose changes', () => {
    const store = createStudioStore(opened('planar-two-link-arm.json'));
    const version = store.getKinematicsVersion();
    const hand = () => Array.from(store.getKinematics()!.keypoints.slice(6, 9));
    store.dispatch({ type: 'jointSelected', joint: 1 });
    store.dispatch({ type: 'viewChanged', patch: { showFrames: true } });
    expect(store.getKinematicsVersion()).toBe(version);
    store.dispatch({ type: 'dofSet', index: 0, value: 0 });
    store.dispatch({ type: 'dofSet', index: 1, value: 0 });
    expect(store.getKinematicsVersion()).toBe(version + 2);
    expect(hand()[0]).toBeCloseTo(0.55, 12);
    expect(hand()[1]).toBeCloseTo(0, 12);
  });
});
