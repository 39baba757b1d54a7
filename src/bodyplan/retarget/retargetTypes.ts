import type { SourceGaps } from './markerGaps.ts';
import type { RejectedTarget } from './segmentOutliers.ts';

/**
 * The data passed between the retargeting steps (issue 41), so that each step can be built and
 * tested on its own:
 *
 *   source file -> SourceMotion (normalized: metres, Z up, +X forward)
 *     -> RetargetMap (source joint or marker -> robot link, with a weight)
 *     -> RetargetTargets (scaled, grounded, feet held while in contact; in the robot's frame)
 *     -> RetargetTrajectory (the project's IK, warm-started frame to frame, root free)
 *     -> RetargetReport (the report card).
 *
 * "Link" is a body-plan joint name (a plan joint is a robot link with the DOFs that move it).
 */

/** A source clip in the robot's conventions: metres, Z up, facing +X, at its real frame rate. */
export interface SourceMotion {
  /** Source joint (BVH) or marker (.trc/.c3d/keypoints) names, in file order. */
  names: string[];
  /** Each name's parent index, -1 for a root; all -1 for markers (no tree). */
  parents: number[];
  /** Frames per second, as the file says it (BVH: 1 / Frame Time). */
  fps: number;
  frameCount: number;
  /** frameCount × names × 3 world positions; NaN where a marker is missing. */
  positions: Float64Array;
  /**
   * names × 3: the source's rest pose in the same conventions, where the file has one (BVH: the
   * zero pose its OFFSETs give); markers have none. Per-limb scale measures limb lengths on it.
   */
  rest?: Float64Array;
  /** What was detected from the file or set by the user, reported back to them. */
  conventions: { up: 'y' | 'z'; forward: '+x' | '-x' | '+y' | '-y' | '+z' | '-z'; unit: 'mm' | 'cm' | 'm'; detectedFrom: string };
}

/** One row of the mapping table. */
export interface RetargetMapEntry {
  source: string;
  link: string;
  /** Weight of this link's position target (feet and hands high by default). */
  weight: number;
}

/** The mapping table as it is saved and reused (`--map map.json`): {"version": 1, "entries": [...]}. */
export interface RetargetMap {
  version: 1;
  entries: RetargetMapEntry[];
}

/** Per-frame position targets for the robot's mapped links, in the robot's frame, in metres. */
export interface RetargetTargets {
  fps: number;
  frameCount: number;
  /** Mapped robot links (body-plan joint names), one per target. */
  links: string[];
  /** One weight per link. */
  weights: Float64Array;
  /** frameCount × links × 3; NaN where the source had no data. */
  positions: Float64Array;
  /** The links that are feet (those whose contact is detected and held). */
  footLinks: string[];
  /** frameCount × footLinks: 1 while that foot is in contact in the source (low and slow), else 0. */
  contacts: Uint8Array;
  /** The scale applied to the source (robot height / source height by default), for the report; per limb: the legs' mean factor, which scales the pelvis's path. */
  scale: number;
  /** Per limb, with `scale: 'per-limb'`: each limb's factor and the lengths it came from (limbScale.ts). */
  limbScales?: LimbScale[];
  /** The gaps found (and the short ones filled) in the mapped sources, for the report; absent: none counted. */
  sourceGaps?: SourceGaps;
  /**
   * frameCount × links: 1 where a target is kept for the report but left out of the solve (a
   * mislabelled marker: segmentOutliers.ts); absent: none.
   */
  rejected?: Uint8Array;
  /** The same, per link, for the report. */
  rejectedTargets?: RejectedTarget[];
  /**
   * What the solve pulls toward where it differs from `positions`: a rejected target filled over its
   * frames as a gap is (NaN: left out). Absent: `positions`, with the rejected targets left out.
   */
  solvePositions?: Float64Array;
}

/** One limb's factor of a per-limb scale: the robot's chain length in its neutral pose over the source's in its rest pose. */
export interface LimbScale {
  limb: 'left leg' | 'right leg' | 'left arm' | 'right arm' | 'spine';
  /** The mapped robot links of the chain, root first. */
  links: string[];
  factor: number;
  /** Sum of the chain's segment lengths between its mapped links, metres. */
  robot_length_m: number;
  source_length_m: number;
  /** Where the source's lengths come from: its rest pose (BVH OFFSETs) or the median over frames (markers). */
  source_from: 'rest pose' | 'median over frames';
}

/** The solved motion: per frame the IK state, laid out as the CLI's solved CSV (root position, root quaternion w x y z, DOFs in plan order). */
export interface RetargetTrajectory {
  fps: number;
  frameCount: number;
  /** Column names, as the trajectory CSV's header writes them. */
  columns: string[];
  /** frameCount × columns.length. */
  values: Float64Array;
}
