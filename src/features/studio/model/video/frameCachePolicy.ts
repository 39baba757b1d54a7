/**
 * The policy of a camera video's decoded-frame cache: which frames to decode on a miss, and which
 * to let go, so that at most `capacity` frames are held whatever the video's length.
 */

/** Frames [start, end) to decode for a missing frame `target`. */
export interface DecodeWindow {
  start: number;
  end: number;
}

/**
 * Moving forward (playback, stepping on, scrubbing right) the window reaches ahead of the target;
 * moving back it reaches behind, so that the next steps in the same direction are already decoded.
 * The window holds `capacity - 1` frames, leaving room for the frame on screen.
 */
export function decodeWindowFor(target: number, previousTarget: number | null, frameCount: number, capacity: number): DecodeWindow {
  const size = Math.max(1, Math.min(capacity - 1, frameCount));
  const backward = previousTarget !== null && target < previousTarget;
  let start = backward ? target - (size - 1) : target;
  start = Math.max(0, Math.min(start, frameCount - size));
  return { start, end: start + size };
}

/**
 * A bounded map from frame index to a decoded frame. Past `capacity`, the frames furthest from the
 * cursor go first (at equal distance the one behind, as playback goes forward; the cursor's own never), and every frame let go is handed to `release` (which
 * closes it: decoded frames hold decoder and GPU memory until closed).
 */
export class BoundedFrameCache<T> {
  private readonly frames = new Map<number, T>();
  private cursor = 0;

  constructor(
    readonly capacity: number,
    private readonly release: (frame: T) => void,
  ) {
    if (!(capacity >= 1)) throw new Error('a frame cache holds at least one frame');
  }

  get size(): number {
    return this.frames.size;
  }

  get(index: number): T | undefined {
    return this.frames.get(index);
  }

  has(index: number): boolean {
    return this.frames.has(index);
  }

  /** The frames held, in no order. */
  indices(): number[] {
    return [...this.frames.keys()];
  }

  /** Sets the frame the user is looking at: it is never let go, and distance is counted from it. */
  setCursor(index: number): void {
    this.cursor = index;
    this.trim();
  }

  put(index: number, frame: T): void {
    const previous = this.frames.get(index);
    if (previous !== undefined && previous !== frame) this.release(previous);
    this.frames.set(index, frame);
    this.trim();
  }

  clear(): void {
    for (const frame of this.frames.values()) this.release(frame);
    this.frames.clear();
  }

  private trim(): void {
    if (this.frames.size <= this.capacity) return;
    const byDistance = this.indices()
      .filter((index) => index !== this.cursor)
      .sort((a, b) => Math.abs(b - this.cursor) - Math.abs(a - this.cursor) || a - b);
    for (const index of byDistance) {
      if (this.frames.size <= this.capacity) break;
      this.release(this.frames.get(index)!);
      this.frames.delete(index);
    }
  }
}

/** Bytes of decoded frames one camera's video may hold (RGBA, 4 bytes a pixel). */
export const FRAME_CACHE_BUDGET_BYTES = 64 * 1024 * 1024;

/** How many decoded frames of a `width` × `height` video fit the budget: between 3 and 24. */
export function cacheCapacityFor(width: number, height: number, budgetBytes = FRAME_CACHE_BUDGET_BYTES): number {
  const frameBytes = Math.max(1, width * height * 4);
  return Math.max(3, Math.min(24, Math.floor(budgetBytes / frameBytes)));
}
