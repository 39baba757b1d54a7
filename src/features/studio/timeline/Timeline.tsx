import { useMemo, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { solvedRmsSeries } from '../../../bodyplan/ik/solvedFrames.ts';
import { fullWindow, windowShowing, type TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { PlaybackExtras } from '../series/PlaybackExtras.tsx';
import { useHasReference } from '../series/useReferenceAngles.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { TimelineLanes } from './TimelineLanes.tsx';
import { TimelineSplitter } from './TimelineSplitter.tsx';
import { clampTimelineHeight, defaultLanesCap, timelineMaxHeight } from './timelineLayout.ts';
import { useShownRetarget } from '../retarget/useShownRetarget.ts';
import { cameraLaneId, fitLaneHeights, LANE_IDS, RETARGET_LANE, withRetargetLaneFirst, laneHeight, laneName, minimumLaneHeight, moveLane, setLaneHeight, setLaneHidden, visibleLanes, type LaneId } from './timelineLanes.ts';
import { TimelineRangeControls } from './TimelineRangeControls.tsx';
import { timeText } from './timeText.ts';
import { useTimelineLayout } from './useTimelineLayout.ts';
import './timeline.css';

const SPEEDS = [0.25, 0.5, 1, 2, 4];
const LANES_ID = 'studio-timeline-lanes';
/** The gap between lanes (timeline.css: .timeline-lanes gap). */
const LANE_GAP_PX = 4;

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const useWindowHeight = () => useSyncExternalStore(subscribeResize, () => window.innerHeight, () => 800);

/**
 * Playback of the loaded recording across the bottom of the workspace: play/pause, steps, loop,
 * speed, a scrubber as wide as the workspace, the time in seconds and frames, and lanes on the same
 * time axis (the selected joint's angles, the per-keypoint error heat-map, with a 2D recording the
 * reprojection error per camera, with a retarget's result its report card's rows). Its default height is what its lanes need, capped so the 3D view
 * keeps 55 % of the window; resizable by its splitter (wide layout), collapsible; each lane
 * resizable, movable up and down, and hidden or shown; all kept per browser. Nothing until a
 * recording is loaded; from then on the same controls and lanes (the lanes "not solved yet", the
 * playback controls disabled until a solve), so that the solve's end changes no size on the page.
 */
export function Timeline({ resizable }: { resizable: boolean }) {
  const recordings = useStudioStore().recording;
  const recording = useRecording((s) => s.recording);
  const solved = useRecording((s) => s.solved);
  const frame = useRecording((s) => s.frame);
  const playing = useRecording((s) => s.playing);
  const speed = useRecording((s) => s.speed);
  // Known from the recording as read, so the timeline has its lanes (and its height) before the solve.
  const hasCameraLanes = useRecording((s) => s.ikRecording?.kind === '2d' && s.cameraNames.length > 0);
  const cameraNames = useRecording((s) => s.cameraNames);
  const withReference = useHasReference();
  const retarget = useShownRetarget();
  const [stored, changeLayout] = useTimelineLayout();
  // With a retarget shown, its report's lane first until the user places it.
  const layout = retarget ? { ...stored, lanes: withRetargetLaneFirst(stored.lanes) } : stored;
  const windowHeight = useWindowHeight();
  // Where the focus goes after a lane is hidden (its Show button) or shown (its Hide button), so a
  // keyboard user is not dropped on the page when the button pressed goes away.
  // The change is committed at once (flushSync) so the button to focus exists; it is found by its name in the timeline.
  const focusButton = (from: Element, name: string) => from.closest('.studio-timeline')?.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(name)}"], button.timeline-show-lane[data-lane="${CSS.escape(name)}"]`)?.focus();

  const residuals = useMemo(() => (solved ? solvedRmsSeries(solved) : new Float64Array(0)), [solved]);
  const count = solved?.count ?? 0;
  // The time readout says the recording's length before the solve too (the solve has one row per frame).
  const frames = useRecording((s) => s.solved?.count ?? s.recording?.frames.length ?? 0);

  // The angle lane's time window: all frames for a new solve, moved to keep the cursor in view
  // (adjusted while rendering, as in the Angles panel, so no stale window is drawn first).
  const [view, setView] = useState<{ solved: typeof solved; frame: number; window: TimeWindow }>(() => ({ solved, frame, window: fullWindow(count) }));
  let current = view;
  if (view.solved !== solved) current = { solved, frame, window: fullWindow(count) };
  else if (view.frame !== frame) current = { solved, frame, window: windowShowing(view.window, frame, count) };
  if (current !== view) setView(current);

  if (!recording) return null;
  // The retarget report's lane only while a retarget's result is the timeline's motion.
  const present: LaneId[] = [...LANE_IDS, ...(retarget ? [RETARGET_LANE] : []), ...(hasCameraLanes ? cameraNames.map(cameraLaneId) : [])];
  const shown = visibleLanes(layout.lanes, present);
  const hiddenLanes = present.filter((id) => !shown.includes(id));
  const gaps = LANE_GAP_PX * Math.max(0, shown.length - 1);
  // Untouched, the lanes get what they need up to the default cap (every lane in view, the 3D view
  // 55 % of the window); a lane the user made taller may take up to half the window; a height the
  // user gave the timeline is kept, the lanes shrunk into it.
  const room = layout.height !== null ? clampTimelineHeight(layout.height, windowHeight) : Object.keys(layout.lanes.heights).length > 0 ? timelineMaxHeight(windowHeight) : defaultLanesCap(windowHeight);
  const fitted = fitLaneHeights(
    shown.map((id) => laneHeight(layout.lanes, id, withReference)),
    room - gaps,
    shown.map((id) => minimumLaneHeight(id)),
  );
  const lanes = shown.map((id, i) => ({ id, height: fitted[i]! }));
  const needed = fitted.reduce((a, b) => a + b, 0) + gaps;
  const height = layout.height !== null ? room : Math.max(needed, 0);
  const toggle = () => changeLayout({ collapsed: !layout.collapsed });
  // The lanes are in the page from the moment the recording is read (drawn "not solved yet"), with
  // every control of the playback row (those that need a solve disabled): the timeline has its final
  // height at once, and the solve's end fills it without resizing the 3D view. A resized WebGL canvas
  // makes the main thread wait for the GPU process's whole backlog (0.25-1 s at 100,000 frames, issue 43).
  const controls = LANES_ID;
  const changeLanes = (lanesLayout: typeof layout.lanes) => changeLayout({ lanes: lanesLayout });

  return (
    <section className={`studio-timeline${layout.collapsed ? ' is-collapsed' : ''}`} aria-label="Timeline">
      {resizable && (
        <TimelineSplitter
          controls={controls}
          height={height}
          collapsed={layout.collapsed}
          windowHeight={windowHeight}
          onHeight={(next) => changeLayout({ height: next, collapsed: false })}
          onToggleCollapsed={toggle}
        />
      )}
      <div className="timeline-controls">
        <button type="button" className="timeline-collapse" aria-expanded={!layout.collapsed} aria-controls={controls} onClick={toggle} title={layout.collapsed ? 'Show the lanes' : 'Hide the lanes (the controls stay)'}>
          <span aria-hidden="true">{layout.collapsed ? '▸' : '▾'}</span> {layout.collapsed ? 'Expand timeline' : 'Collapse timeline'}
        </button>
        {!layout.collapsed &&
          hiddenLanes.map((id) => (
            <button
              key={id}
              type="button"
              className="timeline-show-lane"
              data-lane={id}
              onClick={(event) => {
                const timeline = event.currentTarget.closest('.studio-timeline')!;
                flushSync(() => changeLanes(setLaneHidden(layout.lanes, id, false)));
                focusButton(timeline, `Hide the ${laneName(id)} lane`);
              }}
            >
              <span aria-hidden="true">+</span> Show {laneName(id)}
            </button>
          ))}
        <button type="button" disabled={!solved} title={solved ? undefined : 'Solve the recording (Inverse kinematics) to play it back here'} onClick={() => recordings.setPlaying(!playing)}>
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
        <PlaybackExtras residuals={residuals} canStep={solved !== null} />
        {hasCameraLanes && <TimelineRangeControls disabled={!solved} />}
        <output className="timeline-time" aria-label="Time" data-frame={frame}>
          {timeText(frame, frames, recording.fps)}
        </output>
      </div>
      <input
        className="timeline-scrubber"
        type="range"
        aria-label="Frame"
        aria-valuetext={timeText(frame, frames, recording.fps)}
        disabled={!solved}
        min={0}
        max={Math.max(0, frames - 1)}
        step={1}
        value={frame}
        onChange={(e) => recordings.seek(Number(e.target.value))}
      />
      <TimelineLanes
        id={LANES_ID}
        hidden={layout.collapsed}
        lanes={lanes}
        boxHeight={resizable && layout.height !== null ? height : undefined}
        window={current.window}
        retargetReport={retarget?.report ?? null}
        onWindow={(next) => setView({ solved, frame, window: next })}
        onMove={(id, step) => changeLanes(moveLane(layout.lanes, id, step, present))}
        onHide={(id, from) => {
          const timeline = from.closest('.studio-timeline')!;
          flushSync(() => changeLanes(setLaneHidden(layout.lanes, id, true)));
          focusButton(timeline, id);
        }}
        onHeight={(id, next) => changeLayout({ lanes: setLaneHeight(layout.lanes, id, next), height: null })}
      />
    </section>
  );
}
