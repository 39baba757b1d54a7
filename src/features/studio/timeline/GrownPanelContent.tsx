import { Suspense, useEffect, useState } from 'react';
import { fullWindow, windowShowing, type TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { CameraView2d } from '../cameras/CameraView2d.tsx';
import { useRecordingCameras } from '../cameras/camerasView.ts';
import { GrowButtons } from '../layout/GrowButtons.tsx';
import { useMainArea } from '../layout/mainAreaContext.ts';
import { useRecording, useStudio } from '../store/useStudio.ts';
import { JsonEditor } from '../editor/JsonEditorPanel.tsx';
import { TimelineAngleLane } from './TimelineAngleLane.tsx';
import { TimelineHeatmapLane } from './TimelineHeatmapLane.tsx';

/** The panel grown into the main area, with its Restore button; a panel whose data went away restores the view. */
export function GrownPanelContent() {
  const { layout, dispatch } = useMainArea();
  const cameras = useRecordingCameras();
  const solved = useRecording((s) => s.solved);
  const hasPlan = useStudio((s) => s.plan !== null);
  const panel = layout.mode === 'view' ? null : layout.panel;
  const camera = panel?.kind === 'camera' ? (cameras.find((c) => c.view === panel.view) ?? null) : null;
  // A camera view shows the observations before any solve: only its camera going away restores the view.
  const gone = panel !== null && (panel.kind === 'json' ? !hasPlan : panel.kind === 'camera' ? camera === null : solved === null);
  useEffect(() => {
    if (gone && panel) dispatch({ type: 'panelGone', panel });
  }, [gone, panel, dispatch]);
  if (!panel || gone) return null;
  const name = panel.kind === 'angles' ? 'angle plot' : panel.kind === 'heatmap' ? 'error heat-map' : panel.kind === 'json' ? 'JSON text' : `camera view ${camera!.name}`;
  return (
    <>
      <div className="studio-row">
        <h2 className="series-title">{name[0]!.toUpperCase() + name.slice(1)}</h2>
        <GrowButtons panel={panel} name={name} />
      </div>
      {panel.kind === 'angles' && <GrownAngles />}
      {panel.kind === 'heatmap' && <TimelineHeatmapLane readoutId="grown-heatmap-readout" />}
      {camera && <CameraView2d camera={camera} />}
      {panel.kind === 'json' && (
        <div className="studio-grown-json">
          <Suspense fallback={<p role="status">Loading the JSON editor…</p>}>
            <JsonEditor />
          </Suspense>
        </div>
      )}
    </>
  );
}

function GrownAngles() {
  const solved = useRecording((s) => s.solved);
  const frame = useRecording((s) => s.frame);
  const count = solved?.count ?? 0;
  const [view, setView] = useState(() => ({ solved, frame, window: fullWindow(count) as TimeWindow }));
  let current = view;
  if (view.solved !== solved) current = { solved, frame, window: fullWindow(count) };
  else if (view.frame !== frame) current = { solved, frame, window: windowShowing(view.window, frame, count) };
  if (current !== view) setView(current);
  return <TimelineAngleLane label="Angle plot" window={current.window} onWindow={(next) => setView({ solved, frame, window: next })} height={320} />;
}
