import { describe, expect, it } from 'vitest';
import type { BodyPlan } from '../../../../bodyplan/format/schema.ts';
import { readForwardAxis, readUpAxis, upAxisVector, withKeptAxes, withUpAxis } from './upAxis.ts';

const plan = { joints: [{ name: 'root', parent: null, offsetPos: [0, 0, 0], offsetQuat: [1, 0, 0, 0], dofs: [] }] } as unknown as BodyPlan;

describe('up axis in "x-studio"', () => {
  it('writes the axis at the top level and reads it back', () => {
    const edited = withUpAxis(plan, '-y');
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect((edited.document as Record<string, unknown>)['x-studio']).toEqual({ upAxis: '-y' });
    expect(readUpAxis(edited.document)).toBe('-y');
    // Round trip through the text a user saves.
    expect(readUpAxis(JSON.parse(JSON.stringify(edited.document)) as BodyPlan)).toBe('-y');
  });

  it('keeps the other keys of "x-studio" and of the plan, and does not touch the input', () => {
    const withOther = { ...plan, 'x-studio': { theme: 'dark', upAxis: 'z' }, 'x-note': 1 } as unknown as BodyPlan;
    const edited = withUpAxis(withOther, 'x');
    if (!edited.ok) throw new Error('refused');
    expect((edited.document as Record<string, unknown>)['x-studio']).toEqual({ theme: 'dark', upAxis: 'x' });
    expect((edited.document as Record<string, unknown>)['x-note']).toBe(1);
    expect(readUpAxis(withOther)).toBe('z');
  });

  it('returns the same document when the axis is already there', () => {
    const edited = withUpAxis({ ...plan, 'x-studio': { upAxis: 'z' } } as unknown as BodyPlan, 'z');
    if (!edited.ok) throw new Error('refused');
    expect(readUpAxis(edited.document)).toBe('z');
    const again = withUpAxis(edited.document, 'z');
    expect(again.ok && again.document).toBe(edited.document);
  });

  it('reads nothing from a plan without it, or with a value that is not an axis', () => {
    expect(readUpAxis(plan)).toBeNull();
    expect(readUpAxis(null)).toBeNull();
    expect(readUpAxis({ ...plan, 'x-studio': { upAxis: 'w' } } as unknown as BodyPlan)).toBeNull();
    expect(readUpAxis({ ...plan, 'x-studio': 'z' } as unknown as BodyPlan)).toBeNull();
    expect(readUpAxis({ ...plan, 'x-studio': ['z'] } as unknown as BodyPlan)).toBeNull();
  });

  it('gives signed unit vectors', () => {
    expect(upAxisVector('-x')).toEqual([-1, 0, 0]);
    expect(upAxisVector('y')).toEqual([0, 1, 0]);
    expect(upAxisVector('-z')).toEqual([0, 0, -1]);
  });

  describe('keeping the axes the view uses ("Keep in plan")', () => {
    const studioOf = (document: BodyPlan) => (document as Record<string, unknown>)['x-studio'];
    const kept = (document: BodyPlan, up: Parameters<typeof withKeptAxes>[1], forward: Parameters<typeof withKeptAxes>[2]) => {
      const edited = withKeptAxes(document, up, forward);
      if (!edited.ok) throw new Error('refused');
      return edited.document;
    };

    it('writes both axes into a plan without "x-studio", and they read back through the saved text', () => {
      const document = kept(plan, 'z', 'x');
      expect(studioOf(document)).toEqual({ upAxis: 'z', forwardAxis: 'x' });
      const saved = JSON.parse(JSON.stringify(document)) as BodyPlan;
      expect([readUpAxis(saved), readForwardAxis(saved)]).toEqual(['z', 'x']);
      expect(studioOf(plan)).toBeUndefined();
    });

    it('merges with what "x-studio" holds and never replaces an axis the user wrote', () => {
      const own = { ...plan, 'x-studio': { theme: 'dark', upAxis: '-y' }, 'x-note': 1 } as unknown as BodyPlan;
      const document = kept(own, 'z', 'x');
      expect(studioOf(document)).toEqual({ theme: 'dark', upAxis: '-y', forwardAxis: 'x' });
      expect((document as Record<string, unknown>)['x-note']).toBe(1);
      const both = { ...plan, 'x-studio': { upAxis: 'y', forwardAxis: '-x' } } as unknown as BodyPlan;
      expect(kept(both, 'z', 'x')).toBe(both);
    });

    it('writes over a member that is not an axis (the Studio cannot read it, so it is not a choice it shows)', () => {
      const unreadable = { ...plan, 'x-studio': { upAxis: 'up', forwardAxis: 'z' } } as unknown as BodyPlan;
      expect(studioOf(kept(unreadable, 'z', '-y'))).toEqual({ upAxis: 'z', forwardAxis: 'z' });
      const notAnAxis = { ...plan, 'x-studio': { forwardAxis: 'ahead' } } as unknown as BodyPlan;
      expect(studioOf(kept(notAnAxis, 'z', 'x'))).toEqual({ upAxis: 'z', forwardAxis: 'x' });
    });
  });
});
