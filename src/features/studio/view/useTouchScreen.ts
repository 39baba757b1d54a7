import { useSyncExternalStore } from 'react';

/** A screen whose main pointer is a finger: coarse, or one that cannot hover (phones, tablets). */
const TOUCH_QUERY = '(pointer: coarse), (hover: none)';

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(TOUCH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isTouchScreen = () => typeof matchMedia === 'function' && matchMedia(TOUCH_QUERY).matches;

/** Whether the page is used by touch (follows a tablet that gains a mouse). */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(subscribe, isTouchScreen, () => false);
}
