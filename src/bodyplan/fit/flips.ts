import { dofDepartures, type AngleRows } from './angleJumps.ts';

export interface Flip {
  frame: number;
  /** How far the DOF is from both sides' extrapolations, in its jump thresholds. */
  distance: number;
  /** The DOF furthest off (when several are). */
  dof: number;
}

export interface FlipOptions {
  /** Runs of up to this many frames that leave and come back count (1: single frames). */
  longestRun: number;
  /** A frame's image error must be at most this for a flip (a high error is its own reason). */
  lowError: number;
  /** How far from both sides' extrapolations, in jump thresholds, a flip is. Default 2. */
  distance?: number;
}

/**
 * Frames whose pose is far from the frames on both sides while the image error stays low: the
 * solve found another pose that fits the image about as well (a leg rolled the other way, a
 * mirror solution). Per DOF, a run of up to `longestRun` frames is entered and left by a jump
 * (a change departing from the motion around it by more than the DOF's threshold, see
 * dofDepartures and jumpThresholds), and a frame of the run lies more than `distance` thresholds
 * from where the motion before the run would have carried the DOF and from where the motion after
 * it comes from (straight-line extrapolations from each side). Fast but smooth motion, a start or
 * a stop, and a step that stays are not flips: one side's extrapolation explains them.
 */
export function findFlips(rows: AngleRows, thresholds: Float64Array, rms: ArrayLike<number>, options: FlipOptions): Flip[] {
  const far = options.distance ?? 2;
  const { count, stride, data } = rows;
  const best = new Map<number, Flip>();
  const departures = new Float64Array(count);
  for (let d = 0; d < rows.dofCount; d++) {
    const threshold = thresholds[d]!;
    dofDepartures(rows, d, departures);
    const x = (f: number) => data[f * stride + d]!;
    for (let start = 1; start < count - 1; start++) {
      if (!(departures[start]! > threshold)) continue;
      for (let end = start; end < Math.min(count - 1, start + options.longestRun); end++) {
        if (!(departures[end + 1]! > threshold)) continue;
        const before = start >= 2 ? x(start - 1) - x(start - 2) : 0;
        const after = end + 2 < count ? x(end + 2) - x(end + 1) : 0;
        for (let f = start; f <= end; f++) {
          const fromBefore = Math.abs(x(f) - (x(start - 1) + before * (f - start + 1)));
          const fromAfter = Math.abs(x(f) - (x(end + 1) - after * (end + 1 - f)));
          const distance = Math.min(fromBefore, fromAfter) / threshold;
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
