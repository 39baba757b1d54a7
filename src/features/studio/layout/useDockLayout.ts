import { useCallback, useEffect, useState } from 'react';
import { parseStoredLayout, serializeLayout, type DockSide, type DockState, type LayoutState } from './dockLayout.ts';

/** One key for the whole workspace layout, per browser. */
const LAYOUT_STORAGE_KEY = 'bodyplan-studio.layout';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(LAYOUT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The docks' sizes and collapsed state, remembered in localStorage. */
export function useDockLayout(): [LayoutState, (side: DockSide, change: Partial<DockState>) => void] {
  const [layout, setLayout] = useState(() => parseStoredLayout(readStored()));
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    // Only what the user changed is stored: an untouched layout keeps following the window's defaults.
    if (!touched) return;
    try {
      window.localStorage.setItem(LAYOUT_STORAGE_KEY, serializeLayout(layout));
    } catch {
      // Storage may be unavailable (private mode): the layout still works for this page.
    }
  }, [layout, touched]);
  const change = useCallback((side: DockSide, patch: Partial<DockState>) => {
    setTouched(true);
    setLayout((prev) => ({ ...prev, [side]: { ...prev[side], ...patch } }));
  }, []);
  return [layout, change];
}
