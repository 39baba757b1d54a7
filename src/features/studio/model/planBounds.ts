/** Bounds of a set of keypoints and the plan's characteristic size (for framing and scaling). */

export interface PlanBounds {
  min: [number, number, number];
  max: [number, number, number];
  center: [number, number, number];
  /** Radius of the sphere around `center` that holds every keypoint. */
  radius: number;
}

export function keypointBounds(keypoints: ArrayLike<number>, indices?: ArrayLike<number>): PlanBounds {
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const count = indices ? indices.length : keypoints.length / 3;
  for (let n = 0; n < count; n++) {
    const j = indices ? indices[n]! : n;
    for (let k = 0; k < 3; k++) {
      const v = keypoints[3 * j + k]!;
      if (v < min[k]!) min[k] = v;
      if (v > max[k]!) max[k] = v;
    }
  }
  if (count === 0) return { min: [0, 0, 0], max: [0, 0, 0], center: [0, 0, 0], radius: 0 };
  const center: [number, number, number] = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  let radius = 0;
  for (let n = 0; n < count; n++) {
    const j = indices ? indices[n]! : n;
    const dx = keypoints[3 * j]! - center[0], dy = keypoints[3 * j + 1]! - center[1], dz = keypoints[3 * j + 2]! - center[2];
    radius = Math.max(radius, Math.sqrt(dx * dx + dy * dy + dz * dz));
  }
  return { min, max, center, radius };
}

/**
 * The length that joint and link sizes scale with: the diagonal of the neutral pose's bounds,
 * or the longest offset when every keypoint coincides, or 1 for a single point.
 */
export function characteristicSize(keypoints: ArrayLike<number>, offsetPos: ArrayLike<number>): number {
  const { min, max } = keypointBounds(keypoints);
  const diagonal = Math.hypot(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
  if (diagonal > 1e-9 && Number.isFinite(diagonal)) return diagonal;
  let longest = 0;
  for (let i = 0; i + 2 < offsetPos.length; i += 3) {
    longest = Math.max(longest, Math.hypot(offsetPos[i]!, offsetPos[i + 1]!, offsetPos[i + 2]!));
  }
  return longest > 1e-9 && Number.isFinite(longest) ? longest : 1;
}
