/**
 * How tall the heat-map's rows are and which of them carry their keypoint's name. Names are always
 * shown (issue 43: the map had names on hover only, since 30 fly keypoints in 240 px left 8 px rows,
 * under the 9 px the names needed): rows are made tall enough for a readable name when the map may
 * grow that far, and otherwise every n-th row is named, each name beside its own row.
 */
export interface HeatmapRowLayout {
  /** CSS pixels per row (the canvas's drawing pixels too). */
  rowHeight: number;
  /** The names' font size in CSS pixels: never below MIN_LABEL_FONT. */
  fontSize: number;
  /** Every `labelEvery`-th row is named (1: every row). */
  labelEvery: number;
}

/** The smallest font the row names are drawn in: smaller is not readable at a normal distance. */
export const MIN_LABEL_FONT = 10;
/** A named row is at least this tall: the font and a pixel of space each side. */
const NAMED_ROW = MIN_LABEL_FONT + 2;
const MAX_ROW = 20;

/** The rows' layout for `rows` keypoints in at most `maxHeight` CSS pixels (rows stay at least 2 px tall). */
export function heatmapRowLayout(rows: number, maxHeight: number): HeatmapRowLayout {
  const rowHeight = Math.max(2, Math.min(MAX_ROW, Math.floor(maxHeight / Math.max(1, rows))));
  if (rowHeight >= NAMED_ROW) return { rowHeight, fontSize: Math.min(12, rowHeight - 2), labelEvery: 1 };
  return { rowHeight, fontSize: MIN_LABEL_FONT, labelEvery: Math.ceil(NAMED_ROW / rowHeight) };
}
