import { describe, expect, it } from 'vitest';
import { distortPixel, undistortPixel, type LensDistortion } from './lensDistortion.ts';
import { lookAtCamera } from './lookAtCamera.ts';
import { mapPoint, type PinholeCamera } from './mapper.ts';
import { triangulateFrame, triangulatePoint } from './triangulate.ts';

// A lab's rig: four cameras 3-4 m from a person standing 1.5 m from the origin, with lenses whose
// distortion moves the image's corners by tens of pixels; the recorded pixels are the distorted ones.
const INTRINSICS = { fx: 1400, fy: 1400, cx: 960, cy: 540 };
const SUBJECT = [1.2, -0.9, 0.9];
const CAMERAS: PinholeCamera[] = [
  lookAtCamera([SUBJECT[0]! + 3.4, SUBJECT[1]!, 1.6], SUBJECT, [0, 0, 1], INTRINSICS),
  lookAtCamera([SUBJECT[0]!, SUBJECT[1]! + 3.1, 1.2], SUBJECT, [0, 0, 1], INTRINSICS),
  lookAtCamera([SUBJECT[0]! - 2.6, SUBJECT[1]! - 2.2, 2.1], SUBJECT, [0, 0, 1], INTRINSICS),
  lookAtCamera([SUBJECT[0]! + 1.9, SUBJECT[1]! - 3.0, 0.5], SUBJECT, [0, 0, 1], INTRINSICS),
];
const LENSES: LensDistortion[] = [
  { k1: -0.21, k2: 0.08, p1: 0.001, p2: -0.0008, k3: 0 },
  { k1: -0.18, k2: 0.05, p1: -0.0005, p2: 0.0004, k3: 0 },
  { k1: 0.12, k2: -0.03, p1: 0.0007, p2: 0.0002, k3: 0 },
  { k1: -0.25, k2: 0.11, p1: 0, p2: 0.001, k3: -0.01 },
];

/** A deterministic noise source (the same figures on every run). */
function gaussian(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state + 0.5) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** Points spread over a standing body: 1.8 m tall, 0.5 m wide. */
function bodyPoints(count: number): number[][] {
  const noise = gaussian(7);
  return Array.from({ length: count }, (_, k) => [SUBJECT[0]! + 0.25 * noise(), SUBJECT[1]! + 0.25 * noise(), 0.05 + (1.75 * k) / (count - 1)]);
}

/**
 * What a calibrated recording holds for one frame: each camera's distorted pixel, with noise, put
 * back through its lens (undistortPixel), in the `[2(v·n + k)]` layout.
 */
function observe(points: number[][], noisePx: number, seed: number): { pixels: Float64Array; weights: Float64Array } {
  const n = points.length;
  const noise = gaussian(seed);
  const pixels = new Float64Array(2 * CAMERAS.length * n);
  const weights = new Float64Array(CAMERAS.length * n);
  const ideal = new Float64Array(2);
  const measured = new Float64Array(2);
  CAMERAS.forEach((camera, v) => {
    points.forEach((point, k) => {
      expect(mapPoint(camera, point, 0, ideal)).toBe(true);
      distortPixel(camera, LENSES[v]!, ideal[0]!, ideal[1]!, measured);
      measured[0]! += noisePx * noise();
      measured[1]! += noisePx * noise();
      expect(undistortPixel(camera, LENSES[v]!, measured[0]!, measured[1]!, ideal)).toBe(true);
      pixels.set(ideal, 2 * (v * n + k));
      weights[v * n + k] = 1;
    });
  });
  return { pixels, weights };
}

function distance(points: Float64Array, k: number, expected: number[]): number {
  return Math.hypot(points[3 * k]! - expected[0]!, points[3 * k + 1]! - expected[1]!, points[3 * k + 2]! - expected[2]!);
}

