import { fillShortGaps } from './markerGaps.ts';
import type { LinkRoles } from './robotLinkRoles.ts';
import { roleKey } from './robotLinkRoles.ts';

/**
 * Targets a labeller got wrong: two markers swapped for a few frames (LKNE and LTHI where the legs
 * cross, LTOE and LHEE), or a ghost marker taken for a real one. Such a target stays close to the
 * body, so neither a gap nor a speed tells it; what tells it is that a limb segment changes length.
 * The knee and ankle targets ride on one shank, the shoulder and elbow on one upper arm: their
 * distance holds to within a few centimetres over a clip (markers sit on skin off the joints), while
 * LKNE swapped with LTHI makes the shank 15 to 20 cm longer for as long as the swap lasts.
 *
 * A segment (two mapped links on one limb segment, SEGMENTS) is off on a frame when its length
 * differs from its median over the clip by more than OUTLIER_MIN_METRES and OUTLIER_FRACTION of
 * that median. The target to blame is the one of the pair whose other segments, if any, are all fine
 * that frame: a swapped knee makes the shank off and leaves the ankle's foot segment fine, so the
 * knee is blamed; with nothing to tell them apart, both are. A blamed target is kept for the report
 * (its tracking error shows the swap) but left out of the solve on that frame (solveRetarget.ts), so
 * it does not drag the robot's joints to follow it.
 */

/** Body points on one segment, in each limb: [upper, lower]. */
const SEGMENTS = [['hip', 'knee'], ['knee', 'ankle'], ['ankle', 'toe'], ['shoulder', 'elbow'], ['elbow', 'hand']] as const;

/** A segment's length may change this much (metres of the placed clip) before a target is doubted. */
export const OUTLIER_MIN_METRES = 0.04;
/** ... and this fraction of its median length. */
export const OUTLIER_FRACTION = 0.2;

/** Frames where a link's target was left out of the solve. */
export interface RejectedTarget {
  link: string;
  /** How many frames. */
  frames: number;
  /** Runs of frames [first, last]. */
  ranges: [number, number][];
  /** The segment whose length gave it away, and by how much (cm) at most. */
  segment: string;
  off_cm: number;
  /** The solve followed the target filled over those frames relative to this link (fillRejected). */
  filled_from: string;
}

export interface SegmentOutliers {
  /** frameCount × links: 1 where a target is left out of the solve. */
  rejected: Uint8Array;
  targets: RejectedTarget[];
  blame: Blame;
}

/** Finds the outlier targets (see the file's comment) of placed targets (frameCount × links × 3, metres). */
export function segmentOutliers(positions: Float64Array, links: readonly string[], frameCount: number, roles: LinkRoles): SegmentOutliers {
  const L = links.length;
  const column = (side: 'left' | 'right', role: string): number => links.indexOf(roles.get(roleKey(side, role as 'knee')) ?? '');
  const segments = (['left', 'right'] as const).flatMap((side) => SEGMENTS.map(([a, b]) => [column(side, a), column(side, b)] as const).filter(([a, b]) => a >= 0 && b >= 0));
  const length = (f: number, a: number, b: number): number => {
    const i = 3 * (f * L + a);
    const j = 3 * (f * L + b);
    return Math.hypot(positions[i]! - positions[j]!, positions[i + 1]! - positions[j + 1]!, positions[i + 2]! - positions[j + 2]!);
  };
  // Per segment and frame: how far (m) its length is off its median, NaN where a target is missing.
  const off = segments.map(([a, b]) => {
    const lengths = Float64Array.from({ length: frameCount }, (_, f) => length(f, a, b));
    const median = medianOf(lengths.filter(Number.isFinite));
    const tolerance = Math.max(OUTLIER_MIN_METRES, OUTLIER_FRACTION * median);
    return { a, b, tolerance, by: lengths.map((d) => Math.abs(d - median)) };
  });
  const rejected = new Uint8Array(frameCount * L);
  const blamedBy = new Map<number, { segment: string; off: number; partner: number }>();
  for (let f = 0; f < frameCount; f++) {
    const bad = off.filter((s) => s.by[f]! > s.tolerance);
    for (const s of bad) {
      // A link is cleared by another segment of its own that is measured and fine on this frame.
      const cleared = (link: number) => off.some((t) => t !== s && (t.a === link || t.b === link) && t.by[f]! <= t.tolerance);
      const blamed = [s.a, s.b].filter((link) => !cleared(link));
      for (const link of blamed.length > 0 ? blamed : [s.a, s.b]) {
        rejected[f * L + link] = 1;
        const worst = blamedBy.get(link);
        if (worst === undefined || s.by[f]! > worst.off) blamedBy.set(link, { segment: `${links[s.a]} to ${links[s.b]}`, off: s.by[f]!, partner: link === s.a ? s.b : s.a });
      }
    }
  }
  return { rejected, targets: listRejected(rejected, links, frameCount, blamedBy), blame: blamedBy };
}

