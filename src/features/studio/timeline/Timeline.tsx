import { useMemo, useState, useSyncExternalStore } from 'react';
import { solvedRmsSeries } from '../../../bodyplan/ik/solvedFrames.ts';
import { fullWindow, windowShowing, type TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { PlaybackExtras } from '../series/PlaybackExtras.tsx';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { TimelineAngleLane } from './TimelineAngleLane.tsx';
import { TimelineHeatmapLane } from './TimelineHeatmapLane.tsx';
import { CameraErrorLanes } from '../series/CameraErrorLanes.tsx';
import { TimelineSplitter } from './TimelineSplitter.tsx';
import { clampTimelineHeight } from './timelineLayout.ts';
import { timeText } from './timeText.ts';
import { useTimelineLayout } from './useTimelineLayout.ts';
import { GrowButtons } from '../layout/GrowButtons.tsx';
import { GrownPlaceholder } from '../layout/GrownPlaceholder.tsx';
import { growthOf, type GrowablePanel } from '../layout/mainAreaLayout.ts';
import { useMainArea } from '../layout/mainAreaContext.ts';
import './timeline.css';

const SPEEDS = [0.25, 0.5, 1, 2, 4];
const LANES_ID = 'studio-timeline-lanes';
const ANGLES: GrowablePanel = { kind: 'angles' };
const HEATMAP: GrowablePanel = { kind: 'heatmap' };

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const useWindowHeight = () => useSyncExternalStore(subscribeResize, () => window.innerHeight, () => 800);

/**
 * Playback of the loaded recording across the bottom of the workspace: play/pause, steps, loop,
 * speed, a scrubber as wide as the workspace, the time in seconds and frames, and lanes on the same
 * time axis (the selected joint's angles, the per-keypoint error heat-map, with a 2D recording the
 * reprojection error per camera). Resizable by its
 * splitter (wide layout), collapsible; both kept per browser. Nothing until a recording is loaded.
 */
export function Timeline({ resizable }: { resizable: boolean }) {
  const recordings = useStudioStore().recording;
  const recording = useRecording((s) => s.recording);
  const solved = useRecording((s) => s.solved);
  const frame = useRecording((s) => s.frame);
  const playing = useRecording((s) => s.playing);
  const speed = useRecording((s) => s.speed);
  const hasCameraLanes = useRecording((s) => s.ikRecording?.kind === '2d' && s.cameraErrors !== null);
  const [layout, changeLayout] = useTimelineLayout();
  const mainArea = useMainArea();
  const windowHeight = useWindowHeight();
  const residuals = useMemo(() => (solved ? solvedRmsSeries(solved) : new Float64Array(0)), [solved]);
  const count = solved?.count ?? 0;

  // The angle lane's time window: all frames for a new solve, moved to keep the cursor in view
  // (adjusted while rendering, as in the Angles panel, so no stale window is drawn first).
  const [view, setView] = useState<{ solved: typeof solved; frame: number; window: TimeWindow }>(() => ({ solved, frame, window: fullWindow(count) }));
  let current = view;
  if (view.solved !== solved) current = { solved, frame, window: fullWindow(count) };
  else if (view.frame !== frame) current = { solved, frame, window: windowShowing(view.window, frame, count) };
  if (current !== view) setView(current);

  if (!recording) return null;
  const height = clampTimelineHeight(layout.height, windowHeight);
  const toggle = () => changeLayout({ collapsed: !layout.collapsed });

  return (
    <section className={`studio-timeline${layout.collapsed ? ' is-collapsed' : ''}`} aria-label="Timeline">
      {resizable && (
        <TimelineSplitter
          controls={LANES_ID}
          height={height}
          collapsed={layout.collapsed}
          windowHeight={windowHeight}
          onHeight={(next) => changeLayout({ height: next, collapsed: false })}
          onToggleCollapsed={toggle}
        />
      )}
      <div className="timeline-controls">
        <button type="button" className="timeline-collapse" aria-expanded={!layout.collapsed} aria-controls={LANES_ID} onClick={toggle} title={layout.collapsed ? 'Show the lanes' : 'Hide the lanes (the controls stay)'}>
          <span aria-hidden="true">{layout.collapsed ? '▸' : '▾'}</span> {layout.collapsed ? 'Expand timeline' : 'Collapse timeline'}
        </button>
        {solved ? (
          <>
            <button type="button" onClick={() => recordings.setPlaying(!playing)}>
              {playing ? 'Pause' : 'Play'}
            </button>
            <label>
              Speed{' '}
              <select value={speed} onChange={(e) => recordings.setSpeed(Number(e.target.value))}>
                {SPEEDS.map((s) => (
                  <option key={s} value={s}>
                    {s}×
                  </option>
                ))}
              </select>
            </label>
            <PlaybackExtras residuals={residuals} />
            <output className="timeline-time" aria-label="Time" data-frame={frame}>
              {timeText(frame, count, recording.fps)}
            </output>
          </>
        ) : (
          <span className="studio-muted">Solve the recording (Inverse kinematics) to play it back here.</span>
        )}
      </div>
      {solved && (
        <>
          <input
            className="timeline-scrubber"
            type="range"
            aria-label="Frame"
            aria-valuetext={timeText(frame, count, recording.fps)}
            min={0}
            max={count - 1}
            step={1}
            value={frame}
            onChange={(e) => recordings.seek(Number(e.target.value))}
          />
          <div id={LANES_ID} className="timeline-lanes" hidden={layout.collapsed} style={resizable ? { height } : undefined}>
            <div className="timeline-lane" role="group" aria-label="Joint-angle lane">
              <span className="timeline-lane-name">
                Angles <GrowButtons panel={ANGLES} name="angle plot" />
              </span>
              {growthOf(mainArea.layout, ANGLES) ? (
                <GrownPlaceholder />
              ) : (
                <TimelineAngleLane label="Timeline angle plot" window={current.window} onWindow={(next) => setView({ solved, frame, window: next })} height={Math.max(48, Math.min(160, height - 24))} />
              )}
            </div>
            <div className="timeline-lane" role="group" aria-label="Keypoint-error lane">
              <span className="timeline-lane-name">
                Keypoint errors <GrowButtons panel={HEATMAP} name="error heat-map" />
              </span>
              {growthOf(mainArea.layout, HEATMAP) ? <GrownPlaceholder /> : <TimelineHeatmapLane readoutId="timeline-heatmap-readout" />}
            </div>
            {hasCameraLanes && (
              // The per-camera reprojection error on the angle lane's window, frame for frame.
              <div className="timeline-lane" role="group" aria-label="Camera-error lanes">
                <span className="timeline-lane-name">Camera errors</span>
                <div>
                  <CameraErrorLanes frameCount={count} frame={frame} window={current.window} onSeek={(f) => recordings.seek(f)} />
                </div>
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}