describe('triangulateFrame', () => {
  it('recovers known points through four distorted lenses exactly when the pixels are exact', () => {
    const points = bodyPoints(20);
    const { pixels, weights } = observe(points, 0, 1);
    const result = triangulateFrame(CAMERAS, pixels, weights, points.length);
    expect(result.triangulated).toBe(20);
    expect(result.rejected).toBe(0);
    for (let k = 0; k < points.length; k++) expect(distance(result.points, k, points[k]!)).toBeLessThan(1e-9);
  });

  it('with 1 px of noise, lands within a few millimetres and reprojects within the noise', () => {
    const points = bodyPoints(20);
    const { pixels, weights } = observe(points, 1, 2);
    const result = triangulateFrame(CAMERAS, pixels, weights, points.length);
    expect(result.triangulated).toBe(20);
    const worst = Math.max(...points.map((point, k) => distance(result.points, k, point)));
    expect(worst).toBeLessThan(0.01);
    const errors = [...result.errors].filter(Number.isFinite);
    expect(errors).toHaveLength(80);
    expect(Math.max(...errors)).toBeLessThan(5);
  });

  it('leaves out a camera whose points are shifted by 200 px, and says which observations it left out', () => {
    const points = bodyPoints(12);
    const n = points.length;
    const { pixels, weights } = observe(points, 0.5, 3);
    for (let k = 0; k < n; k++) pixels[2 * (2 * n + k)]! += 200; // camera 2 (the third) is off
    const result = triangulateFrame(CAMERAS, pixels, weights, n);
    expect(result.triangulated).toBe(n);
    expect(result.rejected).toBe(n);
    for (let k = 0; k < n; k++) {
      expect([0, 1, 2, 3].map((v) => result.used[v * n + k])).toEqual([1, 1, 0, 1]);
      expect(result.errors[2 * n + k]).toBeGreaterThan(100);
      expect(distance(result.points, k, points[k]!)).toBeLessThan(0.01);
    }
  });

  it('without outlier rejection the same camera would pull the points by centimetres', () => {
    const points = bodyPoints(12);
    const n = points.length;
    const { pixels } = observe(points, 0.5, 3);
    for (let k = 0; k < n; k++) pixels[2 * (2 * n + k)]! += 200;
    const out = new Float64Array(3);
    const keyPixels = new Float64Array(8);
    const keyWeights = new Float64Array(4).fill(1);
    for (let v = 0; v < 4; v++) keyPixels.set(pixels.subarray(2 * (v * n), 2 * (v * n) + 2), 2 * v);
    expect(triangulatePoint(CAMERAS, [0, 1, 2, 3], keyPixels, keyWeights, out)).toBe(true);
    expect(distance(out, 0, points[0]!)).toBeGreaterThan(0.02);
  });

  it('triangulates nothing from one view, and skips unobserved (NaN or weight 0) observations', () => {
    const points = bodyPoints(3);
    const n = points.length;
    const { pixels, weights } = observe(points, 0, 4);
    // Keypoint 0: seen by camera 1 only. Keypoint 1: camera 0 has NaN, camera 3 weight 0 (two views left).
    for (const v of [0, 2, 3]) weights[v * n] = 0;
    pixels[2 * (0 * n + 1)] = NaN;
    weights[3 * n + 1] = 0;
    const result = triangulateFrame(CAMERAS, pixels, weights, n);
    expect(Number.isNaN(result.points[0])).toBe(true);
    expect(distance(result.points, 1, points[1]!)).toBeLessThan(1e-9);
    expect([0, 1, 2, 3].map((v) => result.used[v * n + 1])).toEqual([0, 1, 1, 0]);
    expect(result.triangulated).toBe(2);
  });

  it('refuses two views that disagree beyond the threshold (it cannot tell which one is wrong)', () => {
    const points = bodyPoints(2);
    const n = points.length;
    const { pixels, weights } = observe(points, 0, 5);
    for (const v of [2, 3]) weights[v * n] = 0;
    pixels[2 * (1 * n) + 1]! += 120;
    const result = triangulateFrame(CAMERAS, pixels, weights, n, { thresholdPx: 15 });
    expect(Number.isNaN(result.points[0])).toBe(true);
    expect(result.rejected).toBe(2);
    expect(distance(result.points, 1, points[1]!)).toBeLessThan(1e-9);
  });
});
