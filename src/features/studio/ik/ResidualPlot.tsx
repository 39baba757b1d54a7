import { useMemo, type KeyboardEvent, type MouseEvent } from 'react';
import { formatNumber } from '../model/formatNumber.ts';

interface ResidualPlotProps {
  residuals: Float64Array;
  frame: number;
  onSelect: (frame: number) => void;
}

const WIDTH = 300;
const HEIGHT = 90;
const PAD = 6;

/** RMS residual per frame; the current frame is highlighted; clicking (or arrow keys) jumps to a frame. */
export function ResidualPlot({ residuals, frame, onSelect }: ResidualPlotProps) {
  const count = residuals.length;
  const max = useMemo(() => {
    let m = 1e-12;
    for (const v of residuals) if (v > m && Number.isFinite(v)) m = v;
    return m;
  }, [residuals]);
  const x = (i: number) => PAD + (count <= 1 ? 0 : (i / (count - 1)) * (WIDTH - 2 * PAD));
  const y = (v: number) => HEIGHT - PAD - (Number.isFinite(v) ? v / max : 0) * (HEIGHT - 2 * PAD);
  const points = useMemo(() => envelope(residuals, (WIDTH - 2 * PAD) * 2), [residuals])
    .map(([i, v]) => `${x(i).toFixed(2)},${y(v).toFixed(2)}`)
    .join(' ');
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const local = ((event.clientX - rect.left) / rect.width) * WIDTH;
    onSelect(count <= 1 ? 0 : Math.round(((local - PAD) / (WIDTH - 2 * PAD)) * (count - 1)));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1 }[event.key];
    if (step !== undefined) onSelect(frame + step);
    else if (event.key === 'Home') onSelect(0);
    else if (event.key === 'End') onSelect(count - 1);
    else return;
    event.preventDefault();
  };
  const current = residuals[frame] ?? NaN;
  return (
    <svg
      className="ik-plot"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="slider"
      tabIndex={0}
      aria-label="RMS residual per frame"
      aria-valuemin={0}
      aria-valuemax={Math.max(0, count - 1)}
      aria-valuenow={frame}
      aria-valuetext={`frame ${frame + 1} of ${count}, RMS ${formatNumber(current, 6)}`}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <polyline points={points} fill="none" stroke="#1d4ed8" strokeWidth={1.2} />
      <line className="ik-plot-cursor" data-frame={frame} x1={x(frame)} x2={x(frame)} y1={PAD / 2} y2={HEIGHT - PAD / 2} stroke="#c2410c" strokeWidth={1.5} />
      <circle cx={x(frame)} cy={y(current)} r={3} fill="#c2410c" />
      <text x={WIDTH - PAD} y={PAD + 8} textAnchor="end" fontSize={9} fill="#334155">
        max {formatNumber(max, 4)}
      </text>
    </svg>
  );
}

/**
 * At most `columns` buckets, each drawn by its lowest and highest value in frame order: a line of
 * 100,000 frames costs what the plot's width does and keeps every spike visible.
 */
function envelope(values: Float64Array, columns: number): [frame: number, value: number][] {
  const count = values.length;
  if (count <= columns * 2) return Array.from(values, (v, i) => [i, v]);
  const out: [number, number][] = [];
  for (let c = 0; c < columns; c++) {
    const from = Math.floor((c * count) / columns);
    const to = Math.floor(((c + 1) * count) / columns);
    let lo = from;
    let hi = from;
    for (let i = from; i < to; i++) {
      if (!(values[i]! >= values[lo]!)) lo = i;
      if (!(values[i]! <= values[hi]!)) hi = i;
    }
    out.push(lo < hi ? [lo, values[lo]!] : [hi, values[hi]!], lo < hi ? [hi, values[hi]!] : [lo, values[lo]!]);
  }
  return out;
}
