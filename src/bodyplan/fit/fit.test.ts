import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadBodyPlan } from '../format/load.ts';
import { solvedStride } from '../ik/ikRecording.ts';
import { solvedFrames } from '../ik/solvedFrames.ts';
import { cameraErrorsToCsv, fitErrorsToCsv } from './errorCsv.ts';
import { computeFitErrors, fitErrorAt } from './fitErrors.ts';
import { frameResiduals } from './frameResiduals.ts';
import { columnOfFrame, emptyHeatmapCells, fillHeatmapColumns, heatmapCells, heatmapColumnsPerStep } from './heatmapColumns.ts';
import { allErrorsSummary, frameMaxAndRms, frameSummary, keypointSummaries, quantileOfSorted, summarize, worstFrames } from './summaries.ts';

// The planar arm: shoulder at the origin, elbow 0.3 and hand 0.55 along the arm, both hinges about z.
const arm = loadBodyPlan(readFileSync(join(import.meta.dirname, '..', '..', '..', 'public', 'bodyplans', 'planar-two-link-arm.json'), 'utf8')).model!;
const N = NaN;

/** Solved rows for the given DOF vectors (root at the origin, nothing else matters here). */
function solvedOf(poses: number[][]) {
  const stride = solvedStride(arm);
  const data = new Float64Array(stride * poses.length);
  poses.forEach((dofs, f) => {
    data.set(dofs, f * stride);
    data[f * stride + arm.dofCount + 3] = 1;
  });
  return solvedFrames(arm, data);
}

// Frame 0 and 2 straight along x (elbow at (0.3,0,0), hand at (0.55,0,0)); frame 1 turned 90° (elbow (0,0.3,0), hand (0,0.55,0)).
const poses = [[0, 0], [Math.PI / 2, 0], [0, 0], [0, 0]];
const targets = [
  [0, 0, 0, 0.3, 0.4, 0, N, N, N], // errors 0, 0.4, -
  [0, 0, 0.1, 0, 0.3, 0, 0.03, 0.59, 0], // 0.1, 0, 0.05
  [N, N, N, 0.3, 0, 0.2, 0.85, 0, 0.4], // -, 0.2, 0.5
  [N, N, N, N, N, N, N, N, N], // nothing observed
].map((t) => Float64Array.from(t));
const fit = computeFitErrors(arm, targets, solvedOf(poses));

