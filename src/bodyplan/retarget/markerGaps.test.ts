import { describe, expect, it } from 'vitest';
import { fillShortGaps, MAX_FILLED_GAP } from './markerGaps.ts';

/** One marker moving at a constant velocity (1 m/s in x at 30 fps, rising 0.1 m/s), frames [from, to] missing. */
function walkingMarker(frameCount: number, missing: [number, number][]): Float64Array {
  const positions = new Float64Array(3 * frameCount);
  for (let f = 0; f < frameCount; f++) positions.set([f / 30, 0.2, 0.1 + f / 300], 3 * f);
  for (const [from, to] of missing) positions.fill(NaN, 3 * from, 3 * to + 3);
  return positions;
}

describe('fillShortGaps', () => {
  it('fills a gap of up to 10 frames exactly on a steady motion, and counts it', () => {
    const positions = walkingMarker(60, [[20, 20 + MAX_FILLED_GAP - 1]]);
    const found = fillShortGaps(positions, 1, 0, 60, 'LKNE');
    expect(found).toEqual({ source: 'LKNE', gaps: 1, missing_frames: 10, filled_frames: 10, longest: 10, longest_from: 20 });
    for (let f = 20; f < 30; f++) {
      expect(positions[3 * f]).toBeCloseTo(f / 30, 12);
      expect(positions[3 * f + 2]).toBeCloseTo(0.1 + f / 300, 12);
    }
  });

  it('fills a swinging marker within 1 mm over 6 frames', () => {
    const frameCount = 60;
    const positions = new Float64Array(3 * frameCount);
    const swing = (f: number) => 0.1 * Math.sin((2 * Math.PI * f) / 30);
    for (let f = 0; f < frameCount; f++) positions.set([swing(f), 0, 0.5], 3 * f);
    positions.fill(NaN, 3 * 12, 3 * 18);
    fillShortGaps(positions, 1, 0, frameCount, 'LWRB');
    const worst = Math.max(...[12, 13, 14, 15, 16, 17].map((f) => Math.abs(positions[3 * f]! - swing(f))));
    console.log(`a 1 Hz, 10 cm swing filled over 6 frames at 30 fps: worst ${(worst * 1000).toFixed(2)} mm`);
    expect(worst).toBeLessThan(0.001);
  });

  it('leaves a longer gap, and gaps at the start or the end, empty but counted', () => {
    const positions = walkingMarker(80, [[0, 2], [30, 30 + MAX_FILLED_GAP], [75, 79]]);
    const found = fillShortGaps(positions, 1, 0, 80, 'LELB');
    expect(found).toEqual({ source: 'LELB', gaps: 3, missing_frames: 3 + 11 + 5, filled_frames: 0, longest: 11, longest_from: 30 });
    for (const f of [0, 2, 30, 40, 75, 79]) expect(positions[3 * f]).toBeNaN();
  });

  it('fills only its own column of several', () => {
    const positions = new Float64Array(3 * 2 * 10).fill(1);
    positions.fill(NaN, 3 * (4 * 2 + 1), 3 * (4 * 2 + 1) + 3);
    positions.fill(NaN, 3 * (5 * 2), 3 * (5 * 2) + 3);
    expect(fillShortGaps(positions, 2, 1, 10, 'B').filled_frames).toBe(1);
    expect(positions[3 * (4 * 2 + 1)]).toBeCloseTo(1, 12);
    expect(positions[3 * (5 * 2)]).toBeNaN();
  });
});
