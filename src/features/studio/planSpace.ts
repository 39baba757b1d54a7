import { Matrix4 } from 'three';

/**
 * The plan's coordinates inside three.js' Y-up world: for a Z-up plan, plan Z becomes world Y
 * (a -90° turn about X); for a Y-up plan nothing turns.
 */
export function planToWorldMatrix(upAxis: 'z' | 'y'): Matrix4 {
  return upAxis === 'z' ? new Matrix4().makeRotationX(-Math.PI / 2) : new Matrix4();
}
