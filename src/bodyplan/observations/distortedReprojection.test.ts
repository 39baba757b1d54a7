import { describe, expect, it } from 'vitest';
import { distortedReprojection } from './distortedReprojection.ts';
import { NO_DISTORTION, undistortPixel } from './lensDistortion.ts';
import { mapPoint, pinholeCamera } from './mapper.ts';
import { reproject } from './reprojection.ts';

describe('distortedReprojection', () => {
  const camera = pinholeCamera(800, 800, 320, 240, [0, 0, 5], [1, 0, 0, 0, 1, 0, 0, 0, 1]);
  const lens = { k1: -0.3, k2: 0.1, p1: 1e-3, p2: -5e-4, k3: 0 };
  const keypoints = [0, 0, 0, 1, 0.5, 0, -1, 1, 0];

  it('puts the model points and the observations back where the lens shows them; errors stay the solve\'s', () => {
    // Observations as the lens recorded them, undistorted for the solve as a calibrated load does.
    const recorded = [
      [330, 250],
      [500, 320],
      [NaN, NaN],
    ];
    const undistorted = new Float64Array(6);
    const out = new Float64Array(2);
    recorded.forEach(([u, v], j) => {
      if (Number.isNaN(u!)) undistorted.fill(NaN, 2 * j, 2 * j + 2);
      else {
        undistortPixel(camera, lens, u!, v!, out);
        undistorted.set(out, 2 * j);
      }
    });
    const solved = reproject(camera, 0, undistorted, keypoints, 3);
    const drawn = distortedReprojection(solved, camera, lens);
    // The observations are drawn where they were recorded.
    expect(drawn.observed[0]).toBeCloseTo(330, 9);
    expect(drawn.observed[3]).toBeCloseTo(320, 9);
    expect(Number.isNaN(drawn.observed[4])).toBe(true);
    // The model point of joint 1: its pinhole pixel (480, 320) moved toward the centre by the barrel lens.
    mapPoint(camera, keypoints, 3, out);
    expect(Array.from(out)).toEqual([480, 320]);
    expect(drawn.projected[2]!).toBeLessThan(480);
    expect(drawn.projected[2]!).toBeGreaterThan(470);
    undistortPixel(camera, lens, drawn.projected[2]!, drawn.projected[3]!, out);
    expect(out[0]).toBeCloseTo(480, 9);
    expect(out[1]).toBeCloseTo(320, 9);
    expect(drawn.errors).toBe(solved.errors);
    expect(drawn.rms).toBe(solved.rms);
  });

  it('a lens without distortion changes nothing', () => {
    const solved = reproject(camera, 0, Float64Array.of(1, 2, 3, 4, 5, 6), keypoints, 3);
    expect(distortedReprojection(solved, camera, NO_DISTORTION)).toBe(solved);
  });
});
