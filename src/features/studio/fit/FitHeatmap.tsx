import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { columnFrames, columnOfFrame } from '../../../bodyplan/fit/heatmapColumns.ts';
import { formatNumber } from '../model/formatNumber.ts';
import { HeatmapRowNames } from './HeatmapRowNames.tsx';
import { heatmapSummaryText } from './heatmapSummaryText.ts';
import { drawFilledColumns, heatmapImageFor, type HeatmapImage } from './heatmapImage.ts';
import { heatmapRowLayout } from './heatmapRowLayout.ts';
import type { FitData } from './useFitData.ts';
import { useHeatmapCells } from './useHeatmapCells.ts';

/** The canvas's drawing width: at most this many columns (frames beyond it share a column, keeping their max). */
const WIDTH = 300;
/** The map's height when its host gives none (the timeline's lane keeps its size). */
const DEFAULT_MAX_HEIGHT = 240;

interface FitHeatmapProps {
  data: FitData;
  jointNames: readonly string[];
  frameNumbers: readonly number[];
  frame: number;
  /** A cell was chosen (click or Enter): the frame holding its error and its keypoint's joint. */
  onPick: (frame: number, joint: number) => void;
  /** The tallest the map may be (CSS px): rows grow to name every keypoint when this allows. */
  maxHeight?: number;
}

/**
 * Keypoint × frame errors on one canvas (not a DOM node per cell): rows are keypoints, named beside
 * them, columns frames (or runs of frames, each showing its largest error), filled and drawn in
 * short steps on a long recording. Arrow keys move a cell cursor, Enter or a click picks the cell;
 * the readout under it says what the cursor is on, and a summary names the worst keypoints for
 * screen readers.
 */
export function FitHeatmap({ data, jointNames, frameNumbers, frame, onPick, maxHeight = DEFAULT_MAX_HEIGHT }: FitHeatmapProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const image = useRef<HeatmapImage | null>(null);
  const summaryId = useId();
  const { fit, scale } = data;
  const { cells, filled } = useHeatmapCells(fit, WIDTH);
  const { rowHeight, fontSize, labelEvery } = heatmapRowLayout(cells.rows, maxHeight);
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
    image.current = heatmapImageFor(image.current, cells, WIDTH, rowHeight, scale);
    drawFilledColumns(image.current, filled);
    context.clearRect(0, 0, WIDTH, height);
    context.drawImage(image.current.canvas, 0, 0);
    context.fillStyle = 'rgba(194, 65, 12, 0.9)';
    context.fillRect(Math.floor((currentColumn + 0.5) * columnWidth) - 1, 0, 2, height);
    if (cursor) {
      context.strokeStyle = '#0f172a';
      context.lineWidth = 1.5;
      context.strokeRect(cursor.column * columnWidth + 0.75, cursor.row * rowHeight + 0.75, Math.max(2, columnWidth - 1.5), Math.max(2, rowHeight - 1.5));
    }
  }, [cells, filled, columnWidth, currentColumn, cursor, height, rowHeight, scale]);

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
      <HeatmapRowNames names={fit.keypoints.map((joint) => jointNames[joint] ?? `joint ${joint}`)} rowHeight={rowHeight} fontSize={fontSize} labelEvery={labelEvery} />
      <canvas
        style={{ height: `${height}px` }}
        ref={canvas}
        width={WIDTH}
        height={height}
        tabIndex={0}
        role="application"
        aria-roledescription="error heat-map"
        aria-label="Error per keypoint (rows) and frame (columns)"
        aria-describedby={`fit-heatmap-readout ${summaryId}`}
        aria-busy={filled < cells.columns || undefined}
        data-rows={cells.rows}
        data-columns={cells.columns}
        data-columns-drawn={filled}
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
      <p id={summaryId} className="studio-visually-hidden">
        {heatmapSummaryText(data, jointNames, filled < cells.columns)}
      </p>
    </div>
  );
}
