import { useEffect, useRef } from 'react';
import { errorScaleCss, errorToLogScale } from '../../../bodyplan/fit/errorColorScale.ts';
import type { ErrorLanes } from '../../../bodyplan/fit/errorLanes.ts';
import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { drawFrameCursor, frameAtPointer, frameX, startFrameLane } from './plotCanvas.ts';
import { useCanvasWidth } from './useCanvasWidth.ts';
import { FrameLaneCanvas } from './FrameLaneCanvas.tsx';
import { setTimelineRange, useTimelineRange } from '../timeline/timelineRangeState.ts';
import { rangeBetween } from '../model/frameRange.ts';
import { useStudioStore } from '../store/useStudio.ts';

interface CameraErrorLaneProps {
  /** Every camera's errors on their shared scale. */
  lanes: ErrorLanes;
  /** Which camera's row of `lanes` this lane plots. */
  camera: number;
  frameCount: number;
  frame: number;
  /** The angle plot's time window: the lane lines up with it, frame for frame. */
  window: TimeWindow;
  onSeek: (frame: number) => void;
  /** The bars' height (CSS px). */
  height: number;
}

/**
 * One camera's reprojection error over time, a row of bars in its timeline lane on the angle lane's
 * time axis (same window, the margins of plotCanvas.ts, the same cursor). Each frame's bar has the
 * height and colour of the Fit panel's log scale, so a moment where this camera disagrees stands out.
 */
export function CameraErrorLane({ lanes, camera, frameCount, frame, window, onSeek, height }: CameraErrorLaneProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const studio = useStudioStore();
  const range = useTimelineRange();
  const width = useCanvasWidth(canvas, []);
  const values = lanes.values[camera]!;
  const name = lanes.names[camera]!;

  useEffect(() => {
    const lane = startFrameLane(canvas.current, width, height, window, values.length);
    if (!lane) return;
    const { context, left, right, cellWidth: barWidth, from, to } = lane;
    for (let f = from; f <= to; f++) {
      const value = values[f]!;
      if (!Number.isFinite(value)) continue;
      const t = errorToLogScale(value, lanes.scale);
      const barHeight = Math.max(1, t * (height - 2));
      context.fillStyle = errorScaleCss(t);
      context.fillRect(frameX(window, width, f) - barWidth / 2, height - 1 - barHeight, barWidth, barHeight);
    }
    if (range !== null) {
      // The marked range, a band across the lane (what the exclude dialog will offer).
      const x0 = Math.max(left, frameX(window, width, range.from) - barWidth / 2);
      const x1 = Math.min(right, frameX(window, width, range.to) + barWidth / 2);
      context.fillStyle = 'rgba(37, 99, 235, 0.18)';
      if (x1 > x0) context.fillRect(x0, 0, x1 - x0, height);
    }
    drawFrameCursor(context, window, width, frame, 0, height);
  }, [values, lanes.scale, width, height, window, frame, range]);

  const now = Number.isFinite(values[frame]!) ? `${values[frame]!.toPrecision(3)} px` : 'not seen';
  return (
    <FrameLaneCanvas
      ref={canvas}
      height={height}
      frame={frame}
      frameCount={frameCount}
      onSeek={onSeek}
      aria-label={`Reprojection error of ${name} over time (log scale up to ${lanes.scale.high.toPrecision(3)} px); at frame ${frame + 1}: ${now}. Click to go to a frame, Shift+click to mark the frames from the cursor to there.`}
      data-camera={name}
      data-value={Number.isFinite(values[frame]!) ? values[frame] : undefined}
      data-scale-high={lanes.scale.high}
      data-range={range === null ? undefined : `${range.from}-${range.to}`}
      onClick={(event) => {
        const clicked = frameAtPointer(event.currentTarget, event.clientX, window, frameCount);
        if (event.shiftKey) setTimelineRange(studio, rangeBetween(frame, clicked));
        else onSeek(clicked);
      }}
      title={`${name}: click to go to a frame; Shift+click: mark the frames from the cursor to there; ← →: one frame`}
    />
  );
}
