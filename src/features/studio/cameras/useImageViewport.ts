import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import {
  fittedViewport,
  imageTransform,
  isFitted,
  PAN_KEY_FRACTION,
  panBy,
  wheelZoomFactor,
  zoomAbout,
  ZOOM_STEP,
  type ImageViewport,
  type Size,
} from '../model/view/imageViewport.ts';

/** A press that moves less than this (CSS pixels) is a click (select a keypoint), not a drag. */
const DRAG_THRESHOLD = 3;

/**
 * A camera view's fit, zoom and pan: the canvas is sized to `box` (in device pixels, so the image
 * stays sharp), the whole image fitted until the user zooms (wheel toward the pointer, +/−), pans
 * (drag, arrow keys) or fits again (Fit, 0, F). A new image size (a video opened) fits again.
 */
export function useImageViewport(canvas: RefObject<HTMLCanvasElement | null>, box: RefObject<HTMLDivElement | null>, image: Size) {
  const [cssSize, setCssSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setCssSize({ width: element.clientWidth, height: element.clientHeight });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [box]);
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const view: Size = {
    width: Math.max(1, Math.round((cssSize.width || 320) * ratio)),
    height: Math.max(1, Math.round((cssSize.height || 240) * ratio)),
  };
  const imageKey = `${image.width}×${image.height}`;
  const [chosen, setChosen] = useState<{ imageKey: string; viewport: ImageViewport } | null>(null);
  const viewport = chosen?.imageKey === imageKey ? chosen.viewport : fittedViewport(image);
  const transform = imageTransform(viewport, image, view);
  const change = (next: (current: ImageViewport) => ImageViewport) =>
    setChosen((previous) => ({ imageKey, viewport: next(previous?.imageKey === imageKey ? previous.viewport : fittedViewport(image)) }));

  /** A client point in the canvas's pixels. */
  const canvasPoint = (clientX: number, clientY: number): [number, number] => {
    const element = canvas.current!;
    const rect = element.getBoundingClientRect();
    return [((clientX - rect.left) * element.width) / rect.width, ((clientY - rect.top) * element.height) / rect.height];
  };

  // React's wheel listener is passive: the page would scroll as well. A native one can prevent that.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0 || event.ctrlKey) return;
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const x = ((event.clientX - rect.left) * element.width) / rect.width;
      const y = ((event.clientY - rect.top) * element.height) / rect.height;
      setChosen((previous) => {
        const current = previous?.imageKey === imageKey ? previous.viewport : fittedViewport(image);
        return { imageKey, viewport: zoomAbout(current, wheelZoomFactor(event.deltaY, event.deltaMode), x, y, image, view) };
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
    // The listener is replaced whenever the sizes it reads change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canvas, imageKey, view.width, view.height]);

  const drag = useRef<{ id: number; x: number; y: number; moved: number } | null>(null);
  const dragged = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: 0 };
    dragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    const [x0, y0] = canvasPoint(start.x, start.y);
    const [x1, y1] = canvasPoint(event.clientX, event.clientY);
    start.moved += Math.hypot(event.clientX - start.x, event.clientY - start.y);
    start.x = event.clientX;
    start.y = event.clientY;
    if (start.moved >= DRAG_THRESHOLD) dragged.current = true;
    change((current) => panBy(current, x1 - x0, y1 - y0, image, view));
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    if (drag.current?.id === event.pointerId) drag.current = null;
  };

  const zoomBy = (factor: number) => change((current) => zoomAbout(current, factor, view.width / 2, view.height / 2, image, view));
  const fit = () => setChosen(null);
  /** The view's keys: +/− zoom, 0 or F fits, the arrows pan. Returns whether the key was one of them. */
  const onKey = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (event.altKey || event.ctrlKey || event.metaKey) return false;
    const step = { x: PAN_KEY_FRACTION * view.width, y: PAN_KEY_FRACTION * view.height };
    const pan = (dx: number, dy: number) => change((current) => panBy(current, dx, dy, image, view));
    if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '0' || event.key === 'f' || event.key === 'F') fit();
    // An arrow shows more of that side: the image moves the other way.
    else if (event.key === 'ArrowRight') pan(-step.x, 0);
    else if (event.key === 'ArrowLeft') pan(step.x, 0);
    else if (event.key === 'ArrowDown') pan(0, -step.y);
    else if (event.key === 'ArrowUp') pan(0, step.y);
    else return false;
    return true;
  };

  return {
    view,
    ratio,
    transform,
    zoom: viewport.zoom,
    fitted: isFitted(viewport, image),
    fit,
    zoomBy,
    onKey,
    pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
    /** Whether the last press was a drag (its click then selects nothing). */
    wasDrag: () => dragged.current,
  };
}
