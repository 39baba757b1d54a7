import { describe, expect, it } from 'vitest';
import { roleKey, type LinkRoles } from './robotLinkRoles.ts';
import { fillRejected, segmentOutliers } from './segmentOutliers.ts';

const LINKS = ['knee', 'ankle', 'toe'];
const ROLES: LinkRoles = new Map([[roleKey('left', 'knee'), 'knee'], [roleKey('left', 'ankle'), 'ankle'], [roleKey('left', 'toe'), 'toe']]);
const FRAMES = 40;

/** A leg swinging forward at 1.5 m/s: knee 0.4 m above the ankle, toe 0.13 m ahead of it; the knee marker swapped with a thigh marker 0.18 m higher on frames 10-17. */
function swungLeg(): { positions: Float64Array; truth: Float64Array } {
  const truth = new Float64Array(3 * LINKS.length * FRAMES);
  for (let f = 0; f < FRAMES; f++) {
    const x = (1.5 * f) / 30;
    const lean = 0.1 * Math.sin(f / 6);
    truth.set([x + lean, 0.1, 0.45, x, 0.1, 0.05, x + 0.13, 0.1, 0], 9 * f);
  }
  const positions = Float64Array.from(truth);
  for (let f = 10; f <= 17; f++) positions[9 * f + 2]! += 0.18;
  return { positions, truth };
}

describe('segmentOutliers', () => {
  it('blames the knee, not the ankle, for a shank 18 cm too long on the swap\'s frames, and nothing on a clean leg', () => {
    const { positions, truth } = swungLeg();
    const found = segmentOutliers(positions, LINKS, FRAMES, ROLES);
    expect(found.targets).toEqual([{ link: 'knee', frames: 8, ranges: [[10, 17]], segment: 'knee to ankle', off_cm: expect.any(Number), filled_from: 'ankle' }]);
    expect(found.targets[0]!.off_cm).toBeGreaterThan(15);
    expect(segmentOutliers(truth, LINKS, FRAMES, ROLES).targets).toEqual([]);
  });

  it('fills the rejected knee from the ankle it rides with, within 1 cm of where it was', () => {
    const { positions, truth } = swungLeg();
    const found = segmentOutliers(positions, LINKS, FRAMES, ROLES);
    const filled = fillRejected(positions, LINKS, FRAMES, found.rejected, found.targets);
    let worst = 0;
    for (let f = 10; f <= 17; f++) worst = Math.max(worst, Math.hypot(...[0, 1, 2].map((a) => filled[9 * f + a]! - truth[9 * f + a]!)));
    expect(worst).toBeLessThan(0.01);
    // The targets as recorded are not changed: the report measures against them.
    expect(positions[9 * 12 + 2]).toBeCloseTo(0.63, 12);
  });
});
