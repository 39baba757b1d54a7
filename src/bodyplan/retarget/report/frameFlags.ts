import { DOF_SLIDE, type BodyModel } from '../../kinematics/model.ts';
import type { RetargetTargets } from '../retargetTypes.ts';
import { dofLabels } from './dofLabels.ts';
import { footPointIndices, lowestFootPoint } from './footPoints.ts';
import type { RetargetReport } from './retargetReport.ts';
import { SHOWN_FROM } from './reportLaneRows.ts';
import type { TrajectoryPoses } from './trajectoryPoses.ts';
import { SCORE_UNITS } from './worstFrames.ts';

/**
 * What the 3D view colours on one frame of a retargeted clip: each foot in contact, skating or
 * below the floor, and each joint past a limit, over its velocity limit or with an acceleration
 * spike. Measured as the report measures them (footSkating.ts, groundPenetration.ts,
 * limitViolations.ts, velocityViolations.ts, accelerationSpikes.ts),
 * with the timeline lane's threshold for skating (a step of SHOWN_FROM of the score's unit), so the
 * view and the lane agree.
 */
export type FootState = 'contact' | 'skating' | 'below';
export type JointProblem = 'limit' | 'speed' | 'spike';

export interface FrameFlags {
  /** The feet with a state on this frame (a foot in the air and on no problem is left out). */
  feet: { joint: number; link: string; state: FootState }[];
  /** The joints with a DOF past its limit, over its speed limit or with an acceleration spike (in that order: one problem per joint). */
  joints: { joint: number; dof: string; problem: JointProblem }[];
}

/** A step above this (cm) while in contact is skating: the lane's first coloured cell. */
const SKATING_FROM_CM = SHOWN_FROM * SCORE_UNITS.skating_cm;
/** Below the floor by more than this (m): the report's own rounding (groundPenetration.ts). */
const BELOW_FROM_M = 1e-9;
/** Past a limit by more than this: rounding (limitViolations.ts). */
const LIMIT_ROUNDING = 1e-9;

/**
 * The flags of frame `f`. `poses` are the trajectory's (trajectoryPoses.ts), computed once; the
 * velocity limits are those the report used for the joints it found over them (report
 * velocity_violations): a joint it did not list is never over its limit.
 */
export function retargetFrameFlags(model: BodyModel, poses: TrajectoryPoses, targets: RetargetTargets, report: RetargetReport, f: number): FrameFlags {
  const flags: FrameFlags = { feet: [], joints: [] };
  if (!(f >= 0 && f < poses.frameCount)) return flags;
  const n = model.jointCount;
  const feetCount = targets.footLinks.length;
  targets.footLinks.forEach((link, k) => {
    const joint = model.jointNames.indexOf(link);
    if (joint < 0) return;
    const contact = (frame: number) => targets.contacts[frame * feetCount + k] === 1;
    const at = (frame: number, axis: number) => poses.linkPositions[(frame * n + joint) * 3 + axis]!;
    const below = lowestFootPoint(poses, n, footPointIndices(model, joint), f).z < -BELOW_FROM_M;
    const step = f > 0 && contact(f) && contact(f - 1) ? 100 * Math.hypot(at(f, 0) - at(f - 1, 0), at(f, 1) - at(f - 1, 1)) : 0;
    const state: FootState | null = below ? 'below' : step >= SKATING_FROM_CM ? 'skating' : contact(f) ? 'contact' : null;
    if (state !== null) flags.feet.push({ joint, link, state });
  });
  const labels = dofLabels(model);
  const speedLimits = new Map(report.velocity_violations.map((v) => [v.joint, v.limit]));
  const dofs = model.dofCount;
  const flagged = new Set<number>();
  for (let d = 0; d < dofs; d++) {
    const value = poses.dofs[f * dofs + d]!;
    const joint = model.dofJoint[d]!;
    if (flagged.has(joint)) continue;
    if (Math.max(model.dofLower[d]! - value, value - model.dofUpper[d]!) > LIMIT_ROUNDING) {
      flags.joints.push({ joint, dof: labels[d]!, problem: 'limit' });
      flagged.add(joint);
      continue;
    }
    const limit = speedLimits.get(labels[d]!);
    if (limit !== undefined && f > 0 && Math.abs(value - poses.dofs[(f - 1) * dofs + d]!) * report.fps > limit) {
      flags.joints.push({ joint, dof: labels[d]!, problem: 'speed' });
      flagged.add(joint);
      continue;
    }
    // The central second difference, as accelerationSpikes.ts (none on the first and last frames).
    if (f > 0 && f + 1 < poses.frameCount) {
      const threshold = model.dofType[d] === DOF_SLIDE ? report.acceleration_spikes.slide_threshold : report.acceleration_spikes.hinge_threshold;
      const acceleration = Math.abs(poses.dofs[(f + 1) * dofs + d]! - 2 * value + poses.dofs[(f - 1) * dofs + d]!) * report.fps * report.fps;
      if (acceleration > threshold) {
        flags.joints.push({ joint, dof: labels[d]!, problem: 'spike' });
        flagged.add(joint);
      }
    }
  }
  return flags;
}
