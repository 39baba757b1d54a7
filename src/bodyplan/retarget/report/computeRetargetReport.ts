import type { BodyModel } from '../../kinematics/model.ts';
import { NO_SOURCE_GAPS } from '../markerGaps.ts';
import type { RetargetTargets, RetargetTrajectory } from '../retargetTypes.ts';
import { accelerationSpikes, DEFAULT_HINGE_ACCELERATION_LIMIT, DEFAULT_SLIDE_ACCELERATION_LIMIT } from './accelerationSpikes.ts';
import { dofLabels, dofUnit } from './dofLabels.ts';
import { floatingFrames } from './floatingFrames.ts';
import { footPointIndices } from './footPoints.ts';
import { footSkating } from './footSkating.ts';
import { groundPenetration } from './groundPenetration.ts';
import { limitViolations } from './limitViolations.ts';
import type { PerFrameLanes, RetargetReport } from './retargetReport.ts';
import { trackingError } from './trackingError.ts';
import { linkIndices, trajectoryPoses } from './trajectoryPoses.ts';
import { velocityViolations } from './velocityViolations.ts';
import { frameScores, worstFrames, type PerFrameMeasures } from './worstFrames.ts';

export interface RetargetReportOptions {
  /** Both feet above this (m) while the source had a contact is floating. Default 0.05. */
  floatingHeight?: number;
  /** Velocity limit per joint (by the report's joint name, the DOF's name), e.g. from URDF `<limit velocity>`. Others: 20 rad/s, 2 m/s. */
  velocityLimits?: ReadonlyMap<string, number>;
  /** |acceleration| above which a hinge has a spike, rad/s². Default 300. */
  hingeAccelerationLimit?: number;
  /** The same for a slide, m/s². Default 30. */
  slideAccelerationLimit?: number;
  /** How many worst frames to list. Default 10. */
  worstFrameCount?: number;
}

export const DEFAULT_FLOATING_HEIGHT = 0.05;

/**
 * The report card of a retargeted clip: every frame of the trajectory through the project's FK,
 * measured against the targets it was solved for (foot contacts, link positions) and the robot's
 * limits. Throws a clear message when the three inputs do not belong together.
 */
export function computeRetargetReport(model: BodyModel, trajectory: RetargetTrajectory, targets: RetargetTargets, options: RetargetReportOptions = {}): RetargetReport {
  if (targets.frameCount !== trajectory.frameCount) {
    throw new Error(`the trajectory has ${trajectory.frameCount} frames and the targets ${targets.frameCount}; they must be of the same clip`);
  }
  if (targets.contacts.length !== targets.frameCount * targets.footLinks.length) {
    throw new Error(`the targets' contacts hold ${targets.contacts.length} values; ${targets.frameCount} frames × ${targets.footLinks.length} feet needs ${targets.frameCount * targets.footLinks.length}`);
  }
  const fps = trajectory.fps;
  const poses = trajectoryPoses(model, trajectory);
  const n = model.jointCount;
  const feet = linkIndices(model, targets.footLinks, 'foot link');
  const mapped = linkIndices(model, targets.links, 'mapped link');
  const footPoints = feet.map((foot) => footPointIndices(model, foot));
  const skating = footSkating(poses, n, targets.footLinks, feet, targets.contacts);
  const penetration = groundPenetration(poses, n, targets.footLinks, footPoints);
  const floating = floatingFrames(poses, n, footPoints, targets.contacts, options.floatingHeight ?? DEFAULT_FLOATING_HEIGHT);
  const limits = limitViolations(model, poses);
  const velocity = velocityViolations(model, poses, fps, options.velocityLimits ?? new Map());
  const hingeAcc = options.hingeAccelerationLimit ?? DEFAULT_HINGE_ACCELERATION_LIMIT;
  const slideAcc = options.slideAccelerationLimit ?? DEFAULT_SLIDE_ACCELERATION_LIMIT;
  const acceleration = accelerationSpikes(model, poses, fps, hingeAcc, slideAcc);
  const tracking = trackingError(poses, n, targets.links, mapped, targets.positions);

  const dofNames = dofLabels(model);
  const measures: PerFrameMeasures = {
    penetration_mm: { values: penetration.perFrame, who: penetration.perFrameWho, names: targets.footLinks },
    skating_cm: { values: skating.perFrame, who: skating.perFrameWho, names: targets.footLinks },
    floating: floating.perFrame,
    limit_excess: { values: limits.perFrame, who: limits.perFrameWho, names: dofNames },
    limitUnits: dofNames.map((_, d) => dofUnit(model, d)),
    velocity_ratio: { values: velocity.perFrame, who: velocity.perFrameWho, names: dofNames },
    acceleration_ratio: { values: acceleration.perFrame, who: acceleration.perFrameWho, names: dofNames },
    tracking_cm: { values: tracking.perFrame, who: tracking.perFrameWho, names: targets.links },
  };
  const scores = frameScores(measures, poses.frameCount);
  const perFrame: PerFrameLanes = {
    skating_cm: lane(skating.perFrame),
    penetration_mm: lane(penetration.perFrame),
    floating: Array.from(floating.perFrame),
    limit_excess: lane(limits.perFrame),
    velocity_ratio: lane(velocity.perFrame),
    acceleration_ratio: lane(acceleration.perFrame),
    tracking_cm: lane(tracking.perFrame),
    score: lane(scores),
  };
  return {
    frames: poses.frameCount,
    fps,
    scale: { factor: targets.scale, limbs: targets.limbScales ?? [] },
    foot_points: targets.footLinks.map((foot, k) => ({ foot, measured_at: footPoints[k]!.map((j) => model.jointNames[j]!) })),
    foot_skating_cm: {
      total: skating.feet.reduce((sum, foot) => sum + foot.total, 0),
      max_per_contact: Math.max(0, ...skating.feet.map((foot) => foot.max_per_contact)),
      feet: skating.feet,
    },
    ground_penetration_mm: { max: penetration.max, frame: penetration.frame, link: penetration.link, frames: penetration.frames },
    floating_frames: { count: floating.count, height_cm: floating.height_cm, ranges: floating.ranges },
    limit_violations: limits.joints,
    velocity_violations: velocity.joints,
    acceleration_spikes: { hinge_threshold: acceleration.hinge_threshold, slide_threshold: acceleration.slide_threshold, joints: acceleration.joints },
    tracking_error_cm: tracking.links,
    source_gaps: targets.sourceGaps ?? NO_SOURCE_GAPS,
    rejected_targets: targets.rejectedTargets ?? [],
    worst_frames: worstFrames(measures, scores, fps, options.worstFrameCount ?? 10),
    per_frame: perFrame,
  };
}

/**
 * A per-frame lane as plain numbers rounded to 1/1000 of its unit: a timeline draws nothing finer,
 * and a 10,000-frame report stays small as JSON.
 */
function lane(values: Float64Array): number[] {
  return Array.from(values, (v) => Math.round(v * 1000) / 1000);
}
