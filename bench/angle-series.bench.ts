// The Studio's angle-over-time plot on a 100,000-frame solve: what one redraw costs in
// pure work before the canvas (min/max per pixel column of each plotted DOF), against a baseline
// measured in the same run: one path point per frame, as a plot that does not downsample would
// build. Also what reading the plotted DOFs out of the packed solve and comparing with a reference
// cost (once per solve, selection or reference, not per frame). Printed, not asserted.
import { solvedFrames } from '../src/bodyplan/ik/solvedFrames.ts';
import { compileBodyPlan } from '../src/bodyplan/kinematics/model.ts';
import { columnEnvelope } from '../src/bodyplan/series/columnEnvelope.ts';
import { differenceSeries, dofSeries, largestDifference } from '../src/bodyplan/series/dofSeries.ts';
import { solvedStride } from '../src/bodyplan/ik/ikRecording.ts';
import type { BodyPlan } from '../src/bodyplan/format/schema.ts';

const FRAMES = 100_000;
const PLOTTED = 3;
const COLUMNS = 600; // a 300 px wide plot at device pixel ratio 2

const plan: BodyPlan = {
  fixed_base: true,
  joints: Array.from({ length: 11 }, (_, j) => ({
    name: `j${j}`,
    parent: j === 0 ? null : `j${j - 1}`,
    offset_pos: [0.1, 0, 0],
    offset_quat: [1, 0, 0, 0],
    dofs: j === 0 ? [] : [0, 1, 2].map((k) => ({ type: 'hinge' as const, axis: [k === 0 ? 1 : 0, k === 1 ? 1 : 0, k === 2 ? 1 : 0], neutral: 0 })),
  })),
};
const model = compileBodyPlan(plan);
const stride = solvedStride(model);
const data = new Float64Array(stride * FRAMES);
for (let f = 0; f < FRAMES; f++) for (let d = 0; d < model.dofCount; d++) data[f * stride + d] = Math.sin(f / 500 + d) + 0.01 * Math.sin(f * 7.3);
const solved = solvedFrames(model, data);

/** Median milliseconds per call over `runs` runs (after a warm-up). */
function time(runs: number, body: () => unknown): number {
  for (let i = 0; i < 5; i++) body();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    body();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

let sink = 0;
const series = Array.from({ length: PLOTTED }, (_, d) => dofSeries(solved, d));
const extract = time(30, () => Array.from({ length: PLOTTED }, (_, d) => dofSeries(solved, d)));
const envelope = time(60, () => {
  for (const s of series) sink += columnEnvelope(s, 0, FRAMES - 1, COLUMNS)[0]!;
});
const zoomed = time(60, () => {
  for (const s of series) sink += columnEnvelope(s, 40_000, 41_000, COLUMNS)[0]!;
});
// The baseline: x and y of every frame of every plotted DOF, the path a plot without downsampling hands the canvas.
const points = new Float64Array(2 * FRAMES);
const perFrame = time(60, () => {
  for (const s of series) {
    for (let f = 0; f < FRAMES; f++) {
      points[2 * f] = (f / (FRAMES - 1)) * 300;
      points[2 * f + 1] = 75 - s[f]! * 30;
    }
    sink += points[7]!;
  }
});
const reference = series.map((s) => s.map((v, f) => (f === 77_777 ? v + 0.125 : v)));
const compare = time(30, () => largestDifference(series.map((s, i) => differenceSeries(s, reference[i]!))).value);

console.log(`${FRAMES.toLocaleString('en')} frames, ${PLOTTED} DOFs plotted, ${COLUMNS} pixel columns`);
console.log(`  per redraw, min/max per column, all frames in view: ${envelope.toFixed(3)} ms (${2 * COLUMNS * PLOTTED} path points)`);
console.log(`  per redraw, min/max per column, 1,000 frames in view: ${zoomed.toFixed(3)} ms`);
console.log(`  baseline, one path point per frame:                  ${perFrame.toFixed(3)} ms (${(FRAMES * PLOTTED).toLocaleString('en')} path points)`);
console.log(`  ratio envelope / baseline: ${(envelope / perFrame).toFixed(2)} (path points: ${((2 * COLUMNS * PLOTTED) / (FRAMES * PLOTTED)).toFixed(3)})`);
console.log(`  once per solve or selection: read ${PLOTTED} DOFs from the packed solve ${extract.toFixed(3)} ms; compare with a reference ${compare.toFixed(3)} ms`);
if (sink === 42) console.log('');
