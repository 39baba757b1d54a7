import { DOF_SLIDE, type BodyModel } from '../../kinematics/model.ts';
import { dofLabels } from './dofLabels.ts';
import type { TrajectoryPoses } from './trajectoryPoses.ts';

/**
 * A hinge's |acceleration| above this is a spike, rad/s². Human motion retargeted onto a G1 stays
 * well under it (a fast kick is ~100-200 rad/s²); a one-frame jump of 0.5 rad at 30 fps is 450.
 */
export const DEFAULT_HINGE_ACCELERATION_LIMIT = 300;
/** The same for a slide, m/s². */
export const DEFAULT_SLIDE_ACCELERATION_LIMIT = 30;

export interface AccelerationSpike {
  joint: string;
  unit: 'rad/s²' | 'm/s²';
  frames: number;
  max: number;
  worst_frame: number;
}

export interface AccelerationSpikesResult {
  /** The thresholds used. */
  hinge_threshold: number;
  slide_threshold: number;
  joints: AccelerationSpike[];
  /** Per frame: the largest |acceleration| / threshold of any joint (above 1 is a spike). */
  perFrame: Float64Array;
  /** Per frame: which DOF has that ratio, -1 for none. */
  perFrameWho: Int32Array;
}

/**
 * Acceleration spikes: frame f's acceleration is the central second difference
 * (q[f+1] - 2 q[f] + q[f-1]) × fps², so the first and last frames have none.
 */
export function accelerationSpikes(model: BodyModel, poses: TrajectoryPoses, fps: number, hingeThreshold: number, slideThreshold: number): AccelerationSpikesResult {
  const labels = dofLabels(model);
  const n = model.dofCount;
  const perFrame = new Float64Array(poses.frameCount);
  const perFrameWho = new Int32Array(poses.frameCount).fill(-1);
  const joints: AccelerationSpike[] = [];
  const q = (f: number, d: number) => poses.dofs[f * n + d]!;
  for (let d = 0; d < n; d++) {
    const slide = model.dofType[d] === DOF_SLIDE;
    const threshold = slide ? slideThreshold : hingeThreshold;
    let frames = 0;
    let max = 0;
    let worst = -1;
    for (let f = 1; f + 1 < poses.frameCount; f++) {
      const acceleration = Math.abs(q(f + 1, d) - 2 * q(f, d) + q(f - 1, d)) * fps * fps;
      const ratio = acceleration / threshold;
      if (ratio > perFrame[f]!) {
        perFrame[f] = ratio;
        perFrameWho[f] = d;
      }
      if (!(acceleration > threshold)) continue;
      frames++;
      if (acceleration > max) {
        max = acceleration;
        worst = f;
      }
    }
    if (frames > 0) joints.push({ joint: labels[d]!, unit: slide ? 'm/s²' : 'rad/s²', frames, max, worst_frame: worst });
  }
  joints.sort((a, b) => b.max - a.max);
  return { hinge_threshold: hingeThreshold, slide_threshold: slideThreshold, joints, perFrame, perFrameWho };
}
