import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { fullWindow, panWindow, zoomWindow, type TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { trackWindowDrag } from '../layout/trackWindowDrag.ts';
import { drawAnglePlot, type PlotSeries } from './drawAnglePlot.ts';
import { frameAtPointer, PLOT_PAD, plotWidth, prepareCanvas } from './plotCanvas.ts';
import { useCanvasWidth } from './useCanvasWidth.ts';
import { useRecording } from '../store/useStudio.ts';
import { knownFrameRate } from '../store/recording/recordingViewState.ts';

/** A plot's time axis: the recording's frames, the cursor, the frames in view and how to change them. */
export interface PlotTime {
  frameCount: number;
  frame: number;
  window: TimeWindow;
  onWindow: (window: TimeWindow) => void;
  onSeek: (frame: number) => void;
}

interface AnglePlotProps {
  /** The plot's accessible name. */
  label: string;
  /** What it shows, in words (the DOFs, the frames in view): its accessible description. */
  summary: string;
  series: readonly PlotSeries[];
  /** The time axis it shares with the other plots of its panel or lane. */
  time: PlotTime;
  height: number;
  zeroLine?: boolean;
  /** The values' unit, written along the value axis. */
  unit?: string;
}

const ZOOM_STEP = 0.5;
const PAN_SHARE = 0.1;
/** A press that moves less than this (CSS px) is a click that seeks, not a drag that pans. */
const CLICK_SLOP = 3;

/**
 * A canvas time plot. Click seeks; drag pans (Escape during the drag puts it back) and the wheel
 * zooms on time; from the keyboard, + and − zoom about the cursor, ← → pan, 0 shows every frame,
 * Home/End go to the first/last frame.
 */
export function AnglePlot({ label, summary, series, time, height, zeroLine, unit }: AnglePlotProps) {
  const { frameCount, frame, window, onWindow, onSeek } = time;
  const canvas = useRef<HTMLCanvasElement>(null);
  const fps = useRecording(knownFrameRate);
  const width = useCanvasWidth(canvas);
  const summaryId = `${label.replace(/\W+/g, '-').toLowerCase()}-summary`;
  // The latest props for the wheel listener, which is added once (it must not be passive to stop the
  // page scrolling), and for a drag's window listeners, which outlive the render that started them.
  const latest = useRef({ window, frameCount, onWindow, onSeek, width });
  useLayoutEffect(() => {
    latest.current = { window, frameCount, onWindow, onSeek, width };
  });

  useEffect(() => {
    const element = canvas.current;
    const prepared = element && prepareCanvas(element, width, height);
    if (!prepared) return;
    const ticks = drawAnglePlot(prepared.context, series, { width, height, window, frame, zeroLine, fps, unit }, prepared.dpr);
    // The value axis in words too, for the page (and its tests) to read what the canvas labels.
    element.dataset.yTicks = ticks.join(' ');
    element.dataset.yUnit = unit ?? '';
  }, [series, width, height, window, frame, zeroLine, fps, unit]);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { window: w, frameCount: count, onWindow: set, width: cssWidth } = latest.current;
      const anchor = w.start + ((event.offsetX - PLOT_PAD.left) / plotWidth(cssWidth)) * (w.end - w.start);
      set(zoomWindow(w, event.deltaY < 0 ? 0.8 : 1.25, anchor, count));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    const element = event.currentTarget;
    const start = { x: event.clientX, window, moved: false };
    trackWindowDrag(event.nativeEvent, {
      onMove(move) {
        const dx = move.clientX - start.x;
        if (Math.abs(dx) > CLICK_SLOP) start.moved = true;
        const { frameCount: count, onWindow: set, width: cssWidth } = latest.current;
        if (start.moved) set(panWindow(start.window, (-dx / plotWidth(cssWidth)) * (start.window.end - start.window.start), count));
      },
      onEnd(up) {
        if (start.moved) return;
        const { window: w, frameCount: count, onSeek: seek } = latest.current;
        seek(frameAtPointer(element, up.clientX, w, count));
      },
      onCancel() {
        if (start.moved) latest.current.onWindow(start.window);
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    const span = window.end - window.start;
    if (event.key === '+' || event.key === '=') onWindow(zoomWindow(window, ZOOM_STEP, frame, frameCount));
    else if (event.key === '-' || event.key === '_') onWindow(zoomWindow(window, 1 / ZOOM_STEP, frame, frameCount));
    else if (event.key === 'ArrowLeft') onWindow(panWindow(window, -span * PAN_SHARE, frameCount));
    else if (event.key === 'ArrowRight') onWindow(panWindow(window, span * PAN_SHARE, frameCount));
    else if (event.key === '0') onWindow(fullWindow(frameCount));
    else if (event.key === 'Home') onSeek(0);
    else if (event.key === 'End') onSeek(frameCount - 1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <>
      <canvas
        ref={canvas}
        className="series-plot"
        style={{ height }}
        tabIndex={0}
        role="application"
        aria-roledescription="time plot"
        aria-label={label}
        aria-describedby={summaryId}
        title="Click: go to a frame; drag: pan; wheel: zoom. Keys: + − zoom, ← → pan, 0 all frames, Home/End first/last frame"
        data-frame={frame}
        data-window-start={window.start}
        data-window-end={window.end}
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
      />
      {/* Read by a screen reader with the plot (its description), not printed: the plot and its legend say it to the eye. */}
      <p id={summaryId} className="studio-visually-hidden">
        {summary}
      </p>
    </>
  );
}
