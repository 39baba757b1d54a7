import { checkedFrameLines, type FrameLines, type RowShape } from './ikFrameLines.ts';
import { frameLinesOnPooledWorker, pooledWorkerCount } from './ikWorkerPool.ts';

/** One range's output lines, as text (written out on this thread) or UTF-8 bytes (on a pooled thread). */
export interface FramePiece {
  lines: string | Uint8Array;
  observations: number;
  frames: number;
}

/** How many pieces each thread's share is cut into, so that whoever is free makes the next one. */
const PIECES_PER_THREAD = 8;

/**
 * The `frames` lines of a solved run in pieces, in order. When the rows are shared memory and
 * pooled threads run, every piece but the first is posted at once to the pooled threads, which
 * make them from the front while this thread runs the fit checks; when `piece` is first asked for
 * a piece after the first, this thread makes the pieces no thread has started on, from the back,
 * so that the two meet wherever the checks left them (a fixed share left this thread or the pooled
 * one waiting for the other). The pieces are the same whoever makes them, and joined with ",\n"
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
  const count = Math.min((pooled + 1) * PIECES_PER_THREAD, length);
  if (pooled === 0 || count < 2 * (pooled + 1)) return { count: length === 0 ? 0 : 1, piece: () => Promise.resolve(here(0, length)) };
  const bounds = Array.from({ length: count }, (_, s): [number, number] => [Math.round((s * length) / count), Math.round(((s + 1) * length) / count)]);
  const claims = new SharedArrayBuffer(4 * count);
  const claimed = new Int32Array(claims);
  claimed[0] = 1;
  const jobs = bounds.map(([from, to], s) => (s === 0 ? null : frameLinesOnPooledWorker((s - 1) % pooled, solved, shape, from, to, claims, s)));
  // A job this thread takes over is not waited for: its failure must not be an unhandled rejection.
  for (const job of jobs) job?.catch(() => {});
  const madeHere = new Map<number, FramePiece>();
  let tookOver = false;
  return {
    count,
    piece: async (s) => {
      const [from, to] = bounds[s]!;
      if (s === 0) return here(from, to);
      if (!tookOver) {
        tookOver = true;
        for (let back = count - 1; back >= 1; back--) {
          if (Atomics.compareExchange(claimed, back, 0, 1) === 0) madeHere.set(back, here(...bounds[back]!));
        }
      }
      const made = madeHere.get(s);
      if (made !== undefined) {
        madeHere.delete(s);
        return made;
      }
      // A thread that failed (or died) after claiming its range leaves the rows as they were: they
      // are written out here, so that a result half written to stdout is never left behind.
      const pooledMade = await jobs[s]!.catch(() => null);
      if (pooledMade === null) return here(from, to);
      return { lines: pooledMade.bytes, observations: pooledMade.observations, frames: pooledMade.frames };
    },
  };
}
