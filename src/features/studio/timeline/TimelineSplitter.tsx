import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { trackResizeDrag } from '../layout/trackResizeDrag.ts';
import { heightAfterDrag, heightAfterKey, TIMELINE_MIN_PX, timelineMaxHeight } from './timelineLayout.ts';

interface TimelineSplitterProps {
  /** The id of the lanes it resizes; undefined while they are not in the page. */
  controls: string | undefined;
  height: number;
  collapsed: boolean;
  windowHeight: number;
  onHeight: (height: number) => void;
  onToggleCollapsed: () => void;
}

/**
 * The bar above the timeline, as the docks' splitters but horizontal: drag it (Escape during the drag
 * puts it back), or focus it and use ↑ ↓ (Shift for bigger steps), Home/End, Enter to collapse or expand.
 */
export function TimelineSplitter({ controls, height, collapsed, windowHeight, onHeight, onToggleCollapsed }: TimelineSplitterProps) {
  // Read by the drag's window listeners, which outlive the render that started them.
  const latest = useRef({ windowHeight, onHeight });
  useLayoutEffect(() => {
    latest.current = { windowHeight, onHeight };
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onToggleCollapsed();
      return;
    }
    const next = heightAfterKey(height, event.key, event.shiftKey, windowHeight);
    if (next === null) return;
    event.preventDefault();
    onHeight(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const startHeight = height;
    trackResizeDrag(event.nativeEvent, 'y', {
      onDelta: (dy) => latest.current.onHeight(heightAfterDrag(startHeight, dy, latest.current.windowHeight)),
      onRestore: () => latest.current.onHeight(startHeight),
    });
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      className="timeline-splitter"
      aria-orientation="horizontal"
      aria-label="Resize the timeline"
      aria-controls={controls}
      aria-valuemin={TIMELINE_MIN_PX}
      aria-valuemax={timelineMaxHeight(windowHeight)}
      aria-valuenow={height}
      aria-valuetext={collapsed ? 'collapsed' : `${height} pixels tall`}
      title="Drag, or use the arrow keys, to resize; Enter collapses or expands"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onDoubleClick={onToggleCollapsed}
    />
  );
}
