/**
 * QuickIK's Position2D mappers (QuickIK's README, "2D observations"): what turns a 3D
 * keypoint into the 2D point an observation was measured as, and its Jacobian into 2D.
 */

/**
 * A pinhole camera: `p_cam = R · p_world + t`, pixel `(fx · x/z + cx, fy · y/z + cy)`, with R
 * (`world2camRot`) row-major 3×3 and t (`world2camPos`).
 */
export interface PinholeCamera {
  type: 'camera';
  fx: number;
  fy: number;
  cx: number;
  cy: number;
  world2camPos: Float64Array;
  world2camRot: Float64Array;
}

/** Keeps world x and y: keypoints already reprojected onto a physical X-Y plane (top-down tracking). */
interface XyView {
  type: 'xy';
}

export type Mapper = PinholeCamera | XyView;

/**
 * Maps the world point at `points[offset..offset+2]` into `out2` (2 numbers) and, when `jacobian`
 * is given, d(2D point)/d(p_world) into it (2×3, row-major). Returns false, writing nothing, when
 * the point is not in front of the camera (camera-frame z <= 0): there the projection is undefined
 * or mirrored, so errors and drawings leave such an observation out (the solver projects it with a
 * soft depth instead, softDepthProjection.ts, so that it keeps pulling). An X-Y view maps every point.
 */
export function mapPoint(mapper: Mapper, points: ArrayLike<number>, offset: number, out2: Float64Array, jacobian?: Float64Array): boolean {
  const px = points[offset]!;
  const py = points[offset + 1]!;
  if (mapper.type === 'xy') {
    out2[0] = px;
    out2[1] = py;
    if (jacobian !== undefined) {
      jacobian.fill(0, 0, 6);
      jacobian[0] = 1;
      jacobian[4] = 1;
    }
    return true;
  }
  toCameraFrame(mapper, points, offset, cameraPoint);
  const z = cameraPoint[2]!;
  if (!(z > 0)) return false;
  projectAtDepth(mapper, cameraPoint[0]!, cameraPoint[1]!, z, 1, out2, jacobian);
  return true;
}

const cameraPoint = new Float64Array(3);

/** `points[offset..offset+2]` in `camera`'s frame (R · p + t), written into `out3`. */
export function toCameraFrame(camera: PinholeCamera, points: ArrayLike<number>, offset: number, out3: Float64Array): void {
  const px = points[offset]!;
  const py = points[offset + 1]!;
  const pz = points[offset + 2]!;
  const r = camera.world2camRot;
  const t = camera.world2camPos;
  out3[0] = r[0]! * px + r[1]! * py + r[2]! * pz + t[0]!;
  out3[1] = r[3]! * px + r[4]! * py + r[5]! * pz + t[1]!;
  out3[2] = r[6]! * px + r[7]! * py + r[8]! * pz + t[2]!;
}

/**
 * The pixel of camera-frame point (x, y) divided by `depth` (its z, or the solver's soft depth,
 * softDepthProjection.ts), and its Jacobian with respect to the world point when asked, where
 * `slope` is d(depth)/dz (1 for the true depth): [[fx/d, 0, -fx·x·slope/d²], [0, fy/d, -fy·y·slope/d²]] · R,
 * as QuickIK states it for slope 1.
 */
export function projectAtDepth(camera: PinholeCamera, x: number, y: number, depth: number, slope: number, out2: Float64Array, jacobian?: Float64Array): void {
  const inverse = 1 / depth;
  out2[0] = camera.fx * x * inverse + camera.cx;
  out2[1] = camera.fy * y * inverse + camera.cy;
  if (jacobian === undefined) return;
  const r = camera.world2camRot;
  const a0 = camera.fx * inverse;
  const a2 = -camera.fx * x * inverse * inverse * slope;
  const b1 = camera.fy * inverse;
  const b2 = -camera.fy * y * inverse * inverse * slope;
  for (let c = 0; c < 3; c++) {
    jacobian[c] = a0 * r[c]! + a2 * r[6 + c]!;
    jacobian[3 + c] = b1 * r[3 + c]! + b2 * r[6 + c]!;
  }
}

/** A camera from plain numbers (rotation row-major); the arrays are copied. */
export function pinholeCamera(fx: number, fy: number, cx: number, cy: number, world2camPos: ArrayLike<number>, world2camRot: ArrayLike<number>): PinholeCamera {
  return { type: 'camera', fx, fy, cx, cy, world2camPos: Float64Array.from(world2camPos), world2camRot: Float64Array.from(world2camRot) };
}
