/** The median of the finite values (NaN when there are none). Sorts a copy. */
export function median(values: ArrayLike<number>): number {
  const finite = Float64Array.from(Array.prototype.filter.call(values, Number.isFinite) as number[]).sort();
  const n = finite.length;
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
  const deviations = Float64Array.from(values as ArrayLike<number>, (v) => Math.abs(v - middle));
  const sigma = 1.4826 * median(deviations);
  return Math.max(middle + spread * sigma, ratio * middle, floor);
}
