import { Matrix4 } from 'three';
import type { UpAxis } from '../model/view/upAxis.ts';
import { viewAxes } from '../model/view/viewPresets.ts';

/**
 * The plan's coordinates inside three.js' Y-up world: the plan's up axis becomes world +Y, its
 * "right" (see viewAxes) world +X and its "toward the viewer" world +Z. For Z up that is a -90° turn
 * about X (plan Z to world Y); for Y up nothing turns.
 */
export function planToWorldMatrix(upAxis: UpAxis): Matrix4 {
  const { right, up, toward } = viewAxes(upAxis);
  return new Matrix4().set(...right, 0, ...up, 0, ...toward, 0, 0, 0, 0, 1);
}
