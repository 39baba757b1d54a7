import { fpsText } from '../recording/fpsText.ts';

/**
 * The timeline's position readout: seconds and frames when the recording has a usable frame rate,
 * frames only (and said so) when it has not.
 */
export function timeText(frame: number, count: number, fps: number | null | undefined): string {
  const frames = `frame ${frame + 1} of ${count}`;
  if (typeof fps !== 'number' || !Number.isFinite(fps) || fps <= 0) return `${frames} (no frame rate: frames only)`;
  return `${seconds(frame / fps)} of ${seconds((count - 1) / fps)} · ${frames} at ${fpsText(fps)} fps`;
}

/** Seconds to the millisecond, without trailing zeros past the first decimal. */
function seconds(value: number): string {
  return `${value.toFixed(3).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '.0')} s`;
}

