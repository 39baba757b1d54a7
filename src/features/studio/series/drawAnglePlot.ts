import { columnEnvelope, envelopeRange } from '../../../bodyplan/series/columnEnvelope.ts';
import { linearTicks } from '../../../bodyplan/series/linearTicks.ts';
import { drawFrameCursor, drawTimeAxisEnds, PLOT_PAD } from './plotCanvas.ts';
import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';

/** One curve: values in model units, times `scale` for display (degrees or radians, or lengths as they are). */
export interface PlotSeries {
  key: string;
  label: string;
  values: Float64Array;
  scale: number;
  color: string;
  /** A reference curve is drawn dashed. */
  dashed?: boolean;
  /** The DOF's limits in model units, shaded as a band; ±Infinity when unbounded. */
  lower?: number;
  upper?: number;
}

/** Colours told apart by most people, also in greyscale order (Okabe–Ito, darkened for a white ground). */
export const SERIES_COLORS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#56b4e9', '#000000', '#b8860b'];

export { PLOT_PAD };

export interface PlotFrame {
  width: number;
  height: number;
  window: TimeWindow;
  frame: number;
  /** Draw y = 0 (the difference plot). */
  zeroLine?: boolean;
  /** The recording's frame rate: the time axis shows seconds too. */
  fps?: number | null;
  /** The values' unit ("deg", "rad", "m"), written along the value axis. */
  unit?: string;
}

/** Room a value tick's label needs (CSS px), so the ticks never crowd a short lane. */
const TICK_SPACING_PX = 14;

/**
 * Draws the curves of the frames in the window: at most one min/max stroke per device pixel
 * column, so 100,000 frames cost the canvas width; with fewer frames than columns, a line through
 * each frame. Limit bands under the curves, the frame cursor on top. Returns the value ticks it
 * labelled (what the value axis says, for the page to state too).
 */
