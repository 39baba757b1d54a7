/**
 * Sizes of the Studio's two side docks: defaults that leave the 3D view at least 60 % of the window's
 * width, clamping, the splitter's keyboard moves, and the stored form (one localStorage key).
 * Pure: no React, no DOM.
 */

export type DockSide = 'left' | 'right';

/** One dock as the user left it; `width: null` means "never resized": the default for this window. */
export interface DockState {
  width: number | null;
  collapsed: boolean;
}

export interface LayoutState {
  left: DockState;
  right: DockState;
}

export const DOCK_MIN_PX = 180;
/** A dock never takes more than this share of the window, so the view keeps room. */
const DOCK_MAX_SHARE = 0.4;
const DOCK_MAX_PX = 720;
/** Arrow keys move the splitter this far; with Shift four times as far. */
export const KEY_STEP_PX = 16;

/**
 * Default widths as shares of the window: at 1280 px the docks take 205 + 243 px, which with the page
 * padding and the two splitters leaves the view about 61 % of the width; at 1920 px about 63 %.
 */
const DEFAULT_SHARE: Record<DockSide, number> = { left: 0.16, right: 0.19 };
const DEFAULT_MAX_PX: Record<DockSide, number> = { left: 360, right: 420 };

export const EMPTY_LAYOUT: LayoutState = {
  left: { width: null, collapsed: false },
  right: { width: null, collapsed: false },
};

export function dockMaxWidth(windowWidth: number): number {
  return Math.max(DOCK_MIN_PX, Math.min(DOCK_MAX_PX, Math.round(windowWidth * DOCK_MAX_SHARE)));
}

export function clampDockWidth(width: number, windowWidth: number): number {
  if (!Number.isFinite(width)) return DOCK_MIN_PX;
  return Math.min(dockMaxWidth(windowWidth), Math.max(DOCK_MIN_PX, Math.round(width)));
}

export function defaultDockWidth(side: DockSide, windowWidth: number): number {
  return clampDockWidth(Math.min(DEFAULT_MAX_PX[side], windowWidth * DEFAULT_SHARE[side]), windowWidth);
}

/** The width a dock is drawn with in a window this wide (a stored width is clamped, not rewritten). */
export function dockWidth(side: DockSide, state: DockState, windowWidth: number): number {
  return state.width === null ? defaultDockWidth(side, windowWidth) : clampDockWidth(state.width, windowWidth);
}

/**
 * The dock width after a key on its splitter, or null when the key is not the splitter's. Arrows move
 * the splitter on screen (so ArrowLeft narrows the left dock and widens the right one); Home and End
 * go to the smallest and largest width.
 */
export function widthAfterKey(side: DockSide, width: number, key: string, shiftKey: boolean, windowWidth: number): number | null {
  const step = shiftKey ? KEY_STEP_PX * 4 : KEY_STEP_PX;
  const grows = side === 'left' ? 'ArrowRight' : 'ArrowLeft';
  const shrinks = side === 'left' ? 'ArrowLeft' : 'ArrowRight';
  switch (key) {
    case grows:
      return clampDockWidth(width + step, windowWidth);
    case shrinks:
      return clampDockWidth(width - step, windowWidth);
    case 'Home':
      return DOCK_MIN_PX;
    case 'End':
      return dockMaxWidth(windowWidth);
    default:
      return null;
  }
}

/** The dock width while its splitter is dragged `dx` pixels from where the drag started. */
export function widthAfterDrag(side: DockSide, startWidth: number, dx: number, windowWidth: number): number {
  return clampDockWidth(side === 'left' ? startWidth + dx : startWidth - dx, windowWidth);
}

function readDock(value: unknown): DockState {
  if (typeof value !== 'object' || value === null) return { width: null, collapsed: false };
  const { width, collapsed } = value as Record<string, unknown>;
  return {
    width: typeof width === 'number' && Number.isFinite(width) && width > 0 ? width : null,
    collapsed: collapsed === true,
  };
}

/** Reads what `serializeLayout` wrote; anything else (absent, old, hand-edited) falls back to the defaults. */
export function parseStoredLayout(text: string | null): LayoutState {
  if (!text) return EMPTY_LAYOUT;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return EMPTY_LAYOUT;
    const { left, right } = value as Record<string, unknown>;
    return { left: readDock(left), right: readDock(right) };
  } catch {
    return EMPTY_LAYOUT;
  }
}

export function serializeLayout(state: LayoutState): string {
  return JSON.stringify(state);
}
