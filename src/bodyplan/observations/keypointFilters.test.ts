import { describe, expect, it } from 'vitest';
import type { Frame2D } from '../ik/solve2d.ts';
import { humanFourCameraRecording } from '../testing/humanFourCameraRecording.ts';
import { filterByLikelihood, filterJumps, isObserved, medianFilter } from './keypointFilters.ts';

// A person filmed by four calibrated cameras at a lab's frame rate (keypoints move up to about 20 px
// a frame) with 1.5 px of tracking noise, and the same frames without noise.
const FRAMES = 60;
const noisy = humanFourCameraRecording(FRAMES, 1.5, 3, undefined, 4);
const exact = humanFourCameraRecording(FRAMES, 0, 3, undefined, 4);
const n = noisy.model.jointCount;
const layout = { views: 4, joints: n };
const joint = (name: string) => noisy.model.jointNames.indexOf(name);
const at = (view: number, name: string) => view * n + joint(name);

function copyFrames(frames: readonly Frame2D[]): Frame2D[] {
  return frames.map((f) => ({ points: f.points.slice(), weights: f.weights!.slice() }));
}

/** RMS pixel distance to the noise-free points over the observations both have. */
function rmsToTruth(frames: readonly Frame2D[]): number {
  let sum = 0;
  let count = 0;
  frames.forEach((frame, f) => {
    for (let i = 0; i < 4 * n; i++) {
      if (!isObserved(frame, i) || !isObserved(exact.frames[f]!, i)) continue;
      sum += (frame.points[2 * i]! - exact.frames[f]!.points[2 * i]!) ** 2 + (frame.points[2 * i + 1]! - exact.frames[f]!.points[2 * i + 1]!) ** 2;
      count++;
    }
  });
  return Math.sqrt(sum / count);
}

/** The fastest a true keypoint moves between two frames, in pixels. */
function fastestTrueMotion(): number {
  let fastest = 0;
  for (let f = 1; f < FRAMES; f++) {
    for (let i = 0; i < 4 * n; i++) {
      const [a, b] = [exact.frames[f - 1]!.points, exact.frames[f]!.points];
      const d = Math.hypot(b[2 * i]! - a[2 * i]!, b[2 * i + 1]! - a[2 * i + 1]!);
      if (Number.isFinite(d)) fastest = Math.max(fastest, d);
    }
  }
  return fastest;
}

describe('filterByLikelihood', () => {
  it('drops the observations below their own camera\'s threshold and nothing else; untouched frames are shared', () => {
    const frames = copyFrames(noisy.frames);
    // Likelihoods as a tracker gives them: mostly sure, camera 1 (camB) less so on its legs.
    frames.forEach((frame) => frame.weights!.fill(0.95));
    for (let f = 10; f < 20; f++) frames[f]!.weights![at(1, 'left_ankle')] = 0.7;
    frames[30]!.weights![at(0, 'head')] = 0.5;
    const result = filterByLikelihood(frames, layout, [0.6, 0.8, 0.6, 0.6]);
    // camB's 0.7 ankles (10 frames) fall under its 0.8; camA's 0.5 head under 0.6.
    expect(result.count).toBe(11);
    expect(result.frames[12]!.weights![at(1, 'left_ankle')]).toBe(0);
    expect(result.frames[30]!.weights![at(0, 'head')]).toBe(0);
    expect(result.frames[30]!.points).toEqual(frames[30]!.points);
    expect(result.frames[5]).toBe(frames[5]);
    expect(frames[12]!.weights![at(1, 'left_ankle')]).toBe(0.7);
  });
});

