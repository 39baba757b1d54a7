import { DOF_SLIDE, type BodyModel } from '../../kinematics/model.ts';
import { dofLabels, dofUnit } from './dofLabels.ts';
import type { TrajectoryPoses } from './trajectoryPoses.ts';

/** Used for a hinge whose robot file gives no velocity limit, rad/s (a G1's fastest joints are rated ~20-32 rad/s). */
export const DEFAULT_HINGE_VELOCITY_LIMIT = 20;
/** Used for a slide whose robot file gives no velocity limit, m/s. */
export const DEFAULT_SLIDE_VELOCITY_LIMIT = 2;

export interface VelocityViolation {
  joint: string;
  /** The limit used and where it came from: the robot file (e.g. URDF `<limit velocity>`) or the default. */
  limit: number;
  limit_from: 'robot' | 'default';
  unit: 'rad/s' | 'm/s';
  frames: number;
  max_speed: number;
  worst_frame: number;
}

export interface VelocityViolationsResult {
  joints: VelocityViolation[];
  /** Per frame: the largest speed / limit of any joint (above 1 is a violation). */
  perFrame: Float64Array;
  /** Per frame: which DOF has that ratio, -1 for none. */
  perFrameWho: Int32Array;
}

/**
 * Joint speeds over the robot's velocity limits. Frame f's speed is |q[f] - q[f-1]| × fps (the
 * step INTO frame f, so a jump is blamed on the frame it lands on). `limits` maps a DOF (by the
 * report's joint name) to its limit; the others get the documented defaults.
 */
export function velocityViolations(model: BodyModel, poses: TrajectoryPoses, fps: number, limits: ReadonlyMap<string, number>): VelocityViolationsResult {
  const labels = dofLabels(model);
  const n = model.dofCount;
  const perFrame = new Float64Array(poses.frameCount);
  const perFrameWho = new Int32Array(poses.frameCount).fill(-1);
  const joints: VelocityViolation[] = [];
  for (let d = 0; d < n; d++) {
    const given = limits.get(labels[d]!);
    const limit = given ?? (model.dofType[d] === DOF_SLIDE ? DEFAULT_SLIDE_VELOCITY_LIMIT : DEFAULT_HINGE_VELOCITY_LIMIT);
    let frames = 0;
    let max = 0;
    let worst = -1;
    for (let f = 1; f < poses.frameCount; f++) {
      const speed = Math.abs(poses.dofs[f * n + d]! - poses.dofs[(f - 1) * n + d]!) * fps;
      const ratio = speed / limit;
      if (ratio > perFrame[f]!) {
        perFrame[f] = ratio;
        perFrameWho[f] = d;
      }
      if (!(speed > limit)) continue;
      frames++;
      if (speed > max) {
        max = speed;
        worst = f;
      }
    }
    const unit = dofUnit(model, d) === 'm' ? 'm/s' : 'rad/s';
    if (frames > 0) joints.push({ joint: labels[d]!, limit, limit_from: given === undefined ? 'default' : 'robot', unit, frames, max_speed: max, worst_frame: worst });
  }
  joints.sort((a, b) => b.max_speed / b.limit - a.max_speed / a.limit);
  return { joints, perFrame, perFrameWho };
}
