/**
 * Which frame of a camera's video belongs to a recording frame, and where that frame sits in the
 * video's time line. Frames are counted in presentation order from the video's first frame, as
 * DeepLabCut and anipose count them; the per-camera offset says how many frames the video started
 * before the recording (negative: after it).
 */

/** The video frame of recording frame `recordingFrame`, or null when the video has no frame there. */
export function videoFrameOf(recordingFrame: number, offset: number, frameCount: number): number | null {
  const index = recordingFrame + offset;
  return Number.isInteger(index) && index >= 0 && index < frameCount ? index : null;
}

/**
 * The start times (seconds) of a video's frames in presentation order, from its packets' times in
 * any order (decode order differs when a codec reorders frames).
 */
export function frameTableOf(packetTimestamps: ArrayLike<number>): Float64Array {
  return Float64Array.from(packetTimestamps).sort();
}

/**
 * A time inside frame `index` and no other: half-way to the next frame (or half of the previous
 * frame's length after the last one), so that a "the frame shown at time t" lookup lands on it even
 * when times were rounded to the container's time scale.
 */
export function timestampInside(table: Float64Array, index: number): number {
  const start = table[index]!;
  if (index + 1 < table.length) return (start + table[index + 1]!) / 2;
  const previous = index > 0 ? start - table[index - 1]! : 0;
  return start + previous / 2;
}

/** The index of the frame shown at time `t` (the last frame that starts at or before it), or -1 before the first. */
export function frameIndexAt(table: Float64Array, t: number): number {
  let low = 0;
  let high = table.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (table[middle]! <= t) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Reads the offset field: a whole number of frames, else a message saying what is wrong. */
export function parseFrameOffset(text: string): { ok: true; offset: number } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, offset: 0 };
  const value = Number(trimmed);
  if (!Number.isInteger(value)) return { ok: false, message: `frame offset "${text}" must be a whole number of frames (e.g. 12 or -3)` };
  return { ok: true, offset: value };
}

/**
 * The frame whose start is nearest to `t`: a decoded frame's time comes back rounded (WebCodecs
 * counts in microseconds), a little before or after its packet's time.
 */
export function nearestFrameIndex(table: Float64Array, t: number): number {
  const at = frameIndexAt(table, t);
  if (at < 0) return table.length > 0 ? 0 : -1;
  if (at + 1 < table.length && table[at + 1]! - t < t - table[at]!) return at + 1;
  return at;
}
