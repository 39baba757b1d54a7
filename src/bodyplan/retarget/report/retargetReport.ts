import type { SourceGaps } from '../markerGaps.ts';
import type { RejectedTarget } from '../segmentOutliers.ts';
import type { AccelerationSpike } from './accelerationSpikes.ts';
import type { FootSkating } from './footSkating.ts';
import type { LimitViolation } from './limitViolations.ts';
import type { LinkTrackingError } from './trackingError.ts';
import type { VelocityViolation } from './velocityViolations.ts';
import type { WorstFrame } from './worstFrames.ts';
import type { LimbScale } from '../retargetTypes.ts';

/**
 * The report card of one retargeted clip (issue 41), as `--report report.json` writes it. Field
 * names are the README's ("Retarget report fields"); frames count from 0; lengths in the unit the
 * field's name says.
 */
export interface RetargetReport {
  frames: number;
  fps: number;
  /** The scale applied to the source: `factor` (per limb: the legs' mean, which scales the pelvis's path) and, per limb, each limb's (limbScale.ts; empty for one factor). */
  scale: { factor: number; limbs: LimbScale[] };
  /** Per foot: the links whose origins its height is measured at (the lowest counts; footPoints.ts). Skating is measured at the foot link's origin. */
  foot_points: { foot: string; measured_at: string[] }[];
  foot_skating_cm: { total: number; max_per_contact: number; feet: FootSkating[] };
  ground_penetration_mm: { max: number; frame: number; link: string | null; frames: number };
  floating_frames: { count: number; height_cm: number; ranges: [number, number][] };
  limit_violations: LimitViolation[];
  velocity_violations: VelocityViolation[];
  acceleration_spikes: { hinge_threshold: number; slide_threshold: number; joints: AccelerationSpike[] };
  tracking_error_cm: LinkTrackingError[];
  /**
   * Gaps in the mapped source markers (frames a marker was not seen): how many, how many frames were
   * filled (gaps of at most max_filled_gap frames, with a cubic) and per marker; a link whose
   * markers are all missing on a frame has no target there (tracking_error_cm's `frames` is less).
   */
  source_gaps: SourceGaps;
  /**
   * Targets left out of the solve as mislabelled (a marker swapped with its neighbour: a limb
   * segment's length off its median; segmentOutliers.ts), per link: frames, ranges, the segment and
   * by how much it was off. The solve followed a fill over those frames; tracking_error_cm measures
   * the robot against the marker as recorded, so the swap shows there.
   */
  rejected_targets: RejectedTarget[];
  worst_frames: WorstFrame[];
  /** One value per frame for each measure (the worst foot, joint or link on that frame), for a timeline lane. */
  per_frame: PerFrameLanes;
}

export interface PerFrameLanes {
  /** Largest horizontal step of a foot in contact, cm. */
  skating_cm: number[];
  /** Deepest foot below the floor, mm. */
  penetration_mm: number[];
  /** 1 where floating. */
  floating: number[];
  /** Largest excess past a joint limit (rad, or m for a slide). */
  limit_excess: number[];
  /** Largest joint speed / its velocity limit. */
  velocity_ratio: number[];
  /** Largest |acceleration| / the spike threshold. */
  acceleration_ratio: number[];
  /** Largest distance of a mapped link to its target, cm. */
  tracking_cm: number[];
  /** The combined score worst_frames ranks by. */
  score: number[];
}
