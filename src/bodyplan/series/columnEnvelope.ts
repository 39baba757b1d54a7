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
  // Column by column over the frames whose x falls in it: a tight loop of comparisons per frame.
  let f = first;
  for (let c = 0; c < columns && f <= last; c++) {
    const next = c === columns - 1 ? last + 1 : Math.min(last + 1, Math.max(f, firstFrameOfColumn(start, span, columns, c + 1)));
    let lo = Infinity;
    let hi = -Infinity;
    for (; f < next; f++) {
      const v = values[f]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (lo <= hi) {
      out[2 * c] = lo;
      out[2 * c + 1] = hi;
    }
  }
  return out;
}

/** The first frame whose column, floor((f − start) / span × columns), is at least `c`. */
function firstFrameOfColumn(start: number, span: number, columns: number, c: number): number {
  let f = Math.ceil(start + (c * span) / columns);
  // Rounding can put the boundary one frame off: settle it with the same formula the columns use.
  while (f > 0 && Math.floor(((f - 1 - start) / span) * columns) >= c) f--;
  while (Math.floor(((f - start) / span) * columns) < c) f++;
  return f;
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
