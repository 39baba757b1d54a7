import type { AngleRows } from './angleJumps.ts';

export interface Flip {
  frame: number;
  /** How far the pose is from the nearer of the poses around the run, in jump thresholds (> 1). */
  distance: number;
  /** The DOF furthest from there. */
  dof: number;
}

export interface FlipOptions {
  /** Runs of up to this many frames that leave and come back count (1: single frames). */
  longestRun: number;
  /** A frame's image error must be at most this for a flip (a high error is its own reason). */
  lowError: number;
}

/**
 * Frames whose pose is far from the frames on both sides while the image error stays low: the
 * solve found another pose that fits the image about as well (a leg rolled the other way, a
 * mirror solution). Distance between two poses: the largest DOF difference, each DOF measured in
 * its jump threshold (see jumpThresholds), so "far" means "more than one frame's ordinary change".
 * A run of up to `longestRun` frames counts when the frames around it are close to each other
 * (within one threshold per frame between them).
 */
export function findFlips(rows: AngleRows, thresholds: Float64Array, rms: ArrayLike<number>, options: FlipOptions): Flip[] {
  const distance = (a: number, b: number) => {
    let largest = 0;
    let dof = -1;
    for (let d = 0; d < rows.dofCount; d++) {
      const x = Math.abs(rows.data[a * rows.stride + d]! - rows.data[b * rows.stride + d]!) / thresholds[d]!;
      if (x > largest) {
        largest = x;
        dof = d;
      }
    }
    return { largest, dof };
  };
  const flips: Flip[] = [];
  const flagged = new Uint8Array(rows.count);
  for (let start = 1; start < rows.count - 1; start++) {
    if (flagged[start] || distance(start - 1, start).largest <= 1) continue;
    for (let end = start; end < Math.min(rows.count - 1, start + options.longestRun); end++) {
      if (distance(end, end + 1).largest <= 1) continue;
      if (distance(start - 1, end + 1).largest > end - start + 2) continue;
      for (let f = start; f <= end; f++) {
        if (!(rms[f]! <= options.lowError)) continue;
        const before = distance(start - 1, f);
        const after = distance(end + 1, f);
        const nearer = before.largest <= after.largest ? before : after;
        if (nearer.largest <= 1) continue;
        flips.push({ frame: f, distance: nearer.largest, dof: nearer.dof });
        flagged[f] = 1;
      }
      break;
    }
  }
  return flips;
}
