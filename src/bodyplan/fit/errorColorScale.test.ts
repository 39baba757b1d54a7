import { describe, expect, it } from 'vitest';
import { errorScaleCss, errorScaleGradient, errorScaleOf, errorScaleRgb, errorScaleTicks, errorToLogScale, errorToScale, oklabLightness, robustScaleMax, type Rgb } from './errorColorScale.ts';

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

describe('the log scale shows outliers', () => {
  /** Euclidean distance in 8-bit sRGB. */
  const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  // Pixel noise with a 95th percentile of 1.8 px and one 37 px label swap.
  const summary = { count: 3000, median: 0.9, p95: 1.8, max: 37 };
  const scale = errorScaleOf(summary, 1e-3);

  it('spans the data: from a twentieth of the usual error to the largest one', () => {
    expect(scale.usual).toBe(1.8);
    expect(scale.low).toBeCloseTo(0.09, 10);
    expect(scale.high).toBe(37);
    expect(errorToLogScale(37, scale)).toBe(1);
    expect(errorToLogScale(0.05, scale)).toBe(0);
    expect(errorToLogScale(NaN, scale)).toBe(0);
  });

  it('a 37 px error and a 2 px one take clearly different colours (and 2 px is not the top colour)', () => {
    const at2 = errorScaleRgb(errorToLogScale(2, scale));
    const at37 = errorScaleRgb(errorToLogScale(37, scale));
    expect(errorToLogScale(2, scale)).toBeLessThan(0.6);
    expect(distance(at2, at37)).toBeGreaterThan(80);
    expect(oklabLightness(at2) - oklabLightness(at37)).toBeGreaterThan(0.2);
    // The linear scale topped at the 95th percentile could not tell them apart.
    const linear2 = errorScaleRgb(errorToScale(2, robustScaleMax(summary, 1e-3)));
    const linear37 = errorScaleRgb(errorToScale(37, robustScaleMax(summary, 1e-3)));
    expect(distance(linear2, linear37)).toBe(0);
  });

  it('ordinary errors still differ from each other: 0.5 px and 1.8 px are apart', () => {
    expect(errorToLogScale(1.8, scale) - errorToLogScale(0.5, scale)).toBeGreaterThan(0.15);
  });

  it('a near-perfect fit: every error at or below the resolution takes the lightest colour', () => {
    const tiny = errorScaleOf({ count: 10, median: 0, p95: 1e-9, max: 1e-8 }, 0.01);
    expect(tiny.high).toBeGreaterThan(tiny.low);
    expect(errorToLogScale(1e-8, tiny)).toBe(0);
    const empty = errorScaleOf({ count: 0, median: NaN, p95: NaN, max: NaN }, 0.01);
    expect(empty.high).toBeGreaterThan(empty.low);
  });

  it('ticks are round numbers inside the scale, in order, at most six, placed where their colour is', () => {
    const ticks = errorScaleTicks(scale);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(6);
    for (const { value, t } of ticks) {
      expect(value).toBeGreaterThanOrEqual(scale.low);
      expect(value).toBeLessThanOrEqual(scale.high);
      expect(/^[125]0*$|^0\.0*[125]$/.test(String(value))).toBe(true);
      expect(t).toBeCloseTo(errorToLogScale(value, scale), 12);
    }
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.value).toBeGreaterThan(ticks[i - 1]!.value);
    expect(errorScaleTicks({ low: 0.001, high: 1e6 }).length).toBeLessThanOrEqual(6);
  });
});
