/**
 * The median of the finite values (NaN when there are none): the same number a sort of them gives,
 * found by selection in linear time on a copy. `bodyplan ik`'s fit checks take one per DOF over every
 * frame (42 × 20,000 values on the fly), where sorting each copy was the longest step left on the
 * main thread while the worker threads wrote the frames out.
 */
export function median(values: ArrayLike<number>): number {
  const copy = new Float64Array(values.length);
  let n = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (Number.isFinite(value)) copy[n++] = value;
  }
  if (n === 0) return NaN;
  const upper = selectKth(copy, n, n >> 1);
  if (n % 2 === 1) return upper;
  // Selection left every value below the upper middle one in front of it: the lower middle is their largest.
  let lower = -Infinity;
  for (let i = 0; i < n >> 1; i++) if (copy[i]! > lower) lower = copy[i]!;
  return 0.5 * (lower + upper);
}

/**
 * The k-th smallest of the first `n` values (k from 0), reordering them so that every value before
 * index k is at most it and every value after at least it (Hoare's selection with a
 * median-of-three pivot; the values are finite).
 */
function selectKth(a: Float64Array, n: number, k: number): number {
  let left = 0;
  let right = n - 1;
  while (right > left) {
    const middle = (left + right) >> 1;
    // Median of three as the pivot, which keeps sorted and reversed runs (smooth angles) linear.
    if (a[middle]! < a[left]!) swap(a, middle, left);
    if (a[right]! < a[left]!) swap(a, right, left);
    if (a[right]! < a[middle]!) swap(a, right, middle);
    const pivot = a[middle]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        swap(a, i, j);
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return a[k]!;
  }
  return a[k]!;
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
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
