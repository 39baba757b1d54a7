import { describe, expect, it } from 'vitest';
import { heatmapRowLayout, MIN_LABEL_FONT } from './heatmapRowLayout.ts';

describe('heatmapRowLayout', () => {
  it("names every one of the fly's 30 keypoints when the map may be 360 px tall, in a readable font", () => {
    expect(heatmapRowLayout(30, 360)).toEqual({ rowHeight: 12, fontSize: 10, labelEvery: 1 });
  });

  it('names every second row when 30 keypoints must fit in 240 px (8 px rows), never in a smaller font', () => {
    expect(heatmapRowLayout(30, 240)).toEqual({ rowHeight: 8, fontSize: MIN_LABEL_FONT, labelEvery: 2 });
  });

  it('keeps rows of a few keypoints at most 20 px, each named', () => {
    expect(heatmapRowLayout(3, 240)).toEqual({ rowHeight: 20, fontSize: 12, labelEvery: 1 });
  });

  it('names every 6th of 120 keypoints in 240 px (2 px rows): one name per 12 px', () => {
    expect(heatmapRowLayout(120, 240)).toEqual({ rowHeight: 2, fontSize: MIN_LABEL_FONT, labelEvery: 6 });
  });
});