/** Which segment gave a link away, and by how much (m) at most. */
export type Blame = ReadonlyMap<number, { segment: string; off: number; partner: number }>;

/** The rejected targets of `rejected` (frameCount × links), one entry per link with a rejected frame. */
export function listRejected(rejected: Uint8Array, links: readonly string[], frameCount: number, blame: Blame): RejectedTarget[] {
  const L = links.length;
  return [...blame.entries()]
    .sort(([a], [b]) => a - b)
    .map(([link, worst]): RejectedTarget => {
      const ranges: [number, number][] = [];
      let frames = 0;
      for (let f = 0; f < frameCount; f++) {
        if (rejected[f * L + link] !== 1) continue;
        frames++;
        const last = ranges.at(-1);
        if (last !== undefined && last[1] === f - 1) last[1] = f;
        else ranges.push([f, f]);
      }
      return { link: links[link]!, frames, ranges, segment: worst.segment, off_cm: Math.round(worst.off * 1000) / 10, filled_from: links[worst.partner]! };
    })
    .filter((target) => target.frames > 0);
}

/**
 * What the solve pulls a rejected target toward: the target's offset from its segment partner
 * (`filled_from`) filled over the rejected frames like a gap (markerGaps.ts: a cubic over at most
 * MAX_FILLED_GAP frames; a longer run is left out, NaN), added to where the partner is. Filling
 * the offset rather than the position keeps what the partner did: a swinging shank's ankle moves
 * 20 cm in the 8 frames of the test clip's swap, and a cubic through the knee alone missed the
 * true knee by 8 cm there, the offset's fill by less (noisyMarkers.test.ts).
 * `positions` is frameCount × links × 3 (the targets with the rejected ones as recorded); returns a copy.
 */
export function fillRejected(positions: Float64Array, links: readonly string[], frameCount: number, rejected: Uint8Array, targets: readonly RejectedTarget[]): Float64Array {
  const L = links.length;
  const out = Float64Array.from(positions);
  for (const target of targets) {
    const link = links.indexOf(target.link);
    const partner = links.indexOf(target.filled_from);
    const offset = new Float64Array(3 * frameCount);
    for (let f = 0; f < frameCount; f++) {
      for (let a = 0; a < 3; a++) offset[3 * f + a] = rejected[f * L + link] === 1 ? NaN : positions[3 * (f * L + link) + a]! - positions[3 * (f * L + partner) + a]!;
    }
    fillShortGaps(offset, 1, 0, frameCount, target.link);
    for (let f = 0; f < frameCount; f++) {
      if (rejected[f * L + link] !== 1) continue;
      for (let a = 0; a < 3; a++) out[3 * (f * L + link) + a] = offset[3 * f + a]! + positions[3 * (f * L + partner) + a]!;
    }
  }
  return out;
}

function medianOf(values: Float64Array): number {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
