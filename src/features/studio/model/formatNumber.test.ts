import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber.ts';

describe('formatNumber', () => {
  it('without digits, the shortest text that reads back as the same number (the editor fields)', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(-2)).toBe('-2');
    expect(formatNumber(1e-7)).toBe('1e-7');
    expect(formatNumber(123456789)).toBe('123456789');
    expect(formatNumber(-0)).toBe('0');
    for (const value of [Math.PI, 1 / 3, 6.02e23, -1e-300]) expect(Number(formatNumber(value))).toBe(value);
  });

  it('with digits, rounded and trailing zeros dropped, in exponent form below 0.001 or from a million up (the IK, fit and camera figures)', () => {
    expect(formatNumber(0, 4)).toBe('0');
    expect(formatNumber(-0, 4)).toBe('0');
    expect(formatNumber(1.23456789, 4)).toBe('1.2346');
    expect(formatNumber(2.5, 6)).toBe('2.5');
    expect(formatNumber(-0.5, 3)).toBe('-0.5');
    expect(formatNumber(0.001, 3)).toBe('0.001');
    expect(formatNumber(0.0001234, 4)).toBe('1.23e-4');
    expect(formatNumber(999999.4, 0)).toBe('999999');
    expect(formatNumber(1234567, 3)).toBe('1.23e+6');
    expect(formatNumber(-2e6, 3)).toBe('-2.00e+6');
    expect(formatNumber(NaN, 4)).toBe('NaN');
  });
});
