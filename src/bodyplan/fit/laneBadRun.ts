import { robustUpperThreshold } from './robustStats.ts';

/** A run of frames (0-based, both included) where one camera's error stands out. */
export interface BadRun {
  from: number;
  to: number;
}

export interface BadRunOptions {
  /** High: above median + this many robust standard deviations of the lane, and above `ratio` × its median. */
  spread: number;
  ratio: number;
  /** Errors up to this are never high (1 px: below it a camera's error is a detector's noise). */
  floor: number;
  /** Up to this many frames that are not high (or not seen) inside a run do not end it: a lost leg is not lost in every frame. */
  gap: number;
}

export const DEFAULT_BAD_RUN_OPTIONS: Readonly<BadRunOptions> = { spread: 6, ratio: 3, floor: 1, gap: 2 };

/**
 * The run of frames where a camera's error lane is highest above its usual, to offer as the range to
 * exclude: frames above the lane's robust threshold (the suspicious list's rule), joined across short
 * gaps; of several runs, the one with the most error above the threshold. Null when nothing stands out.
 */
export function worstBadRun(lane: ArrayLike<number>, options: BadRunOptions = DEFAULT_BAD_RUN_OPTIONS): BadRun | null {
  const threshold = robustUpperThreshold(lane, options.spread, options.ratio, options.floor);
  let best: { run: BadRun; excess: number } | null = null;
  let current: { run: BadRun; excess: number } | null = null;
  const close = () => {
    if (current !== null && (best === null || current.excess > best.excess)) best = current;
    current = null;
  };
  for (let f = 0; f < lane.length; f++) {
    const value = lane[f]!;
    if (!(value > threshold)) {
      if (current !== null && f - current.run.to > options.gap) close();
      continue;
    }
    if (current === null) current = { run: { from: f, to: f }, excess: 0 };
    current.run.to = f;
    current.excess += value / threshold - 1;
  }
  close();
  return best === null ? null : (best as { run: BadRun }).run;
}
