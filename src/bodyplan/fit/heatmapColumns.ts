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

/** Cells for at most `maxColumns` columns (as many as frames when they fit). */
export function heatmapCells(fit: FitErrors, maxColumns: number): HeatmapCells {
  const rows = fit.keypoints.length;
  const columns = Math.max(1, Math.min(fit.frameCount, Math.floor(maxColumns)));
  const values = new Float32Array(rows * columns).fill(NaN);
  const frames = new Int32Array(rows * columns);
  for (let c = 0; c < columns; c++) {
    const [from, to] = columnFrames(c, columns, fit.frameCount);
    for (let r = 0; r < rows; r++) {
      const joint = fit.keypoints[r]!;
      let best = NaN;
      let at = from;
      for (let f = from; f < to; f++) {
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
  return { rows, columns, values, frames };
}
