/** The timeline's own layout, per browser: how tall its lanes are and whether they are folded away. */
export interface TimelineLayout {
  /** The lanes' height in CSS pixels (the control row and the scrubber come on top). */
  height: number;
  collapsed: boolean;
}

export const TIMELINE_MIN_PX = 60;
const TIMELINE_DEFAULT_PX = 180;
const KEY_STEP_PX = 16;
const BIG_KEY_STEP_PX = 64;

/** At most half the window, so the 3D view keeps the other half. */
export function timelineMaxHeight(windowHeight: number): number {
  return Math.max(TIMELINE_MIN_PX, Math.floor(windowHeight / 2));
}

export function clampTimelineHeight(height: number, windowHeight: number): number {
  if (!Number.isFinite(height)) return TIMELINE_DEFAULT_PX;
  return Math.round(Math.min(timelineMaxHeight(windowHeight), Math.max(TIMELINE_MIN_PX, height)));
}

/** The splitter above the timeline dragged by `dy` pixels (down is positive, so the lanes shrink). */
export function heightAfterDrag(start: number, dy: number, windowHeight: number): number {
  return clampTimelineHeight(start - dy, windowHeight);
}

/** The splitter's keys: up grows the lanes, down shrinks them (Shift for big steps), Home/End the smallest/largest; null for other keys. */
export function heightAfterKey(height: number, key: string, shift: boolean, windowHeight: number): number | null {
  const step = shift ? BIG_KEY_STEP_PX : KEY_STEP_PX;
  switch (key) {
    case 'ArrowUp':
      return clampTimelineHeight(height + step, windowHeight);
    case 'ArrowDown':
      return clampTimelineHeight(height - step, windowHeight);
    case 'Home':
      return TIMELINE_MIN_PX;
    case 'End':
      return timelineMaxHeight(windowHeight);
    default:
      return null;
  }
}

export const DEFAULT_TIMELINE_LAYOUT: TimelineLayout = { height: TIMELINE_DEFAULT_PX, collapsed: false };

/** What localStorage held; anything unreadable gives the default (a stored layout is a convenience, never an error). */
export function parseTimelineLayout(text: string | null): TimelineLayout {
  if (!text) return DEFAULT_TIMELINE_LAYOUT;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof TimelineLayout, unknown>>;
    const height = typeof value.height === 'number' && Number.isFinite(value.height) && value.height >= TIMELINE_MIN_PX ? Math.round(value.height) : TIMELINE_DEFAULT_PX;
    return { height, collapsed: value.collapsed === true };
  } catch {
    return DEFAULT_TIMELINE_LAYOUT;
  }
}

export function serializeTimelineLayout(layout: TimelineLayout): string {
  return JSON.stringify({ height: layout.height, collapsed: layout.collapsed });
}
