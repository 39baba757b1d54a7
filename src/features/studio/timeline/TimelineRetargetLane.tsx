import { useEffect, useMemo, useRef } from 'react';
import { flaggedRows, reportCellCss, reportLaneRows } from '../../../bodyplan/retarget/report/reportLaneRows.ts';
import type { RetargetReport } from '../../../bodyplan/retarget/report/retargetReport.ts';
import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { drawFrameCursor, frameAtPointer, frameX, startFrameLane } from '../series/plotCanvas.ts';
import { useCanvasWidth } from '../series/useCanvasWidth.ts';
import { FrameLaneCanvas } from '../series/FrameLaneCanvas.tsx';

interface TimelineRetargetLaneProps {
  report: RetargetReport;
  frame: number;
  /** The angle plot's time window: the rows line up with it, frame for frame. */
  window: TimeWindow;
  onSeek: (frame: number) => void;
  /** The rows' height together (CSS px). */
  height: number;
}

/**
 * The last retarget's report card as rows on the timeline's time axis (reportLaneRows.ts: the feet,
 * the joints, tracking), each frame's cell coloured by how bad it is, the rows' names in the legend
 * column, the frame cursor across them. Clicking a frame seeks; ← → step.
 */
export function TimelineRetargetLane({ report, frame, window, onSeek, height }: TimelineRetargetLaneProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const width = useCanvasWidth(canvas, []);
  const rows = useMemo(() => reportLaneRows(report.per_frame), [report]);
  const frames = report.frames;
  const floating = report.per_frame.floating;

  useEffect(() => {
    const lane = startFrameLane(canvas.current, width, height, window, frames);
    if (!lane) return;
    const { context, left, right, cellWidth, from, to } = lane;
    const rowHeight = height / rows.length;
    rows.forEach((row, r) => {
      const top = r * rowHeight;
      for (let f = from; f <= to; f++) {
        const colour = reportCellCss(row.severity[f]!, row.id === 'feet' && floating[f]! > 0);
        if (colour === null) continue;
        context.fillStyle = colour;
        context.fillRect(frameX(window, width, f) - cellWidth / 2, top + 0.5, cellWidth, rowHeight - 1);
      }
      // A hairline between rows, so a row of blanks still reads as a row.
      context.fillStyle = '#e2e8f0';
      if (r > 0) context.fillRect(left, top, right - left, 1);
    });
    drawFrameCursor(context, window, width, frame, 0, height);
  }, [rows, floating, frames, width, height, window, frame]);

  const flagged = flaggedRows(rows, report.per_frame, frame);
  const now = rows.map((row) => `${row.name}: ${row.readout(frame)}`).join('; ');
  return (
    <div className="timeline-retarget-lane">
      <FrameLaneCanvas
        ref={canvas}
        height={height}
        frame={frame}
        frameCount={frames}
        onSeek={onSeek}
        aria-label={`Retarget report over time, one row each for ${rows.map((row) => `${row.name} (${row.measures})`).join(', ')}; amber to dark red: worse, blue: floating. At frame ${frame + 1}: ${now}; ${flagged.length === 0 ? 'nothing flagged' : `flagged: ${flagged.join(', ')}`}. Click to go to a frame.`}
        data-rows={rows.map((row) => row.name).join('|')}
        data-frame={frame}
        data-flagged={flagged.join('|')}
        onClick={(event) => onSeek(frameAtPointer(event.currentTarget, event.clientX, window, frames))}
        title="Retarget report: click to go to a frame; ← →: one frame"
      />
      <ol className="timeline-retarget-rows" aria-label="Retarget report rows" style={{ height: `${height}px`, gridTemplateRows: `repeat(${rows.length}, 1fr)` }}>
        {rows.map((row) => (
          <li key={row.id} className={flagged.includes(row.name) ? 'is-flagged' : undefined}>
            {row.name}
            <span className="timeline-retarget-measures">: {row.measures}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
