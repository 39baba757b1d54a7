import { mapPoint, type Mapper } from '../observations/mapper.ts';
import { mapPointSoftDepth } from '../observations/softDepthProjection.ts';
import { robustWeight, type RobustLoss } from './robustLoss.ts';
import type { Frame2D, Ik2dResult } from './solve2d.ts';

/**
 * What a 2D solve reports about its final state, measured once per solve (not per iteration), so
 * it stays in TypeScript whichever objective (TypeScript or kernels) the solver steps with.
 */

const mapped = new Float64Array(2);

/**
 * Unweighted RMS 2D distance between observed points and the mapped keypoints, over observations
 * whose keypoint maps (in front of its camera) and whose weight is not 0; writes rmsError, observedCount and behindCount.
 */
export function reprojectionError(
  mappers: readonly Mapper[],
  keypoints: Float64Array,
  jointCount: number,
  frame: Frame2D,
  out: Pick<Ik2dResult, 'rmsError' | 'observedCount' | 'behindCount'>,
): void {
  let sum = 0;
  let observed = 0;
  let behind = 0;
  for (let c = 0; c < mappers.length; c++) {
    for (let k = 0; k < jointCount; k++) {
      const at = c * jointCount + k;
      const u = frame.points[2 * at]!;
      const v = frame.points[2 * at + 1]!;
      // An excluded observation (weight 0) is not part of the fit: its distance is not the fit's error.
      if (!Number.isFinite(u) || !Number.isFinite(v) || frame.weights?.[at] === 0) continue;
      if (!mapPoint(mappers[c]!, keypoints, 3 * k, mapped)) {
        behind++;
        continue;
      }
      sum += (u - mapped[0]!) ** 2 + (v - mapped[1]!) ** 2;
      observed++;
    }
  }
  out.rmsError = observed === 0 ? 0 : Math.sqrt(sum / observed);
  out.observedCount = observed;
  out.behindCount = behind;
}

/** Per view, the mean robust weight of its observations at `keypoints` (NaN for a view with none). */
export function measureViewWeights(
  mappers: readonly Mapper[],
  keypoints: Float64Array,
  jointCount: number,
  frame: Frame2D,
  loss: RobustLoss,
  scale: number,
  out: Float64Array,
): void {
  const n = jointCount;
  for (let c = 0; c < mappers.length; c++) {
    let sum = 0;
    let count = 0;
    for (let k = 0; k < n; k++) {
      const at = c * n + k;
      const u = frame.points[2 * at]!;
      const v = frame.points[2 * at + 1]!;
      if (!Number.isFinite(u) || !Number.isFinite(v) || !((frame.weights === undefined ? 1 : frame.weights[at]!) > 0)) continue;
      mapPointSoftDepth(mappers[c]!, keypoints, 3 * k, mapped);
      sum += robustWeight(loss, scale, (u - mapped[0]!) ** 2 + (v - mapped[1]!) ** 2);
      count++;
    }
    out[c] = count === 0 ? NaN : sum / count;
  }
}
