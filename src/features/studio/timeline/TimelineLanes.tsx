import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { CameraExcludeButton } from '../exclusions/CameraExcludeButton.tsx';
import { CameraErrorLane } from '../series/CameraErrorLane.tsx';
import { useCameraErrorLanes } from '../series/useCameraErrorLanes.ts';
import { GrownPlaceholder } from '../layout/GrownPlaceholder.tsx';
import { growthOf, type GrowablePanel } from '../layout/mainAreaLayout.ts';
import { useMainArea } from '../layout/mainAreaContext.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { TimelineAngleLane } from './TimelineAngleLane.tsx';
import { TimelineHeatmapLane } from './TimelineHeatmapLane.tsx';
import { TimelineLane } from './TimelineLane.tsx';
import { TimelineRetargetLane } from './TimelineRetargetLane.tsx';
import { laneCamera, laneName, minimumLaneHeight, RETARGET_LANE, type LaneId } from './timelineLanes.ts';
import type { RetargetReport } from '../../../bodyplan/retarget/report/retargetReport.ts';

const ANGLES: GrowablePanel = { kind: 'angles' };
const HEATMAP: GrowablePanel = { kind: 'heatmap' };
/** The lane groups' accessible names (other views and tests know the lanes by them). */
function groupLabel(id: LaneId): string {
  if (id === 'angles') return 'Joint-angle lane';
  if (id === 'heatmap') return 'Keypoint-error lane';
  if (id === RETARGET_LANE) return 'Retarget report lane';
  return `Camera-error lane: ${laneName(id)}`;
}
/** The heat-map's readout line under its strip. */
const HEATMAP_READOUT_PX = 15;

interface TimelineLanesProps {
  id: string;
  hidden: boolean;
  /** The lanes shown, in order, and each one's height. */
  lanes: readonly { id: LaneId; height: number }[];
  /** The lanes' box height; undefined lets it follow the lanes. */
  boxHeight: number | undefined;
  window: TimeWindow;
  /** The report of the retarget on the timeline (its lane's rows), or null. */
  retargetReport: RetargetReport | null;
  onWindow: (window: TimeWindow) => void;
  onMove: (id: LaneId, step: -1 | 1) => void;
  /** `from`: the Hide button pressed (the focus goes to the lane's Show button). */
  onHide: (id: LaneId, from: Element) => void;
  onHeight: (id: LaneId, height: number) => void;
}

/** The timeline's lanes on one time axis, in the user's order, each at its height; before a solve, each says it is not solved yet. */
export function TimelineLanes({ id, hidden, lanes, boxHeight, window, retargetReport, onWindow, onMove, onHide, onHeight }: TimelineLanesProps) {
  const mainArea = useMainArea();
  const recordings = useStudioStore().recording;
  const count = useRecording((s) => s.solved?.count ?? 0);
  const solved = useRecording((s) => s.solved !== null);
  const solving = useRecording((s) => s.progress !== null);
  const frame = useRecording((s) => s.frame);
  const cameraLanes = useCameraErrorLanes();

  const content = (lane: LaneId, height: number) => {
    // Before the solve each lane is in place at its height, saying what it waits for: the results
    // then fill it without resizing the timeline (or the 3D view above it).
    if (!solved && lane !== RETARGET_LANE) {
      const waiting = solving ? 'Solving…' : 'Not solved yet';
      return <p className="timeline-lane-pending">{lane === 'angles' && !solving ? `${waiting}: solve the recording (Inverse kinematics) to play it back here.` : waiting}</p>;
    }
    if (lane === 'angles') {
      return growthOf(mainArea.layout, ANGLES) ? <GrownPlaceholder /> : <TimelineAngleLane label="Timeline angle plot" window={window} onWindow={onWindow} height={height - 2} />;
    }
    if (lane === 'heatmap') {
      return growthOf(mainArea.layout, HEATMAP) ? <GrownPlaceholder /> : <TimelineHeatmapLane readoutId="timeline-heatmap-readout" mapHeight={Math.max(12, height - HEATMAP_READOUT_PX - 2)} />;
    }
    if (lane === RETARGET_LANE) {
      return retargetReport && <TimelineRetargetLane report={retargetReport} frame={frame} window={window} onSeek={(f) => recordings.seek(f)} height={height - 2} />;
    }
    // A camera's reprojection error on the angle lane's window, frame for frame; its Exclude button in the legend's column.
    const camera = cameraLanes?.names.indexOf(laneCamera(lane) ?? '') ?? -1;
    if (!cameraLanes || camera < 0) return null;
    return (
      <div className="timeline-camera-lane">
        <CameraErrorLane lanes={cameraLanes} camera={camera} frameCount={count} frame={frame} window={window} onSeek={(f) => recordings.seek(f)} height={height - 2} />
        <CameraExcludeButton camera={cameraLanes.names[camera]!} errors={cameraLanes.values[camera]!} frame={frame} />
      </div>
    );
  };

  return (
    <div id={id} className="timeline-lanes" hidden={hidden} style={boxHeight === undefined ? undefined : { height: boxHeight }}>
      {lanes.map((lane, i) => (
        <TimelineLane
          key={lane.id}
          name={laneName(lane.id)}
          label={groupLabel(lane.id)}
          compact={laneCamera(lane.id) !== null || lane.id === RETARGET_LANE}
          minHeight={minimumLaneHeight(lane.id)}
          height={lane.height}
          first={i === 0}
          last={i === lanes.length - 1}
          grow={!solved ? undefined : lane.id === 'angles' ? { panel: ANGLES, name: 'angle plot' } : lane.id === 'heatmap' ? { panel: HEATMAP, name: 'error heat-map' } : undefined}
          onMove={(step) => onMove(lane.id, step)}
          onHide={(from) => onHide(lane.id, from)}
          onHeight={(h) => onHeight(lane.id, h)}
        >
          {content(lane.id, lane.height)}
        </TimelineLane>
      ))}
    </div>
  );
}
