import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../format/load.ts';
import { solvedFrames } from '../ik/solvedFrames.ts';
import { alignReference } from './alignReference.ts';
import { columnEnvelope, envelopeRange } from './columnEnvelope.ts';
import { differenceSeries, dofSeries, largestDifference, worstFrame } from './dofSeries.ts';
import { clampWindow, frameAtX, fullWindow, panWindow, windowShowing, zoomWindow } from './timeWindow.ts';

const plan = {
  fixed_base: true,
  joints: [
    { name: 'base', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'arm', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', name: 'yaw', axis: [0, 0, 1], neutral: 0 }] },
  ],
};
const model = loadBodyPlan(JSON.stringify(plan)).model!;
/** Packed frames with the given DOF values and RMS errors (stride: 1 DOF + 10). */
const frames = (dofs: number[], rms: number[]) =>
  solvedFrames(model, Float64Array.from(dofs.flatMap((v, f) => [v, 0, 0, 0, 1, 0, 0, 0, 1, rms[f]!, 0])));

describe('series of a solve', () => {
  it('reads one DOF over frames and finds the worst RMS frame (NaN frames skipped)', () => {
    const solved = frames([0.1, 0.2, 0.3], [0.5, NaN, 0.7]);
    expect(Array.from(dofSeries(solved, 0))).toEqual([0.1, 0.2, 0.3]);
    expect(worstFrame(Float64Array.of(0.5, NaN, 0.7, 0.7))).toBe(2);
    expect(worstFrame(Float64Array.of(NaN, NaN))).toBe(-1);
  });

  it('aligns a reference by frame number, NaN where it has no frame', () => {
    const reference = frames([1, 2, 3], [0, 0, 0]);
    const { solved, matched } = alignReference(model, reference, [5, 7, 9], [7, 8, 9, 5]);
    expect(matched).toBe(3);
    expect(Array.from(dofSeries(solved, 0))).toEqual([2, NaN, 3, 1]);
  });

  it('finds the largest |difference| and where, skipping NaN', () => {
    const a = differenceSeries(Float64Array.of(1, 2, NaN), Float64Array.of(1, 2.5, 3));
    const b = differenceSeries(Float64Array.of(0, 0, 0), Float64Array.of(0.1, -0.75, 0));
    expect(largestDifference([a, b])).toEqual({ value: 0.75, series: 1, frame: 1 });
    expect(largestDifference([Float64Array.of(NaN)]).value).toBeNaN();
  });
});

describe('min/max per pixel column', () => {
  it('keeps every spike of 100,000 frames in 200 columns', () => {
    const values = new Float64Array(100_000);
    values[12_345] = 9;
    values[77_777] = -4;
    const e = columnEnvelope(values, 0, 99_999, 200);
    expect(envelopeRange([e])).toEqual([-4, 9]);
    const column = Math.floor((12_345 / 99_999) * 200);
    expect(e[2 * column + 1]).toBe(9);
    expect(e[2 * column]).toBe(0);
  });
  it('puts each frame in the column its x falls in, as a frame-by-frame reference does (fractional windows, NaN gaps)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 200; trial++) {
      const count = 1 + Math.floor(random() * 3000);
      const values = Float64Array.from({ length: count }, () => (random() < 0.05 ? NaN : random() * 10 - 5));
      const start = random() * count * 0.5;
      const end = start + 0.5 + random() * count;
      const columns = 1 + Math.floor(random() * 700);
      const want = new Float64Array(2 * columns).fill(NaN);
      for (let f = Math.ceil(start); f <= Math.min(count - 1, Math.floor(end)); f++) {
        const v = values[f]!;
        if (Number.isNaN(v)) continue;
        const c = Math.min(columns - 1, Math.floor(((f - start) / (end - start)) * columns));
        if (!(v >= want[2 * c]!)) want[2 * c] = v;
        if (!(v <= want[2 * c + 1]!)) want[2 * c + 1] = v;
      }
      expect(Array.from(columnEnvelope(values, start, end, columns))).toEqual(Array.from(want));
    }
  });
  it('only reads the frames in the window and leaves empty columns NaN', () => {
    const e = columnEnvelope(Float64Array.of(5, 1, 2, 8), 1, 2, 4);
    expect(Array.from(e)).toEqual([1, 1, NaN, NaN, NaN, NaN, 2, 2]);
    expect(envelopeRange([e], [Infinity, -3])).toEqual([-3, 2]);
  });
});

describe('time window', () => {
  it('zooms about an anchor frame, never past the recording nor below the minimum span', () => {
    const full = fullWindow(101);
    expect(full).toEqual({ start: 0, end: 100 });
    expect(zoomWindow(full, 0.5, 50, 101)).toEqual({ start: 25, end: 75 });
    expect(zoomWindow(full, 0.5, 0, 101)).toEqual({ start: 0, end: 50 });
    expect(zoomWindow({ start: 10, end: 20 }, 0.01, 15, 101)).toEqual({ start: 13, end: 17 });
    expect(zoomWindow({ start: 10, end: 20 }, 100, 15, 101)).toEqual(full);
  });
  it('pans within the recording and follows a frame out of view', () => {
    expect(panWindow({ start: 10, end: 20 }, -15, 101)).toEqual({ start: 0, end: 10 });
    expect(panWindow({ start: 10, end: 20 }, 500, 101)).toEqual({ start: 90, end: 100 });
    expect(clampWindow({ start: -5, end: 500 }, 101)).toEqual({ start: 0, end: 100 });
    expect(windowShowing({ start: 10, end: 20 }, 35, 101)).toEqual({ start: 25, end: 35 });
    expect(windowShowing({ start: 10, end: 20 }, 15, 101)).toEqual({ start: 10, end: 20 });
  });
  it('maps x to the nearest frame', () => {
    expect(frameAtX({ start: 0, end: 5 }, 120, 300, 6)).toBe(2);
    expect(frameAtX({ start: 0, end: 5 }, 400, 300, 6)).toBe(5);
  });
});
