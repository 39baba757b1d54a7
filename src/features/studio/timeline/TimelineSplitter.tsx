import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { trackWindowDrag } from '../layout/trackWindowDrag.ts';
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
    const start = { y: event.clientY, height, moved: false };
    trackWindowDrag(event.nativeEvent, {
      onMove(move) {
        const dy = move.clientY - start.y;
        if (!start.moved && Math.abs(dy) < 3) return;
        start.moved = true;
        latest.current.onHeight(heightAfterDrag(start.height, dy, latest.current.windowHeight));
      },
      onCancel() {
        if (start.moved) latest.current.onHeight(start.height);
      },
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
