/**
 * The timeline's lanes, as the user arranged them: their order, which are hidden, and the heights
 * given to some. Pure: the Timeline renders what these functions say, and the tests check them.
 */
/** The angle lane, the keypoint-error heat-map, the retarget report (while a retarget is shown), and one lane per camera (`camera:` and the camera's name). */
export type LaneId = 'angles' | 'heatmap' | 'retarget' | `camera:${string}`;

/** The lanes every recording has, in their default order; camera lanes follow them, in the cameras' order. */
export const LANE_IDS: readonly LaneId[] = ['angles', 'heatmap'];

const CAMERA_PREFIX = 'camera:';

/** The retarget report's lane: present only while a retarget's result is on the timeline, after the fixed lanes. */
export const RETARGET_LANE: LaneId = 'retarget';

/** A camera's lane, known by the camera's name (the calibration's), so its place and height follow the camera across recordings. */
export const cameraLaneId = (camera: string): LaneId => `${CAMERA_PREFIX}${camera}`;

/** The camera a lane plots, or null for the angle and heat-map lanes. */
export const laneCamera = (id: LaneId): string | null => (id.startsWith(CAMERA_PREFIX) ? id.slice(CAMERA_PREFIX.length) : null);

/** A lane's name, in its name column and its buttons: a camera lane is named by its camera. */
export function laneName(id: LaneId): string {
  if (id === 'angles') return 'Angles';
  if (id === 'heatmap') return 'Keypoint errors';
  if (id === RETARGET_LANE) return 'Retarget report';
  return laneCamera(id) ?? id;
}

