import { describe, expect, it } from 'vitest';
import { errorScaleCss, errorScaleGradient, errorScaleRgb, errorToScale, oklabLightness, robustScaleMax } from './errorColorScale.ts';

describe('the fit error colour scale', () => {
  it('lightness falls strictly from no error to the maximum (order readable without hue)', () => {
    const lightness = Array.from({ length: 101 }, (_, i) => oklabLightness(errorScaleRgb(i / 100)));
    for (let i = 1; i < lightness.length; i++) expect(lightness[i]!).toBeLessThan(lightness[i - 1]!);
    expect(lightness[0]).toBeCloseTo(0.84, 2);
    expect(lightness[100]).toBeCloseTo(0.3, 2);
  });

  it('clamps outside [0, 1]; NaN reads as no error; CSS forms', () => {
    expect(errorScaleRgb(-1)).toEqual(errorScaleRgb(0));
    expect(errorScaleRgb(7)).toEqual(errorScaleRgb(1));
    expect(errorScaleRgb(NaN)).toEqual(errorScaleRgb(0));
    expect(errorScaleCss(1)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
    expect(errorScaleGradient(3)).toBe(`linear-gradient(to right, ${errorScaleCss(0)} 0%, ${errorScaleCss(0.5)} 50%, ${errorScaleCss(1)} 100%)`);
    // Light yellowish at 0 (red and green above blue), dark bluish-violet at 1 (blue above green).
    const [r0, g0, b0] = errorScaleRgb(0);
    expect(Math.min(r0, g0)).toBeGreaterThan(b0);
    const [, g1, b1] = errorScaleRgb(1);
    expect(b1).toBeGreaterThan(g1);
  });

  it('the maximum is the 95th percentile, else the max, else the resolution; errors map onto [0, 1]', () => {
    expect(robustScaleMax({ count: 5, median: 1, p95: 2, max: 40 }, 0.01)).toBe(2);
    // A near-perfect fit with one bad keypoint: the percentile is rounding noise, the max is used.
    expect(robustScaleMax({ count: 5, median: 0, p95: 1e-9, max: 3 }, 0.01)).toBe(3);
    expect(robustScaleMax({ count: 5, median: 0, p95: 1e-9, max: 1e-8 }, 0.01)).toBe(0.01);
    expect(robustScaleMax({ count: 0, median: NaN, p95: NaN, max: NaN }, 0.01)).toBe(0.01);
    expect(errorToScale(1, 2)).toBe(0.5);
    expect(errorToScale(5, 2)).toBe(1);
    expect(errorToScale(0, 0)).toBe(0);
    expect(errorToScale(0.1, 0)).toBe(1);
    expect(errorToScale(NaN, 2)).toBe(0);
  });
});
