import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth, () => 1280);
}

/** At this width and below the workspace stacks: the view first, the panels as tabs below it. */
const NARROW_QUERY = '(max-width: 800px)';

export function useIsNarrow(): boolean {
  // Without matchMedia (jsdom in unit tests) the wide layout is used.
  return useSyncExternalStore(subscribe, () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches, () => false);
}
