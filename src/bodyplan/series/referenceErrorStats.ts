import { summarize, type ErrorSummary } from '../fit/summaries.ts';

/** One DOF's |solve − reference| statistics, in display units. */
export interface ReferenceErrorStats {
  /** Median, 95th percentile and maximum over the frames where both have a value (NaN when there are none). */
  summary: ErrorSummary;
  /** The frames (0-based, ascending) whose absolute difference is above the threshold. */
  over: number[];
}

/**
 * Against a reference: from one DOF's per-frame difference (solve minus reference, in model units;
 * NaN or missing where the reference or the solve has no value), the median, 95th percentile and
 * maximum of its absolute value after `scale` (model units to display units, e.g. 180/π for a hinge
 * shown in degrees), and the frames where that absolute value exceeds `threshold` (display units).
 * Frames without a value are neither counted nor listed.
 */
export function referenceErrorStats(differences: ArrayLike<number>, scale: number, threshold: number): ReferenceErrorStats {
  const absolute = new Float64Array(differences.length);
  const over: number[] = [];
  for (let f = 0; f < differences.length; f++) {
    const value = Math.abs(differences[f]! * scale);
    absolute[f] = value;
    if (value > threshold) over.push(f);
  }
  return { summary: summarize(absolute), over };
}
