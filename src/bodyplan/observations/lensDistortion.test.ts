import { describe, expect, it } from 'vitest';
import { distortNormalized, distortPixel, undistortNormalized, undistortPixel, type LensDistortion } from './lensDistortion.ts';
import { mapPoint, pinholeCamera } from './mapper.ts';
import { rodriguesToMatrix } from './rodrigues.ts';

// Coefficients of the size a lab calibration of a machine-vision lens gives (barrel distortion, small tangential terms).
const LENS: LensDistortion = { k1: -0.28, k2: 0.11, p1: 8e-4, p2: -6e-4, k3: -0.02 };
const camera = pinholeCamera(1850, 1845, 719.5, 539.5, [2, -3, 120], rodriguesToMatrix([0.3, -0.2, 0.1]));
const WIDTH = 1440;
const HEIGHT = 1080;

describe('the radial-tangential lens model', () => {
  it('distorts as the formula written out by hand', () => {
    const out = new Float64Array(2);
    // Radial only: (0.1, 0) → 0.1·(1 + k1·0.01 + k2·1e-4 + k3·1e-6).
    distortNormalized({ k1: -0.3, k2: 0.1, p1: 0, p2: 0, k3: 0.05 }, 0.1, 0, out);
    expect(out[0]).toBeCloseTo(0.1 * (1 - 0.003 + 0.00001 + 0.00000005), 15);
    expect(out[1]).toBe(0);
    // Tangential only at (0.2, 0.1): r² = 0.05; x_d = 0.2 + 2·p1·0.02 + p2·(0.05 + 0.08), y_d = 0.1 + p1·(0.05 + 0.02) + 2·p2·0.02.
    distortNormalized({ k1: 0, k2: 0, p1: 0.01, p2: -0.02, k3: 0 }, 0.2, 0.1, out);
    expect(out[0]).toBeCloseTo(0.2 + 0.0004 - 0.0026, 15);
    expect(out[1]).toBeCloseTo(0.1 + 0.0007 - 0.0008, 15);
  });

  it('projection with distortion, then undistortion, gives back the pinhole pixel within 1e-9 px over the whole image', () => {
    const ideal = new Float64Array(2);
    const distorted = new Float64Array(2);
    const back = new Float64Array(2);
    let worst = 0;
    let inside = 0;
    // A grid of world points in front of the camera whose pinhole pixels cover the image and beyond its corners.
    for (let i = -12; i <= 12; i++) {
      for (let j = -9; j <= 9; j++) {
        // Back-project the pixel grid to depth 100 along the camera's rays, then to world coordinates (R is orthonormal).
        const u = WIDTH / 2 + i * 65;
        const v = HEIGHT / 2 + j * 65;
        const pCam = [((u - camera.cx) / camera.fx) * 100, ((v - camera.cy) / camera.fy) * 100, 100];
        const r = camera.world2camRot;
        const t = camera.world2camPos;
        const d = [pCam[0]! - t[0]!, pCam[1]! - t[1]!, pCam[2]! - t[2]!];
        const world = [0, 1, 2].map((c) => r[c]! * d[0]! + r[3 + c]! * d[1]! + r[6 + c]! * d[2]!);
        expect(mapPoint(camera, world, 0, ideal)).toBe(true);
        distortPixel(camera, LENS, ideal[0]!, ideal[1]!, distorted);
        if (distorted[0]! >= 0 && distorted[0]! <= WIDTH && distorted[1]! >= 0 && distorted[1]! <= HEIGHT) inside++;
        expect(undistortPixel(camera, LENS, distorted[0]!, distorted[1]!, back), `pixel (${u}, ${v})`).toBe(true);
        worst = Math.max(worst, Math.hypot(back[0]! - ideal[0]!, back[1]! - ideal[1]!));
      }
    }
    expect(inside).toBeGreaterThan(300);
    expect(worst).toBeLessThanOrEqual(1e-9);
  });

  it('undistorting a measured pixel and distorting it again gives the measured pixel within 1e-9 px, corners included', () => {
    const ideal = new Float64Array(2);
    const again = new Float64Array(2);
    let worst = 0;
    for (let u = 0; u <= WIDTH; u += 40) {
      for (let v = 0; v <= HEIGHT; v += 40) {
        expect(undistortPixel(camera, LENS, u, v, ideal)).toBe(true);
        distortPixel(camera, LENS, ideal[0]!, ideal[1]!, again);
        worst = Math.max(worst, Math.hypot(again[0]! - u, again[1]! - v));
      }
    }
    expect(worst).toBeLessThanOrEqual(1e-9);
  });

  it('undistortion moves points: a barrel lens pulls image corners inward, so their ideal pixels lie further out', () => {
    const ideal = new Float64Array(2);
    undistortPixel(camera, LENS, 0, 0, ideal);
    expect(ideal[0]).toBeLessThan(-5);
    expect(ideal[1]).toBeLessThan(-5);
  });

  it('refuses a point the model cannot reach: x·(1 − 0.5·x²) never exceeds 0.544', () => {
    const out = new Float64Array(2);
    const lens = { k1: -0.5, k2: 0, p1: 0, p2: 0, k3: 0 };
    expect(undistortNormalized(lens, 0.7, 0, out)).toBe(false);
    expect(Number.isNaN(out[0])).toBe(true);
    // Inside the reachable range it inverts.
    expect(undistortNormalized(lens, 0.5, 0, out)).toBe(true);
    expect(out[0]! * (1 - 0.5 * out[0]! * out[0]!)).toBeCloseTo(0.5, 14);
  });
});
