/**
 * Where a long name is cut when its row is too narrow: robot and animal names share their start
 * (`left_hip_…`, `panda_link…`, `lf_tro…`) and their end (`…_joint`, `…_link`), and differ in between
 * or at the very end (`panda_link6` / `panda_link7`). So the row keeps the first and the last
 * characters whole and lets the middle shrink to an ellipsis, as Finder and VS Code's tabs do: two
 * joints can be told apart without widening the dock.
 */
export interface MiddleEllipsisParts {
  /** Always shown whole. */
  start: string;
  /** Shrinks, cut with an ellipsis at its end; empty when the name is too short to cut. */
  middle: string;
  /** Always shown whole. */
  end: string;
}

const START = 4;
/** At most this many characters are kept whole at the end. */
const MAX_END = 6;
/**
 * A one-character middle is not worth cutting (its ellipsis would be as wide as it is), and a box
 * kept wide enough for the ellipsis would leave a gap beside it: the name then stays whole.
 */
const MIN_MIDDLE = 2;

export function middleEllipsisParts(name: string): MiddleEllipsisParts {
  const chars = Array.from(name);
  const endLength = Math.min(MAX_END, Math.floor(chars.length / 2));
  const middleLength = chars.length - START - endLength;
  if (middleLength < MIN_MIDDLE) return { start: name, middle: '', end: '' };
  return {
    start: chars.slice(0, START).join(''),
    middle: chars.slice(START, START + middleLength).join(''),
    end: chars.slice(START + middleLength).join(''),
  };
}
