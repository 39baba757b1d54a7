import { describe, expect, it } from 'vitest';
import {
  cameraLaneId,
  CAMERA_LANE_PX,
  DEFAULT_LANES_LAYOUT,
  defaultLaneHeight,
  fitLaneHeights,
  LANE_MAX_PX,
  LANE_MIN_PX,
  laneHeight,
  laneHeightAfterKey,
  laneName,
  minimumLaneHeight,
  moveLane,
  parseLanesLayout,
  RETARGET_LANE,
  RETARGET_LANE_PX,
  withRetargetLaneFirst,
  setLaneHeight,
  setLaneHidden,
  visibleLanes,
  type LaneId,
} from './timelineLanes.ts';
import { defaultLanesCap } from './timelineLayout.ts';

const CAMERAS = [cameraLaneId('camA'), cameraLaneId('camB'), cameraLaneId('camC')];
const ALL: LaneId[] = ['angles', 'heatmap', ...CAMERAS];

describe('timeline lanes', () => {
  it('fit the default cap at 1280×800 with three camera lanes (145 px less four 4 px gaps), each camera keeping its row', () => {
    const heights = ALL.map((id) => defaultLaneHeight(id));
    expect(heights).toEqual([64, 44, CAMERA_LANE_PX, CAMERA_LANE_PX, CAMERA_LANE_PX]);
    const minimums = ALL.map((id) => minimumLaneHeight(id));
    expect(minimums).toEqual([LANE_MIN_PX, 32, CAMERA_LANE_PX, CAMERA_LANE_PX, CAMERA_LANE_PX]);
    const fitted = fitLaneHeights(heights, defaultLanesCap(800) - 16, minimums);
    expect(fitted.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(129);
    fitted.forEach((h, i) => expect(h).toBeGreaterThanOrEqual(minimums[i]!));
  });

  it('name a camera lane by its camera', () => {
    expect(ALL.map(laneName)).toEqual(['Angles', 'Keypoint errors', 'camA', 'camB', 'camC']);
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
    expect(visibleLanes(down, ALL)).toEqual(['heatmap', 'angles', ...CAMERAS]);
    expect(moveLane(down, 'heatmap', -1, ALL)).toBe(down);
    // A camera lane moves among the others: camC above camB.
    const up = moveLane(DEFAULT_LANES_LAYOUT, CAMERAS[2]!, -1, ALL);
    expect(visibleLanes(up, ALL)).toEqual(['angles', 'heatmap', CAMERAS[0], CAMERAS[2], CAMERAS[1]]);
    // A hidden lane is stepped over: the heat-map hidden, the angles go below camA.
    const hidden = setLaneHidden(DEFAULT_LANES_LAYOUT, 'heatmap', true);
    expect(visibleLanes(moveLane(hidden, 'angles', 1, ALL), ALL)).toEqual([CAMERAS[0], 'angles', CAMERAS[1], CAMERAS[2]]);
    // A camera the recording loaded does not have keeps its place for the next one that has it.
    const two = ALL.filter((id) => id !== CAMERAS[1]);
    const moved = moveLane(up, CAMERAS[0]!, 1, two);
    expect(visibleLanes(moved, two)).toEqual(['angles', 'heatmap', CAMERAS[2], CAMERAS[0]]);
    expect(moved.order).toContain(CAMERAS[1]);
    // Without camera lanes (a 3D recording) the heat-map is the last lane.
    expect(moveLane(DEFAULT_LANES_LAYOUT, 'heatmap', 1, ['angles', 'heatmap'])).toBe(DEFAULT_LANES_LAYOUT);
  });

  it('hide and show again', () => {
    const hidden = setLaneHidden(DEFAULT_LANES_LAYOUT, 'angles', true);
    expect(visibleLanes(hidden, ALL)).toEqual(['heatmap', ...CAMERAS]);
    expect(visibleLanes(setLaneHidden(hidden, 'angles', false), ALL)).toEqual(ALL);
    const noCamB = setLaneHidden(DEFAULT_LANES_LAYOUT, CAMERAS[1]!, true);
    expect(visibleLanes(noCamB, ALL)).toEqual(['angles', 'heatmap', CAMERAS[0], CAMERAS[2]]);
  });

  it('resize from the keys within their bounds, and keep a height the user gave', () => {
    expect(laneHeightAfterKey(64, 'ArrowDown', false)).toBe(72);
    expect(laneHeightAfterKey(64, 'ArrowDown', true)).toBe(96);
    expect(laneHeightAfterKey(44, 'ArrowUp', false)).toBe(LANE_MIN_PX);
    expect(laneHeightAfterKey(64, 'End', false)).toBe(LANE_MAX_PX);
    expect(laneHeightAfterKey(64, 'x', false)).toBeNull();
    const resized = setLaneHeight(DEFAULT_LANES_LAYOUT, 'heatmap', 120.4);
    expect(laneHeight(resized, 'heatmap')).toBe(120);
    expect(laneHeight(resized, 'angles')).toBe(64);
    // A camera lane shrinks to its one row, not to the two lines of the others.
    expect(laneHeightAfterKey(24, 'ArrowUp', false, CAMERA_LANE_PX)).toBe(CAMERA_LANE_PX);
    expect(laneHeight(setLaneHeight(DEFAULT_LANES_LAYOUT, CAMERAS[0]!, 3), CAMERAS[0]!)).toBe(CAMERA_LANE_PX);
  });

  it('read back a stored arrangement, dropping what is not a lane and adding lanes it lacks', () => {
    // An older layout's single "cameras" lane is dropped; camera lanes are kept by their camera's name.
    expect(parseLanesLayout({ order: ['cameras', 'camera:camB', 'bogus', 'angles', 'camera:'], hidden: ['heatmap', 7, 'camera:camA'], heights: { angles: 5, nope: 90, cameras: 70, 'camera:camB': 30 } })).toEqual({
      order: ['camera:camB', 'angles', 'heatmap'],
      hidden: ['heatmap', 'camera:camA'],
      heights: { angles: LANE_MIN_PX, 'camera:camB': 30 },
    });
    expect(parseLanesLayout('nonsense')).toEqual(DEFAULT_LANES_LAYOUT);
  });

  it('the retarget report lane: named, fits beside the angles and the heat-map at 1280×800 without shrinking them, and is kept with the layout', () => {
    const lanes: LaneId[] = ['angles', 'heatmap', RETARGET_LANE];
    expect(laneName(RETARGET_LANE)).toBe('Retarget report');
    expect(defaultLaneHeight(RETARGET_LANE)).toBe(RETARGET_LANE_PX);
    const minimums = lanes.map((id) => minimumLaneHeight(id));
    const defaults = lanes.map((id) => defaultLaneHeight(id));
    expect(fitLaneHeights(defaults, defaultLanesCap(800) - 2 * 4, minimums)).toEqual(defaults);
    expect(minimumLaneHeight(RETARGET_LANE)).toBe(RETARGET_LANE_PX);
    // Stored and read back (hidden, moved, resized), and left out of what is shown while no retarget is on the timeline.
    const stored = parseLanesLayout(JSON.parse(JSON.stringify({ order: [RETARGET_LANE, 'angles'], hidden: [RETARGET_LANE], heights: { [RETARGET_LANE]: 60 } })));
    expect(stored).toEqual({ order: [RETARGET_LANE, 'angles', 'heatmap'], hidden: [RETARGET_LANE], heights: { [RETARGET_LANE]: 60 } });
    expect(visibleLanes(stored, ['angles', 'heatmap'])).toEqual(['angles', 'heatmap']);
    expect(visibleLanes(setLaneHidden(stored, RETARGET_LANE, false), lanes)).toEqual([RETARGET_LANE, 'angles', 'heatmap']);
    // First until the user places it; where the user put it, it stays.
    expect(visibleLanes(withRetargetLaneFirst(DEFAULT_LANES_LAYOUT), lanes)).toEqual([RETARGET_LANE, 'angles', 'heatmap']);
    const moved = moveLane(withRetargetLaneFirst(DEFAULT_LANES_LAYOUT), RETARGET_LANE, 1, lanes);
    expect(visibleLanes(withRetargetLaneFirst(moved), lanes)).toEqual(['angles', RETARGET_LANE, 'heatmap']);
  });
});
