import { describe, expect, it } from 'vitest';
import { openedState, runCommands } from '../store/studioTestSupport.ts';
import { readFileSync } from 'node:fs';
import { FLY_BODY_PLAN_PATH } from '../../../bodyplan/testing/flyFixtures.ts';
import { presetDirection } from '../model/view/viewPresets.ts';
import { forwardAxisChosen, planToExport, upAxisChosen } from './upAxisCommands.ts';

const plan = (extra = '') =>
  `{${extra}"fixed_base": true, "joints": [{"name": "root", "parent": null, "offset_pos": [0, 0, 0], "offset_quat": [1, 0, 0, 0], "dofs": []},
  {"name": "tip", "parent": "root", "offset_pos": [0, 0, 1], "offset_quat": [1, 0, 0, 0], "dofs": []}]}`;

describe('up axis remembered in the plan', () => {
  it('a plan carrying "x-studio".upAxis opens with that axis; one without keeps the current axis', () => {
    const carrying = openedState(plan('"x-studio": {"upAxis": "-y"}, '));
    expect(carrying.view.upAxis).toBe('-y');
    const next = runCommands(carrying, { type: 'planOpened', source: { name: 'other.json', text: plan(), origin: 'file' } });
    expect(next.view.upAxis).toBe('-y');
    expect(openedState(plan('"x-studio": {"upAxis": "sideways"}, ')).view.upAxis).toBe('z');
  });

  it('choosing an axis turns the view and writes it into the text; undo takes both back to the previous axis in the text', () => {
    const start = openedState(plan('"x-studio": {"upAxis": "x"}, '));
    const chosen = runCommands(start, ...upAxisChosen(start, '-z'));
    expect(chosen.view.upAxis).toBe('-z');
    expect(JSON.parse(chosen.plan!.source.text)['x-studio']).toEqual({ upAxis: '-z' });
    // The text a user exports now reopens with -Z up.
    expect(openedState(chosen.plan!.source.text).view.upAxis).toBe('-z');
    const undone = runCommands(chosen, { type: 'undo' });
    expect(undone.view.upAxis).toBe('x');
  });

  it('a plan whose text is broken only turns the view', () => {
    const broken = openedState('{"joints": [');
    const chosen = runCommands(broken, ...upAxisChosen(broken, 'y'));
    expect(chosen.view.upAxis).toBe('y');
    expect(chosen.plan!.source.text).toBe('{"joints": [');
  });

  it('a forward axis is kept in "x-studio" beside the up axis, reopens with the plan, and undo takes it back', () => {
    const start = openedState(plan('"x-studio": {"upAxis": "z"}, '));
    expect(start.view.forwardAxis).toBeNull();
    const chosen = runCommands(start, ...forwardAxisChosen(start, 'x'));
    expect(chosen.view.forwardAxis).toBe('x');
    expect(JSON.parse(chosen.plan!.source.text)['x-studio']).toEqual({ upAxis: 'z', forwardAxis: 'x' });
    expect(openedState(chosen.plan!.source.text).view).toMatchObject({ upAxis: 'z', forwardAxis: 'x' });
    expect(runCommands(chosen, { type: 'undo' }).view.forwardAxis).toBeNull();
  });

  it("exporting the fly's JSON plan, which says no axis, writes the guessed +X forward into x-studio; it reopens with a Front view from its head", () => {
    const text = readFileSync(FLY_BODY_PLAN_PATH, 'utf8');
    const opened = openedState(text, 'neuromechfly.json');
    expect(JSON.parse(text)['x-studio']).toBeUndefined();
    expect(opened.view).toMatchObject({ upAxis: 'z', forwardAxis: 'x' });
    const exported = planToExport(opened)!;
    expect(JSON.parse(exported.text)['x-studio']).toEqual({ upAxis: 'z', forwardAxis: 'x' });
    const kept = runCommands(opened, ...exported.commands);
    expect(kept.plan!.source.text).toBe(exported.text);
    // The Front view looks at the fly from +X, where its front legs reach (lf_/rf_ legs at larger X
    // than the hind ones): a front view, not the side view the −Y default gave.
    const reopened = openedState(exported.text, 'neuromechfly.json');
    const front = presetDirection('front', reopened.view.upAxis, reopened.view.forwardAxis);
    expect(front.map((v) => Math.round(v * 1000) / 1000)).toEqual([1, 0, 0]);
    const model = reopened.plan!.model!;
    const x = (name: string) => reopened.plan!.neutralKeypoints![3 * model.jointNames.indexOf(name)]!;
    expect(x('lf_coxa_trochanterfemur')).toBeGreaterThan(x('lh_coxa_trochanterfemur'));
    // One undo step takes the kept axes back out of the text.
    expect(runCommands(kept, { type: 'undo' }).plan!.source.text).toBe(text);
  });

  it("exporting never overwrites an axis the plan carries (the user's choice), and fills only the one it lacks", () => {
    const chosen = openedState(plan('"x-studio": {"upAxis": "z", "forwardAxis": "-y"}, '));
    expect(planToExport(chosen)).toEqual({ text: chosen.plan!.source.text, commands: [] });
    const upOnly = openedState(flyTextWith('{"upAxis": "z"}'));
    expect(JSON.parse(planToExport(upOnly)!.text)['x-studio']).toEqual({ upAxis: 'z', forwardAxis: 'x' });
    // A broken text exports as it is.
    const broken = openedState('{"joints": [');
    expect(planToExport(broken)).toEqual({ text: '{"joints": [', commands: [] });
  });
});

function flyTextWith(studio: string): string {
  const text = readFileSync(FLY_BODY_PLAN_PATH, 'utf8');
  return text.replace('{', `{"x-studio": ${studio}, `);
}
