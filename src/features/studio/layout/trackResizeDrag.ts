import { trackWindowDrag } from './trackWindowDrag.ts';

/** Pointer travel below which a press on a splitter is a click, not a resize. */
const RESIZE_DEAD_ZONE_PX = 3;

export interface ResizeDragHandlers {
  /** The pointer has moved `delta` px along the axis since it went down (past the dead zone). */
  onDelta(delta: number): void;
  /** The drag was cancelled after it resized something: put the size it started from back. */
  onRestore(): void;
}

/**
 * The drag of every splitter and resize handle (the docks', the timeline's, a timeline lane's):
 * follows `down`'s pointer along one axis. A press that moves less than 3 px resizes nothing, so a
 * click does not expand a collapsed dock to a size it never had; Escape puts the size back.
 */
export function trackResizeDrag(down: PointerEvent, axis: 'x' | 'y', handlers: ResizeDragHandlers, events?: EventTarget): () => void {
  const along = (event: PointerEvent) => (axis === 'x' ? event.clientX : event.clientY);
  const start = along(down);
  let moved = false;
  return trackWindowDrag(
    down,
    {
      onMove(move) {
        const delta = along(move) - start;
        if (!moved && Math.abs(delta) < RESIZE_DEAD_ZONE_PX) return;
        moved = true;
        handlers.onDelta(delta);
      },
      onCancel() {
        if (moved) handlers.onRestore();
      },
    },
    events,
  );
}
