import { mapPoint, projectAtDepth, toCameraFrame, type Mapper } from './mapper.ts';

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
  if (mapper.type === 'xy') return mapPoint(mapper, points, offset, out2, jacobian);
  toCameraFrame(mapper, points, offset, cameraPoint);
  const z = cameraPoint[2]!;
  let depth = z;
  let slope = 1;
  if (!(z >= SOFT_DEPTH_MIN)) {
    const gap = 2 * SOFT_DEPTH_MIN - z;
    depth = (SOFT_DEPTH_MIN * SOFT_DEPTH_MIN) / gap;
    slope = depth / gap;
  }
  projectAtDepth(mapper, cameraPoint[0]!, cameraPoint[1]!, depth, slope, out2, jacobian);
  return z > 0;
}

const cameraPoint = new Float64Array(3);
