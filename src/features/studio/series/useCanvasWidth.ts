import { useLayoutEffect, useState, type RefObject } from 'react';

/** The canvas' CSS width, followed as its box resizes (60 px at least). `deps` re-measure a canvas that appears later. */
export function useCanvasWidth(canvas: RefObject<HTMLCanvasElement | null>, deps: readonly unknown[] = []): number {
  const [width, setWidth] = useState(300);
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(60, Math.round(element.clientWidth)));
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps
  return width;
}
