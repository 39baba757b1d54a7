import { describe, expect, it } from 'vitest';
import { markerGroupMean } from './markerGroupMean.ts';

// Four pelvis markers (LASI, RASI, LPSI, RPSI) on a body that walks forward and turns 90° over 60 frames.
const OFFSETS = [[0.08, 0.12, 0.02], [0.08, -0.12, 0.02], [-0.1, 0.05, 0.04], [-0.1, -0.05, 0.04]];
const FRAMES = 60;

function pelvisMarkers(): Float64Array {
  const positions = new Float64Array(3 * OFFSETS.length * FRAMES);
  for (let f = 0; f < FRAMES; f++) {
    const yaw = ((Math.PI / 2) * f) / FRAMES;
    const [c, s] = [Math.cos(yaw), Math.sin(yaw)];
    OFFSETS.forEach(([x, y, z], k) => positions.set([f * 0.04 + c * x! - s * y!, 0.3 + s * x! + c * y!, 0.95 + z! + 0.01 * Math.sin(f / 5)], 3 * (f * OFFSETS.length + k)));
  }
  return positions;
}

const fullMean = (positions: Float64Array, f: number, a: number) => OFFSETS.reduce((sum, _, k) => sum + positions[3 * (f * OFFSETS.length + k) + a]!, 0) / OFFSETS.length;

describe('markerGroupMean', () => {
  it('keeps the group\'s mean where it was when one marker is lost for 40 frames of a turn (a rigid fill)', () => {
    const complete = pelvisMarkers();
    const lost = Float64Array.from(complete);
    for (let f = 10; f < 50; f++) lost.fill(NaN, 3 * (f * 4), 3 * (f * 4) + 3);
    const mean = markerGroupMean(lost, 4, [0, 1, 2, 3], FRAMES);
    let worst = 0;
    for (let f = 0; f < FRAMES; f++) for (let a = 0; a < 3; a++) worst = Math.max(worst, Math.abs(mean[3 * f + a]! - fullMean(complete, f, a)));
    expect(worst).toBeLessThan(1e-9);
  });

  it('moves a lost member with the others\' mean when fewer than three remain, and averages what is seen when the group was never whole', () => {
    const complete = pelvisMarkers();
    const two = Float64Array.from(complete);
    // Frames 20-21: only markers 0 and 1 seen; over two frames the turn moves the group by 1.5°, so the translation fill is near.
    for (const f of [20, 21]) two.fill(NaN, 3 * (f * 4 + 2), 3 * (f * 4 + 4));
    const mean = markerGroupMean(two, 4, [0, 1, 2, 3], FRAMES);
    for (let a = 0; a < 3; a++) expect(Math.abs(mean[3 * 21 + a]! - fullMean(complete, 21, a))).toBeLessThan(0.005);
    const never = Float64Array.from(complete);
    for (let f = 0; f < FRAMES; f++) never.fill(NaN, 3 * (f * 4 + 3), 3 * (f * 4 + 4));
    const partial = markerGroupMean(never, 4, [0, 1, 2, 3], FRAMES);
    expect(partial[0]).toBeCloseTo((complete[0]! + complete[3]! + complete[6]!) / 3, 12);
  });

  it('has no mean on a frame where no member is seen', () => {
    const positions = pelvisMarkers();
    positions.fill(NaN, 3 * (7 * 4), 3 * (8 * 4));
    expect(markerGroupMean(positions, 4, [0, 1, 2, 3], FRAMES)[3 * 7]).toBeNaN();
  });
});