describe('fit errors of a solved recording', () => {
  it('measures each observed keypoint from its FK position; NaN where not observed', () => {
    expect(fit.frameCount).toBe(4);
    expect(fit.keypoints).toEqual([0, 1, 2]);
    const expected = [[0, 0.4, N], [0.1, 0, 0.05], [N, 0.2, 0.5], [N, N, N]];
    expected.forEach((row, f) => row.forEach((e, j) => (Number.isNaN(e) ? expect(fitErrorAt(fit, f, j)).toBeNaN() : expect(fitErrorAt(fit, f, j)).toBeCloseTo(e, 6))));
    // A joint never observed is not a keypoint of the fit.
    expect(computeFitErrors(arm, targets.slice(0, 1), solvedOf(poses.slice(0, 1))).keypoints).toEqual([0, 1]);
  });

  it('quantiles interpolate between ranks; summaries ignore NaN', () => {
    expect(quantileOfSorted([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantileOfSorted([1, 2, 3, 4], 0.95)).toBeCloseTo(3.85, 12);
    expect(quantileOfSorted([7], 0.95)).toBe(7);
    const s = summarize([N, 3, 1, N, 2]);
    expect(s.count).toBe(3);
    expect(s.median).toBe(2);
    expect(s.p95).toBeCloseTo(2.9, 12);
    expect(s.max).toBe(3);
    const none = summarize([N, N]);
    expect(none.count).toBe(0);
    expect(none.median).toBeNaN();
    expect(none.max).toBeNaN();
  });

  it('summaries by selection equal the sorted quantiles, with NaN and ties', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(NaN), fc.integer({ min: 0, max: 6 }), fc.double({ min: 0, max: 10, noNaN: true })), { maxLength: 60 }), (values) => {
        const sorted = Float64Array.from(values.filter((v) => !Number.isNaN(v))).sort();
        const s = summarize(values);
        expect(s.count).toBe(sorted.length);
        if (sorted.length === 0) return;
        expect(s.median).toBeCloseTo(quantileOfSorted(sorted, 0.5), 12);
        expect(s.p95).toBeCloseTo(quantileOfSorted(sorted, 0.95), 12);
        expect(s.max).toBe(sorted[sorted.length - 1]);
      }),
    );
  });

  it('per-keypoint summaries: median, 95th percentile and max over the frames that observe it', () => {
    const byJoint = keypointSummaries(fit);
    expect(byJoint.map((k) => k.joint)).toEqual([0, 1, 2]);
    const expected = [
      { count: 2, median: 0.05, p95: 0.095, max: 0.1 }, // shoulder: 0, 0.1
      { count: 3, median: 0.2, p95: 0.38, max: 0.4 }, // elbow: 0.4, 0, 0.2
      { count: 2, median: 0.275, p95: 0.4775, max: 0.5 }, // hand: 0.05, 0.5
    ];
    byJoint.forEach(({ summary }, i) => {
      expect(summary.count).toBe(expected[i]!.count);
      expect(summary.median).toBeCloseTo(expected[i]!.median, 6);
      expect(summary.p95).toBeCloseTo(expected[i]!.p95, 6);
      expect(summary.max).toBeCloseTo(expected[i]!.max, 6);
    });
  });

  it('per-frame summaries and the worst frames, by max or RMS, skip frames with nothing observed', () => {
    const f1 = frameSummary(fit, 1);
    expect(f1.count).toBe(3);
    expect(f1.median).toBeCloseTo(0.05, 6);
    expect(f1.max).toBeCloseTo(0.1, 6);
    expect(f1.rms).toBeCloseTo(Math.sqrt(0.0125 / 3), 6);
    expect(frameSummary(fit, 3).rms).toBeNaN();
    const { max, rms } = frameMaxAndRms(fit);
    expect(Array.from(max.slice(0, 3))).toEqual([expect.closeTo(0.4, 6), expect.closeTo(0.1, 6), expect.closeTo(0.5, 6)]);
    expect(rms[0]).toBeCloseTo(Math.sqrt(0.16 / 2), 6);
    expect(rms[2]).toBeCloseTo(Math.sqrt(0.29 / 2), 6);
    expect(max[3]).toBeNaN();
    expect(worstFrames(fit, 10).map((w) => [w.frame, w.worstJoint])).toEqual([[2, 2], [0, 1], [1, 0]]);
    expect(worstFrames(fit, 2).map((w) => w.frame)).toEqual([2, 0]);
    expect(worstFrames(fit, 0)).toEqual([]);
    expect(worstFrames(fit, 1, 'rms').map((w) => w.frame)).toEqual([2]);
    expect(worstFrames(fit, 1, 'rms')[0]!.value).toBeCloseTo(Math.sqrt(0.29 / 2), 6);
    const all = allErrorsSummary(fit);
    expect(all.count).toBe(7);
    expect(all.max).toBeCloseTo(0.5, 6);
  });

  it('heat-map cells keep the largest error of each run of frames and the frame that holds it', () => {
    const full = heatmapCells(fit, 100);
    expect([full.rows, full.columns]).toEqual([3, 4]);
    expect(full.values[1 * 4 + 0]).toBeCloseTo(0.4, 6);
    expect(full.frames[2 * 4 + 2]).toBe(2);
    const two = heatmapCells(fit, 2);
    expect(two.columns).toBe(2);
    // shoulder: max(0, 0.1) at frame 1, then no observation; elbow: 0.4 at 0, 0.2 at 2; hand: 0.05 at 1, 0.5 at 2.
    expect(Array.from(two.values).map((v) => (Number.isNaN(v) ? 'NaN' : Number(v.toFixed(6))))).toEqual([0.1, 'NaN', 0.4, 0.2, 0.05, 0.5]);
    expect(Array.from(two.frames)).toEqual([1, 2, 0, 2, 1, 2]);
    expect(columnOfFrame(3, 2, 4)).toBe(1);
    expect(columnOfFrame(1, 2, 4)).toBe(0);
    expect(columnOfFrame(5, 6, 6)).toBe(5);
  });

  it('heat-map cells filled a column at a time, as the page spreads a long recording over several tasks, equal the cells filled at once', () => {
    const whole = heatmapCells(fit, 100);
    const stepped = emptyHeatmapCells(fit, 100);
    expect(Array.from(stepped.values).every(Number.isNaN)).toBe(true);
    const step = heatmapColumnsPerStep(fit, stepped.columns, 3);
    // 3 keypoints a column, one frame a column: a step of 3 errors is one column.
    expect(step).toBe(1);
    for (let c = 0; c < stepped.columns; c += step) fillHeatmapColumns(fit, stepped, c, Math.min(stepped.columns, c + step));
    expect(Array.from(stepped.values)).toEqual(Array.from(whole.values));
    expect(Array.from(stepped.frames)).toEqual(Array.from(whole.frames));
    expect(heatmapColumnsPerStep(fit, 4, 1)).toBe(1);
  });

  it('the error CSV is long (frame,joint,error), one row per frame and keypoint, empty when not observed', () => {
    const lines = fitErrorsToCsv(arm, fit, [10, 11, 12, 13]).trimEnd().split('\n');
    expect(lines[0]).toBe('frame,joint,error');
    expect(lines).toHaveLength(1 + 4 * 3);
    expect(lines.slice(1, 4)).toEqual(['10,shoulder,0', '10,elbow,0.4', '10,hand,']);
    expect([lines[4], lines[6]]).toEqual(['11,shoulder,0.1', '11,hand,0.05']);
    // cos(π/2) is 6e-17 in floating point: the elbow is that far from its target, and the CSV says so.
    expect(lines[5]).toMatch(/^11,elbow,/);
    expect(Number(lines[5]!.split(',')[2])).toBeLessThan(1e-12);
    expect(lines[9]).toBe('12,hand,0.5');
  });

  it('the camera error CSV is long (frame,camera,error), cameras by their names, empty where a camera saw nothing', () => {
    // 2 frames, 2 cameras, frame-major.
    const csv = cameraErrorsToCsv(Float32Array.of(0.5, 14.25, NaN, 0.75), ['camA', 'camB'], [80, 81]);
    expect(csv).toBe('frame,camera,error\n80,camA,0.5\n80,camB,14.25\n81,camA,\n81,camB,0.75\n');
  });

  it('a frame residuals: targets and segments of the observed keypoints; the rest listed as missing', () => {
    const model = [0, 0, 0, 1, 0, 0, 2, 0, 0];
    const r = frameResiduals(model, [0, 0, 0, N, N, N, 2, 3, 4], [0, 1, 2]);
    expect(r.joints).toEqual([0, 2]);
    expect(r.missing).toEqual([1]);
    expect(Array.from(r.targets)).toEqual([0, 0, 0, 2, 3, 4]);
    expect(Array.from(r.segments)).toEqual([0, 0, 0, 0, 0, 0, 2, 0, 0, 2, 3, 4]);
    expect(r.errors[1]).toBe(5);
  });
});
