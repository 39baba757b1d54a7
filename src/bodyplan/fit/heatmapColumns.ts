import { fitErrorAt, type FitErrors } from './fitErrors.ts';

/**
 * The heat-map's cells: one row per keypoint (fit.keypoints), one column per frame, or per run of
 * frames when there are more frames than columns. A cell keeps its run's largest error (a spike is
 * never averaged away) and the frame that holds it, which is where a click on the cell goes.
 */
export interface HeatmapCells {
  rows: number;
  columns: number;
  /** Row-major: row r, column c at `r * columns + c`; NaN when no frame of the run observed the keypoint. */
  values: Float32Array;
  /** The frame holding each cell's value (the run's first frame when the cell is NaN). */
  frames: Int32Array;
}

/** Frames [from, to) of column `column` out of `columns` over `frameCount` frames. */
export function columnFrames(column: number, columns: number, frameCount: number): [from: number, to: number] {
  return [Math.floor((column * frameCount) / columns), Math.floor(((column + 1) * frameCount) / columns)];
}

/** The column that shows frame `frame`. */
export function columnOfFrame(frame: number, columns: number, frameCount: number): number {
  return Math.min(columns - 1, Math.floor(((frame + 0.5) * columns) / frameCount));
}

/** Cells for at most `maxColumns` columns (as many as frames when they fit), all filled at once. */
export function heatmapCells(fit: FitErrors, maxColumns: number): HeatmapCells {
  const cells = emptyHeatmapCells(fit, maxColumns);
  fillHeatmapColumns(fit, cells, 0, cells.columns);
  return cells;
}

/**
 * Cells for at most `maxColumns` columns with nothing filled yet (every value NaN): filled column
 * range by column range with fillHeatmapColumns, so a page can spread a 100,000-frame map over
 * several short tasks and draw the columns as they come (issue 43: no task over 100 ms).
 */
export function emptyHeatmapCells(fit: FitErrors, maxColumns: number): HeatmapCells {
  const rows = fit.keypoints.length;
  const columns = Math.max(1, Math.min(fit.frameCount, Math.floor(maxColumns)));
  return { rows, columns, values: new Float32Array(rows * columns).fill(NaN), frames: new Int32Array(rows * columns) };
}

/** Fills columns [from, to) of `cells` (made by emptyHeatmapCells for `fit`). */
export function fillHeatmapColumns(fit: FitErrors, cells: HeatmapCells, from: number, to: number): void {
  const { rows, columns, values, frames } = cells;
  for (let c = from; c < to; c++) {
    const [first, end] = columnFrames(c, columns, fit.frameCount);
    for (let r = 0; r < rows; r++) {
      const joint = fit.keypoints[r]!;
      let best = NaN;
      let at = first;
      for (let f = first; f < end; f++) {
        const e = fitErrorAt(fit, f, joint);
        if (Number.isFinite(e) && !(e <= best)) {
          best = e;
          at = f;
        }
      }
      values[r * columns + c] = best;
      frames[r * columns + c] = at;
    }
  }
}

/** How many columns one step of fillHeatmapColumns should fill so it reads about `errorsPerStep` errors (at least one column). */
export function heatmapColumnsPerStep(fit: FitErrors, columns: number, errorsPerStep: number): number {
  const errorsPerColumn = Math.max(1, Math.ceil(fit.frameCount / columns) * fit.keypoints.length);
  return Math.max(1, Math.floor(errorsPerStep / errorsPerColumn));
}
