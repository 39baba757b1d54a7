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
 * A camera drawn small, as rerun and RViz draw one: a pyramid from its centre to the image
 * rectangle at the depth where that rectangle's larger side is `length` (world units), and a
 * triangle over the rectangle's top edge (the image's v = 0 side) so that the camera's up shows.
 * 10 line segments (20 points, 3 numbers each). Drawn at the model's scale rather than out to the
 * model, it marks where each camera stands and where it looks without crossing the view.
 */
export function cameraGlyphSegments(camera: PinholeCamera, length: number, image = imageSizeOf(camera)): Float32Array {
  const depth = length / Math.max(image.width / Math.abs(camera.fx), image.height / Math.abs(camera.fy));
  const corners = [
    pixelAtDepth(camera, 0, 0, depth),
    pixelAtDepth(camera, image.width, 0, depth),
    pixelAtDepth(camera, image.width, image.height, depth),
    pixelAtDepth(camera, 0, image.height, depth),
  ];
  const apex = pixelAtDepth(camera, image.width / 2, -0.35 * image.height, depth);
  const centre = cameraCentre(camera);
  const points: number[] = [];
  for (let k = 0; k < 4; k++) {
    points.push(...centre, ...corners[k]!);
    points.push(...corners[k]!, ...corners[(k + 1) % 4]!);
  }
  points.push(...corners[0]!, ...apex, ...apex, ...corners[1]!);
  return Float32Array.from(points);
}
