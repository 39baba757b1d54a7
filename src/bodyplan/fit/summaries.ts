import { fitErrorAt, type FitErrors } from './fitErrors.ts';

/** Median, 95th percentile and maximum of the observed (non-NaN) values; `count` of them. NaN when there are none. */
export interface ErrorSummary {
  count: number;
  median: number;
  p95: number;
  max: number;
}

/** A frame's summary, with its RMS error over the observed keypoints. */
export interface FrameSummary extends ErrorSummary {
  rms: number;
}

/**
 * The q-quantile (0 ≤ q ≤ 1) of ascending values, interpolating linearly between the two nearest
 * ranks (the rule of numpy's default and R's type 7): the median of [1, 2, 3, 4] is 2.5.
 */
export function quantileOfSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const position = (n - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(n - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** Summary of the finite values of `values` (NaN ones are not observations). */
export function summarize(values: ArrayLike<number>): ErrorSummary {
  const finite = new Float64Array(values.length);
  let n = 0;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) continue;
    finite[n++] = v;
    if (v > max) max = v;
  }
  if (n === 0) return { count: 0, median: NaN, p95: NaN, max: NaN };
  // Selection instead of a full sort: 3 million errors in linear time (a sort took about a second).
  const scratch = finite.subarray(0, n);
  return { count: n, median: selectQuantile(scratch, 0.5, 0), p95: selectQuantile(scratch, 0.95, Math.floor((n - 1) * 0.5) + 1), max };
}

/**
 * quantileOfSorted's value without sorting: puts the rank-k element of `values` in place k by
 * quickselect (reordering `values`; ranks below `from` must already be in place and no larger than
 * the rest), then interpolates toward the next rank, the smallest element above k.
 */
function selectQuantile(values: Float64Array, q: number, from: number): number {
  const n = values.length;
  const position = (n - 1) * q;
  const k = Math.floor(position);
  let lo = Math.min(from, k);
  let hi = n - 1;
  while (hi > lo) {
    const pivot = medianOf3(values[lo]!, values[(lo + hi) >> 1]!, values[hi]!);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  const below = values[k]!;
  if (position === k) return below;
  let above = Infinity;
  for (let i = k + 1; i < n; i++) if (values[i]! < above) above = values[i]!;
  return below + (above - below) * (position - k);
}

function medianOf3(a: number, b: number, c: number): number {
  return a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
}

/** Per keypoint (the fit's observed joints, in order): its errors over every frame. */
export function keypointSummaries(fit: FitErrors): { joint: number; summary: ErrorSummary }[] {
  const column = new Float64Array(fit.frameCount);
  return fit.keypoints.map((joint) => {
    for (let f = 0; f < fit.frameCount; f++) column[f] = fitErrorAt(fit, f, joint);
    return { joint, summary: summarize(column) };
  });
}

/** Frame `frame`'s summary over its observed keypoints. */
export function frameSummary(fit: FitErrors, frame: number): FrameSummary {
  const row = fit.errors.subarray(frame * fit.jointCount, (frame + 1) * fit.jointCount);
  const summary = summarize(row);
  let squares = 0;
  for (const e of row) if (Number.isFinite(e)) squares += e * e;
  return { ...summary, rms: summary.count ? Math.sqrt(squares / summary.count) : NaN };
}

/** Per frame, the largest error and the RMS error over its observed keypoints (NaN when none was observed). */
export function frameMaxAndRms(fit: FitErrors): { max: Float64Array; rms: Float64Array } {
  const max = new Float64Array(fit.frameCount).fill(NaN);
  const rms = new Float64Array(fit.frameCount).fill(NaN);
  for (let f = 0; f < fit.frameCount; f++) {
    let m = -Infinity;
    let squares = 0;
    let count = 0;
    for (let j = 0; j < fit.jointCount; j++) {
      const e = fit.errors[f * fit.jointCount + j]!;
      if (!Number.isFinite(e)) continue;
      if (e > m) m = e;
      squares += e * e;
      count++;
    }
    if (count > 0) {
      max[f] = m;
      rms[f] = Math.sqrt(squares / count);
    }
  }
  return { max, rms };
}

export interface WorstFrame {
  frame: number;
  /** The ranking value: the frame's largest or RMS error. */
  value: number;
  /** The joint with the frame's largest error. */
  worstJoint: number;
}

/**
 * The `n` frames with the largest per-frame error (`by` its maximum or its RMS), worst first; ties
 * keep frame order; frames with nothing observed are never listed.
 */
export function worstFrames(fit: FitErrors, n: number, by: 'max' | 'rms' = 'max'): WorstFrame[] {
  const perFrame = frameMaxAndRms(fit)[by];
  // The n worst so far, worst first (n is a handful: no sort of every frame).
  const frames: number[] = [];
  const count = Math.max(0, n);
  for (let f = 0; f < fit.frameCount && count > 0; f++) {
    const value = perFrame[f]!;
    if (!Number.isFinite(value) || (frames.length === count && !(value > perFrame[frames[count - 1]!]!))) continue;
    let at = frames.length;
    while (at > 0 && value > perFrame[frames[at - 1]!]!) at--;
    frames.splice(at, 0, f);
    if (frames.length > count) frames.pop();
  }
  return frames.map((frame) => ({ frame, value: perFrame[frame]!, worstJoint: worstJointOf(fit, frame) }));
}

/** The joint with frame `frame`'s largest error (-1 when none was observed). */
function worstJointOf(fit: FitErrors, frame: number): number {
  let worst = -1;
  for (let j = 0; j < fit.jointCount; j++) {
    const e = fitErrorAt(fit, frame, j);
    if (Number.isFinite(e) && (worst < 0 || e > fitErrorAt(fit, frame, worst))) worst = j;
  }
  return worst;
}

/** Every finite error of the fit, for a scale's robust maximum. */
export function allErrorsSummary(fit: FitErrors): ErrorSummary {
  return summarize(fit.errors);
}
