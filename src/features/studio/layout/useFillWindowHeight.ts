import { useLayoutEffect, type RefObject } from 'react';

/** Room left under the workspace: main's bottom padding. */
const BOTTOM_GAP_PX = 16;
const MIN_HEIGHT_PX = 420;

/**
 * Makes the element end at the bottom of the window, so the 3D view gets all the height the header
 * leaves instead of a fixed share. Off (natural height) when `enabled` is false.
 */
export function useFillWindowHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!enabled) {
      element.style.height = '';
      return;
    }
    const fit = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(MIN_HEIGHT_PX, Math.floor(window.innerHeight - top - BOTTOM_GAP_PX))}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    // Content above the workspace (an offline banner) can change its top without a resize.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    if (element.parentElement) observer?.observe(element.parentElement);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
      element.style.height = '';
    };
  }, [ref, enabled]);
}
