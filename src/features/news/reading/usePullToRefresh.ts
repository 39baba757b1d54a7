import { useEffect, useRef, useState } from 'react';

/** How far (px) a pull from the top of the page must go to refresh. */
const PULL_PX = 80;

/**
 * Pull-to-refresh on touch screens: a downward drag that starts with the page scrolled to the top
 * and goes `PULL_PX` or more calls `refresh` when released. Returns whether a pull is far enough.
 */
export function usePullToRefresh(refresh: () => void): boolean {
  const [armed, setArmed] = useState(false);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    let startY: number | null = null;
    let far = false;
    const onStart = (event: TouchEvent) => {
      startY = window.scrollY <= 0 && event.touches.length === 1 ? event.touches[0]!.clientY : null;
      far = false;
    };
    const onMove = (event: TouchEvent) => {
      if (startY === null) return;
      const nowFar = event.touches[0]!.clientY - startY >= PULL_PX;
      if (nowFar !== far) setArmed((far = nowFar));
    };
    const onEnd = () => {
      if (startY !== null && far) latest.current();
      startY = null;
      far = false;
      setArmed(false);
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);
  return armed;
}
