import { describe, expect, it } from 'vitest';
import { posablePlan } from '../model/openPlan/index.ts';
import { openedState, runCommands } from './studioTestSupport.ts';

const ARM = JSON.stringify(
  {
    fixed_base: false,
    joints: [
      { name: 'shoulder', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ name: 'swing', type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-1, 1] }] },
      { name: 'elbow', parent: 'shoulder', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ name: 'bend', type: 'hinge', axis: [0, 0, 1], neutral: 0, limits: [-2, 2] }] },
      { name: 'hand', parent: 'elbow', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    ],
  },
  null,
  2,
);

describe('posing while the text is broken', () => {
  const valid = openedState(ARM, 'arm.json');
  const broken = runCommands(valid, { type: 'textEdited', text: ARM.replace('"joints"', 'x"joints"'), key: 'json-text' });

  it('poses the last valid version: sliders, limits, the root, resets', () => {
    expect(broken.plan!.model).toBeNull();
    expect(posablePlan(broken)).toBe(valid.plan);
    const bent = runCommands(broken, { type: 'dofSet', index: 1, value: 1.5 });
    expect(Array.from(bent.pose!.dofs)).toEqual([0, 1.5]);
    // Limits are the last valid version's.
    expect(Array.from(runCommands(broken, { type: 'dofSet', index: 0, value: 5 }).pose!.dofs)).toEqual([1, 0]);
    const moved = runCommands(bent, { type: 'rootPositionSet', position: [0, 0, 2] });
    expect(Array.from(moved.pose!.rootPosition)).toEqual([0, 0, 2]);
    expect(Array.from(runCommands(moved, { type: 'allReset' }).pose!.dofs)).toEqual([0, 0]);
    // The text is untouched by posing.
    expect(moved.plan!.source.text).toBe(broken.plan!.source.text);
  });

  it('each pose change is an undo step, and fixing the text keeps the pose', () => {
    const bent = runCommands(broken, { type: 'dofSet', index: 1, value: 1.5 });
    const undone = runCommands(bent, { type: 'undo' });
    expect(Array.from(undone.pose!.dofs)).toEqual([0, 0]);
    expect(undone.plan!.source.text).toBe(broken.plan!.source.text);
    const fixed = runCommands(bent, { type: 'textEdited', text: ARM, key: 'json-text' });
    expect(fixed.plan!.model).not.toBeNull();
    expect(Array.from(fixed.pose!.dofs)).toEqual([0, 1.5]);
  });
});
