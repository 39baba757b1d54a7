import { useLayoutEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { DOCK_MIN_PX, dockMaxWidth, widthAfterDrag, widthAfterKey, type DockSide } from './dockLayout.ts';
import { trackResizeDrag } from './trackResizeDrag.ts';

interface SplitterProps {
  side: DockSide;
  /** The id of the dock it resizes. */
  controls: string;
  label: string;
  width: number;
  collapsed: boolean;
  windowWidth: number;
  onWidth: (width: number) => void;
  onToggleCollapsed: () => void;
}

/**
 * The bar between a dock and the view: drag it (Escape during the drag puts it back), or focus it and
 * use the arrow keys (Shift for bigger steps), Home/End for the smallest/largest width, Enter to
 * collapse or expand the dock.
 */
export function Splitter({ side, controls, label, width, collapsed, windowWidth, onWidth, onToggleCollapsed }: SplitterProps) {
  // Read by the drag's window listeners, which outlive the render that started them.
  const latest = useRef({ side, windowWidth, onWidth });
  useLayoutEffect(() => {
    latest.current = { side, windowWidth, onWidth };
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onToggleCollapsed();
      return;
    }
    const next = widthAfterKey(side, width, event.key, event.shiftKey, windowWidth);
    if (next === null) return;
    event.preventDefault();
    onWidth(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const startWidth = width;
    // A click without a move does not expand a collapsed dock to a width it never had (the dead zone).
    trackResizeDrag(event.nativeEvent, 'x', {
      onDelta(dx) {
        const { side, windowWidth, onWidth } = latest.current;
        onWidth(widthAfterDrag(side, startWidth, dx, windowWidth));
      },
      onRestore: () => latest.current.onWidth(startWidth),
    });
  };

  return (
    <div
      role="separator"
      tabIndex={0}
      className="studio-splitter"
      aria-orientation="vertical"
      aria-label={label}
      aria-controls={controls}
      aria-valuemin={DOCK_MIN_PX}
      aria-valuemax={dockMaxWidth(windowWidth)}
      aria-valuenow={width}
      aria-valuetext={collapsed ? 'collapsed to icons' : `${width} pixels wide`}
      title="Drag, or use the arrow keys, to resize; Enter collapses or expands"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onDoubleClick={onToggleCollapsed}
    />
  );
}
