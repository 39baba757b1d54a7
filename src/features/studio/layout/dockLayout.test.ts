import { describe, expect, it } from 'vitest';
import {
  DOCK_MIN_PX,
  EMPTY_LAYOUT,
  KEY_STEP_PX,
  clampDockWidth,
  defaultDockWidth,
  dockMaxWidth,
  dockWidth,
  parseStoredLayout,
  serializeLayout,
  widthAfterDrag,
  widthAfterKey,
} from './dockLayout.ts';

/** What the page around the docks takes: main's padding (2 × 16 px) and two 8 px splitters. */
const CHROME_PX = 32 + 16;

describe('default dock widths', () => {
  it.each([1280, 1920])('leave the view at least 60 %% of a %i px window', (windowWidth) => {
    const docks = defaultDockWidth('left', windowWidth) + defaultDockWidth('right', windowWidth);
    expect(windowWidth - docks - CHROME_PX).toBeGreaterThanOrEqual(0.6 * windowWidth);
  });

  it('never go below the minimum on a small window', () => {
    expect(defaultDockWidth('left', 820)).toBe(DOCK_MIN_PX);
    expect(defaultDockWidth('right', 820)).toBeGreaterThanOrEqual(DOCK_MIN_PX);
  });
});

describe('clamping', () => {
  it('keeps a width between the minimum and 40 % of the window', () => {
    expect(clampDockWidth(10, 1280)).toBe(DOCK_MIN_PX);
    expect(clampDockWidth(5000, 1280)).toBe(512);
    expect(clampDockWidth(300.4, 1280)).toBe(300);
    expect(clampDockWidth(Number.NaN, 1280)).toBe(DOCK_MIN_PX);
    expect(dockMaxWidth(400)).toBe(DOCK_MIN_PX);
  });

  it('draws a stored width clamped to the current window, and the default when none is stored', () => {
    expect(dockWidth('left', { width: 600, collapsed: false }, 1280)).toBe(512);
    expect(dockWidth('left', { width: 600, collapsed: false }, 1920)).toBe(600);
    expect(dockWidth('right', { width: null, collapsed: false }, 1280)).toBe(defaultDockWidth('right', 1280));
  });
});

describe('splitter keys', () => {
  it('move the splitter on screen: ArrowRight widens the left dock and narrows the right one', () => {
    expect(widthAfterKey('left', 300, 'ArrowRight', false, 1280)).toBe(300 + KEY_STEP_PX);
    expect(widthAfterKey('left', 300, 'ArrowLeft', false, 1280)).toBe(300 - KEY_STEP_PX);
    expect(widthAfterKey('right', 300, 'ArrowRight', false, 1280)).toBe(300 - KEY_STEP_PX);
    expect(widthAfterKey('right', 300, 'ArrowLeft', true, 1280)).toBe(300 + 4 * KEY_STEP_PX);
  });

  it('Home and End go to the limits; the arrows stop there', () => {
    expect(widthAfterKey('right', 300, 'Home', false, 1280)).toBe(DOCK_MIN_PX);
    expect(widthAfterKey('right', 300, 'End', false, 1280)).toBe(512);
    expect(widthAfterKey('left', DOCK_MIN_PX, 'ArrowLeft', false, 1280)).toBe(DOCK_MIN_PX);
    expect(widthAfterKey('left', 512, 'ArrowRight', false, 1280)).toBe(512);
  });

  it('leaves other keys to the page', () => {
    expect(widthAfterKey('left', 300, 'Enter', false, 1280)).toBeNull();
    expect(widthAfterKey('left', 300, 'ArrowUp', false, 1280)).toBeNull();
  });
});

describe('dragging', () => {
  it('follows the pointer, in the direction of each dock, within the limits', () => {
    expect(widthAfterDrag('left', 300, 40, 1280)).toBe(340);
    expect(widthAfterDrag('right', 300, 40, 1280)).toBe(260);
    expect(widthAfterDrag('right', 300, -1000, 1280)).toBe(512);
  });
});

describe('stored layout', () => {
  it('round-trips sizes and collapsed state', () => {
    const state = { left: { width: 250, collapsed: true }, right: { width: null, collapsed: false } };
    expect(parseStoredLayout(serializeLayout(state))).toEqual(state);
  });

  it('falls back to the defaults on missing, broken or hand-edited values', () => {
    expect(parseStoredLayout(null)).toEqual(EMPTY_LAYOUT);
    expect(parseStoredLayout('{not json')).toEqual(EMPTY_LAYOUT);
    expect(parseStoredLayout('42')).toEqual(EMPTY_LAYOUT);
    expect(parseStoredLayout('{"left":{"width":"wide","collapsed":"yes"},"right":{"width":-3}}')).toEqual(EMPTY_LAYOUT);
    expect(parseStoredLayout('{"right":{"width":300,"collapsed":true}}')).toEqual({
      left: { width: null, collapsed: false },
      right: { width: 300, collapsed: true },
    });
  });
});
