import { describe, expect, it } from 'vitest';
import { axisText, forwardAxisNote } from './forwardAxisNote.ts';

describe('the note under "Forward" while the plan does not say its forward axis', () => {
  it('says nothing for a plan that carries its forward axis, guessed or not', () => {
    expect(forwardAxisNote('z', 'x', null, true)).toBeNull();
    expect(forwardAxisNote('z', 'x', { axis: 'x', reason: { from: 'long-axis' } }, true)).toBeNull();
  });

  it('calls a guess a guess and says what it was read from', () => {
    expect(forwardAxisNote('z', 'x', { axis: 'x', reason: { from: 'names', front: ['lf', 'rf'], back: [] } }, false)).toBe(
      '+X forward, guessed from the plan: the joints with "lf", "rf" in their names lie ahead of the rest.',
    );
    expect(forwardAxisNote('z', '-x', { axis: '-x', reason: { from: 'names', front: ['fl', 'fr'], back: ['rl', 'rr'] } }, false)).toBe(
      '−X forward, guessed from the plan: the joints with "fl", "fr" in their names lie ahead of those with "rl", "rr".',
    );
    expect(forwardAxisNote('z', 'y', { axis: 'y', reason: { from: 'names', front: [], back: ['tail'] } }, false)).toMatch(/"tail" in their names lie behind the rest\.$/);
    expect(forwardAxisNote('y', 'x', { axis: 'x', reason: { from: 'long-axis' } }, false)).toBe('+X forward, guessed from the plan: the body is longest along X (which end is the front, its shape does not tell).');
    expect(forwardAxisNote('z', '-y', { axis: '-y', reason: { from: 'end-joints' } }, false)).toMatch(/^−Y forward, guessed from the plan: the plan stands upright/);
  });

  it('quotes at most four name words', () => {
    const note = forwardAxisNote('z', 'x', { axis: 'x', reason: { from: 'names', front: ['head', 'neck', 'eye', 'nose', 'toe'], back: [] } }, false);
    expect(note).toContain('"head", "neck", "eye", "nose", …');
    expect(note).not.toContain('toe');
  });

  it('without a guess, names the default of the up axis, or the axis kept from before', () => {
    expect(forwardAxisNote('z', null, null, false)).toBe('−Y forward, the default for +Z up: the plan does not say which way it faces.');
    // A forward axis along the up axis cannot be used: the default is, and the note says so.
    expect(forwardAxisNote('y', 'y', null, false)).toBe('+Z forward, the default for +Y up: the plan does not say which way it faces.');
    expect(forwardAxisNote('z', 'x', null, false)).toBe('+X forward, as before: the plan does not say which way it faces.');
    // A guess the view no longer uses is not shown as the reason.
    expect(forwardAxisNote('z', 'y', { axis: 'x', reason: { from: 'long-axis' } }, false)).toMatch(/as before/);
  });

  it('spells axes with their sign', () => {
    expect([axisText('x'), axisText('-y'), axisText('z')]).toEqual(['+X', '−Y', '+Z']);
  });
});
