import { errorScaleCss, errorToLogScale, type ErrorScale } from '../../../bodyplan/fit/errorColorScale.ts';
import type { HeatmapCells } from '../../../bodyplan/fit/heatmapColumns.ts';

/**
 * The heat-map's cells drawn once into a canvas of their own, column range by column range as they
 * are filled (useHeatmapCells). The visible canvas copies this image and draws the current frame's
 * line and the cursor over it: playing a recording moves the line without drawing the cells again,
 * and a 100,000-frame map is drawn in the same short steps as its cells are computed.
 */
export interface HeatmapImage {
  canvas: HTMLCanvasElement;
  cells: HeatmapCells;
  rowHeight: number;
  scale: ErrorScale;
  /** Columns [0, drawn) are drawn. */
  drawn: number;
}

/** `previous` when it draws these cells at this size and scale; else a new image with no cell drawn yet (all "not observed" stripes). */
export function heatmapImageFor(previous: HeatmapImage | null, cells: HeatmapCells, width: number, rowHeight: number, scale: ErrorScale): HeatmapImage {
  if (previous && previous.cells === cells && previous.rowHeight === rowHeight && previous.scale === scale && previous.canvas.width === width) return previous;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = rowHeight * cells.rows;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = missingPattern(context);
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  return { canvas, cells, rowHeight, scale, drawn: 0 };
}

/** Draws the columns filled since the last call, up to `filled`. */
export function drawFilledColumns(image: HeatmapImage, filled: number): void {
  const context = image.canvas.getContext('2d');
  const { cells, rowHeight, scale } = image;
  if (!context || filled <= image.drawn) return;
  const columnWidth = image.canvas.width / cells.columns;
  for (let c = image.drawn; c < filled; c++) {
    for (let r = 0; r < cells.rows; r++) {
      const value = cells.values[r * cells.columns + c]!;
      if (Number.isNaN(value)) continue;
      context.fillStyle = errorScaleCss(errorToLogScale(value, scale));
      // Cells overlap by a fraction of a pixel so no seam shows between them.
      context.fillRect(Math.floor(c * columnWidth), r * rowHeight, Math.ceil(columnWidth) + 1, rowHeight);
    }
  }
  image.drawn = filled;
}

/** Light diagonal stripes: a keypoint not observed in a frame (no colour of the scale). */
function missingPattern(context: CanvasRenderingContext2D): CanvasPattern | string {
  const tile = document.createElement('canvas');
  tile.width = 4;
  tile.height = 4;
  const t = tile.getContext('2d');
  if (!t) return '#e2e8f0';
  t.fillStyle = '#ffffff';
  t.fillRect(0, 0, 4, 4);
  t.fillStyle = '#94a3b8';
  for (let i = 0; i < 4; i++) t.fillRect(i, 3 - i, 1, 1);
  return context.createPattern(tile, 'repeat') ?? '#e2e8f0';
}
