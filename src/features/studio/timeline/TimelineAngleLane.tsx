import { useMemo } from 'react';
import { describeDofControls, toDisplay, unitSuffix } from '../model/dofControls.ts';
import { dofSeries } from '../../../bodyplan/series/dofSeries.ts';
import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { AnglePlot } from '../series/AnglePlot.tsx';
import { SERIES_COLORS, type PlotSeries } from '../series/drawAnglePlot.ts';

interface TimelineAngleLaneProps {
  window: TimeWindow;
  onWindow: (window: TimeWindow) => void;
  height: number;
  /** The plot's accessible name. */
  label: string;
}

/** The selected joint's DOFs over the solved frames: the timeline's angle lane, or the angle plot grown into the main area. */
export function TimelineAngleLane({ window, onWindow, height, label }: TimelineAngleLaneProps) {
  const store = useStudioStore();
  const model = useStudio((s) => s.plan?.model ?? null);
  const selected = useStudio((s) => s.selectedJoint);
  const unit = useStudio((s) => s.view.angleUnit);
  const solved = useRecording((s) => s.solved);
  const frame = useRecording((s) => s.frame);
  const controls = useMemo(() => (model ? describeDofControls(model) : []), [model]);
  const plotted = useMemo((): PlotSeries[] => {
    if (!model || !solved || selected === null || selected >= model.jointCount) return [];
    const first = model.dofStart[selected]!;
    const end = model.dofStart[selected + 1]!;
    return Array.from({ length: end - first }, (_, k) => {
      const control = controls[first + k]!;
      return { key: `${control.index}`, label: control.label, values: dofSeries(solved, control.index), scale: toDisplay(1, control.kind, unit), color: SERIES_COLORS[k % SERIES_COLORS.length]!, lower: control.lower, upper: control.upper };
    });
  }, [model, solved, selected, controls, unit]);
  if (!model || !solved) return null;
  const count = solved.count;
  const summary =
    plotted.length === 0
      ? 'Nothing plotted: select a joint with DOFs (the Angles over time panel plots any set of DOFs).'
      : `Plotted: ${plotted.map((p) => `${p.label} (${unitSuffix(controls[Number(p.key)]!.kind, unit)})`).join(', ')}; frames ${Math.round(window.start) + 1} to ${Math.round(window.end) + 1} of ${count} in view; cursor at frame ${frame + 1}.`;
  return (
    <AnglePlot
      label={label}
      summary={summary}
      series={plotted}
      frameCount={count}
      frame={frame}
      window={window}
      onWindow={onWindow}
      onSeek={(f) => store.recording.seek(f)}
      height={height}
    />
  );
}
