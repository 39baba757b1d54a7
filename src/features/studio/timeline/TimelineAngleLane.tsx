import { useMemo } from 'react';
import { describeDofControls, toDisplay, unitSuffix } from '../model/dofControls.ts';
import { differenceSeries, dofSeries } from '../../../bodyplan/series/dofSeries.ts';
import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { AnglePlot } from '../series/AnglePlot.tsx';
import { SERIES_COLORS, type PlotSeries } from '../series/drawAnglePlot.ts';
import { useReferenceAngles } from '../series/useReferenceAngles.ts';
import { angleLaneDofs, axisUnit } from './angleLaneDofs.ts';

interface TimelineAngleLaneProps {
  window: TimeWindow;
  onWindow: (window: TimeWindow) => void;
  height: number;
  /** The plot's accessible name. */
  label: string;
}

/** With a reference, the difference strip's share of the lane (and its least height); the angles keep the rest. */
const DIFFERENCE_SHARE = 0.4;
const DIFFERENCE_MIN_PX = 30;

/**
 * The selected joint's DOFs over the solved frames (the plan's first joint angles while no joint is
 * selected, and it says so), with a legend and a value axis in the DOFs' unit; with a reference loaded
 * in the Angles panel, each reference curve dashed and the difference from it in a strip underneath.
 * The timeline's angle lane, or the angle plot grown into the main area.
 */
export function TimelineAngleLane({ window, onWindow, height, label }: TimelineAngleLaneProps) {
  const store = useStudioStore();
  const model = useStudio((s) => s.plan?.model ?? null);
  const selected = useStudio((s) => s.selectedJoint);
  const unit = useStudio((s) => s.view.angleUnit);
  const solved = useRecording((s) => s.solved);
  const frame = useRecording((s) => s.frame);
  const frameNumbers = useRecording((s) => s.recording?.frameNumbers ?? null);
  const { reference } = useReferenceAngles(model, frameNumbers);
  const controls = useMemo(() => (model ? describeDofControls(model) : []), [model]);
  const chosen = useMemo(() => angleLaneDofs(controls, selected), [controls, selected]);
  const curves = useMemo(() => {
    if (!solved) return [];
    return chosen.controls.map((control, k) => ({
      control,
      color: SERIES_COLORS[k % SERIES_COLORS.length]!,
      scale: toDisplay(1, control.kind, unit),
      values: dofSeries(solved, control.index),
      reference: reference?.dofPresent[control.index] ? dofSeries(reference.aligned, control.index) : null,
    }));
  }, [solved, chosen, unit, reference]);
  const plotted = useMemo(
    (): PlotSeries[] =>
      curves.flatMap((c) => {
        const own: PlotSeries = { key: `${c.control.index}`, label: c.control.label, values: c.values, scale: c.scale, color: c.color, lower: c.control.lower, upper: c.control.upper };
        return c.reference ? [own, { key: `${c.control.index}-ref`, label: `${c.control.label} (reference)`, values: c.reference, scale: c.scale, color: c.color, dashed: true }] : [own];
      }),
    [curves],
  );
  const differences = useMemo(
    (): PlotSeries[] => curves.flatMap((c) => (c.reference ? [{ key: `${c.control.index}-diff`, label: `${c.control.label} difference`, values: differenceSeries(c.values, c.reference), scale: c.scale, color: c.color }] : [])),
    [curves],
  );
  if (!model || !solved) return null;
  const count = solved.count;
  const axis = axisUnit(curves.map((c) => unitSuffix(c.control.kind, unit)));
  const inView = `frames ${Math.round(window.start) + 1} to ${Math.round(window.end) + 1} of ${count} in view`;
  const hint = chosen.fallback ? `No joint selected: the plan's first ${curves.length} joint angles. Select a joint to plot its own.` : null;
  const summary =
    curves.length === 0
      ? 'Nothing plotted: the plan has no DOFs.'
      : `${hint ? `${hint} ` : ''}Plotted: ${curves.map((c) => `${c.control.label} (${unitSuffix(c.control.kind, unit)})`).join(', ')}${reference ? ', each with its reference dashed' : ''}; ${inView}; cursor at frame ${frame + 1}.`;
  const anglesHeight = differences.length > 0 ? height - Math.max(DIFFERENCE_MIN_PX, Math.round(height * DIFFERENCE_SHARE)) : height;
  const time = { frameCount: count, frame, window, onWindow, onSeek: (f: number) => store.recording.seek(f) };
  return (
    <div className="timeline-angles">
      <div className="timeline-angles-plots">
        <AnglePlot label={label} summary={summary} series={plotted} time={time} height={anglesHeight} unit={axis} />
        {differences.length > 0 && (
          <AnglePlot
            label={`${label}: difference from the reference`}
            summary={`Solve minus reference (${reference!.fileName}) for ${differences.map((d) => d.label.replace(/ difference$/, '')).join(', ')}; ${inView}.`}
            series={differences}
            time={time}
            height={height - anglesHeight}
            unit={axis}
            zeroLine
          />
        )}
      </div>
      <ul className="timeline-legend" aria-label="Angle lane legend">
        {hint && (
          <li className="timeline-legend-hint" title={hint}>
            No joint selected: the first angles
          </li>
        )}
        {curves.map((c) => (
          <li key={c.control.index} title={c.control.label}>
            <span className="series-swatch" style={{ background: c.color }} aria-hidden="true" />
            {c.control.label}
          </li>
        ))}
        {differences.length > 0 && <li className="timeline-legend-hint">Dashed: reference; under: difference</li>}
      </ul>
    </div>
  );
}
