import type { Mapper } from './mapper.ts';

/**
 * The depth below which the solver's projection stops dividing by the true depth (world units). A
 * point closer than this to a camera's plane, or behind it, is projected as if at the depth
 * zMin²/(2·zMin − z): equal to z and with slope 1 at zMin (so the objective stays smooth), always
 * positive, and shrinking like zMin²/|z| behind the camera, so the farther behind a point is, the
 * farther off its pixel lands and the harder its observation pulls it back in front.
 */
export const SOFT_DEPTH_MIN = 1e-2;

/**
 * Maps world point `points[offset..offset+2]` into `out2`, and d(pixel)/d(point) into `jacobian`
 * (2×3, row-major) when given, like mapPoint, but for every point: one behind the camera gets the
 * soft depth above instead of no pixel. The 2D solver uses it so that an observation whose point
 * went behind its camera keeps pulling (mapPoint is what errors and drawings use). Returns whether
 * the point is really in front (camera z > 0).
 */
export function mapPointSoftDepth(mapper: Mapper, points: ArrayLike<number>, offset: number, out2: Float64Array, jacobian?: Float64Array): boolean {
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
  let depth = z;
  let slope = 1;
  if (!(z >= SOFT_DEPTH_MIN)) {
    const gap = 2 * SOFT_DEPTH_MIN - z;
    depth = (SOFT_DEPTH_MIN * SOFT_DEPTH_MIN) / gap;
    slope = depth / gap;
  }
  const inverse = 1 / depth;
  out2[0] = mapper.fx * x * inverse + mapper.cx;
  out2[1] = mapper.fy * y * inverse + mapper.cy;
  if (jacobian !== undefined) {
    // d/dp of (fx·x/d(z), fy·y/d(z)) with x, y, z linear in p through R.
    const a0 = mapper.fx * inverse;
    const a2 = -mapper.fx * x * inverse * inverse * slope;
    const b1 = mapper.fy * inverse;
    const b2 = -mapper.fy * y * inverse * inverse * slope;
    for (let c = 0; c < 3; c++) {
      jacobian[c] = a0 * r[c]! + a2 * r[6 + c]!;
      jacobian[3 + c] = b1 * r[3 + c]! + b2 * r[6 + c]!;
    }
  }
  return z > 0;
}
