import { useMemo, useState } from 'react';
import { describeDofControls, toDisplay, unitSuffix, type DofControl } from '../model/dofControls.ts';
import { differenceSeries, dofSeries, largestDifference } from '../../../bodyplan/series/dofSeries.ts';
import { fullWindow, windowShowing, type TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { useRecording, useStudio, useStudioStore } from '../store/useStudio.ts';
import { AnglePlot } from './AnglePlot.tsx';
import { ReferenceErrorStats } from './ReferenceErrorStats.tsx';
import { DofChooser } from './DofChooser.tsx';
import { SERIES_COLORS, type PlotSeries } from './drawAnglePlot.ts';
import { ReferenceLoader } from './ReferenceLoader.tsx';
import { useReferenceAngles } from './useReferenceAngles.ts';
import './series.css';

/** Solved joint angles over the recording's frames: the selected joint's DOFs or a chosen set, against a reference if loaded. */
export function AnglesPanel() {
  const store = useStudioStore();
  const model = useStudio((s) => s.plan?.model ?? null);
  const selected = useStudio((s) => s.selectedJoint);
  const unit = useStudio((s) => s.view.angleUnit);
  const recording = useRecording((s) => s.recording);
  const solved = useRecording((s) => s.solved);
  const frame = useRecording((s) => s.frame);
  const controls = useMemo(() => (model ? describeDofControls(model) : []), [model]);
  const [followSelection, setFollowSelection] = useState(true);
  const [picked, setPicked] = useState<number[]>([]);
  const count = solved?.count ?? 0;
  const { reference, error, load, clear } = useReferenceAngles(model, recording?.frameNumbers ?? null);

  // A new solve shows all of its frames; when the frame changes (playback, stepping, a seek) the
  // window moves to keep the cursor in view. Adjusted while rendering, as React advises for state
  // that follows a prop, so the plot never draws a stale window first.
  const [view, setView] = useState(() => ({ solved, frame, window: fullWindow(count) }));
  let current = view;
  if (view.solved !== solved) current = { solved, frame, window: fullWindow(count) };
  else if (view.frame !== frame) current = { solved, frame, window: windowShowing(view.window, frame, count) };
  if (current !== view) setView(current);
  const shown = current.window;
  const setWindow = (next: TimeWindow) => setView({ solved, frame, window: next });

  const chosen = useMemo(() => {
    if (!model) return [];
    if (!followSelection) return picked.filter((d) => d < model.dofCount);
    if (selected === null || selected >= model.jointCount) return [];
    return Array.from({ length: model.dofStart[selected + 1]! - model.dofStart[selected]! }, (_, k) => model.dofStart[selected]! + k);
  }, [model, followSelection, picked, selected]);

  const curves = useMemo(() => {
    if (!solved) return [];
    return chosen.map((d, i) => ({ control: controls[d]!, color: SERIES_COLORS[i % SERIES_COLORS.length]!, values: dofSeries(solved, d), reference: reference?.dofPresent[d] ? dofSeries(reference.aligned, d) : null }));
  }, [solved, chosen, controls, reference]);

  const scaleOf = (control: DofControl) => toDisplay(1, control.kind, unit);
  const plotted: PlotSeries[] = curves.flatMap((c) => {
    const own: PlotSeries = { key: `${c.control.index}`, label: c.control.label, values: c.values, scale: scaleOf(c.control), color: c.color, lower: c.control.lower, upper: c.control.upper };
    return c.reference ? [own, { key: `${c.control.index}-ref`, label: `${c.control.label} (reference)`, values: c.reference, scale: own.scale, color: c.color, dashed: true }] : [own];
  });
  const differences = useMemo(
    () => curves.filter((c) => c.reference).map((c) => ({ control: c.control, color: c.color, values: differenceSeries(c.values, c.reference!) })),
    [curves],
  );
  const differencePlotted: PlotSeries[] = differences.map((d) => ({ key: `${d.control.index}-diff`, label: `${d.control.label} difference`, values: d.values, scale: scaleOf(d.control), color: d.color }));
  const largest = useMemo(() => largestDifference(differencePlotted.map((d) => d.values.map((v) => v * d.scale))), [differences, unit]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!model) return null;
  const heading = (
    <h2 id="series-title" className="series-title">
      Angles over time
    </h2>
  );
  if (!solved || !recording) {
    return (
      <section className="studio-panel series-panel">
        {heading}
        <p className="studio-muted">Solve a recording (Inverse kinematics, IK mode, Recording) to plot its joint angles over frames.</p>
      </section>
    );
  }

  const unitText = (control: DofControl) => unitSuffix(control.kind, unit);
  const valueText = (control: DofControl, value: number) => (Number.isFinite(value) ? `${round(toDisplay(value, control.kind, unit))} ${unitText(control)}` : 'none');
  const inView = `frames ${Math.round(shown.start) + 1} to ${Math.round(shown.end) + 1} of ${count} in view`;
  const summary =
    curves.length === 0
      ? `Nothing plotted: ${followSelection ? 'the selected joint has no DOFs' : 'no DOF is ticked'}.`
      : `Plotted: ${curves.map((c) => `${c.control.label} (${unitText(c.control)})`).join(', ')}${reference ? ', each with its reference dashed' : ''}; ${inView}; cursor at frame ${frame + 1}. Keys: + − zoom, ← → pan, 0 all frames, Home/End first/last frame, , and . one frame.`;
  const time = { frameCount: count, frame, window: shown, onWindow: setWindow, onSeek: (f: number) => store.recording.seek(f) };
  const worst = largest.series >= 0 ? differences[largest.series]! : null;

  return (
    <section className="studio-panel series-panel">
      {heading}
      <AnglePlot
        label="Joint-angle time plot"
        summary={summary}
        series={plotted}
        time={time}
        height={150}
      />
      {curves.length > 0 && (
        <ul className="series-legend" aria-label={`Values at frame ${frame + 1}`}>
          {curves.map((c) => (
            <li key={c.control.index}>
              <span className="series-swatch" style={{ background: c.color }} aria-hidden="true" />
              {c.control.label}: {valueText(c.control, c.values[frame] ?? NaN)}
              {c.reference && <> (reference {valueText(c.control, c.reference[frame] ?? NaN)})</>}
            </li>
          ))}
        </ul>
      )}
      <DofChooser
        controls={controls}
        followSelection={followSelection}
        chosen={chosen}
        onFollowSelection={(follow) => {
          if (!follow) setPicked(chosen);
          setFollowSelection(follow);
        }}
        onChosen={(dofs) => {
          setPicked(dofs);
          setFollowSelection(false);
        }}
      />
      <ReferenceLoader onFile={load} onClear={reference ? clear : null} />
      {error && (
        <p className="studio-error" role="alert">
          {error}
        </p>
      )}
      {reference && (
        <>
          <p className="studio-muted" aria-label="Reference summary">
            Reference {reference.fileName}: {reference.matched} of {count} frames matched by frame number.
          </p>
          {differences.length > 0 ? (
            <>
              <p className="series-largest" aria-label="Largest difference" data-value={largest.value}>
                Max |difference|:{' '}
                {worst ? `${round(largest.value)} ${unitText(worst.control)} (${worst.control.label}, frame ${largest.frame + 1})` : 'none (no frame has both values)'}
              </p>
              <AnglePlot
                label="Difference from the reference"
                summary={`Solve minus reference for ${differences.map((d) => d.control.label).join(', ')}; ${inView}.`}
                series={differencePlotted}
                time={time}
                height={80}
                zeroLine
              />
              <ReferenceErrorStats differences={differences} scaleOf={scaleOf} unit={unit} onSeek={time.onSeek} />
            </>
          ) : (
            <p className="studio-muted">The reference has none of the plotted DOFs.</p>
          )}
        </>
      )}
    </section>
  );
}

/** Six significant digits, without float noise. */
const round = (value: number) => String(Number(value.toPrecision(6)));
