import { solvedDofAt, type SolvedFrames } from '../ik/solvedFrames.ts';

/** DOF `dof`'s value in every frame, in order (one typed array: the plot reads it column by column). */
export function dofSeries(solved: SolvedFrames, dof: number): Float64Array {
  const out = new Float64Array(solved.count);
  for (let f = 0; f < solved.count; f++) out[f] = solvedDofAt(solved, f, dof);
  return out;
}

/** a − b frame by frame (NaN where either is). */
export function differenceSeries(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(Math.min(a.length, b.length));
  for (let i = 0; i < out.length; i++) out[i] = a[i]! - b[i]!;
  return out;
}

export interface LargestDifference {
  /** |a − b| at its largest, in model units; NaN when no frame has both values. */
  value: number;
  /** Index into `series` and the frame where it is, or −1. */
  series: number;
  frame: number;
}

/** The largest |difference| over several DOFs' difference series; NaN frames are skipped. */
export function largestDifference(series: readonly Float64Array[]): LargestDifference {
  const best: LargestDifference = { value: NaN, series: -1, frame: -1 };
  series.forEach((values, s) => {
    for (let f = 0; f < values.length; f++) {
      const v = Math.abs(values[f]!);
      if (v > best.value || (Number.isNaN(best.value) && !Number.isNaN(v))) Object.assign(best, { value: v, series: s, frame: f });
    }
  });
  return best;
}

/** The frame with the highest value (the worst RMS), the first of equals; −1 when every value is NaN. */
export function worstFrame(values: Float64Array): number {
  let worst = -1;
  for (let f = 0; f < values.length; f++) if (values[f]! > (worst < 0 ? -Infinity : values[worst]!)) worst = f;
  return worst;
}
