import { describe, expect, it } from 'vitest';
import { UP_AXES } from './upAxis.ts';
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
