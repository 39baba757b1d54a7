import { describe, expect, it } from 'vitest';
import { readAniposeCalibration, type CalibrationResult } from './aniposeCalibration.ts';
import { mapPoint } from './mapper.ts';
import { aniposeCalibrationToml, type TestCamera } from '../testing/aniposeCalibrationToml.ts';

const front: TestCamera = {
  name: 'front',
  size: [1440, 1080],
  fx: 1850.5,
  fy: 1849.25,
  cx: 719.5,
  cy: 539.5,
  distortion: { k1: -0.21, k2: 0.08, p1: 1e-3, p2: -2e-4, k3: 0.01 },
  // 90° about z, world to camera: world x → camera y, world y → camera −x.
  rotation: [0, 0, Math.PI / 2],
  translation: [1, -2, 50],
};
const side: TestCamera = { ...front, name: 'side', distortion: { k1: 0, k2: 0, p1: 0, p2: 0, k3: 0 }, rotation: [0, 0, 0], translation: [0, 0, 40] };

function expectError(result: CalibrationResult): string {
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
}

describe('readAniposeCalibration', () => {
  it('reads each camera table as a pinhole camera with its lens, and ignores [metadata]', () => {
    const read = readAniposeCalibration(aniposeCalibrationToml([front, side]));
    if (!read.ok) throw new Error(read.message);
    expect(read.value.map((c) => [c.section, c.name])).toEqual([['cam_0', 'front'], ['cam_1', 'side']]);
    const [camera0] = read.value;
    expect(camera0!.size).toEqual([1440, 1080]);
    expect(camera0!.distortion).toEqual(front.distortion);
    const { fx, fy, cx, cy, world2camPos, world2camRot } = camera0!.camera;
    expect([fx, fy, cx, cy]).toEqual([1850.5, 1849.25, 719.5, 539.5]);
    expect(Array.from(world2camPos)).toEqual([1, -2, 50]);
    [0, -1, 0, 1, 0, 0, 0, 0, 1].forEach((v, i) => expect(world2camRot[i]).toBeCloseTo(v, 15));
    // The world point (3, 4, 5): p_cam = R·p + t = (−4 + 1, 3 − 2, 5 + 50) = (−3, 1, 55), worked out by hand.
    const pixel = new Float64Array(2);
    expect(mapPoint(camera0!.camera, [3, 4, 5], 0, pixel)).toBe(true);
    expect(pixel[0]).toBeCloseTo((1850.5 * -3) / 55 + 719.5, 10);
    expect(pixel[1]).toBeCloseTo((1849.25 * 1) / 55 + 539.5, 10);
  });

  it('takes four distortion coefficients (k3 = 0), integers where floats are usual, and trailing zeros of longer OpenCV lists', () => {
    const text = aniposeCalibrationToml([front])
      .replace(/distortions = .*/, 'distortions = [ -0.2, 0.05, 0, 0,]')
      .replace(/size = .*/, 'size = [640, 480]\nfisheye = false');
    const read = readAniposeCalibration(text);
    if (!read.ok) throw new Error(read.message);
    expect(read.value[0]!.distortion).toEqual({ k1: -0.2, k2: 0.05, p1: 0, p2: 0, k3: 0 });
    expect(read.value[0]!.size).toEqual([640, 480]);
    const eight = readAniposeCalibration(aniposeCalibrationToml([front]).replace(/distortions = .*/, 'distortions = [-0.2, 0.05, 0, 0, 0.01, 0, 0, 0]'));
    expect(eight.ok).toBe(true);
    const rational = expectError(readAniposeCalibration(aniposeCalibrationToml([front]).replace(/distortions = .*/, 'distortions = [-0.2, 0.05, 0, 0, 0.01, 0.3, 0, 0]')));
    expect(rational).toBe('[cam_0] distortions: coefficient 6 is 0.3: only OpenCV\'s 5-coefficient model [k1, k2, p1, p2, k3] is supported (further coefficients must be 0)');
  });

  it('a TOML syntax error gives its line and column', () => {
    const text = aniposeCalibrationToml([front]).replace('size = [ 1440, 1080,]', 'size = [ 1440, 1080,] oops');
    const message = expectError(readAniposeCalibration(text));
    // Line 3 of the file (after "[cam_0]" and the name), at the stray word.
    expect(message).toMatch(/^line 3, column \d+: not valid TOML: /);
    expect(message).not.toContain('\n');
    const unclosed = expectError(readAniposeCalibration('[cam_0]\nname = "front\n'));
    expect(unclosed).toMatch(/^line 2, column \d+: not valid TOML: /);
  });

  it('a missing or ill-typed field names the camera table and the field', () => {
    const two = aniposeCalibrationToml([front, side]);
    const withoutMatrix = two.split('\n').filter((line, i, lines) => !(line.startsWith('matrix') && lines.slice(0, i).includes('[cam_1]'))).join('\n');
    expect(expectError(readAniposeCalibration(withoutMatrix))).toMatch(/^\[cam_1\] matrix: missing; expected the 3×3 camera matrix/);
    expect(expectError(readAniposeCalibration(two.replace('size = [ 1440, 1080,]', 'size = "big"')))).toMatch(/^\[cam_0\] size: expected \[width, height\].*, got "big"$/);
    expect(expectError(readAniposeCalibration(two.replace(/rotation = .*/, 'rotation = [1, 2]')))).toMatch(/^\[cam_0\] rotation: expected .*Rodrigues.*, got \[1,2\]$/);
    expect(expectError(readAniposeCalibration(two.replace(/translation = .*/, 'translation = [1, nan, 2]')))).toMatch(/^\[cam_0\] translation: expected/);
    expect(expectError(readAniposeCalibration(two.replace('name = "side"', 'name = 3')))).toMatch(/^\[cam_1\] name: expected the camera's name, a non-empty string, got 3$/);
    expect(expectError(readAniposeCalibration(two.replace(/matrix = .*/, 'matrix = [[1850.0, 0.5, 719.5], [0.0, 1850.0, 539.5], [0.0, 0.0, 1.0]]')))).toMatch(/^\[cam_0\] matrix: matrix\[0\]\[1\] \(skew\)/);
    expect(expectError(readAniposeCalibration(two.replace(/matrix = .*/, 'matrix = [[-5.0, 0.0, 719.5], [0.0, 1850.0, 539.5], [0.0, 0.0, 1.0]]')))).toMatch(/^\[cam_0\] matrix: the focal lengths/);
  });

  it('refuses a fisheye camera with a clear message', () => {
    const text = aniposeCalibrationToml([front, side]).replace('name = "side"', 'name = "side"\nfisheye = true');
    const message = expectError(readAniposeCalibration(text));
    expect(message).toMatch(/^\[cam_1\] \(camera "side"\): fisheye = true: fisheye lenses .* are not supported/);
  });

  it('refuses two cameras of one name, a file without cameras, and a top-level value that is not a table', () => {
    expect(expectError(readAniposeCalibration(aniposeCalibrationToml([front, { ...side, name: 'front' }])))).toBe(
      '[cam_1] name: "front" is also the name of [cam_0]: each camera needs its own name',
    );
    expect(expectError(readAniposeCalibration('[metadata]\nerror = 1.0\n'))).toMatch(/^no camera tables: expected \[cam_0\]/);
    expect(expectError(readAniposeCalibration(''))).toMatch(/^no camera tables/);
    expect(expectError(readAniposeCalibration(`version = 2\n${aniposeCalibrationToml([front])}`))).toMatch(/^top-level key "version": expected a camera table/);
  });
});
