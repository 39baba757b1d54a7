import type { AngleRows } from './angleJumps.ts';

export interface Flip {
  frame: number;
  /** How far the DOF is from the line between the frames around the run, in its jump thresholds. */
  distance: number;
  /** The DOF furthest off (when several are). */
  dof: number;
}

export interface FlipOptions {
  /** Runs of up to this many frames that leave and come back count (1: single frames). */
  longestRun: number;
  /** A frame's image error must be at most this for a flip (a high error is its own reason). */
  lowError: number;
  /** How far off the line between the frames around the run, in jump thresholds, a flip is. Default 2. */
  distance?: number;
}

/**
 * Frames whose pose is far from the frames on both sides while the image error stays low: the
 * solve found another pose that fits the image about as well (a leg rolled the other way, a
 * mirror solution). Per DOF, a run of up to `longestRun` frames is entered and left by a jump
 * (a change above the DOF's threshold, see jumpThresholds), the frames around it are no further
 * apart than ordinary motion over the gap, and a frame of the run lies more than `distance`
 * thresholds off the straight line between them. Fast but smooth motion is not a flip: it stays
 * near that line.
 */
export function findFlips(rows: AngleRows, thresholds: Float64Array, rms: ArrayLike<number>, options: FlipOptions): Flip[] {
  const far = options.distance ?? 2;
  const { count, stride, data } = rows;
  const best = new Map<number, Flip>();
  for (let d = 0; d < rows.dofCount; d++) {
    const threshold = thresholds[d]!;
    const x = (f: number) => data[f * stride + d]!;
    for (let start = 1; start < count - 1; start++) {
      if (!(Math.abs(x(start) - x(start - 1)) > threshold)) continue;
      for (let end = start; end < Math.min(count - 1, start + options.longestRun); end++) {
        if (!(Math.abs(x(end + 1) - x(end)) > threshold)) continue;
        const gap = end - start + 2;
        const chord = x(end + 1) - x(start - 1);
        if (Math.abs(chord) > threshold * gap) break;
        for (let f = start; f <= end; f++) {
          const distance = Math.abs(x(f) - (x(start - 1) + (chord * (f - start + 1)) / gap)) / threshold;
          if (distance <= far || !(rms[f]! <= options.lowError)) continue;
          const known = best.get(f);
          if (known === undefined || distance > known.distance) best.set(f, { frame: f, distance, dof: d });
        }
        break;
      }
    }
  }
  return [...best.values()].sort((a, b) => a.frame - b.frame);
}
