import type { BodyModel } from '../../kinematics/model.ts';
import { dofLabels, dofUnit } from './dofLabels.ts';
import type { TrajectoryPoses } from './trajectoryPoses.ts';

export interface LimitViolation {
  joint: string;
  /** Frames where the joint is past a limit. */
  frames: number;
  /** The furthest past a limit, in the joint's unit. */
  max_excess: number;
  unit: 'rad' | 'm';
  /** Which limit and the frame of max_excess. */
  side: 'lower' | 'upper';
  worst_frame: number;
}

export interface LimitViolationsResult {
  joints: LimitViolation[];
  /** Per frame: the largest excess of any joint (its own unit). */
  perFrame: Float64Array;
  /** Per frame: which DOF that excess is, -1 for none. */
  perFrameWho: Int32Array;
}

/**
 * Joint-limit violations: per DOF with limits, the frames where its value is past them and by how
 * much. Differences below 1e-9 are rounding, not violations (a solver clamps to the limit exactly).
 */
export function limitViolations(model: BodyModel, poses: TrajectoryPoses): LimitViolationsResult {
  const labels = dofLabels(model);
  const perFrame = new Float64Array(poses.frameCount);
  const perFrameWho = new Int32Array(poses.frameCount).fill(-1);
  const joints: LimitViolation[] = [];
  for (let d = 0; d < model.dofCount; d++) {
    const lower = model.dofLower[d]!;
    const upper = model.dofUpper[d]!;
    let frames = 0;
    let max = 0;
    let side: 'lower' | 'upper' = 'upper';
    let worst = -1;
    for (let f = 0; f < poses.frameCount; f++) {
      const value = poses.dofs[f * model.dofCount + d]!;
      const excess = Math.max(lower - value, value - upper);
      if (!(excess > ROUNDING)) continue;
      frames++;
      if (excess > perFrame[f]!) {
        perFrame[f] = excess;
        perFrameWho[f] = d;
      }
      if (excess > max) {
        max = excess;
        worst = f;
        side = value < lower ? 'lower' : 'upper';
      }
    }
    if (frames > 0) joints.push({ joint: labels[d]!, frames, max_excess: max, unit: dofUnit(model, d), side, worst_frame: worst });
  }
  joints.sort((a, b) => b.max_excess - a.max_excess);
  return { joints, perFrame, perFrameWho };
}

const ROUNDING = 1e-9;
