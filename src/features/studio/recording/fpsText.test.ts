import { describe, expect, it } from 'vitest';
import { fpsText } from './fpsText.ts';

describe('fpsText', () => {
  it('shows a rate read back from a rounded frame time as the whole rate it stands for', () => {
    expect(fpsText(1 / 0.033333)).toBe('30');
    expect(fpsText(1 / 0.0083333)).toBe('120');
    expect(fpsText(100)).toBe('100');
  });

  it('keeps rates that are not whole, to three decimals', () => {
    expect(fpsText(30000 / 1001)).toBe('29.97');
    expect(fpsText(59.94)).toBe('59.94');
    expect(fpsText(12.5)).toBe('12.5');
    expect(fpsText(0.5)).toBe('0.5');
  });
});
