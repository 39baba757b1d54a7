/**
 * Filters of a 2D recording's keypoints before the solve, as anipose and DeepLabCut offer them for
 * the tracker's output: a likelihood threshold per camera, a jump filter and a median filter over
 * time. Each works per camera and keypoint on frames laid out as solve2d.ts's Frame2D
 * (`points[2·(v·n + k)]`, `weights[v·n + k]`), returns new frames (a frame it does not touch is
 * shared, not copied) and counts what it did, so the user is told. A dropped observation keeps its
 * point with weight 0, as an exclusion does: a view can still draw it.
 */
import type { Frame2D } from '../ik/solve2d.ts';

export interface FilteredFrames {
  frames: Frame2D[];
  /** Observations dropped (weight set to 0) or, for the median filter, moved. */
  count: number;
}

/** The recording's shape: views (cameras) and keypoints (joints) per view. */
export interface KeypointLayout {
  views: number;
  joints: number;
}

/** Frames copied on their first change, so untouched frames stay shared. */
class FrameCopies {
  readonly frames: Frame2D[];
  private readonly copied = new Set<number>();
  constructor(frames: readonly Frame2D[]) {
    this.frames = frames.slice();
  }
  /** Frame f, made writable (its own points and weights). */
  writable(f: number): Frame2D & { weights: Float64Array } {
    const frame = this.frames[f]!;
    if (!this.copied.has(f)) {
      this.copied.add(f);
      const weights = frame.weights === undefined ? new Float64Array(frame.points.length / 2).fill(1) : frame.weights.slice();
      this.frames[f] = { points: frame.points.slice(), weights };
    }
    return this.frames[f] as Frame2D & { weights: Float64Array };
  }
}

/** Whether observation `at` of a frame counts: a finite point with a weight above 0 (no weights: all 1). */
export function isObserved(frame: Frame2D, at: number): boolean {
  return (frame.weights === undefined || frame.weights[at]! > 0) && Number.isFinite(frame.points[2 * at]!) && Number.isFinite(frame.points[2 * at + 1]!);
}

/**
 * Drops (weight 0) each observation whose weight, the tracker's likelihood, is below its view's
 * threshold (`thresholds[v]`), as DeepLabCut's p-cutoff does, but per camera: one camera's network may
 * be less sure of itself than another's.
 */
export function filterByLikelihood(frames: readonly Frame2D[], layout: KeypointLayout, thresholds: readonly number[]): FilteredFrames {
  const copies = new FrameCopies(frames);
  const n = layout.joints;
  let count = 0;
  frames.forEach((frame, f) => {
    for (let v = 0; v < layout.views; v++) {
      for (let k = 0; k < n; k++) {
        const at = v * n + k;
        if (!isObserved(frame, at) || (frame.weights?.[at] ?? 1) >= thresholds[v]!) continue;
        copies.writable(f).weights[at] = 0;
        count++;
      }
    }
  });
  return { frames: copies.frames, count };
}

/**
 * Drops an observation that moved more than `maxPxPerFrame` pixels per frame from the last one kept
 * of the same keypoint in the same camera: a label that jumps to another body part (or to the other
 * leg) for a few frames, as the jump filters of anipose and DeepLabCut catch. The allowance grows
 * with the frames since that last kept point (speed × time), so a keypoint that moved on while
 * unobserved or dropped is taken back once it is plausibly where it went; the first observation of a
 * keypoint is kept, having nothing to be compared with.
 */
export function filterJumps(frames: readonly Frame2D[], layout: KeypointLayout, maxPxPerFrame: number): FilteredFrames {
  const copies = new FrameCopies(frames);
  const n = layout.joints;
  let count = 0;
  for (let at = 0; at < layout.views * n; at++) {
    let lastFrame = -1;
    let lastU = 0;
    let lastV = 0;
    frames.forEach((frame, f) => {
      if (!isObserved(frame, at)) return;
      const u = frame.points[2 * at]!;
      const v = frame.points[2 * at + 1]!;
      if (lastFrame >= 0 && Math.hypot(u - lastU, v - lastV) > maxPxPerFrame * (f - lastFrame)) {
        copies.writable(f).weights[at] = 0;
        count++;
        return;
      }
      lastFrame = f;
      lastU = u;
      lastV = v;
    });
  }
  return { frames: copies.frames, count };
}

/**
 * A median filter over time, per camera, keypoint and coordinate, over `window` frames (odd, centred;
 * shorter at the recording's ends): one wrong frame among good ones is replaced by what its
 * neighbours say, and noise is smoothed without blurring a fast move as a mean would. Missing
 * observations (no point, or weight 0) are left out of each window and stay missing: the filter
 * smooths, it does not invent points. Weights are kept.
 */
export function medianFilter(frames: readonly Frame2D[], layout: KeypointLayout, window: number): FilteredFrames {
  if (!Number.isInteger(window) || window < 1 || window % 2 === 0) throw new RangeError(`the median filter's window must be an odd number of frames, got ${window}`);
  const copies = new FrameCopies(frames);
  const half = (window - 1) / 2;
  const n = layout.joints;
  const us = new Float64Array(window);
  const vs = new Float64Array(window);
  let count = 0;
  for (let at = 0; at < layout.views * n; at++) {
    // Read from the frames as given (not as filtered so far), so each window sees the raw track.
    const observed = frames.map((frame) => isObserved(frame, at));
    for (let f = 0; f < frames.length; f++) {
      if (!observed[f]) continue;
      let m = 0;
      for (let g = Math.max(0, f - half); g <= Math.min(frames.length - 1, f + half); g++) {
        if (!observed[g]) continue;
        us[m] = frames[g]!.points[2 * at]!;
        vs[m] = frames[g]!.points[2 * at + 1]!;
        m++;
      }
      const u = median(us, m);
      const v = median(vs, m);
      const points = frames[f]!.points;
      if (u === points[2 * at] && v === points[2 * at + 1]) continue;
      const out = copies.writable(f).points;
      out[2 * at] = u;
      out[2 * at + 1] = v;
      count++;
    }
  }
  return { frames: copies.frames, count };
}

/** The median of the first m values (sorted in place); the mean of the middle two when m is even. */
function median(values: Float64Array, m: number): number {
  const part = values.subarray(0, m).sort();
  const mid = m >> 1;
  return m % 2 === 1 ? part[mid]! : (part[mid - 1]! + part[mid]!) / 2;
}
