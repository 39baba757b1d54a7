import type { PinholeCamera } from './mapper.ts';

/** The camera's centre in world coordinates: p_cam = R·p + t is 0 there, so C = −Rᵀ·t. */
export function cameraCentre(camera: PinholeCamera): [number, number, number] {
  const r = camera.world2camRot;
  const t = camera.world2camPos;
  return [0, 1, 2].map((c) => -(r[c]! * t[0]! + r[3 + c]! * t[1]! + r[6 + c]! * t[2]!)) as [number, number, number];
}

/** The world point seen at pixel (u, v) at camera-frame depth z: p = Rᵀ·(p_cam − t). */
export function pixelAtDepth(camera: PinholeCamera, u: number, v: number, z: number): [number, number, number] {
  const r = camera.world2camRot;
  const t = camera.world2camPos;
  const p = [((u - camera.cx) / camera.fx) * z - t[0]!, ((v - camera.cy) / camera.fy) * z - t[1]!, z - t[2]!];
  return [0, 1, 2].map((c) => r[c]! * p[0]! + r[3 + c]! * p[1]! + r[6 + c]! * p[2]!) as [number, number, number];
}

/** The image a camera sees: (0, 0) to (2·cx, 2·cy), the principal point at its centre (calibrations rarely say more). */
export function imageSizeOf(camera: PinholeCamera): { width: number; height: number } {
  return { width: Math.max(1, 2 * Math.abs(camera.cx)), height: Math.max(1, 2 * Math.abs(camera.cy)) };
}

/**
 * The camera's viewing frustum as 12 line segments (24 points, 3 numbers each): the near and far
 * image rectangles and the 4 edges from the centre to the far corners. Near is a tenth of the
 * model's size; far reaches `size` beyond the depth of `focus` (the model's root), so the frustum
 * visibly meets the model whatever the units.
 */
export function frustumSegments(camera: PinholeCamera, size: number, focus: ArrayLike<number>, image = imageSizeOf(camera)): Float32Array {
  const r = camera.world2camRot;
  const focusDepth = r[6]! * focus[0]! + r[7]! * focus[1]! + r[8]! * focus[2]! + camera.world2camPos[2]!;
  const near = 0.1 * size;
  const far = Math.max(2 * near, focusDepth + size);
  const corners = (z: number) => [
    pixelAtDepth(camera, 0, 0, z),
    pixelAtDepth(camera, image.width, 0, z),
    pixelAtDepth(camera, image.width, image.height, z),
    pixelAtDepth(camera, 0, image.height, z),
  ];
  const nearCorners = corners(near);
  const farCorners = corners(far);
  const centre = cameraCentre(camera);
  const points: number[] = [];
  for (let k = 0; k < 4; k++) {
    points.push(...nearCorners[k]!, ...nearCorners[(k + 1) % 4]!);
    points.push(...farCorners[k]!, ...farCorners[(k + 1) % 4]!);
    points.push(...centre, ...farCorners[k]!);
  }
  return Float32Array.from(points);
}
