import { useCallback, useEffect, useState } from 'react';
import { parseTimelineLayout, serializeTimelineLayout, type TimelineLayout } from './timelineLayout.ts';

/** The timeline's height and collapsed state, per browser (beside the docks' layout key). */
const TIMELINE_STORAGE_KEY = 'bodyplan-studio.timeline';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(TIMELINE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function useTimelineLayout(): [TimelineLayout, (change: Partial<TimelineLayout>) => void] {
  const [layout, setLayout] = useState(() => parseTimelineLayout(readStored()));
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    // Only a layout the user changed is stored, so an untouched one keeps following the defaults.
    if (!touched) return;
    try {
      window.localStorage.setItem(TIMELINE_STORAGE_KEY, serializeTimelineLayout(layout));
    } catch {
      // Storage may be unavailable (private mode): the layout still works for this page.
    }
  }, [layout, touched]);
  const change = useCallback((patch: Partial<TimelineLayout>) => {
    setTouched(true);
    setLayout((prev) => ({ ...prev, ...patch }));
  }, []);
  return [layout, change];
}
