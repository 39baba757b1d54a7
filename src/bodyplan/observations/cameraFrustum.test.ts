import { describe, expect, it } from 'vitest';
import { cameraCentre, frustumSegments, pixelAtDepth } from './cameraFrustum.ts';
import { lookAtCamera } from './lookAtCamera.ts';
import { mapPoint } from './mapper.ts';
import { reproject } from './reprojection.ts';

const camera = lookAtCamera([3, 1, 2], [0, 0.5, 0], [0, 0, 1], { fx: 600, fy: 650, cx: 320, cy: 240 });

describe('camera frustum geometry', () => {
  it('the centre is the eye, and the point seen at a pixel maps back to that pixel', () => {
    cameraCentre(camera).forEach((v, k) => expect(v).toBeCloseTo([3, 1, 2][k]!, 12));
    const out = new Float64Array(2);
    expect(mapPoint(camera, pixelAtDepth(camera, 100, 50, 2.5), 0, out)).toBe(true);
    expect(out[0]).toBeCloseTo(100, 9);
    expect(out[1]).toBeCloseTo(50, 9);
  });
  it('12 segments whose far corners are the image corners, beyond the focus point', () => {
    const segments = frustumSegments(camera, 1, [0, 0.5, 0]);
    expect(segments).toHaveLength(12 * 2 * 3);
    // The third segment of each group runs from the centre to a far corner: the first is pixel (0, 0).
    const out = new Float64Array(2);
    expect(mapPoint(camera, segments, 15, out)).toBe(true);
    expect(out[0]).toBeCloseTo(0, 3);
    expect(out[1]).toBeCloseTo(0, 3);
    const eye = [3, 1, 2];
    const farDistance = Math.hypot(segments[15]! - eye[0]!, segments[16]! - eye[1]!, segments[17]! - eye[2]!);
    expect(farDistance).toBeGreaterThan(Math.hypot(3, 0.5, 2) + 0.99);
  });
});

describe('reproject', () => {
  it('maps keypoints through the camera and measures each against its observation in pixels', () => {
    const keypoints = Float64Array.from([0, 0.5, 0, 0, 0.5, 0.5, 9, 9, 9]);
    const projected = new Float64Array(2);
    mapPoint(camera, keypoints, 0, projected);
    // View 1 of 2: joint 0 observed 3-4-5 px off, joint 1 unobserved, joint 2 (behind the camera) observed.
    const points = Float64Array.from([0, 0, 0, 0, 0, 0, projected[0]! + 3, projected[1]! + 4, NaN, NaN, 10, 10]);
    const result = reproject(camera, 1, points, keypoints, 3);
    expect(result.errors[0]).toBeCloseTo(5, 9);
    expect(Number.isNaN(result.errors[1]!)).toBe(true);
    expect(Number.isNaN(result.projected[4]!)).toBe(true);
    expect(result.rms).toBeCloseTo(5, 9);
  });
});
