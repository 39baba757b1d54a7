/**
 * The frames a time plot shows: [start, end] in fractional frames, within [0, last] where last is
 * the recording's last frame. Zoom keeps the frame under the pointer (or the cursor) in place; the
 * window never gets narrower than MIN_SPAN frames nor leaves the recording.
 */
export interface TimeWindow {
  start: number;
  end: number;
}

const MIN_SPAN = 4;

export function fullWindow(frameCount: number): TimeWindow {
  return { start: 0, end: Math.max(1, frameCount - 1) };
}

/** Zooms by `factor` (< 1 in, > 1 out) about frame `anchor`. */
export function zoomWindow(window: TimeWindow, factor: number, anchor: number, frameCount: number): TimeWindow {
  const full = fullWindow(frameCount);
  const fullSpan = full.end - full.start;
  const span = Math.min(fullSpan, Math.max(Math.min(MIN_SPAN, fullSpan), (window.end - window.start) * factor));
  const at = Math.min(window.end, Math.max(window.start, anchor));
  const share = window.end > window.start ? (at - window.start) / (window.end - window.start) : 0.5;
  return clampWindow({ start: at - share * span, end: at - share * span + span }, frameCount);
}

/** Moves the window by `frames` (negative: earlier), stopping at either end of the recording. */
export function panWindow(window: TimeWindow, frames: number, frameCount: number): TimeWindow {
  return clampWindow({ start: window.start + frames, end: window.end + frames }, frameCount);
}

/** Keeps the window's span (at most the whole recording) and slides it inside [0, last]. */
export function clampWindow(window: TimeWindow, frameCount: number): TimeWindow {
  const full = fullWindow(frameCount);
  const span = Math.min(full.end - full.start, window.end - window.start);
  const start = Math.min(full.end - span, Math.max(full.start, window.start));
  return { start, end: start + span };
}

/** Frame at x (0..width) in the window, rounded and within the recording. */
export function frameAtX(window: TimeWindow, x: number, width: number, frameCount: number): number {
  const f = window.start + (x / Math.max(1, width)) * (window.end - window.start);
  return Math.min(frameCount - 1, Math.max(0, Math.round(f)));
}

/** The window moved just enough that frame `frame` is in view (playback keeps the cursor visible). */
export function windowShowing(window: TimeWindow, frame: number, frameCount: number): TimeWindow {
  if (frame >= window.start && frame <= window.end) return window;
  const span = window.end - window.start;
  return clampWindow(frame < window.start ? { start: frame, end: frame + span } : { start: frame - span, end: frame }, frameCount);
}