describe('filterJumps', () => {
  it('drops a label that jumps to another place for three frames and a left/right swap, and no true observation', () => {
    const fastest = fastestTrueMotion();
    // Well above how fast the person's keypoints move (with noise), well below the jumps.
    const limit = 2 * fastest + 10;
    const frames = copyFrames(noisy.frames);
    const ankle = at(1, 'left_ankle');
    for (let f = 20; f <= 22; f++) frames[f]!.points[2 * ankle]! += 150;
    // camA mistakes the left wrist for the right one and back over frames 10-11 (a swap while the
    // wrists are far apart in its image: when they are close, no jump filter can tell).
    const [left, right] = [at(0, 'left_wrist'), at(0, 'right_wrist')];
    for (const f of [10, 11]) {
      const p = frames[f]!.points;
      [p[2 * left], p[2 * left + 1], p[2 * right], p[2 * right + 1]] = [p[2 * right]!, p[2 * right + 1]!, p[2 * left]!, p[2 * left + 1]!];
    }
    const swapDistance = Math.min(...[10, 11].map((f) => Math.hypot(frames[f]!.points[2 * left]! - frames[f]!.points[2 * right]!, frames[f]!.points[2 * left + 1]! - frames[f]!.points[2 * right + 1]!)));
    expect(swapDistance, `the wrists are ${swapDistance.toFixed(0)} px apart; keypoints move up to ${fastest.toFixed(1)} px a frame`).toBeGreaterThan(2 * limit);
    const result = filterJumps(frames, layout, limit);
    expect(result.count).toBe(3 + 4);
    expect([20, 21, 22].map((f) => result.frames[f]!.weights![ankle])).toEqual([0, 0, 0]);
    expect([10, 11].flatMap((f) => [result.frames[f]!.weights![left], result.frames[f]!.weights![right]])).toEqual([0, 0, 0, 0]);
    // Back in place: kept.
    expect(result.frames[23]!.weights![ankle]).toBe(1);
    expect(result.frames[12]!.weights![left]).toBe(1);
    // What is left is the tracking noise.
    const [noiseOnly, before, after] = [rmsToTruth(noisy.frames), rmsToTruth(frames), rmsToTruth(result.frames)];
    const message = `RMS to the truth: ${noiseOnly.toFixed(2)} px with noise only, ${before.toFixed(2)} px with the jump and swap, ${after.toFixed(2)} px filtered`;
    expect(before, message).toBeGreaterThan(2 * noiseOnly);
    expect(after, message).toBeLessThan(1.01 * noiseOnly);
  });

  it('takes a keypoint back after a dropout once it is where it plausibly went (the allowance grows with the frames missed)', () => {
    const frames = copyFrames(exact.frames);
    const wrist = at(0, 'right_wrist');
    for (let f = 10; f < 30; f++) frames[f]!.weights![wrist] = 0;
    const result = filterJumps(frames, layout, fastestTrueMotion() + 1);
    expect(result.count).toBe(0);
  });
});

describe('medianFilter', () => {
  it('replaces one-frame outliers (2 % of the points, 40-90 px off) by what their neighbours say, without blurring the motion', () => {
    const frames = copyFrames(noisy.frames);
    let spikes = 0;
    frames.forEach((frame, f) => {
      for (let i = 0; i < 4 * n; i++) {
        // A fixed scatter of spikes, never two in a row of the same keypoint.
        if ((f * 31 + i * 17) % 50 !== 0 || !isObserved(frame, i)) continue;
        frame.points[2 * i]! += 40 + ((f + i) % 6) * 10;
        spikes++;
      }
    });
    const noiseOnly = rmsToTruth(noisy.frames);
    const withSpikes = rmsToTruth(frames);
    const filtered = rmsToTruth(medianFilter(frames, layout, 5).frames);
    const message = `RMS to the truth: ${noiseOnly.toFixed(2)} px with noise only, ${withSpikes.toFixed(2)} px with ${spikes} spikes, ${filtered.toFixed(2)} px filtered`;
    expect(spikes).toBeGreaterThan(0.015 * 4 * n * FRAMES);
    expect(filtered, message).toBeLessThan(withSpikes / 3);
    expect(filtered, message).toBeLessThan(1.5 * noiseOnly);
    // On the noise alone it costs little: a median of a moving point is not a mean that lags it.
    expect(rmsToTruth(medianFilter(noisy.frames, layout, 5).frames)).toBeLessThan(1.5 * noiseOnly);
  });

  it('leaves missing points out of each window and missing: it does not invent points', () => {
    const frames = copyFrames(noisy.frames);
    const head = at(2, 'head');
    for (const f of [5, 6, 8]) frames[f]!.points.fill(NaN, 2 * head, 2 * head + 2);
    frames[7]!.weights![head] = 0;
    const result = medianFilter(frames, layout, 5);
    expect([5, 6, 8].map((f) => result.frames[f]!.points[2 * head])).toEqual([NaN, NaN, NaN]);
    // Frame 7's point (weight 0) is neither used nor moved; frame 9's window holds frames 9-11 only.
    expect(result.frames[7]!.points[2 * head]).toBe(frames[7]!.points[2 * head]);
    const window9 = [9, 10, 11].map((f) => frames[f]!.points[2 * head]!).sort((a, b) => a - b);
    expect(result.frames[9]!.points[2 * head]).toBe(window9[1]);
  });

  it('refuses an even or non-whole window', () => {
    expect(() => medianFilter(noisy.frames, layout, 4)).toThrow('odd number of frames, got 4');
    expect(() => medianFilter(noisy.frames, layout, 2.5)).toThrow('got 2.5');
  });
});