export function drawAnglePlot(ctx: CanvasRenderingContext2D, series: readonly PlotSeries[], plot: PlotFrame, dpr: number): number[] {
  const { width, height, window, frame } = plot;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  const left = PLOT_PAD.left;
  const right = width - PLOT_PAD.right;
  const top = PLOT_PAD.top;
  const bottom = height - PLOT_PAD.bottom;
  const innerWidth = Math.max(1, right - left);
  const columns = Math.max(1, Math.floor(innerWidth * dpr));
  const span = window.end - window.start;

  const envelopes = series.map((s) => scaled(columnEnvelope(s.values, window.start, window.end, columns), s.scale));
  const limits = series.flatMap((s) => [(s.lower ?? NaN) * s.scale, (s.upper ?? NaN) * s.scale]);
  let [lo, hi] = envelopeRange(envelopes, [...limits, ...(plot.zeroLine ? [0] : [])]);
  if (Number.isNaN(lo)) [lo, hi] = [-1, 1];
  if (hi - lo < 1e-12) [lo, hi] = [lo - 1, hi + 1];
  const margin = (hi - lo) * 0.05;
  lo -= margin;
  hi += margin;
  const x = (f: number) => left + ((f - window.start) / span) * innerWidth;
  const y = (v: number) => bottom - ((v - lo) / (hi - lo)) * (bottom - top);

  ctx.save();
  ctx.beginPath();
  ctx.rect(left, top, innerWidth, bottom - top);
  ctx.clip();
  for (const s of series) {
    const lower = (s.lower ?? -Infinity) * s.scale;
    const upper = (s.upper ?? Infinity) * s.scale;
    if (!Number.isFinite(lower) && !Number.isFinite(upper)) continue;
    const yTop = Number.isFinite(upper) ? y(upper) : top;
    const yBottom = Number.isFinite(lower) ? y(lower) : bottom;
    ctx.globalAlpha = 0.08;
    ctx.fillStyle = s.color;
    ctx.fillRect(left, yTop, innerWidth, yBottom - yTop);
    ctx.globalAlpha = 0.6;
    ctx.strokeStyle = s.color;
    ctx.setLineDash([2, 3]);
    ctx.lineWidth = 1;
    for (const v of [lower, upper]) {
      if (!Number.isFinite(v)) continue;
      ctx.beginPath();
      ctx.moveTo(left, y(v));
      ctx.lineTo(right, y(v));
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
  }
  if (plot.zeroLine) {
    ctx.setLineDash([]);
    ctx.strokeStyle = '#94a3b8';
    ctx.beginPath();
    ctx.moveTo(left, y(0));
    ctx.lineTo(right, y(0));
    ctx.stroke();
  }

  const framesInView = Math.floor(window.end) - Math.ceil(window.start) + 1;
  series.forEach((s, i) => {
    ctx.strokeStyle = s.color;
    ctx.lineWidth = 1.4;
    ctx.setLineDash(s.dashed ? [5, 3] : []);
    ctx.beginPath();
    if (framesInView <= columns) {
      // Few frames: a line through each (a gap where a value is missing), one frame either side so the line reaches the edges.
      let drawing = false;
      const from = Math.max(0, Math.floor(window.start));
      const to = Math.min(s.values.length - 1, Math.ceil(window.end));
      for (let f = from; f <= to; f++) {
        const v = s.values[f]! * s.scale;
        if (!Number.isFinite(v)) {
          drawing = false;
          continue;
        }
        if (drawing) ctx.lineTo(x(f), y(v));
        else ctx.moveTo(x(f), y(v));
        drawing = true;
      }
    } else {
      const e = envelopes[i]!;
      let drawing = false;
      for (let c = 0; c < columns; c++) {
        const cx = left + (c + 0.5) / dpr;
        const vLo = e[2 * c]!;
        if (Number.isNaN(vLo)) {
          drawing = false;
          continue;
        }
        if (drawing) ctx.lineTo(cx, y(vLo));
        else ctx.moveTo(cx, y(vLo));
        ctx.lineTo(cx, y(e[2 * c + 1]!));
        drawing = true;
      }
    }
    ctx.stroke();
  });
  ctx.restore();
  ctx.setLineDash([]);

  drawFrameCursor(ctx, window, width, frame, top, bottom);

  // Axes: round values on the left with light grid lines (the range's ends when fewer than two fit),
  // the unit beside them; the frames in view below (1-based, as the frame readout) and their seconds.
  const fitting = linearTicks(lo, hi, Math.max(2, Math.floor((bottom - top) / TICK_SPACING_PX)));
  const ticks = fitting.length >= 2 ? fitting : [lo, hi].map((v) => Number(v.toPrecision(3)));
  ctx.strokeStyle = '#eef2f7';
  ctx.lineWidth = 1;
  for (const t of ticks) {
    ctx.beginPath();
    ctx.moveTo(left, Math.round(y(t)) + 0.5);
    ctx.lineTo(right, Math.round(y(t)) + 0.5);
    ctx.stroke();
  }
  ctx.strokeStyle = '#cbd5e1';
  ctx.strokeRect(left, top, innerWidth, bottom - top);
  ctx.fillStyle = '#334155';
  ctx.font = '10px system-ui, sans-serif';
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const t of ticks) ctx.fillText(String(t), left - 3, Math.min(bottom - 4, Math.max(top + 4, y(t))));
  if (plot.unit) {
    ctx.save();
    ctx.translate(7, (top + bottom) / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.textAlign = 'center';
    ctx.fillText(plot.unit, 0, 0);
    ctx.restore();
  }
  drawTimeAxisEnds(ctx, window, plot.fps ?? null, width, bottom + 2);
  return ticks;
}

function scaled(envelope: Float64Array, scale: number): Float64Array {
  if (scale !== 1) for (let i = 0; i < envelope.length; i++) envelope[i] = envelope[i]! * scale;
  return envelope;
}
