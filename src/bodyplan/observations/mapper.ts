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
 * or mirrored, so the solver treats such an observation as missing for that step (see solve2d.ts).
 * An X-Y view maps every point.
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
  const pz = points[offset + 2]!;
  const r = mapper.world2camRot;
  const t = mapper.world2camPos;
  const x = r[0]! * px + r[1]! * py + r[2]! * pz + t[0]!;
  const y = r[3]! * px + r[4]! * py + r[5]! * pz + t[1]!;
  const z = r[6]! * px + r[7]! * py + r[8]! * pz + t[2]!;
  if (!(z > 0)) return false;
  const inverseZ = 1 / z;
  out2[0] = mapper.fx * x * inverseZ + mapper.cx;
  out2[1] = mapper.fy * y * inverseZ + mapper.cy;
  if (jacobian !== undefined) {
    // [[fx/z, 0, -fx·x/z²], [0, fy/z, -fy·y/z²]] · R, as QuickIK states it.
    const a0 = mapper.fx * inverseZ;
    const a2 = -mapper.fx * x * inverseZ * inverseZ;
    const b1 = mapper.fy * inverseZ;
    const b2 = -mapper.fy * y * inverseZ * inverseZ;
    for (let c = 0; c < 3; c++) {
      jacobian[c] = a0 * r[c]! + a2 * r[6 + c]!;
      jacobian[3 + c] = b1 * r[3 + c]! + b2 * r[6 + c]!;
    }
  }
  return true;
}

/** A camera from plain numbers (rotation row-major); the arrays are copied. */
export function pinholeCamera(fx: number, fy: number, cx: number, cy: number, world2camPos: ArrayLike<number>, world2camRot: ArrayLike<number>): PinholeCamera {
  return { type: 'camera', fx, fy, cx, cy, world2camPos: Float64Array.from(world2camPos), world2camRot: Float64Array.from(world2camRot) };
}
