import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { trackResizeDrag } from '../layout/trackResizeDrag.ts';
import { clampLaneHeight, LANE_MAX_PX, laneHeightAfterKey } from './timelineLanes.ts';

interface TimelineLaneResizerProps {
  /** The lane's name, for the handle's own ("Resize the Angles lane"). */
  name: string;
  height: number;
  /** The least height (the lane's own minimum). */
  minHeight: number;
  onHeight: (height: number) => void;
}

/**
 * The handle along a lane's bottom edge: drag it (Escape during the drag puts it back), or focus it
 * and use ↓ (taller) ↑ (shorter), Shift for bigger steps, Home/End for the smallest/largest.
 */
export function TimelineLaneResizer({ name, height, minHeight, onHeight }: TimelineLaneResizerProps) {
  // Read by the drag's window listeners, which outlive the render that started them.
  const latest = useRef(onHeight);
  useLayoutEffect(() => {
    latest.current = onHeight;
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = laneHeightAfterKey(height, event.key, event.shiftKey, minHeight);
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    onHeight(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const startHeight = height;
    trackResizeDrag(event.nativeEvent, 'y', {
      onDelta: (dy) => latest.current(clampLaneHeight(startHeight + dy, minHeight)),
      onRestore: () => latest.current(startHeight),
    });
  };
  return (
    <div
      role="separator"
      tabIndex={0}
      className="timeline-lane-resizer"
      aria-orientation="horizontal"
      aria-label={`Resize the ${name} lane`}
      aria-valuemin={minHeight}
      aria-valuemax={LANE_MAX_PX}
      aria-valuenow={height}
      aria-valuetext={`${height} pixels tall`}
      title="Drag, or use ↑ ↓, to resize this lane"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
    />
  );
}
