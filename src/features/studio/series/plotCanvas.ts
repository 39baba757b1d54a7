import { frameAtX, type TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { timeAxisEnds } from './timeAxisLabels.ts';

/**
 * What every canvas on the time axis shares (the angle plot, the per-camera error lanes): the same
 * margins, so their frames line up; the canvas sized for the device's pixels; the time axis' end
 * labels; the cursor; and a pointer's x read back as a frame.
 */
export const PLOT_PAD = { left: 44, right: 6, top: 6, bottom: 16 };

/** Sizes the canvas' buffer for the device pixel ratio and returns its context drawing in CSS pixels, cleared. */
export function prepareCanvas(element: HTMLCanvasElement, width: number, height: number): { context: CanvasRenderingContext2D; dpr: number } | null {
  const context = element.getContext('2d');
  if (!context) return null;
  const dpr = globalThis.devicePixelRatio || 1;
  element.width = Math.round(width * dpr);
  element.height = Math.round(height * dpr);
  context.setTransform(dpr, 0, 0, dpr, 0, 0);
  context.clearRect(0, 0, width, height);
  return { context, dpr };
}

/** The plotting area's width for a canvas `cssWidth` wide. */
export const plotWidth = (cssWidth: number) => Math.max(1, cssWidth - PLOT_PAD.left - PLOT_PAD.right);

/** x (CSS px) of frame `f` in a canvas `cssWidth` wide showing `window`. */
export function frameX(window: TimeWindow, cssWidth: number, f: number): number {
  return PLOT_PAD.left + ((f - window.start) / Math.max(1e-9, window.end - window.start)) * plotWidth(cssWidth);
}

/** The first and last frame in view (and their seconds) under the plotting area, at `y`. */
export function drawTimeAxisEnds(context: CanvasRenderingContext2D, window: TimeWindow, fps: number | null, cssWidth: number, y: number): void {
  const ends = timeAxisEnds(window, fps);
  context.fillStyle = '#334155';
  context.font = '10px system-ui, sans-serif';
  context.textBaseline = 'top';
  context.textAlign = 'left';
  context.fillText(ends.start, PLOT_PAD.left, y);
  context.textAlign = 'right';
  context.fillText(ends.end, cssWidth - PLOT_PAD.right, y);
  context.textAlign = 'left';
}

/** The frame cursor from `top` to `bottom`, when the frame is in view. */
export function drawFrameCursor(context: CanvasRenderingContext2D, window: TimeWindow, cssWidth: number, frame: number, top: number, bottom: number): void {
  if (frame < window.start || frame > window.end) return;
  const x = frameX(window, cssWidth, frame);
  context.strokeStyle = '#c2410c';
  context.lineWidth = 1.5;
  context.setLineDash([]);
  context.beginPath();
  context.moveTo(x, top);
  context.lineTo(x, bottom);
  context.stroke();
}

/** The frame under a pointer at `clientX` over `element` showing `window`. */
export function frameAtPointer(element: Element, clientX: number, window: TimeWindow, frameCount: number): number {
  const rect = element.getBoundingClientRect();
  return frameAtX(window, clientX - rect.left - PLOT_PAD.left, plotWidth(rect.width), frameCount);
}

/** A frame lane's canvas, ready for one cell per frame in view. */
export interface FrameLaneCanvas {
  context: CanvasRenderingContext2D;
  /** The plot's edges (CSS px), the time axis the angle lane has. */
  left: number;
  right: number;
  /** One frame's width at the window's zoom, at least 1 px. */
  cellWidth: number;
  /** The frames in view, within the recording's `frameCount`. */
  from: number;
  to: number;
}

/**
 * Prepares a lane that draws a cell per frame (a camera's error bars, the retarget report's rows) on
 * the angle lane's time axis: its background filled, a frame's width, and the frames in view.
 */
export function startFrameLane(element: HTMLCanvasElement | null, width: number, height: number, window: TimeWindow, frameCount: number): FrameLaneCanvas | null {
  const prepared = element ? prepareCanvas(element, width, height) : null;
  if (!prepared) return null;
  const { context } = prepared;
  const left = PLOT_PAD.left;
  const right = width - PLOT_PAD.right;
  const cellWidth = Math.max(1, (right - left) / (Math.max(1e-9, window.end - window.start) + 1));
  context.fillStyle = '#f8fafc';
  context.fillRect(left, 0, right - left, height);
  return { context, left, right, cellWidth, from: Math.max(0, Math.floor(window.start)), to: Math.min(frameCount - 1, Math.ceil(window.end)) };
}
