// Test data for issue 38: a G1-like pair of arms whose shoulders are unbounded hinges (QuickIK's G1
// benchmark plan has them so; the plan and its targets are not in this repository), and 3D targets
// made by the forward kinematics of known angles.
import type { BodyPlan, Dof } from '../format/schema.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan, type BodyModel } from '../kinematics/model.ts';
import type { IkRecording } from '../ik/ikRecording.ts';

const hinge = (name: string, axis: [number, number, number], limits: [number, number] | null): Dof => ({ name, type: 'hinge', axis, neutral: 0, limits });

/**
 * A fixed torso with two arms: shoulder pitch, roll and yaw without limits (one joint, so their
 * angles are Euler angles, each pose reachable by two sets of them), an elbow limited to [−2.8, 2.8]
 * rad, a wrist and a hand keypoint.
 */
export function unboundedShouldersPlan(): BodyPlan {
  const joints: BodyPlan['joints'] = [{ name: 'torso', parent: null, offset_pos: [0, 0, 1], offset_quat: [1, 0, 0, 0], dofs: [] }];
  for (const [side, y] of [['left', 0.2], ['right', -0.2]] as const) {
    joints.push(
      {
        name: `${side}_shoulder`,
        parent: 'torso',
        offset_pos: [0, y, 0.3],
        offset_quat: [1, 0, 0, 0],
        dofs: [hinge(`${side}_shoulder_pitch`, [0, 1, 0], null), hinge(`${side}_shoulder_roll`, [1, 0, 0], null), hinge(`${side}_shoulder_yaw`, [0, 0, 1], null)],
      },
      { name: `${side}_elbow`, parent: `${side}_shoulder`, offset_pos: [0, 0, -0.3], offset_quat: [1, 0, 0, 0], dofs: [hinge(`${side}_elbow`, [0, 1, 0], [-2.8, 2.8])] },
      { name: `${side}_wrist`, parent: `${side}_elbow`, offset_pos: [0, 0, -0.25], offset_quat: [1, 0, 0, 0], dofs: [] },
      { name: `${side}_hand`, parent: `${side}_wrist`, offset_pos: [0.08, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    );
  }
  return { fixed_base: true, joints };
}

export interface UnboundedShouldersRecording {
  plan: BodyPlan;
  model: BodyModel;
  /** The true DOF values per frame. */
  truth: Float64Array[];
  recording: Extract<IkRecording, { kind: '3d' }>;
  /** The targets as `bodyplan ik --targets` reads them: per frame, [x, y, z] per joint. */
  targetsJson: { frames: number[][][] };
}

/**
 * `frames` frames of both arms raised forward and over the head: each shoulder pitch goes from 0 to
 * −2.6 rad while its roll, yaw and elbow sway. A run warm from frame to frame follows the pitch;
 * a cold start from neutral on a late frame reaches the same hand and elbow by the other Euler
 * branch (pitch + π, π − roll, yaw + π) or with the elbow bent the other way.
 */
export function unboundedShouldersRecording(frames: number): UnboundedShouldersRecording {
  const plan = unboundedShouldersPlan();
  const model = compileBodyPlan(plan);
  const fk = new ForwardKinematics(model);
  const truth: Float64Array[] = [];
  const targets: Float64Array[] = [];
  for (let f = 0; f < frames; f++) {
    const t = frames === 1 ? 0 : f / (frames - 1);
    const dofs = new Float64Array(model.dofCount);
    for (const side of [0, 1]) {
      const at = 4 * side;
      dofs[at] = -2.7 * (1 - (1 - t) ** 3);
      dofs[at + 1] = (side === 0 ? 0.3 : -0.3) + 0.2 * Math.sin(3 * t + side);
      dofs[at + 2] = 0.4 * Math.sin(2 * t + side);
      dofs[at + 3] = 0.9 + 0.3 * Math.sin(4 * t + side);
    }
    truth.push(dofs);
    fk.compute(dofs);
    targets.push(Float64Array.from(fk.keypoints));
  }
  const n = model.jointCount;
  const targetsJson = { frames: targets.map((row) => Array.from({ length: n }, (_, k) => Array.from(row.subarray(3 * k, 3 * k + 3)))) };
  return { plan, model, truth, recording: { kind: '3d', targets, weights: null }, targetsJson };
}
