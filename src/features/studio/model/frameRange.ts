/** A range of frames marked on the timeline (0-based, both included, from ≤ to). */
export interface FrameRange {
  from: number;
  to: number;
}

/** "Set range start" at `frame`: the end is kept when it is still at or after it, else the range is that one frame. */
export function rangeStartAt(range: FrameRange | null, frame: number): FrameRange {
  return range !== null && range.to >= frame ? { from: frame, to: range.to } : { from: frame, to: frame };
}

/** "Set range end" at `frame`: the start is kept when it is still at or before it, else the range is that one frame. */
export function rangeEndAt(range: FrameRange | null, frame: number): FrameRange {
  return range !== null && range.from <= frame ? { from: range.from, to: frame } : { from: frame, to: frame };
}

/** Shift+click on a lane: the frames between the cursor and the frame clicked, in either order. */
export function rangeBetween(a: number, b: number): FrameRange {
  return { from: Math.min(a, b), to: Math.max(a, b) };
}
