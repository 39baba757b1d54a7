import type { ErrorSummary } from './summaries.ts';

/**
 * The colour scale for fit errors. Lightness alone carries the order: it falls linearly in OKLab
 * (a perceptually uniform space) from light at no error to dark at the scale's maximum, so the scale
 * reads the same with any colour-vision deficiency and in greyscale; the hue turns from yellow
 * through green and teal to blue-violet on top of that. Light-to-dark because the Studio's view is
 * light: the worst fits stand out most. The stops are computed here, from these few numbers.
 */
const LIGHTNESS_AT_0 = 0.84;
const LIGHTNESS_AT_1 = 0.3;
const HUE_AT_0 = 100;
const HUE_AT_1 = 300;
const CHROMA = 0.15;

export type Rgb = [r: number, g: number, b: number];

/** The scale's colour at `t` in [0, 1] (clamped; NaN reads as 0), as 8-bit sRGB. */
export function errorScaleRgb(t: number): Rgb {
  const u = Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0;
  const lightness = LIGHTNESS_AT_0 + (LIGHTNESS_AT_1 - LIGHTNESS_AT_0) * u;
  const hue = ((HUE_AT_0 + (HUE_AT_1 - HUE_AT_0) * u) * Math.PI) / 180;
  // Where the chroma does not fit in sRGB, it is reduced (never the lightness): bisection on chroma.
  let chroma = CHROMA;
  if (!inGamut(oklabToLinearSrgb(lightness, chroma * Math.cos(hue), chroma * Math.sin(hue)))) {
    let lo = 0;
    let hi = CHROMA;
    for (let i = 0; i < 24; i++) {
      const mid = (lo + hi) / 2;
      if (inGamut(oklabToLinearSrgb(lightness, mid * Math.cos(hue), mid * Math.sin(hue)))) lo = mid;
      else hi = mid;
    }
    chroma = lo;
  }
  const linear = oklabToLinearSrgb(lightness, chroma * Math.cos(hue), chroma * Math.sin(hue));
  return linear.map((c) => Math.round(255 * encodeSrgb(Math.min(1, Math.max(0, c))))) as Rgb;
}

export function errorScaleCss(t: number): string {
  const [r, g, b] = errorScaleRgb(t);
  return `rgb(${r}, ${g}, ${b})`;
}

/** A CSS gradient of the scale from 0 (left) to 1 (right), for a legend. */
export function errorScaleGradient(stops = 9): string {
  const parts = Array.from({ length: stops }, (_, i) => `${errorScaleCss(i / (stops - 1))} ${Math.round((100 * i) / (stops - 1))}%`);
  return `linear-gradient(to right, ${parts.join(', ')})`;
}

/**
 * The error the scale's top colour stands for: the 95th percentile of every error, so one wild
 * frame does not wash every other one out (errors above it take the top colour). Errors below
 * `resolution` (e.g. a thousandth of the plan's size) count as on target: when the percentile is
 * below it (a near-perfect fit, where it would only rank rounding noise) the maximum is used, and
 * when the maximum is below it too, `resolution` itself, so every colour stays at the light end.
 */
export function robustScaleMax(summary: ErrorSummary, resolution: number): number {
  if (summary.p95 >= resolution) return summary.p95;
  if (summary.max >= resolution) return summary.max;
  return resolution;
}

/** Errors below this fraction of the plan's size count as on target (see robustScaleMax). */
export const ON_TARGET_FRACTION = 1e-3;

/**
 * The heat-map's and the 3D markers' scale: logarithmic from `low` (errors at or below it take the
 * lightest colour) to `high`, the largest error, so the whole range of the data shows: ordinary
 * noise fills the light half and an outlier many times the usual error is darker than all of it
 * (with a linear scale topped at the 95th percentile a 37 px label swap looked like 1.8 px noise).
 */
export interface ErrorScale {
  low: number;
  high: number;
  /** The usual error's high end (robustScaleMax), shown in the legend. */
  usual: number;
}

/** How far below the usual error's high end the scale starts: ordinary errors spread over about half the colours. */
const LOW_FRACTION_OF_USUAL = 1 / 20;

/** The log scale of a solve's errors: from the usual error / 20 (at least `resolution`) to the largest error. */
export function errorScaleOf(summary: ErrorSummary, resolution: number): ErrorScale {
  const usual = robustScaleMax(summary, resolution);
  const low = Math.max(resolution, usual * LOW_FRACTION_OF_USUAL);
  const max = Number.isFinite(summary.max) ? summary.max : 0;
  let high = Math.max(max, usual);
  // Nothing above the resolution: one decade so the scale has a width; every error takes the lightest colour.
  if (!(high > low * 1.0001)) high = low * 10;
  return { low, high, usual };
}

/** Where `error` sits on a log scale: 0 at or below `low`, 1 at or above `high`; NaN reads as 0. */
export function errorToLogScale(error: number, scale: Pick<ErrorScale, 'low' | 'high'>): number {
  if (!(error > scale.low)) return 0;
  return Math.min(1, Math.log(error / scale.low) / Math.log(scale.high / scale.low));
}

/**
 * Round values (1, 2 and 5 times a power of ten; only powers of ten when those are too many) inside
 * the scale, with where each sits on it, for the legend's ticks. At most `most` ticks.
 */
export function errorScaleTicks(scale: Pick<ErrorScale, 'low' | 'high'>, most = 6): { value: number; t: number }[] {
  const candidates = (mantissas: number[]) => {
    const out: number[] = [];
    for (let power = Math.floor(Math.log10(scale.low)); 10 ** power <= scale.high; power++) {
      for (const m of mantissas) {
        const value = Number((m * 10 ** power).toPrecision(6));
        if (value >= scale.low && value <= scale.high) out.push(value);
      }
    }
    return out;
  };
  let values = candidates([1, 2, 5]);
  if (values.length > most) values = candidates([1]);
  while (values.length > most) values = values.filter((_, i) => i % 2 === 0);
  return values.map((value) => ({ value, t: errorToLogScale(value, scale) }));
}

/** Where `error` sits on a scale of maximum `max`: 0 to 1, clamped. */
export function errorToScale(error: number, max: number): number {
  if (!(error > 0)) return 0;
  return max > 0 ? Math.min(1, error / max) : 1;
}

/** OKLab lightness of an 8-bit sRGB colour (for checking the scale). */
export function oklabLightness([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => decodeSrgb(c / 255)) as Rgb;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
}

function oklabToLinearSrgb(L: number, a: number, b: number): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((c) => c >= -1e-6 && c <= 1 + 1e-6);
const encodeSrgb = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const decodeSrgb = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
