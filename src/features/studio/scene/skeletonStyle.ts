import type { SkeletonPalette } from '../model/instanceMatrices.ts';

/** Sizes relative to the plan's characteristic size, so a fly and a humanoid both read well. */
export const JOINT_RADIUS_FACTOR = 0.014;
export const ROOT_RADIUS_FACTOR = 0.028;
export const LINK_RADIUS_FACTOR = 0.005;

export const SKELETON_PALETTE: SkeletonPalette = {
  joint: [0.23, 0.45, 0.85],
  root: [0.95, 0.6, 0.1],
  selected: [0.9, 0.15, 0.2],
  hovered: [0.2, 0.8, 0.4],
  warning: [0.85, 0.7, 0.1],
};
