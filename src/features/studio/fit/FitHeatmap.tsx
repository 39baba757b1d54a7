import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { errorScaleCss, errorToLogScale } from '../../../bodyplan/fit/errorColorScale.ts';
import { columnFrames, columnOfFrame, heatmapCells } from '../../../bodyplan/fit/heatmapColumns.ts';
import { formatNumber } from '../model/formatNumber.ts';
import type { FitData } from './useFitData.ts';

/** The canvas's drawing width: at most this many columns (frames beyond it share a column, keeping their max). */
const WIDTH = 300;
const MAX_HEIGHT = 240;

interface FitHeatmapProps {
  data: FitData;
  jointNames: readonly string[];
  frameNumbers: readonly number[];
  frame: number;
  /** A cell was chosen (click or Enter): the frame holding its error and its keypoint's joint. */
  onPick: (frame: number, joint: number) => void;
}

/**
 * Keypoint × frame errors on one canvas (not a DOM node per cell): rows are keypoints, columns
 * frames (or runs of frames, each showing its largest error). Arrow keys move a cell cursor,
 * Enter or a click picks the cell; the readout under it says what the cursor is on.
 */
export function FitHeatmap({ data, jointNames, frameNumbers, frame, onPick }: FitHeatmapProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { fit, scale } = data;
  const cells = useMemo(() => heatmapCells(fit, WIDTH), [fit]);
  const rowHeight = Math.max(2, Math.min(20, Math.floor(MAX_HEIGHT / Math.max(1, cells.rows))));
  const height = rowHeight * cells.rows;
  const [cursorState, setCursor] = useState<{ row: number; column: number } | null>(null);
  // A new solve may have fewer rows or columns: a cursor outside them is dropped.
  const cursor = cursorState && cursorState.row < cells.rows && cursorState.column < cells.columns ? cursorState : null;
  // The cell under the pointer, described in the readout while the pointer is over the map.
  const [hoverState, setHover] = useState<{ row: number; column: number } | null>(null);
  const hover = hoverState && hoverState.row < cells.rows && hoverState.column < cells.columns ? hoverState : null;
  const columnWidth = WIDTH / cells.columns;
  const currentColumn = columnOfFrame(frame, cells.columns, fit.frameCount);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, WIDTH, height);
    context.fillStyle = missingPattern(context);
    context.fillRect(0, 0, WIDTH, height);
    for (let r = 0; r < cells.rows; r++) {
      for (let c = 0; c < cells.columns; c++) {
        const value = cells.values[r * cells.columns + c]!;
        if (Number.isNaN(value)) continue;
        context.fillStyle = errorScaleCss(errorToLogScale(value, scale));
        // Cells overlap by a fraction of a pixel so no seam shows between them.
        context.fillRect(Math.floor(c * columnWidth), r * rowHeight, Math.ceil(columnWidth) + 1, rowHeight);
      }
    }
    context.fillStyle = 'rgba(194, 65, 12, 0.9)';
    context.fillRect(Math.floor((currentColumn + 0.5) * columnWidth) - 1, 0, 2, height);
    if (cursor) {
      context.strokeStyle = '#0f172a';
      context.lineWidth = 1.5;
      context.strokeRect(cursor.column * columnWidth + 0.75, cursor.row * rowHeight + 0.75, Math.max(2, columnWidth - 1.5), Math.max(2, rowHeight - 1.5));
    }
  }, [cells, columnWidth, currentColumn, cursor, height, rowHeight, scale]);

  if (cells.rows === 0) return null;
  const pick = (row: number, column: number) => {
    setCursor({ row, column });
    onPick(cells.frames[row * cells.columns + column]!, fit.keypoints[row]!);
  };
  const cellAt = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const column = Math.min(cells.columns - 1, Math.max(0, Math.floor(((event.clientX - rect.left) / rect.width) * cells.columns)));
    const row = Math.min(cells.rows - 1, Math.max(0, Math.floor(((event.clientY - rect.top) / rect.height) * cells.rows)));
    return { row, column };
  };
  const onClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const { row, column } = cellAt(event);
    pick(row, column);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const at = cursor ?? { row: 0, column: currentColumn };
    const moves: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    const move = moves[event.key];
    if (move) {
      const step = event.shiftKey ? 10 : 1;
      setCursor({
        row: Math.min(cells.rows - 1, Math.max(0, at.row + move[0] * step)),
        column: Math.min(cells.columns - 1, Math.max(0, at.column + move[1] * step)),
      });
    } else if (event.key === 'Home' || event.key === 'End') {
      setCursor({ row: at.row, column: event.key === 'Home' ? 0 : cells.columns - 1 });
    } else if (event.key === 'Enter' || event.key === ' ') {
      pick(at.row, at.column);
    } else return;
    // The keys' cell is what the readout describes now, wherever the pointer rests.
    setHover(null);
    event.preventDefault();
  };

  const describe = (row: number, column: number): string => {
    const joint = fit.keypoints[row]!;
    const value = cells.values[row * cells.columns + column]!;
    const [from, to] = columnFrames(column, cells.columns, fit.frameCount);
    const at = cells.frames[row * cells.columns + column]!;
    const frames = to - from > 1 ? `frames ${from + 1}–${to}, ` : '';
    if (Number.isNaN(value)) return `${jointNames[joint]}, ${frames || `frame ${from + 1}, `}not observed`;
    return `${jointNames[joint]}, ${frames}frame ${at + 1} (file frame ${frameNumbers[at] ?? at}): error ${formatNumber(value, 4)}${to - from > 1 ? ' (the largest of these frames)' : ''}`;
  };

  return (
    <div className="fit-heatmap">
      {rowHeight >= 9 && (
        // Row names beside the map when rows are tall enough to read (the readout names any cell).
        <ol className="fit-heatmap-rows" aria-hidden="true" style={{ gridTemplateRows: `repeat(${cells.rows}, ${rowHeight}px)` }}>
          {fit.keypoints.map((joint) => (
            <li key={joint} style={{ fontSize: `${Math.min(11, rowHeight - 1)}px`, lineHeight: `${rowHeight}px` }}>
              {jointNames[joint]}
            </li>
          ))}
        </ol>
      )}
      <canvas
        style={{ height: `${height}px` }}
        ref={canvas}
        width={WIDTH}
        height={height}
        tabIndex={0}
        role="application"
        aria-roledescription="error heat-map"
        aria-label="Error per keypoint (rows) and frame (columns)"
        aria-describedby="fit-heatmap-readout"
        data-rows={cells.rows}
        data-columns={cells.columns}
        data-frame-count={fit.frameCount}
        data-keypoints={fit.keypoints.join(',')}
        data-scale-low={scale.low}
        data-scale-high={scale.high}
        onClick={onClick}
        onKeyDown={onKeyDown}
        onMouseMove={(event) => {
          const cell = cellAt(event);
          if (cell.row !== hover?.row || cell.column !== hover?.column) setHover(cell);
        }}
        onMouseLeave={() => setHover(null)}
      />
      <p id="fit-heatmap-readout" className="studio-muted fit-heatmap-readout" aria-live="polite">
        {hover ? describe(hover.row, hover.column) : cursor ? describe(cursor.row, cursor.column) : 'Click a cell, or focus the map and use the arrow keys and Enter, to go to that frame and keypoint.'}
      </p>
    </div>
  );
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
