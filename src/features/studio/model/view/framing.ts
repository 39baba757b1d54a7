import { keypointBounds } from '../planBounds.ts';

/** The smallest radius "Frame selection" zooms to, as a fraction of the whole plan's size (a lone joint fills the view no more than this). */
export const SELECTION_MIN_RADIUS_FRACTION = 0.15;
/** The smallest radius "Frame all" uses, as a fraction of the plan's size. */
const ALL_MIN_RADIUS_FRACTION = 0.25;

/**
 * The sphere to frame: around the given joints' keypoints (all when `joints` is undefined), never
 * smaller than a fraction of the plan's size, so framing one joint (or a joint whose children sit
 * on it) does not zoom in so far that the model is lost.
 */
export function framingSphere(
  keypoints: ArrayLike<number>,
  planSize: number,
  joints?: ArrayLike<number>,
): { center: [number, number, number]; radius: number } {
  const bounds = keypointBounds(keypoints, joints);
  const minimum = planSize * (joints ? SELECTION_MIN_RADIUS_FRACTION : ALL_MIN_RADIUS_FRACTION);
  return { center: bounds.center, radius: Math.max(bounds.radius, minimum) };
}
