/** The median of the finite values (NaN when there are none). Sorts a copy. */
export function median(values: ArrayLike<number>): number {
  const copy = new Float64Array(values.length);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (Number.isFinite(value)) copy[n++] = value;
  }
  const finite = copy.subarray(0, n).sort();
  if (n === 0) return NaN;
  return n % 2 === 1 ? finite[(n - 1) / 2]! : 0.5 * (finite[n / 2 - 1]! + finite[n / 2]!);
}

/**
 * A threshold above which a value is an outlier of `values`: median + `spread` robust standard
 * deviations (1.4826 × the median absolute deviation, which a few outliers do not move), at least
 * `ratio` × the median and at least `floor` (so near-perfect data does not flag its rounding).
 */
export function robustUpperThreshold(values: ArrayLike<number>, spread: number, ratio: number, floor: number): number {
  const middle = median(values);
  if (Number.isNaN(middle)) return Infinity;
  const deviations = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) deviations[i] = Math.abs(values[i]! - middle);
  const sigma = 1.4826 * median(deviations);
  return Math.max(middle + spread * sigma, ratio * middle, floor);
}
