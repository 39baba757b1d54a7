import type { LensDistortion } from '../observations/lensDistortion.ts';

export interface TestCamera {
  name: string;
  size: [number, number];
  fx: number;
  fy: number;
  cx: number;
  cy: number;
  distortion: LensDistortion;
  /** World-to-camera Rodrigues vector. */
  rotation: number[];
  translation: number[];
}

/**
 * A calibration.toml as anipose writes one (python `toml` style: spaced brackets, trailing commas,
 * floats with a decimal point), from cameras a test chose: tests make their own calibrations.
 */
export function aniposeCalibrationToml(cameras: readonly TestCamera[], metadata = '[metadata]\nadjusted = false\nerror = 0.42\n'): string {
  const float = (v: number) => (Number.isInteger(v) ? v.toFixed(1) : String(v));
  const list = (values: readonly number[], format: (v: number) => string) => `[ ${values.map(format).join(', ')},]`;
  const sections = cameras.map((c, i) => {
    const d = c.distortion;
    const matrix = `[ ${[[c.fx, 0, c.cx], [0, c.fy, c.cy], [0, 0, 1]].map((row) => list(row, float)).join(', ')},]`;
    return [
      `[cam_${i}]`,
      `name = "${c.name}"`,
      `size = ${list(c.size, String)}`,
      `matrix = ${matrix}`,
      `distortions = ${list([d.k1, d.k2, d.p1, d.p2, d.k3], float)}`,
      `rotation = ${list(c.rotation, float)}`,
      `translation = ${list(c.translation, float)}`,
      '',
    ].join('\n');
  });
  return `${sections.join('\n')}\n${metadata}`;
}
