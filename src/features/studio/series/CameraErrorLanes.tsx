import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { errorScaleCss, errorToLogScale } from '../../../bodyplan/fit/errorColorScale.ts';
import { errorLanes } from '../../../bodyplan/fit/errorLanes.ts';
import { frameAtX, type TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { solvedRmsSeries } from '../../../bodyplan/ik/solvedFrames.ts';
import { useRecording } from '../store/useStudio.ts';
import { PLOT_PAD } from './drawAnglePlot.ts';
import { timeAxisEnds } from './timeAxisLabels.ts';
import { knownFrameRate } from '../recording/recordingSlice.ts';

const LANE_HEIGHT = 16;
const AXIS_HEIGHT = 13;

interface CameraErrorLanesProps {
  frameCount: number;
  frame: number;
  /** The angle plot's time window: the lanes line up with it, frame for frame. */
  window: TimeWindow;
  onSeek: (frame: number) => void;
}

/**
 * Reprojection error over time, one lane per camera and one for the all-camera RMS, on the angle
 * plot's time axis (same window, same left and right margins, the same cursor). Each frame is a bar
 * whose height and colour follow the Fit panel's log scale, so a moment where one camera disagrees
 * stands out in its lane. A component of its own, with the window and cursor as props, so a
 * timeline can host it as well.
 */
export function CameraErrorLanes({ frameCount, frame, window, onSeek }: CameraErrorLanesProps) {
  const solved = useRecording((s) => s.solved);
  const cameraErrors = useRecording((s) => s.cameraErrors);
  const cameras = useRecording((s) => (s.ikRecording?.kind === '2d' ? s.ikRecording.mappers.length : 0));
  const fps = useRecording(knownFrameRate);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(300);

  const lanes = useMemo(() => (solved && cameraErrors ? errorLanes(cameraErrors, cameras, solvedRmsSeries(solved)) : null), [solved, cameraErrors, cameras]);

  // The canvas exists only with lanes: measure it when it appears.
  const hasLanes = lanes !== null;
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(60, Math.round(element.clientWidth))));
    observer.observe(element);
    setWidth(Math.max(60, Math.round(element.clientWidth)));
    return () => observer.disconnect();
  }, [hasLanes]);

  // The lanes, then a row for the time axis (frames, and seconds when the rate is known).
  const height = (lanes?.values.length ?? 0) * LANE_HEIGHT + AXIS_HEIGHT;
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context || !lanes) return;
    const dpr = globalThis.devicePixelRatio || 1;
    element.width = Math.round(width * dpr);
    element.height = Math.round(height * dpr);
    context.setTransform(dpr, 0, 0, dpr, 0, 0);
    context.clearRect(0, 0, width, height);
    const left = PLOT_PAD.left;
    const right = width - PLOT_PAD.right;
    const span = Math.max(1e-9, window.end - window.start);
    const xOf = (f: number) => left + ((f - window.start) / span) * (right - left);
    const barWidth = Math.max(1, (right - left) / (span + 1));
    context.font = '10px system-ui, sans-serif';
    context.textBaseline = 'middle';
    lanes.values.forEach((lane, l) => {
      const top = l * LANE_HEIGHT;
      context.fillStyle = l % 2 === 0 ? '#f8fafc' : '#f1f5f9';
      context.fillRect(left, top, right - left, LANE_HEIGHT);
      context.fillStyle = '#334155';
      context.fillText(lanes.names[l]!, 2, top + LANE_HEIGHT / 2);
      const from = Math.max(0, Math.floor(window.start));
      const to = Math.min(lane.length - 1, Math.ceil(window.end));
      for (let f = from; f <= to; f++) {
        const value = lane[f]!;
        if (!Number.isFinite(value)) continue;
        const t = errorToLogScale(value, lanes.scale);
        const barHeight = Math.max(1, t * (LANE_HEIGHT - 2));
        context.fillStyle = errorScaleCss(t);
        context.fillRect(xOf(f) - barWidth / 2, top + LANE_HEIGHT - 1 - barHeight, barWidth, barHeight);
      }
    });
    const ends = timeAxisEnds(window, fps);
    const axisTop = lanes.values.length * LANE_HEIGHT;
    context.fillStyle = '#334155';
    context.textBaseline = 'top';
    context.textAlign = 'left';
    context.fillText(ends.start, left, axisTop + 1);
    context.textAlign = 'right';
    context.fillText(ends.end, right, axisTop + 1);
    context.textAlign = 'left';
    context.fillStyle = 'rgba(194, 65, 12, 0.9)';
    context.fillRect(Math.round(xOf(frame)) - 1, 0, 2, axisTop);
  }, [lanes, width, height, window, frame, fps]);

  if (!lanes) return null;
  const frameOf = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const plotWidth = rect.width - PLOT_PAD.left - PLOT_PAD.right;
    return frameAtX(window, event.clientX - rect.left - PLOT_PAD.left, plotWidth, frameCount);
  };
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
        data-lanes={lanes.values.length}
        data-scale-high={lanes.scale.high}
        onClick={(event) => onSeek(frameOf(event))}
        onKeyDown={onKeyDown}
      />
      <p className="studio-muted series-summary">Error lanes (log scale up to {lanes.scale.high.toPrecision(3)}): one per camera, then the RMS over all cameras; click to go to a frame.</p>
    </>
  );
}
