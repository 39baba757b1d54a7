import { describe, expect, it } from 'vitest';
import {
  clampTimelineHeight,
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

  it('reads back what it stored, and the default from anything unreadable', () => {
    const layout = { height: 233, collapsed: true };
    expect(parseTimelineLayout(serializeTimelineLayout(layout))).toEqual(layout);
    expect(parseTimelineLayout(null)).toEqual(DEFAULT_TIMELINE_LAYOUT);
    expect(parseTimelineLayout('{not json')).toEqual(DEFAULT_TIMELINE_LAYOUT);
    expect(parseTimelineLayout('{"height": -3, "collapsed": "yes"}')).toEqual(DEFAULT_TIMELINE_LAYOUT);
  });
});
