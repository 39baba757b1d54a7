/**
 * Pointer drags in the Studio (the dock splitters, panning a time plot, turning a hinge or moving an
 * IK target in the 3D view) are followed by this one function, called from the pointerdown handler.
 */

export interface WindowDragHandlers {
  /** Each move of the pointer that went down. */
  onMove(event: PointerEvent): void;
  /** That pointer was released: the drag is done. */
  onEnd?(event: PointerEvent): void;
  /** Escape was pressed, or the browser took the pointer away (pointercancel): undo what the drag did. */
  onCancel?(): void;
}

interface PointerCaptor {
  setPointerCapture(pointerId: number): void;
  releasePointerCapture(pointerId: number): void;
  hasPointerCapture(pointerId: number): boolean;
}

function captorOf(target: EventTarget | null): PointerCaptor | null {
  const element = target as Partial<PointerCaptor> | null;
  return typeof element?.setPointerCapture === 'function' && typeof element.releasePointerCapture === 'function' ? (element as PointerCaptor) : null;
}

/**
 * Follows the pointer of `down` on `events` (the window) until it is released, so the drag goes on
 * wherever the pointer goes; the element it went down on captures it meanwhile (so the drag goes on
 * outside the page too). Escape or pointercancel cancel the drag. Other pointers are ignored. Every
 * listener is removed, and the capture released, when the drag ends, is cancelled or is stopped
 * with the returned function (e.g. when the component unmounts mid-drag; no handler is called then).
 */
export function trackWindowDrag(down: PointerEvent, handlers: WindowDragHandlers, events: EventTarget = window): () => void {
  const { pointerId } = down;
  const captor = captorOf(down.target);
  try {
    captor?.setPointerCapture(pointerId);
  } catch {
    // The pointer is no longer active (it was released already): the window still sees the rest.
  }
  const ours = (event: Event) => (event as PointerEvent).pointerId === pointerId;
  const onMove = (event: Event) => {
    if (ours(event)) handlers.onMove(event as PointerEvent);
  };
  const onUp = (event: Event) => {
    if (!ours(event)) return;
    stop();
    handlers.onEnd?.(event as PointerEvent);
  };
  const onPointerCancel = (event: Event) => {
    if (!ours(event)) return;
    stop();
    handlers.onCancel?.();
  };
  const onKeyDown = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Escape') return;
    // Escape ends the drag and nothing else (it does not also close a dialog or clear a selection).
    event.preventDefault();
    event.stopPropagation();
    stop();
    handlers.onCancel?.();
  };
  function stop(): void {
    events.removeEventListener('pointermove', onMove);
    events.removeEventListener('pointerup', onUp);
    events.removeEventListener('pointercancel', onPointerCancel);
    events.removeEventListener('keydown', onKeyDown, { capture: true });
    try {
      if (captor?.hasPointerCapture(pointerId)) captor.releasePointerCapture(pointerId);
    } catch {
      // Already released with the pointer.
    }
  }
  events.addEventListener('pointermove', onMove);
  events.addEventListener('pointerup', onUp);
  events.addEventListener('pointercancel', onPointerCancel);
  events.addEventListener('keydown', onKeyDown, { capture: true });
  return stop;
}
