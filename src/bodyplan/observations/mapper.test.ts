import { describe, expect, it } from 'vitest';
import { lookAtCamera } from './lookAtCamera.ts';
import { mapPoint, pinholeCamera, type Mapper } from './mapper.ts';

/** Central differences of mapPoint's 2D output with respect to each world coordinate (2×3 row-major). */
function finiteDifferenceJacobian(mapper: Mapper, point: number[]): Float64Array {
  const eps = 1e-6;
  const out = new Float64Array(6);
  const plus = new Float64Array(2);
  const minus = new Float64Array(2);
  for (let c = 0; c < 3; c++) {
    const p = [...point];
    p[c]! += eps;
    expect(mapPoint(mapper, p, 0, plus)).toBe(true);
    p[c]! -= 2 * eps;
    expect(mapPoint(mapper, p, 0, minus)).toBe(true);
    out[c] = (plus[0]! - minus[0]!) / (2 * eps);
    out[3 + c] = (plus[1]! - minus[1]!) / (2 * eps);
  }
  return out;
}

describe('pinhole camera mapper', () => {
  // A rotation of 90° about x (row-major), so the mapping is not the identity's.
  const camera = pinholeCamera(800, 600, 320, 240, [0.1, -0.2, 5], [1, 0, 0, 0, 0, -1, 0, 1, 0]);

  it('maps p_cam = R·p + t to (fx·x/z + cx, fy·y/z + cy)', () => {
    const out = new Float64Array(2);
    // p = (1, 2, 3): p_cam = (1 + 0.1, -3 - 0.2, 2 + 5) = (1.1, -3.2, 7).
    expect(mapPoint(camera, [1, 2, 3], 0, out)).toBe(true);
    expect(out[0]).toBeCloseTo((800 * 1.1) / 7 + 320, 12);
    expect(out[1]).toBeCloseTo((600 * -3.2) / 7 + 240, 12);
  });

  it('reads the point at the given offset', () => {
    const out = new Float64Array(2);
    mapPoint(camera, [9, 9, 9, 1, 2, 3], 3, out);
    expect(out[0]).toBeCloseTo((800 * 1.1) / 7 + 320, 12);
  });

  it('its Jacobian is d pixel / d p_world (finite differences), at several points and poses', () => {
    const cameras = [
      camera,
      lookAtCamera([10, -4, 3], [0.2, 0.1, -0.5], [0, 0, 1], { fx: 1200, fy: 1100, cx: 640, cy: 512 }),
      lookAtCamera([-3, 8, -6], [0, 0, 0], [0, 1, 0], { fx: 500, fy: 500, cx: 0, cy: 0 }),
    ];
    const points = [[0, 0, 0], [1, 2, 3], [-0.7, 0.4, 1.9], [0.3, -1.1, -0.2]];
    const jacobian = new Float64Array(6);
    const out = new Float64Array(2);
    for (const cam of cameras) {
      for (const point of points) {
        expect(mapPoint(cam, point, 0, out, jacobian)).toBe(true);
        const reference = finiteDifferenceJacobian(cam, point);
        const scale = Math.max(...reference.map(Math.abs));
        jacobian.forEach((v, i) => expect(Math.abs(v - reference[i]!) / scale, `entry ${i} at ${String(point)}`).toBeLessThan(1e-7));
      }
    }
  });

  it('a point behind the camera or on its plane (z <= 0) does not map and writes nothing', () => {
    const out = Float64Array.of(-1, -1);
    const jacobian = new Float64Array(6).fill(7);
    // p_cam.z = y + 5: y = -5 is on the camera plane, y = -6 behind it.
    expect(mapPoint(camera, [0, -5, 0], 0, out, jacobian)).toBe(false);
    expect(mapPoint(camera, [0, -6, 0], 0, out, jacobian)).toBe(false);
    expect(Array.from(out)).toEqual([-1, -1]);
    expect(jacobian.every((v) => v === 7)).toBe(true);
    expect(mapPoint(camera, [0, -4.999, 0], 0, out, jacobian)).toBe(true);
  });

  it('lookAtCamera puts its target on the principal point and the up direction toward smaller rows', () => {
    const cam = lookAtCamera([0, -10, 0], [0, 0, 0], [0, 0, 1], { fx: 100, fy: 100, cx: 50, cy: 40 });
    const out = new Float64Array(2);
    mapPoint(cam, [0, 0, 0], 0, out);
    expect(out[0]).toBeCloseTo(50, 12);
    expect(out[1]).toBeCloseTo(40, 12);
    mapPoint(cam, [0, 0, 1], 0, out);
    expect(out[1]).toBeLessThan(40);
    // Looking along +y with z up, world +x is to the right.
    mapPoint(cam, [1, 0, 0], 0, out);
    expect(out[0]).toBeGreaterThan(50);
  });
});

describe('X-Y view mapper', () => {
  it('keeps world x and y; its Jacobian is the first two rows of the identity', () => {
    const out = new Float64Array(2);
    const jacobian = new Float64Array(6).fill(9);
    expect(mapPoint({ type: 'xy' }, [1.5, -2, 100], 0, out, jacobian)).toBe(true);
    expect(Array.from(out)).toEqual([1.5, -2]);
    expect(Array.from(jacobian)).toEqual([1, 0, 0, 0, 1, 0]);
    const reference = finiteDifferenceJacobian({ type: 'xy' }, [1.5, -2, -100]);
    reference.forEach((v, i) => expect(v).toBeCloseTo(jacobian[i]!, 9));
  });
});
