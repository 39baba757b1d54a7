import { DEFAULT_LANES_LAYOUT, parseLanesLayout, type LanesLayout } from './timelineLanes.ts';

/** The timeline's own layout, per browser: how tall its lanes are, whether they are folded away, and the lanes' own arrangement. */
export interface TimelineLayout {
  /** The lanes' height in CSS pixels (the control row and the scrubber come on top); null until the user drags it: the lanes' own heights then, capped. */
  height: number | null;
  collapsed: boolean;
  lanes: LanesLayout;
}

export const TIMELINE_MIN_PX = 60;
const TIMELINE_DEFAULT_PX = 180;
const KEY_STEP_PX = 16;
const BIG_KEY_STEP_PX = 64;

/**
 * What the Studio's header, the timeline's own controls (splitter, two rows of buttons, scrubber), the
 * view's border and the page's bottom margin take on a wide screen, measured at 1280×800: about
 * 100 + 91 + 16 px, and a few to spare (e2e/studio-timeline-lanes.spec.ts prints the 3D view's height).
 */
const CHROME_PX = 215;

/**
 * The lanes' default height at most: with the header and the controls, the timeline then leaves the
 * 3D view at least 55 % of the window.
 */
export function defaultLanesCap(windowHeight: number): number {
  return Math.max(TIMELINE_MIN_PX, Math.floor(windowHeight * 0.45) - CHROME_PX);
}

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

export const DEFAULT_TIMELINE_LAYOUT: TimelineLayout = { height: null, collapsed: false, lanes: DEFAULT_LANES_LAYOUT };

/** What localStorage held; anything unreadable gives the default (a stored layout is a convenience, never an error). */
export function parseTimelineLayout(text: string | null): TimelineLayout {
  if (!text) return DEFAULT_TIMELINE_LAYOUT;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof TimelineLayout, unknown>> | null;
    if (typeof value !== 'object' || value === null) return DEFAULT_TIMELINE_LAYOUT;
    const height = typeof value.height === 'number' && Number.isFinite(value.height) && value.height >= TIMELINE_MIN_PX ? Math.round(value.height) : null;
    return { height, collapsed: value.collapsed === true, lanes: parseLanesLayout(value.lanes) };
  } catch {
    return DEFAULT_TIMELINE_LAYOUT;
  }
}

export function serializeTimelineLayout(layout: TimelineLayout): string {
  return JSON.stringify({ height: layout.height, collapsed: layout.collapsed, lanes: layout.lanes });
}
