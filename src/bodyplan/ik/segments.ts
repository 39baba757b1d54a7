/**
 * QuickIK's `solve_segments_parallel` split: exactly `workers` contiguous, non-overlapping segments
 * as even as possible, the first `length % workers` one frame longer; fewer (one per frame) when
 * there are fewer frames than workers, none for no frames. Returns [start, end) pairs in order.
 */
export function segmentBounds(length: number, workers: number): [start: number, end: number][] {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`segmentBounds: length must be a whole number >= 0, got ${length}`);
  if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`segmentBounds: workers must be a whole number >= 1, got ${workers}`);
  const count = Math.min(workers, length);
  const bounds: [number, number][] = [];
  const base = Math.floor(length / Math.max(count, 1));
  const longer = length % Math.max(count, 1);
  let start = 0;
  for (let s = 0; s < count; s++) {
    const end = start + base + (s < longer ? 1 : 0);
    bounds.push([start, end]);
    start = end;
  }
  return bounds;
}

export type WorkerCount = { ok: true; workers: number; note: string | null } | { ok: false; message: string };

/**
 * QuickIK's worker-count rule: n > 0 is used as is, clipped (with a note) to the available cores;
 * a negative n counts back from the cores (-1 = all, -2 = all but one); 0, or counting back past
 * one, is an error.
 */
export function resolveWorkerCount(requested: number, cores: number): WorkerCount {
  if (!Number.isInteger(requested)) return { ok: false, message: `the worker count must be a whole number, got ${requested}` };
  if (requested === 0) return { ok: false, message: 'the worker count must not be 0 (a positive count, or -1 for all cores, -2 for all but one, ...)' };
  if (requested > 0) {
    if (requested <= cores) return { ok: true, workers: requested, note: null };
    return { ok: true, workers: cores, note: `${requested} workers requested, but ${cores} core${cores === 1 ? ' is' : 's are'} available: using ${cores}` };
  }
  const workers = cores + 1 + requested;
  if (workers < 1) return { ok: false, message: `${requested} counts back past the ${cores} available core${cores === 1 ? '' : 's'} (-1 means all, -${cores} one)` };
  return { ok: true, workers, note: null };
}

/**
 * Where segment [start, end) begins solving with an overlap of K frames (our extension): K frames
 * earlier (not before 0), those results discarded, so it arrives at `start` warm.
 */
export function warmupStart(start: number, overlap: number): number {
  return Math.max(0, start - overlap);
}
