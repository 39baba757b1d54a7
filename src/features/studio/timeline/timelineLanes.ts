/**
 * The timeline's lanes, as the user arranged them: their order, which are hidden, and the heights
 * given to some. Pure: the Timeline renders what these functions say, and the tests check them.
 */
export type LaneId = 'angles' | 'heatmap' | 'cameras';

export const LANE_IDS: readonly LaneId[] = ['angles', 'heatmap', 'cameras'];

export const LANE_NAMES: Record<LaneId, string> = { angles: 'Angles', heatmap: 'Keypoint errors', cameras: 'Camera errors' };

export interface LanesLayout {
  order: LaneId[];
  hidden: LaneId[];
  /** Heights the user gave (CSS px); a lane not listed has its default height. */
  heights: Partial<Record<LaneId, number>>;
}

export const DEFAULT_LANES_LAYOUT: LanesLayout = { order: [...LANE_IDS], hidden: [], heights: {} };

/** Tall enough for a lane's name and its buttons (two lines of the name column). */
export const LANE_MIN_PX = 40;
export const LANE_MAX_PX = 480;
const KEY_STEP_PX = 8;
const BIG_KEY_STEP_PX = 32;

/** One camera row of the camera-error lanes, the time axis under them, and the action row under that. */
export const CAMERA_ROW_PX = 11;
export const CAMERA_AXIS_PX = 13;
export const CAMERA_ACTIONS_PX = 26;

/**
 * A lane's height before the user resizes it: compact, so that every lane fits at the default
 * timeline height (the angle lane a readable plot, the heat-map a strip, the cameras a row each
 * plus the all-camera RMS).
 */
export function defaultLaneHeight(id: LaneId, cameraCount: number, withReference = false): number {
  // With a reference the angle lane also holds the difference strip.
  if (id === 'angles') return withReference ? 104 : 64;
  if (id === 'heatmap') return 44;
  return (cameraCount + 1) * CAMERA_ROW_PX + CAMERA_AXIS_PX + CAMERA_ACTIONS_PX;
}

export function laneHeight(layout: LanesLayout, id: LaneId, cameraCount: number, withReference = false): number {
  return layout.heights[id] ?? defaultLaneHeight(id, cameraCount, withReference);
}

/** The camera rows' least height (CSS px): a bar still shows how bad a frame is. */
const CAMERA_ROW_MIN_PX = 6;

/** The least height a lane is shrunk to when the room is short: the camera lane keeps every camera's row and its actions. */
export function minimumLaneHeight(id: LaneId, cameraCount: number): number {
  if (id === 'heatmap') return 32;
  if (id === 'cameras') return (cameraCount + 1) * CAMERA_ROW_MIN_PX + CAMERA_AXIS_PX + CAMERA_ACTIONS_PX;
  return LANE_MIN_PX;
}

/**
 * Heights that fit `available` pixels: unchanged when they fit, else each lane shrunk by the same
 * share of what it has above its minimum (never below it: past that the lanes scroll).
 */
export function fitLaneHeights(heights: readonly number[], available: number, minimums: readonly number[] = heights.map(() => LANE_MIN_PX)): number[] {
  const total = heights.reduce((a, b) => a + b, 0);
  if (total <= available) return [...heights];
  const above = heights.map((h, i) => Math.max(0, h - (minimums[i] ?? LANE_MIN_PX)));
  const spare = above.reduce((a, b) => a + b, 0);
  const cut = Math.min(spare, total - available);
  const share = spare > 0 ? cut / spare : 0;
  return heights.map((h, i) => Math.floor(h - above[i]! * share));
}

/** The lanes shown, in the user's order, of those the recording has. */
export function visibleLanes(layout: LanesLayout, present: readonly LaneId[]): LaneId[] {
  return layout.order.filter((id) => present.includes(id) && !layout.hidden.includes(id));
}

/** `id` moved one place up (-1) or down (+1) among the lanes shown; unchanged at either end. */
export function moveLane(layout: LanesLayout, id: LaneId, step: -1 | 1, present: readonly LaneId[]): LanesLayout {
  const shown = visibleLanes(layout, present);
  const at = shown.indexOf(id);
  const neighbour = shown[at + step];
  if (at < 0 || neighbour === undefined) return layout;
  const order = [...layout.order];
  const i = order.indexOf(id);
  const j = order.indexOf(neighbour);
  [order[i], order[j]] = [order[j]!, order[i]!];
  return { ...layout, order };
}

export function setLaneHidden(layout: LanesLayout, id: LaneId, hidden: boolean): LanesLayout {
  const others = layout.hidden.filter((h) => h !== id);
  return { ...layout, hidden: hidden ? [...others, id] : others };
}

export function setLaneHeight(layout: LanesLayout, id: LaneId, height: number): LanesLayout {
  return { ...layout, heights: { ...layout.heights, [id]: clampLaneHeight(height) } };
}

export function clampLaneHeight(height: number): number {
  return Math.round(Math.min(LANE_MAX_PX, Math.max(LANE_MIN_PX, height)));
}

/** A lane's resize handle's keys: ↓ makes it taller (the handle is at its bottom), ↑ shorter, Shift for big steps; null for other keys. */
export function laneHeightAfterKey(height: number, key: string, shift: boolean): number | null {
  const step = shift ? BIG_KEY_STEP_PX : KEY_STEP_PX;
  if (key === 'ArrowDown') return clampLaneHeight(height + step);
  if (key === 'ArrowUp') return clampLaneHeight(height - step);
  if (key === 'Home') return LANE_MIN_PX;
  if (key === 'End') return LANE_MAX_PX;
  return null;
}

const isLaneId = (value: unknown): value is LaneId => typeof value === 'string' && (LANE_IDS as readonly string[]).includes(value);

/** The lanes' part of a stored layout; what is unreadable is left at its default (a stored layout is a convenience). */
export function parseLanesLayout(value: unknown): LanesLayout {
  if (typeof value !== 'object' || value === null) return DEFAULT_LANES_LAYOUT;
  const stored = value as Partial<Record<keyof LanesLayout, unknown>>;
  const listed = Array.isArray(stored.order) ? stored.order.filter(isLaneId) : [];
  // Every lane once: those stored in their order, any lane added since at the end.
  const order = [...new Set([...listed, ...LANE_IDS])];
  const hidden = Array.isArray(stored.hidden) ? [...new Set(stored.hidden.filter(isLaneId))] : [];
  const heights: Partial<Record<LaneId, number>> = {};
  if (typeof stored.heights === 'object' && stored.heights !== null) {
    for (const [id, h] of Object.entries(stored.heights)) if (isLaneId(id) && typeof h === 'number' && Number.isFinite(h)) heights[id] = clampLaneHeight(h);
  }
  return { order, hidden, heights };
}
