/**
 * The lowest and highest value of each pixel column over frames [start, end] (a view window, in
 * fractional frames): out[2c] and out[2c + 1], NaN for a column with no finite value. A plot of
 * 100,000 frames draws `columns` vertical strokes, not 100,000 segments, and keeps every spike.
 * Each frame goes to the column its x falls in, so the columns match the plot's x mapping.
 */
export function columnEnvelope(values: Float64Array, start: number, end: number, columns: number): Float64Array {
  const out = new Float64Array(2 * columns).fill(NaN);
  const span = end - start;
  if (columns <= 0 || !(span > 0)) return out;
  const first = Math.max(0, Math.ceil(start));
  const last = Math.min(values.length - 1, Math.floor(end));
  for (let f = first; f <= last; f++) {
    const v = values[f]!;
    if (!Number.isFinite(v)) continue;
    const c = Math.min(columns - 1, Math.floor(((f - start) / span) * columns));
    const lo = out[2 * c]!;
    if (!(v >= lo)) out[2 * c] = v;
    const hi = out[2 * c + 1]!;
    if (!(v <= hi)) out[2 * c + 1] = v;
  }
  return out;
}

/** Lowest and highest finite value of several envelopes (and extra values such as limits); [NaN, NaN] when none. */
export function envelopeRange(envelopes: readonly Float64Array[], extra: readonly number[] = []): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const values of [...envelopes, extra]) {
    for (const v of values) {
      if (!Number.isFinite(v)) continue;
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
  }
  return lo <= hi ? [lo, hi] : [NaN, NaN];
}
