import { pinholeCamera, type PinholeCamera } from './mapper.ts';

/**
 * A pinhole camera at world point `eye` looking at `target`, image x to the right and y along -`up` (pixel rows
 * grow downward, as in OpenCV): R's rows are the camera's x, y and z axes in world coordinates and
 * t = -R · eye. For synthetic recordings and benchmarks.
 */
export function lookAtCamera(
  eye: readonly number[],
  target: readonly number[],
  up: readonly number[],
  intrinsics: { fx: number; fy: number; cx: number; cy: number },
): PinholeCamera {
  const z = normalized([target[0]! - eye[0]!, target[1]! - eye[1]!, target[2]! - eye[2]!]);
  const x = normalized(cross(z, up));
  const y = cross(z, x);
  const rotation = [...x, ...y, ...z];
  const t = [0, 1, 2].map((r) => -(rotation[3 * r]! * eye[0]! + rotation[3 * r + 1]! * eye[1]! + rotation[3 * r + 2]! * eye[2]!));
  return pinholeCamera(intrinsics.fx, intrinsics.fy, intrinsics.cx, intrinsics.cy, t, rotation);
}

function cross(a: readonly number[], b: readonly number[]): number[] {
  return [a[1]! * b[2]! - a[2]! * b[1]!, a[2]! * b[0]! - a[0]! * b[2]!, a[0]! * b[1]! - a[1]! * b[0]!];
}

function normalized(v: number[]): number[] {
  const norm = Math.hypot(...v);
  if (!(norm > 0)) throw new RangeError('lookAtCamera: eye and target coincide, or up is parallel to the view direction');
  return v.map((c) => c / norm);
}
