import { checkedFrameLines, type FrameLines, type RowShape } from './ikFrameLines.ts';
import { frameLinesOnPooledWorker, pooledWorkerCount } from './ikWorkerPool.ts';

/** One range's output lines, as text (written out on this thread) or UTF-8 bytes (on a pooled thread). */
export interface FramePiece {
  lines: string | Uint8Array;
  observations: number;
  frames: number;
}

/**
 * The `frames` lines of a solved run in `parts` ranges, in order: the first written out on this
 * thread, the others posted at once to the pooled threads (when the rows are shared memory and the
 * threads are running), so that they are written out while this thread does something else (the
 * fit checks) and then only writes them. The calling thread takes a smaller first range (it has
 * the fit checks too), and any range a pooled thread has not started on when `piece` asks for it
 * (a thread still starting): the pieces are the same whoever makes them, and joined with ",\n"
 * they are frameLines of the whole run byte for byte. Each piece has been parsed as JSON by the
 * thread that made it (checkedFrameLines).
 */
export function frameLinesInParts(solved: Float64Array, shape: RowShape, parts: number): { count: number; piece: (s: number) => Promise<FramePiece> } {
  const length = solved.length / shape.stride;
  const here = (from: number, to: number): FramePiece => {
    const made: FrameLines = checkedFrameLines(solved, shape, from, to);
    return { lines: made.text, observations: made.observations, frames: made.frames };
  };
  const pooled = solved.buffer instanceof SharedArrayBuffer && solved.byteOffset === 0 ? Math.min(parts - 1, pooledWorkerCount()) : 0;
  if (pooled === 0 || length < 2 * (pooled + 1)) return { count: length === 0 ? 0 : 1, piece: () => Promise.resolve(here(0, length)) };
  const bounds = weightedBounds(length, pooled);
  const claims = new SharedArrayBuffer(4 * bounds.length);
  const claimed = new Int32Array(claims);
  claimed[0] = 1;
  const jobs = bounds.slice(1).map(([from, to], k) => frameLinesOnPooledWorker(k, solved, shape, from, to, claims, k + 1));
  // A job this thread takes over is not waited for: its failure must not be an unhandled rejection.
  for (const job of jobs) job.catch(() => {});
  return {
    count: bounds.length,
    piece: async (s) => {
      const [from, to] = bounds[s]!;
      if (s === 0 || Atomics.compareExchange(claimed, s, 0, 1) === 0) return here(from, to);
      // A thread that failed (or died) after claiming its range leaves the rows as they were: they
      // are written out here, so that a result half written to stdout is never left behind.
      const made = await jobs[s - 1]!.catch(() => null);
      if (made === null) return here(from, to);
      return { lines: made.bytes, observations: made.observations, frames: made.frames };
    },
  };
}

/** The first range half as long as each of the `pooled` others. */
function weightedBounds(length: number, pooled: number): [number, number][] {
  const unit = length / (2 * pooled + 1);
  const bounds: [number, number][] = [];
  let from = 0;
  for (let s = 0; s <= pooled; s++) {
    const to = s === pooled ? length : Math.round(unit * (2 * s + 1));
    bounds.push([from, to]);
    from = to;
  }
  return bounds;
}
