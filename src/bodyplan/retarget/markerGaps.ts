/**
 * Gaps in a clip's marker trajectories (a marker the cameras lost for some frames: empty fields in
 * a .trc, a residual of -1 in a .c3d, both read as NaN), counted for the report and, when short,
 * filled, as mocap tools do before anything is computed from the markers: Vicon Nexus and Qualisys
 * fill small gaps with a spline, anipose interpolates over a few frames. A gap of at most
 * MAX_FILLED_GAP frames with data on both sides is filled with a cubic (Hermite, the slopes from
 * the frames on each side: slope below); a longer gap, or one at the clip's start or end, is left empty, and
 * its marker drops out of the solve on those frames (solveRetarget.ts: a NaN target is no target).
 */

/** The longest gap filled, in frames: a third of a second at 30 fps, where a marker's path is still close to a cubic. */
export const MAX_FILLED_GAP = 10;

/** The gaps of one source marker. */
export interface SourceGap {
  source: string;
  /** Runs of missing frames. */
  gaps: number;
  missing_frames: number;
  /** Frames filled (gaps of at most MAX_FILLED_GAP frames with data on both sides). */
  filled_frames: number;
  /** The longest gap, frames, and its first frame. */
  longest: number;
  longest_from: number;
}

/** The report's count of gaps in the mapped sources (`source_gaps` in report.json). */
export interface SourceGaps {
  gaps: number;
  missing_frames: number;
  filled_frames: number;
  max_filled_gap: number;
  /** The mapped sources that have a gap, in the clip's order. */
  sources: SourceGap[];
}

/** No gap at all (a BVH, or targets built without a clip). */
export const NO_SOURCE_GAPS: SourceGaps = { gaps: 0, missing_frames: 0, filled_frames: 0, max_filled_gap: MAX_FILLED_GAP, sources: [] };

/**
 * Fills the short gaps of column `column` of `positions` (frameCount × count × 3) in place, and
 * returns what it found. A frame is missing when its x is NaN.
 */
export function fillShortGaps(positions: Float64Array, count: number, column: number, frameCount: number, source: string): SourceGap {
  const at = (f: number, axis: number): number => positions[3 * (f * count + column) + axis]!;
  const present = (f: number): boolean => f >= 0 && f < frameCount && Number.isFinite(at(f, 0));
  const result: SourceGap = { source, gaps: 0, missing_frames: 0, filled_frames: 0, longest: 0, longest_from: -1 };
  for (let f = 0; f < frameCount; ) {
    if (present(f)) {
      f++;
      continue;
    }
    const from = f;
    while (f < frameCount && !present(f)) f++;
    const length = f - from;
    result.gaps++;
    result.missing_frames += length;
    if (length > result.longest) {
      result.longest = length;
      result.longest_from = from;
    }
    if (length > MAX_FILLED_GAP || from === 0 || f === frameCount) continue;
    const before = from - 1;
    const after = f;
    const span = after - before;
    const slopeBefore = slope(present, at, before, -1);
    const slopeAfter = slope(present, at, after, 1);
    for (let g = from; g < after; g++) {
      const t = (g - before) / span;
      const [h00, h10, h01, h11] = [2 * t ** 3 - 3 * t ** 2 + 1, t ** 3 - 2 * t ** 2 + t, -2 * t ** 3 + 3 * t ** 2, t ** 3 - t ** 2];
      for (let a = 0; a < 3; a++) {
        const chord = (at(after, a) - at(before, a)) / span;
        const m0 = slopeBefore[a] ?? chord;
        const m1 = slopeAfter[a] ?? chord;
        positions[3 * (g * count + column) + a] = h00 * at(before, a) + h10 * span * m0 + h01 * at(after, a) + h11 * span * m1;
      }
    }
    result.filled_frames += length;
  }
  return result;
}

/**
 * The per-frame slope at the gap's edge frame `edge` from the frames further out (`direction` -1:
 * before the gap, 1: after it): with 4 more frames seen, the one-sided difference over every other
 * frame that is exact on a parabola, (3 p(e) − 4 p(e∓2) + p(e∓4)) / 4 (a plain difference over 3
 * frames missed a 1 Hz, 10 cm swing by 3.7 mm across 6 frames; this, 0.5 mm: markerGaps.test.ts); else
 * the plain difference over the frames there are; undefined entries when there is none (the fill
 * then takes the chord).
 */
function slope(present: (f: number) => boolean, at: (f: number, axis: number) => number, edge: number, direction: -1 | 1): (number | undefined)[] {
  const out = (k: number) => edge + direction * k;
  if ([1, 2, 3, 4].every((k) => present(out(k)))) {
    // Per frame along time: the stencil reads outward, so its sign follows the direction.
    return [0, 1, 2].map((a) => (-direction * (3 * at(edge, a) - 4 * at(out(2), a) + at(out(4), a))) / 4);
  }
  let outer = edge;
  for (let k = 1; k <= 3 && present(out(k)); k++) outer = out(k);
  if (outer === edge) return [undefined, undefined, undefined];
  const frames = Math.abs(edge - outer);
  return [0, 1, 2].map((a) => (direction < 0 ? at(edge, a) - at(outer, a) : at(outer, a) - at(edge, a)) / frames);
}
