import { describe, expect, it } from 'vitest';
import { openedState, runCommands } from '../store/studioTestSupport.ts';
import { forwardAxisChosen, upAxisChosen } from './upAxisCommands.ts';

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
});
