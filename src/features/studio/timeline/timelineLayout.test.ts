import { describe, expect, it } from 'vitest';
import {
  clampTimelineHeight,
  defaultLanesCap,
  DEFAULT_TIMELINE_LAYOUT,
  heightAfterDrag,
  heightAfterKey,
  parseTimelineLayout,
  serializeTimelineLayout,
  TIMELINE_MIN_PX,
  timelineMaxHeight,
} from './timelineLayout.ts';

describe('timeline layout', () => {
  it('keeps the lanes between the minimum and half the window', () => {
    expect(clampTimelineHeight(10, 800)).toBe(TIMELINE_MIN_PX);
    expect(clampTimelineHeight(2000, 800)).toBe(400);
    expect(clampTimelineHeight(250.4, 800)).toBe(250);
    expect(timelineMaxHeight(100)).toBe(TIMELINE_MIN_PX);
  });

  it('grows when the splitter is dragged up and shrinks when dragged down', () => {
    expect(heightAfterDrag(200, -50, 800)).toBe(250);
    expect(heightAfterDrag(200, 50, 800)).toBe(150);
    expect(heightAfterDrag(200, 1000, 800)).toBe(TIMELINE_MIN_PX);
  });

  it('follows the arrow keys, Home and End, and ignores other keys', () => {
    const small = heightAfterKey(200, 'ArrowUp', false, 800)!;
    const big = heightAfterKey(200, 'ArrowUp', true, 800)!;
    expect(small).toBeGreaterThan(200);
    expect(big).toBeGreaterThan(small);
    expect(heightAfterKey(200, 'ArrowDown', false, 800)).toBeLessThan(200);
    expect(heightAfterKey(200, 'Home', false, 800)).toBe(TIMELINE_MIN_PX);
    expect(heightAfterKey(200, 'End', false, 800)).toBe(400);
    expect(heightAfterKey(200, 'a', false, 800)).toBeNull();
  });

  it('caps the default lanes so the 3D view keeps 55 % of the window under the header and the controls', () => {
    expect(defaultLanesCap(800)).toBe(145);
    expect(defaultLanesCap(1080)).toBe(271);
    expect(defaultLanesCap(200)).toBe(TIMELINE_MIN_PX);
  });

  it('reads back what it stored, and the default from anything unreadable', () => {
    const layout = { height: 233, collapsed: true, lanes: { order: ['camera:Camera 1', 'angles', 'heatmap'] as const, hidden: ['heatmap'] as const, heights: { angles: 90 } } };
    expect(parseTimelineLayout(serializeTimelineLayout({ ...layout, lanes: { ...layout.lanes, order: [...layout.lanes.order], hidden: [...layout.lanes.hidden] } }))).toEqual(layout);
    // A layout stored before the lanes could be arranged keeps its height and gets the default lanes.
    expect(parseTimelineLayout('{"height": 233, "collapsed": false}')).toEqual({ ...DEFAULT_TIMELINE_LAYOUT, height: 233 });
    expect(parseTimelineLayout(null)).toEqual(DEFAULT_TIMELINE_LAYOUT);
    expect(parseTimelineLayout('{not json')).toEqual(DEFAULT_TIMELINE_LAYOUT);
    expect(parseTimelineLayout('{"height": -3, "collapsed": "yes"}')).toEqual(DEFAULT_TIMELINE_LAYOUT);
  });
});
