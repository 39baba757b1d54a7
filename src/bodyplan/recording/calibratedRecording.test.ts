import { describe, expect, it } from 'vitest';
import { combineCalibratedViews } from './calibratedRecording.ts';
import type { CalibratedCamera } from '../observations/aniposeCalibration.ts';
import { distortPixel, NO_DISTORTION } from '../observations/lensDistortion.ts';
import { pinholeCamera } from '../observations/mapper.ts';

const lens = { k1: -0.25, k2: 0.07, p1: 5e-4, p2: -3e-4, k3: 0 };
const calibration: CalibratedCamera[] = [
  { name: 'camA', section: 'cam_0', size: [1280, 1024], camera: pinholeCamera(1500, 1500, 640, 512, [0, 0, 30], [1, 0, 0, 0, 1, 0, 0, 0, 1]), distortion: lens },
  { name: 'camB', section: 'cam_1', size: [1280, 1024], camera: pinholeCamera(1400, 1400, 640, 512, [0, 0, 30], [1, 0, 0, 0, 1, 0, 0, 0, 1]), distortion: NO_DISTORTION },
  { name: 'camC', section: 'cam_2', size: [1280, 1024], camera: pinholeCamera(1400, 1400, 640, 512, [0, 0, 30], [1, 0, 0, 0, 1, 0, 0, 0, 1]), distortion: NO_DISTORTION },
];

describe('combineCalibratedViews', () => {
  it('lays views out in calibration order, undistorts each point through its camera, and pads a shorter view as unobserved', () => {
    // camA's lens shows the ideal pixel (900, 300) here:
    const seen = new Float64Array(2);
    distortPixel(calibration[0]!.camera, lens, 900, 300, seen);
    const camB = { camera: 1, frames: [{ points: Float64Array.of(10, 20, NaN, NaN), weights: Float64Array.of(0.9, 0) }] };
    const camA = {
      camera: 0,
      frames: [
        { points: Float64Array.of(seen[0]!, seen[1]!, 640, 512), weights: Float64Array.of(0.8, 0.7) },
        { points: Float64Array.of(NaN, NaN, 640, 512), weights: Float64Array.of(0, 1) },
      ],
    };
    // Files given camB first: the recording still lists camA first; camera C has no file and no view.
    const combined = combineCalibratedViews(calibration, [camB, camA], 2);
    expect(combined.cameras).toEqual([0, 1]);
    expect(combined.mappers).toEqual([calibration[0]!.camera, calibration[1]!.camera]);
    expect(combined.frameCounts).toEqual([2, 1]);
    expect(combined.frames).toHaveLength(2);
    const [first, second] = combined.frames;
    expect(first!.points[0]).toBeCloseTo(900, 9);
    expect(first!.points[1]).toBeCloseTo(300, 9);
    // The image centre is on the optical axis: no distortion there.
    expect(Array.from(first!.points.slice(2))).toEqual([640, 512, 10, 20, NaN, NaN]);
    expect(Array.from(first!.weights!)).toEqual([0.8, 0.7, 0.9, 0]);
    // Frame 1: camB's file ended, so its view is unobserved.
    expect(Array.from(second!.points)).toEqual([NaN, NaN, 640, 512, NaN, NaN, NaN, NaN]);
    expect(Array.from(second!.weights!)).toEqual([0, 1, 0, 0]);
    expect(combined.notUndistorted).toBe(0);
  });

  it('drops (and counts) a point the lens model cannot invert', () => {
    const strong = [{ ...calibration[0]!, distortion: { k1: -0.5, k2: 0, p1: 0, p2: 0, k3: 0 } }];
    // Normalized x = 0.7 is beyond what x·(1 − 0.5x²) reaches (0.544).
    const far = 640 + 0.7 * 1500;
    const combined = combineCalibratedViews(strong, [{ camera: 0, frames: [{ points: Float64Array.of(far, 512, 700, 512) }] }], 2);
    expect(combined.notUndistorted).toBe(1);
    expect(Number.isNaN(combined.frames[0]!.points[0])).toBe(true);
    expect(combined.frames[0]!.points[2]).not.toBe(700);
    expect(Array.from(combined.frames[0]!.weights!)).toEqual([0, 1]);
  });
});
