import { describe, expect, it } from 'vitest';
import { formatRootAngle, readRootPosition, rootAngleFromDisplay, rootAngleSlider, rootAngleToDisplay } from './rootPoseInput.ts';

describe('root pose input', () => {
  it('accepts a finite position as typed, with a decimal comma', () => {
    expect(readRootPosition('x', '0,25')).toEqual({ value: 0.25, message: null, tone: null });
    expect(readRootPosition('z', '-1e6')).toEqual({ value: -1e6, message: null, tone: null });
  });

  it('refuses non-finite positions with a message that names the field and says nothing changed', () => {
    for (const text of ['1e400', '-1e999', 'Infinity', '-inf', 'NaN']) {
      const read = readRootPosition('y', text);
      expect(read.value, text).toBeNull();
      expect(read.tone).toBe('error');
      expect(read.message).toBe(`Root position y: "${text}" is not a finite number; the position was not changed.`);
    }
    expect(readRootPosition('x', 'abc').message).toBe('Root position x: "abc" is not a number; the position was not changed.');
    expect(readRootPosition('x', '').value).toBeNull();
  });

  it('keeps a position beyond ±1e6 but warns about it', () => {
    const read = readRootPosition('x', '2000000');
    expect(read.value).toBe(2e6);
    expect(read.tone).toBe('warning');
    expect(read.message).toContain('Root position x: 2000000 is more than 1e+6 from the origin');
    expect(readRootPosition('x', '-1000001').tone).toBe('warning');
  });

  it('shows root angles in degrees or radians', () => {
    expect(rootAngleSlider('pitch', 'deg')).toEqual({ min: -90, max: 90, step: 1 });
    expect(rootAngleSlider('yaw', 'rad')).toEqual({ min: -Math.PI, max: Math.PI, step: 0.01 });
    expect(formatRootAngle(Math.PI / 6, 'deg')).toBe('30°');
    expect(formatRootAngle(Math.PI / 6, 'rad')).toBe('0.52 rad');
    expect(formatRootAngle(-1e-9, 'deg')).toBe('0°');
    expect(rootAngleToDisplay(Math.PI, 'deg')).toBeCloseTo(180, 12);
    expect(rootAngleFromDisplay(0.5, 'rad')).toBe(0.5);
    expect(rootAngleFromDisplay(90, 'deg')).toBeCloseTo(Math.PI / 2, 12);
  });
});
