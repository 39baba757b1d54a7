import { describe, expect, it } from 'vitest';
import { FORWARD_AXES, isForwardFor, upAxisVector, UP_AXES } from './upAxis.ts';
import { presetDirection, presetForKey, viewAxes, VIEW_PRESETS } from './viewPresets.ts';

const close = (a: number[], b: number[]) => a.forEach((v, i) => expect(v).toBeCloseTo(b[i]!, 2));

describe('view presets', () => {
  it('follow Blender with Z up: front looks along +Y, right from +X, top from +Z', () => {
    close(presetDirection('front', 'z'), [0, -1, 0]);
    close(presetDirection('back', 'z'), [0, 1, 0]);
    close(presetDirection('right', 'z'), [1, 0, 0]);
    close(presetDirection('left', 'z'), [-1, 0, 0]);
    close(presetDirection('top', 'z'), [0, 0, 1]);
    close(presetDirection('bottom', 'z'), [0, 0, -1]);
    close(presetDirection('iso', 'z'), [1 / Math.sqrt(3), -1 / Math.sqrt(3), 1 / Math.sqrt(3)]);
  });

  it('follow three.js with Y up: the front view from +Z', () => {
    close(presetDirection('front', 'y'), [0, 0, 1]);
    close(presetDirection('top', 'y'), [0, 1, 0]);
  });

  it('respect every up axis: top is along it, bottom against it, and the side views are level', () => {
    for (const axis of UP_AXES) {
      const { right, up, toward } = viewAxes(axis);
      const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
      expect(dot(right, up)).toBe(0);
      expect(dot(toward, up)).toBe(0);
      expect(dot(presetDirection('top', axis), up)).toBeCloseTo(1, 5);
      expect(dot(presetDirection('bottom', axis), up)).toBeCloseTo(-1, 5);
      for (const side of ['front', 'back', 'left', 'right'] as const) expect(dot(presetDirection(side, axis), up)).toBeCloseTo(0, 10);
      expect(dot(presetDirection('iso', axis), up)).toBeGreaterThan(0);
      for (const preset of VIEW_PRESETS) expect(Math.hypot(...presetDirection(preset, axis))).toBeCloseTo(1, 10);
    }
  });

  it('frame the model from its named side: with +X forward and Z up (REP-103, MuJoCo) Front is on +X looking along −X', () => {
    close(presetDirection('front', 'z', 'x'), [1, 0, 0]);
    close(presetDirection('back', 'z', 'x'), [-1, 0, 0]);
    // Facing +X with Z up, the viewer's right of the front view is +Y (the model's left).
    close(presetDirection('right', 'z', 'x'), [0, 1, 0]);
    close(presetDirection('left', 'z', 'x'), [0, -1, 0]);
    close(presetDirection('top', 'z', 'x'), [0, 0, 1]);
    close(presetDirection('iso', 'z', 'x'), [1 / Math.sqrt(3), 1 / Math.sqrt(3), 1 / Math.sqrt(3)]);
    close(presetDirection('front', 'z', '-x'), [-1, 0, 0]);
    close(presetDirection('right', 'z', '-x'), [0, -1, 0]);
    close(presetDirection('front', 'z', 'y'), [0, 1, 0]);
    close(presetDirection('right', 'z', 'y'), [-1, 0, 0]);
    close(presetDirection('front', 'y', 'x'), [1, 0, 0]);
    close(presetDirection('right', 'y', 'x'), [0, 0, -1]);
    close(presetDirection('front', '-z', 'x'), [1, 0, 0]);
    close(presetDirection('right', '-z', 'x'), [0, -1, 0]);
  });

  it('for every up and forward axis: Front from the forward side, Back opposite, Right level and to the right, Top along up', () => {
    const dot = (a: number[], b: number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
    let combinations = 0;
    for (const up of UP_AXES) {
      for (const forward of FORWARD_AXES) {
        if (!isForwardFor(up, forward)) {
          // Forward along the up axis cannot be: the default for that up axis is used.
          expect(presetDirection('front', up, forward)).toEqual(presetDirection('front', up));
          continue;
        }
        combinations++;
        const f = upAxisVector(forward);
        const u = upAxisVector(up);
        expect(dot(presetDirection('front', up, forward), f)).toBeCloseTo(1, 10);
        expect(dot(presetDirection('back', up, forward), f)).toBeCloseTo(-1, 10);
        const right = presetDirection('right', up, forward);
        expect(dot(right, f)).toBeCloseTo(0, 10);
        expect(dot(right, u)).toBeCloseTo(0, 10);
        // Right-handed: looking from the front (toward −f) with u up, +right is to the viewer's right.
        const r = [u[1] * f[2] - u[2] * f[1], u[2] * f[0] - u[0] * f[2], u[0] * f[1] - u[1] * f[0]];
        expect(dot(right, r)).toBeCloseTo(1, 10);
        expect(dot(presetDirection('top', up, forward), u)).toBeCloseTo(1, 5);
        // The top view leans a hair toward the front, so the front stays at the bottom of the picture.
        expect(dot(presetDirection('top', up, forward), f)).toBeGreaterThan(0);
        const iso = presetDirection('iso', up, forward);
        [f, u, r].forEach((axis) => expect(dot(iso, axis)).toBeCloseTo(1 / Math.sqrt(3), 10));
      }
    }
    expect(combinations).toBe(24);
  });

  it('map keys like the numpad, with Shift or Ctrl for the opposite view', () => {
    expect(presetForKey('Digit1', false)).toBe('front');
    expect(presetForKey('Numpad1', true)).toBe('back');
    expect(presetForKey('Digit3', false)).toBe('right');
    expect(presetForKey('Digit3', true)).toBe('left');
    expect(presetForKey('Numpad7', false)).toBe('top');
    expect(presetForKey('Digit7', true)).toBe('bottom');
    expect(presetForKey('Digit5', false)).toBe('iso');
    expect(presetForKey('Numpad0', false)).toBe('iso');
    expect(presetForKey('Digit2', false)).toBeNull();
    expect(presetForKey('KeyA', false)).toBeNull();
  });
});
