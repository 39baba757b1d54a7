import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANES_LAYOUT,
  defaultLaneHeight,
  fitLaneHeights,
  LANE_MAX_PX,
  LANE_MIN_PX,
  laneHeight,
  laneHeightAfterKey,
  minimumLaneHeight,
  moveLane,
  parseLanesLayout,
  setLaneHeight,
  setLaneHidden,
  visibleLanes,
  type LaneId,
} from './timelineLanes.ts';
import { defaultLanesCap } from './timelineLayout.ts';

const ALL: LaneId[] = ['angles', 'heatmap', 'cameras'];

describe('timeline lanes', () => {
  it('fit the default cap at 1280×800 with three cameras (145 px less two 4 px gaps), the camera lane keeping a row per camera', () => {
    const heights = ALL.map((id) => defaultLaneHeight(id, 3));
    expect(heights).toEqual([64, 44, 83]);
    const minimums = ALL.map((id) => minimumLaneHeight(id, 3));
    expect(minimums).toEqual([LANE_MIN_PX, 32, 63]);
    const fitted = fitLaneHeights(heights, defaultLanesCap(800) - 8, minimums);
    expect(fitted.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(137);
    fitted.forEach((h, i) => expect(h).toBeGreaterThanOrEqual(minimums[i]!));
  });

  it('shrink to fit the room, each by the same share above its minimum, never below it', () => {
    expect(fitLaneHeights([64, 44, 83], 300)).toEqual([64, 44, 83]);
    const fitted = fitLaneHeights([64, 44, 83], 151);
    expect(fitted.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(151);
    expect(fitted[0]).toBeLessThan(64);
    expect(fitted[2]).toBeLessThan(83);
    expect(fitLaneHeights([64, 44, 83], 10)).toEqual([LANE_MIN_PX, LANE_MIN_PX, LANE_MIN_PX]);
  });

  it('move up and down among the lanes shown, and stay put at either end', () => {
    const down = moveLane(DEFAULT_LANES_LAYOUT, 'angles', 1, ALL);
    expect(down.order).toEqual(['heatmap', 'angles', 'cameras']);
    expect(moveLane(down, 'heatmap', -1, ALL)).toBe(down);
    // A hidden lane is stepped over: the heat-map hidden, the angles go below the cameras.
    const hidden = setLaneHidden(DEFAULT_LANES_LAYOUT, 'heatmap', true);
    expect(visibleLanes(moveLane(hidden, 'angles', 1, ALL), ALL)).toEqual(['cameras', 'angles']);
    // Without camera lanes (a 3D recording) the heat-map is the last lane.
    expect(moveLane(DEFAULT_LANES_LAYOUT, 'heatmap', 1, ['angles', 'heatmap'])).toBe(DEFAULT_LANES_LAYOUT);
  });

  it('hide and show again', () => {
    const hidden = setLaneHidden(DEFAULT_LANES_LAYOUT, 'angles', true);
    expect(visibleLanes(hidden, ALL)).toEqual(['heatmap', 'cameras']);
    expect(visibleLanes(setLaneHidden(hidden, 'angles', false), ALL)).toEqual(ALL);
  });

  it('resize from the keys within their bounds, and keep a height the user gave', () => {
    expect(laneHeightAfterKey(64, 'ArrowDown', false)).toBe(72);
    expect(laneHeightAfterKey(64, 'ArrowDown', true)).toBe(96);
    expect(laneHeightAfterKey(44, 'ArrowUp', false)).toBe(LANE_MIN_PX);
    expect(laneHeightAfterKey(64, 'End', false)).toBe(LANE_MAX_PX);
    expect(laneHeightAfterKey(64, 'x', false)).toBeNull();
    const resized = setLaneHeight(DEFAULT_LANES_LAYOUT, 'heatmap', 120.4);
    expect(laneHeight(resized, 'heatmap', 3)).toBe(120);
    expect(laneHeight(resized, 'angles', 3)).toBe(64);
  });

  it('read back a stored arrangement, dropping what is not a lane and adding lanes it lacks', () => {
    expect(parseLanesLayout({ order: ['cameras', 'bogus', 'angles'], hidden: ['heatmap', 7], heights: { angles: 5, nope: 90 } })).toEqual({
      order: ['cameras', 'angles', 'heatmap'],
      hidden: ['heatmap'],
      heights: { angles: LANE_MIN_PX },
    });
    expect(parseLanesLayout('nonsense')).toEqual(DEFAULT_LANES_LAYOUT);
  });
});
