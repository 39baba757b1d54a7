import { describe, expect, it } from 'vitest';
import { cameraCentre, cameraGlyphSegments, pixelAtDepth } from './cameraFrustum.ts';
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
  it('a small pyramid: 10 segments, the image corners at the depth where the larger side is the length asked for', () => {
    const segments = cameraGlyphSegments(camera, 0.2);
    expect(segments).toHaveLength(10 * 2 * 3);
    const eye = [3, 1, 2];
    const point = (k: number) => [segments[3 * k]!, segments[3 * k + 1]!, segments[3 * k + 2]!];
    // The first segment runs from the eye to the corner seen at pixel (0, 0).
    point(0).forEach((v, k) => expect(v).toBeCloseTo(eye[k]!, 5));
    const out = new Float64Array(2);
    expect(mapPoint(camera, segments, 3, out)).toBe(true);
    expect(out[0]).toBeCloseTo(0, 3);
    expect(out[1]).toBeCloseTo(0, 3);
    // The top edge (pixels (0, 0) to (640, 0)) is the larger side: 640 px at fx = 600 is 0.2 long.
    const [a, b] = [point(2), point(3)];
    expect(Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!)).toBeCloseTo(0.2, 5);
    // Nothing reaches further from the eye than the far corners: the glyph stays small.
    const reach = Math.max(...Array.from({ length: 20 }, (_, k) => Math.hypot(...point(k).map((v, c) => v - eye[c]!))));
    expect(reach).toBeLessThan(0.25);
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
