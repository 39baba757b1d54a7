import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { errorScaleCss, errorToLogScale } from '../../../bodyplan/fit/errorColorScale.ts';
import { errorLanes } from '../../../bodyplan/fit/errorLanes.ts';
import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { solvedRmsSeries } from '../../../bodyplan/ik/solvedFrames.ts';
import { drawFrameCursor, drawTimeAxisEnds, frameAtPointer, frameX, PLOT_PAD, prepareCanvas } from './plotCanvas.ts';
import { useCanvasWidth } from './useCanvasWidth.ts';
import { knownFrameRate } from '../store/recording/recordingViewState.ts';
import { LaneExcludeButtons } from '../exclusions/LaneExcludeButtons.tsx';
import { TimelineRangeControls } from '../timeline/TimelineRangeControls.tsx';
import { setTimelineRange, useTimelineRange } from '../timeline/timelineRangeState.ts';
import { rangeBetween } from '../model/frameRange.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';

const LANE_HEIGHT = 16;
const AXIS_HEIGHT = 13;
const SUMMARY_ID = 'camera-error-lanes-summary';

interface CameraErrorLanesProps {
  frameCount: number;
  frame: number;
  /** The angle plot's time window: the lanes line up with it, frame for frame. */
  window: TimeWindow;
  onSeek: (frame: number) => void;
  /** Each camera's lane height (CSS px): the timeline fits them to the lane's height. */
  rowHeight?: number;
}

/**
 * Reprojection error over time, one lane per camera and one for the all-camera RMS: the timeline
 * shows it under its angle lane, on the same time axis (same window, the margins of plotCanvas.ts,
 * the same cursor). Each frame is a bar whose height and colour follow the Fit panel's log scale,
 * so a moment where one camera disagrees stands out in its lane.
 */
export function CameraErrorLanes({ frameCount, frame, window, onSeek, rowHeight = LANE_HEIGHT }: CameraErrorLanesProps) {
  const solved = useRecording((s) => s.solved);
  const cameraErrors = useRecording((s) => s.cameraErrors);
  const cameraNames = useRecording((s) => s.cameraNames);
  const fps = useRecording(knownFrameRate);
  const canvas = useRef<HTMLCanvasElement>(null);
  const studio = useStudioStore();
  const range = useTimelineRange();

  const lanes = useMemo(() => (solved && cameraErrors ? errorLanes(cameraErrors, cameraNames, solvedRmsSeries(solved)) : null), [solved, cameraErrors, cameraNames]);

  // The canvas exists only with lanes: measure it when it appears.
  const width = useCanvasWidth(canvas, [lanes !== null]);

  // The lanes, then a row for the time axis (frames, and seconds when the rate is known).
  const height = (lanes?.values.length ?? 0) * rowHeight + AXIS_HEIGHT;
  useEffect(() => {
    const prepared = canvas.current && lanes ? prepareCanvas(canvas.current, width, height) : null;
    if (!prepared || !lanes) return;
    const { context } = prepared;
    const left = PLOT_PAD.left;
    const right = width - PLOT_PAD.right;
    const barWidth = Math.max(1, (right - left) / (Math.max(1e-9, window.end - window.start) + 1));
    context.font = '10px system-ui, sans-serif';
    context.textBaseline = 'middle';
    const axisTop = lanes.values.length * rowHeight;
    lanes.values.forEach((lane, l) => {
      const top = l * rowHeight;
      context.fillStyle = l % 2 === 0 ? '#f8fafc' : '#f1f5f9';
      context.fillRect(left, top, right - left, rowHeight);
      context.fillStyle = '#334155';
      context.fillText(lanes.names[l]!, 2, top + rowHeight / 2);
      const from = Math.max(0, Math.floor(window.start));
      const to = Math.min(lane.length - 1, Math.ceil(window.end));
      for (let f = from; f <= to; f++) {
        const value = lane[f]!;
        if (!Number.isFinite(value)) continue;
        const t = errorToLogScale(value, lanes.scale);
        const barHeight = Math.max(1, t * (rowHeight - 2));
        context.fillStyle = errorScaleCss(t);
        context.fillRect(frameX(window, width, f) - barWidth / 2, top + rowHeight - 1 - barHeight, barWidth, barHeight);
      }
    });
    if (range !== null) {
      // The marked range, a band across every lane (what the exclude dialog will offer).
      const x0 = Math.max(left, frameX(window, width, range.from) - barWidth / 2);
      const x1 = Math.min(right, frameX(window, width, range.to) + barWidth / 2);
      context.fillStyle = 'rgba(37, 99, 235, 0.18)';
      if (x1 > x0) context.fillRect(x0, 0, x1 - x0, axisTop);
    }
    drawTimeAxisEnds(context, window, fps, width, axisTop + 1);
    drawFrameCursor(context, window, width, frame, 0, axisTop);
  }, [lanes, width, height, rowHeight, window, frame, fps, range]);

  if (!lanes) return null;
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (step === 0) return;
    onSeek(Math.min(frameCount - 1, Math.max(0, frame + step)));
    event.preventDefault();
  };
  const now = lanes.values.map((lane, l) => `${lanes.names[l]} ${Number.isFinite(lane[frame]!) ? lane[frame]!.toPrecision(3) : 'not seen'}`).join(', ');
  return (
    <>
      <canvas
        ref={canvas}
        className="series-lanes"
        style={{ height: `${height}px` }}
        tabIndex={0}
        role="img"
        aria-label={`Reprojection error per camera over time, and the all-camera RMS; at frame ${frame + 1}: ${now}`}
        aria-describedby={SUMMARY_ID}
        data-lane-names={lanes.names.join(',')}
        data-lanes={lanes.values.length}
        data-scale-high={lanes.scale.high}
        data-range={range === null ? undefined : `${range.from}-${range.to}`}
        onClick={(event) => {
          const clicked = frameAtPointer(event.currentTarget, event.clientX, window, frameCount);
          if (event.shiftKey) setTimelineRange(studio, rangeBetween(frame, clicked));
          else onSeek(clicked);
        }}
        onKeyDown={onKeyDown}
        title="Click: go to a frame; Shift+click: mark the frames from the cursor to there; ← →: one frame"
      />
      {/* The lanes' description, for a screen reader: the lanes name themselves on the canvas. */}
      <p id={SUMMARY_ID} className="studio-visually-hidden">
        Error lanes (log scale up to {lanes.scale.high.toPrecision(3)}): one per camera, then the RMS over all cameras; click to go to a frame, Shift+click to mark the frames from the cursor to there.
      </p>
      <div className="series-lane-actions-row">
        <TimelineRangeControls />
        <LaneExcludeButtons lanes={lanes} cameraCount={cameraNames.length} frame={frame} />
      </div>
    </>
  );
}
