/**
 * A video's frame rate from its frames' start times (seconds, presentation order: frameTableOf).
 *
 * The mean frame duration over the whole track, not the median of neighbouring differences:
 * containers round times to their time scale (WebM to the millisecond), so a 30 fps WebM has
 * durations of 33 and 34 ms whose median says 30.3 fps, while first-to-last over many frames is
 * exact to a fraction of a frame. A rate within 0.03% of a whole number, or of NTSC's
 * whole × 1000/1001 (29.97, 59.94), is that rate: what the camera was set to.
 */
/** How close (relative) a measured rate must be to a camera's rate to be taken as it. */
const SNAP = 3e-4;

export function videoFrameRate(frameStarts: ArrayLike<number>): number | null {
  const n = frameStarts.length;
  if (n < 2) return null;
  const span = frameStarts[n - 1]! - frameStarts[0]!;
  if (!(span > 0) || !Number.isFinite(span)) return null;
  const fps = (n - 1) / span;
  const whole = Math.round(fps);
  const ntsc = (Math.round((fps * 1001) / 1000) * 1000) / 1001;
  // The nearer of the two, if close enough: they are themselves only 0.1% apart.
  const nearest = Math.abs(fps - whole) <= Math.abs(fps - ntsc) ? whole : ntsc;
  if (nearest > 0 && Math.abs(fps - nearest) <= nearest * SNAP) return nearest === whole ? whole : Math.round(nearest * 1000) / 1000;
  return Math.round(fps * 1000) / 1000;
}
