import type { FootState, JointProblem } from '../../../bodyplan/retarget/report/frameFlags.ts';
import type { Rgb, SkeletonPalette } from '../model/instanceMatrices.ts';

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

/**
 * A retarget's problems at the current frame (frameFlags.ts), on the joint spheres: feet in contact,
 * skating or below the floor, joints past a limit, over their speed limit or with an acceleration
 * spike. Hues apart from the palette's (selection red, hover green, warning yellow, root orange,
 * plain blue); the 3D view's legend shows them (RetargetFrameLegend.tsx).
 */
export const RETARGET_FLAG_COLOURS: Record<FootState | JointProblem, Rgb> = {
  contact: [0.05, 0.6, 0.6],
  skating: [0.95, 0.3, 0.65],
  below: [0.45, 0.15, 0.75],
  limit: [0.55, 0.05, 0.05],
  speed: [0.55, 0.35, 0.1],
  spike: [0.1, 0.1, 0.1],
};

export const rgbCss = (rgb: Rgb) => `rgb(${rgb.map((v) => Math.round(v * 255)).join(' ')})`;
