import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';

/**
 * The labels at the two ends of a time axis: the frame (1-based, as the frame readout) and, when
 * the recording's frame rate is known, its time in seconds (frame 1 is 0 s). The seconds get as
 * many decimals as the window's span needs for its two ends to differ.
 */
export function timeAxisEnds(window: TimeWindow, fps: number | null): { start: string; end: string } {
  const first = Math.round(window.start);
  const last = Math.round(window.end);
  if (fps === null || !(fps > 0) || !Number.isFinite(fps)) return { start: `${first + 1}`, end: `${last + 1}` };
  const span = (last - first) / fps;
  const decimals = span >= 100 ? 0 : span >= 10 ? 1 : span >= 1 ? 2 : 3;
  const label = (frame: number) => `${frame + 1} · ${(frame / fps).toFixed(decimals)} s`;
  return { start: label(first), end: label(last) };
}
