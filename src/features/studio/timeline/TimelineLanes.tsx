import type { TimeWindow } from '../../../bodyplan/series/timeWindow.ts';
import { CameraErrorLanes } from '../series/CameraErrorLanes.tsx';
import { GrownPlaceholder } from '../layout/GrownPlaceholder.tsx';
import { growthOf, type GrowablePanel } from '../layout/mainAreaLayout.ts';
import { useMainArea } from '../layout/mainAreaContext.ts';
import { useRecording, useStudioStore } from '../store/useStudio.ts';
import { TimelineAngleLane } from './TimelineAngleLane.tsx';
import { TimelineHeatmapLane } from './TimelineHeatmapLane.tsx';
import { TimelineLane } from './TimelineLane.tsx';
import { CAMERA_ACTIONS_PX, CAMERA_AXIS_PX, LANE_NAMES, type LaneId } from './timelineLanes.ts';

const ANGLES: GrowablePanel = { kind: 'angles' };
const HEATMAP: GrowablePanel = { kind: 'heatmap' };
/** The lane groups' accessible names (other views and tests know the lanes by them). */
const GROUP_LABELS: Record<LaneId, string> = { angles: 'Joint-angle lane', heatmap: 'Keypoint-error lane', cameras: 'Camera-error lanes' };
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
  onWindow: (window: TimeWindow) => void;
  onMove: (id: LaneId, step: -1 | 1) => void;
  /** `from`: the Hide button pressed (the focus goes to the lane's Show button). */
  onHide: (id: LaneId, from: Element) => void;
  onHeight: (id: LaneId, height: number) => void;
}

/** The timeline's lanes on one time axis, in the user's order, each at its height. */
export function TimelineLanes({ id, hidden, lanes, boxHeight, window, onWindow, onMove, onHide, onHeight }: TimelineLanesProps) {
  const mainArea = useMainArea();
  const recordings = useStudioStore().recording;
  const count = useRecording((s) => s.solved?.count ?? 0);
  const frame = useRecording((s) => s.frame);
  const cameraRows = useRecording((s) => s.cameraNames.length + 1);

  const content = (lane: LaneId, height: number) => {
    if (lane === 'angles') {
      return growthOf(mainArea.layout, ANGLES) ? <GrownPlaceholder /> : <TimelineAngleLane label="Timeline angle plot" window={window} onWindow={onWindow} height={height - 2} />;
    }
    if (lane === 'heatmap') {
      return growthOf(mainArea.layout, HEATMAP) ? <GrownPlaceholder /> : <TimelineHeatmapLane readoutId="timeline-heatmap-readout" mapHeight={Math.max(12, height - HEATMAP_READOUT_PX - 2)} />;
    }
    // The per-camera reprojection error on the angle lane's window, frame for frame.
    const rowHeight = Math.max(6, Math.floor((height - CAMERA_AXIS_PX - CAMERA_ACTIONS_PX) / cameraRows));
    return <CameraErrorLanes frameCount={count} frame={frame} window={window} onSeek={(f) => recordings.seek(f)} rowHeight={rowHeight} />;
  };

  return (
    <div id={id} className="timeline-lanes" hidden={hidden} style={boxHeight === undefined ? undefined : { height: boxHeight }}>
      {lanes.map((lane, i) => (
        <TimelineLane
          key={lane.id}
          name={LANE_NAMES[lane.id]}
          label={GROUP_LABELS[lane.id]}
          height={lane.height}
          first={i === 0}
          last={i === lanes.length - 1}
          grow={lane.id === 'angles' ? { panel: ANGLES, name: 'angle plot' } : lane.id === 'heatmap' ? { panel: HEATMAP, name: 'error heat-map' } : undefined}
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
