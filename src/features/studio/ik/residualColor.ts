/** Green when a keypoint sits on its target, through yellow, to red at 5% of the plan's size or more. */
export function residualColor(residual: number, planSize: number): string {
  const t = Math.min(1, Math.max(0, residual / (0.05 * planSize)));
  const hue = Math.round(120 * (1 - t));
  return `hsl(${hue}, 85%, 42%)`;
}

/** Distance from joint `joint`'s keypoint to a target. */
export function residualOf(keypoints: ArrayLike<number>, joint: number, target: readonly number[]): number {
  return Math.hypot(keypoints[3 * joint]! - target[0]!, keypoints[3 * joint + 1]! - target[1]!, keypoints[3 * joint + 2]! - target[2]!);
}