export interface LanesLayout {
  /** The lanes the user arranged, in order; a lane not listed (a camera of another recording) comes after them. */
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

/**
 * A camera lane: one row of bars, its name and buttons on one line beside it. 16 px each leaves
 * three cameras, the angles and the heat-map in the 145 px the lanes have at 1280×800.
 */
export const CAMERA_LANE_PX = 16;

/**
 * The retarget report's lane: three rows of 9 px (feet, joints, tracking; a row's name in the legend
 * column at that height), its name and buttons on one line as a camera lane's. With the angle lane
 * and the heat-map at their defaults it fills the 145 px the lanes have at 1280×800 without
 * shrinking them (shrunk, their two lines of buttons would run over the next lane's name).
 */
export const RETARGET_LANE_PX = 29;

/**
 * A lane's height before the user resizes it: compact, so that every lane fits at the default
 * timeline height (the angle lane a readable plot, the heat-map a strip, a camera a row).
 */
export function defaultLaneHeight(id: LaneId, withReference = false): number {
  // With a reference the angle lane also holds the difference strip.
  if (id === 'angles') return withReference ? 104 : 64;
  if (id === 'heatmap') return 44;
  if (id === RETARGET_LANE) return RETARGET_LANE_PX;
  return CAMERA_LANE_PX;
}

export function laneHeight(layout: LanesLayout, id: LaneId, withReference = false): number {
  return layout.heights[id] ?? defaultLaneHeight(id, withReference);
}

/** The least height of a lane, when the room is short or the user shrinks it: a camera lane keeps its one line. */
export function minimumLaneHeight(id: LaneId): number {
  if (id === 'heatmap') return 32;
  if (laneCamera(id) !== null) return CAMERA_LANE_PX;
  if (id === RETARGET_LANE) return RETARGET_LANE_PX;
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

/** The lanes the recording has, in the user's order, then those the user has not placed (in the recording's order). */
function orderOf(layout: LanesLayout, present: readonly LaneId[]): LaneId[] {
  return [...layout.order.filter((id) => present.includes(id)), ...present.filter((id) => !layout.order.includes(id))];
}

/** The lanes shown, in the user's order, of those the recording has. */
export function visibleLanes(layout: LanesLayout, present: readonly LaneId[]): LaneId[] {
  return orderOf(layout, present).filter((id) => !layout.hidden.includes(id));
}

/** `id` moved one place up (-1) or down (+1) among the lanes shown; unchanged at either end. */
export function moveLane(layout: LanesLayout, id: LaneId, step: -1 | 1, present: readonly LaneId[]): LanesLayout {
  const shown = visibleLanes(layout, present);
  const at = shown.indexOf(id);
  const neighbour = shown[at + step];
  if (at < 0 || neighbour === undefined) return layout;
  // The lanes of this recording in their places, then those of others (a camera not recorded now) as they were.
  const order = [...orderOf(layout, present), ...layout.order.filter((other) => !present.includes(other))];
  const i = order.indexOf(id);
  const j = order.indexOf(neighbour);
  [order[i], order[j]] = [order[j]!, order[i]!];
  return { ...layout, order };
}

/**
 * With a retarget on the timeline, its report's lane comes first until the user places it: it is
 * what a retarget is looked at for, and below the heat-map it would sit under that lane's second
 * row of buttons (taller than the heat-map's default height, they run past its bottom).
 */
export function withRetargetLaneFirst(layout: LanesLayout): LanesLayout {
  return layout.order.includes(RETARGET_LANE) ? layout : { ...layout, order: [RETARGET_LANE, ...layout.order] };
}

export function setLaneHidden(layout: LanesLayout, id: LaneId, hidden: boolean): LanesLayout {
  const others = layout.hidden.filter((h) => h !== id);
  return { ...layout, hidden: hidden ? [...others, id] : others };
}

export function setLaneHeight(layout: LanesLayout, id: LaneId, height: number): LanesLayout {
  return { ...layout, heights: { ...layout.heights, [id]: clampLaneHeight(height, minimumLaneHeight(id)) } };
}

export function clampLaneHeight(height: number, minimum = LANE_MIN_PX): number {
  return Math.round(Math.min(LANE_MAX_PX, Math.max(minimum, height)));
}

/** A lane's resize handle's keys: ↓ makes it taller (the handle is at its bottom), ↑ shorter, Shift for big steps; null for other keys. */
export function laneHeightAfterKey(height: number, key: string, shift: boolean, minimum = LANE_MIN_PX): number | null {
  const step = shift ? BIG_KEY_STEP_PX : KEY_STEP_PX;
  if (key === 'ArrowDown') return clampLaneHeight(height + step, minimum);
  if (key === 'ArrowUp') return clampLaneHeight(height - step, minimum);
  if (key === 'Home') return minimum;
  if (key === 'End') return LANE_MAX_PX;
  return null;
}

/** The fixed lanes, the retarget report's, and any camera's (a stored camera need not be in the recording loaded); older layouts' single "cameras" lane is dropped. */
const isLaneId = (value: unknown): value is LaneId => typeof value === 'string' && ((LANE_IDS as readonly string[]).includes(value) || value === RETARGET_LANE || (value.startsWith(CAMERA_PREFIX) && value.length > CAMERA_PREFIX.length));

/** The lanes' part of a stored layout; what is unreadable is left at its default (a stored layout is a convenience). */
export function parseLanesLayout(value: unknown): LanesLayout {
  if (typeof value !== 'object' || value === null) return DEFAULT_LANES_LAYOUT;
  const stored = value as Partial<Record<keyof LanesLayout, unknown>>;
  const listed = Array.isArray(stored.order) ? stored.order.filter(isLaneId) : [];
  // Every fixed lane once: those stored in their order, any added since at the end (camera lanes come after the order).
  const order = [...new Set([...listed, ...LANE_IDS])];
  const hidden = Array.isArray(stored.hidden) ? [...new Set(stored.hidden.filter(isLaneId))] : [];
  const heights: Partial<Record<LaneId, number>> = {};
  if (typeof stored.heights === 'object' && stored.heights !== null) {
    for (const [id, h] of Object.entries(stored.heights)) if (isLaneId(id) && typeof h === 'number' && Number.isFinite(h)) heights[id] = clampLaneHeight(h, minimumLaneHeight(id));
  }
  return { order, hidden, heights };
}
