import { describe, expect, it } from 'vitest';
import { openedState, runCommands } from '../store/studioTestSupport.ts';
import { readFlyBodyPlan } from '../../../bodyplan/testing/flyFixtures.ts';
import { axesKept, forwardAxisChosen, upAxisChosen } from './upAxisCommands.ts';

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

  describe('a guessed forward axis, kept in the plan only by "Keep in plan"', () => {
    // NeuroMechFly's legs as a JSON plan that does not say which way it faces (the gallery's copy does).
    const flyText = JSON.stringify(readFlyBodyPlan(), null, 2);

    it('opening the fly faces it +X by its front legs\' names and leaves its text as it was', () => {
      const opened = openedState(flyText);
      expect(opened.view).toMatchObject({ upAxis: 'z', forwardAxis: 'x', forwardAxisGuess: { axis: 'x', reason: { from: 'names', front: ['lf', 'rf'], back: [] } } });
      expect(opened.plan!.source.text).toBe(flyText);
      expect(opened.history.past).toHaveLength(0);
    });

    it('keeping writes both axes into "x-studio" as one undo step; undo brings back the plan without them and the guess', () => {
      const opened = openedState(flyText);
      const kept = runCommands(opened, ...axesKept(opened));
      const saved = JSON.parse(kept.plan!.source.text) as Record<string, unknown>;
      expect(saved['x-studio']).toEqual({ upAxis: 'z', forwardAxis: 'x' });
      // Nothing else in the plan changed.
      expect({ ...saved, 'x-studio': undefined }).toEqual({ ...JSON.parse(flyText), 'x-studio': undefined });
      expect(kept.view).toMatchObject({ forwardAxis: 'x', forwardAxisGuess: null });
      expect(kept.history.past).toHaveLength(1);
      const undone = runCommands(kept, { type: 'undo' });
      expect(undone.plan!.source.text).toBe(flyText);
      expect(undone.view).toMatchObject({ forwardAxis: 'x', forwardAxisGuess: { axis: 'x' } });
    });

    it('keeps the other members of "x-studio" and the up axis the user wrote', () => {
      const own = JSON.stringify({ ...readFlyBodyPlan(), 'x-studio': { note: 'mine', upAxis: 'z' } });
      const opened = openedState(own);
      expect(opened.view.forwardAxisGuess?.axis).toBe('x');
      const kept = runCommands(opened, ...axesKept(opened));
      expect(JSON.parse(kept.plan!.source.text)['x-studio']).toEqual({ note: 'mine', upAxis: 'z', forwardAxis: 'x' });
    });

    it('a plan that carries a forward axis has no guess and nothing to keep; a plan with no guess keeps the default it faces', () => {
      const carrying = openedState(JSON.stringify({ ...readFlyBodyPlan(), 'x-studio': { forwardAxis: '-y' } }));
      expect(carrying.view).toMatchObject({ forwardAxis: '-y', forwardAxisGuess: null });
      expect(axesKept(carrying)).toEqual([]);
      // A vertical chain does not tell which way it faces: Z up faces −Y, and that is what is kept.
      const chain = openedState(plan());
      expect(chain.view).toMatchObject({ forwardAxis: null, forwardAxisGuess: null });
      expect(JSON.parse(runCommands(chain, ...axesKept(chain)).plan!.source.text)['x-studio']).toEqual({ upAxis: 'z', forwardAxis: '-y' });
      expect(axesKept(openedState('{"joints": ['))).toEqual([]);
    });
  });
});
