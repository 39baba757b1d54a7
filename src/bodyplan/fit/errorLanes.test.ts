import { describe, expect, it } from 'vitest';
import { errorToLogScale } from './errorColorScale.ts';
import { errorLanes } from './errorLanes.ts';

describe('per-camera error lanes', () => {
  // 4 frames, 2 cameras, frame-major; camera 2 sees nothing in frame 1 and is 37 px off in frame 3.
  const table = Float32Array.of(1, 1.5, 2, NaN, 1.2, 1.8, 1.1, 37);
  const rms = Float64Array.of(1.3, 2, 1.5, 26.2);

  it('splits the table into one lane per camera, then the all-camera RMS, named as the calibration names the cameras', () => {
    const lanes = errorLanes(table, ['camA', 'camB'], rms)!;
    expect(lanes.names).toEqual(['camA', 'camB', 'RMS']);
    expect(Array.from(lanes.values[0]!)).toEqual([1, 2, 1.2, 1.1].map(Math.fround));
    expect(Array.from(lanes.values[1]!)).toEqual([1.5, NaN, 1.8, 37].map(Math.fround));
    expect(Array.from(lanes.values[2]!)).toEqual(Array.from(rms));
  });

  it('puts every lane on one scale that reaches the largest error, so an outlier stands apart from noise', () => {
    const { scale } = errorLanes(table, ['camA', 'camB'], rms)!;
    expect(scale.high).toBe(37);
    expect(errorToLogScale(37, scale)).toBe(1);
    expect(errorToLogScale(2, scale)).toBeLessThan(0.6);
  });

  it('has no lanes without cameras or when the table does not match the solve frame for frame', () => {
    expect(errorLanes(new Float32Array(0), [], Float64Array.of())).toBeNull();
    expect(errorLanes(table, ['camA', 'camB'], Float64Array.of(1, 2, 3))).toBeNull();
    expect(errorLanes(table, ['camA', 'camB', 'camC'], rms)).toBeNull();
  });
});
