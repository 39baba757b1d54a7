import { describe, expect, it } from 'vitest';
import { validateDocument } from '../../format/validate.ts';
import { compileBodyPlan } from '../../kinematics/model.ts';
import { ForwardKinematics } from '../../kinematics/kinematics.ts';
import { neutralPose } from '../../kinematics/pose.ts';
import { g1TestHumanoid } from './g1TestHumanoid.ts';

describe('g1TestHumanoid', () => {
  const plan = g1TestHumanoid();
  const model = compileBodyPlan(plan);
  const fk = new ForwardKinematics(model);
  fk.compute(neutralPose(model));
  const z = (name: string): number => fk.keypoints[3 * model.jointNames.indexOf(name) + 2]!;

  it('is a valid body plan with the G1 29-DOF layout and limits on every hinge', () => {
    expect(validateDocument(plan).findings).toEqual([]);
    expect(model.dofCount).toBe(29);
    expect(model.dofNames.slice(0, 6)).toEqual(['left_hip_pitch_joint', 'left_hip_roll_joint', 'left_hip_yaw_joint', 'left_knee_joint', 'left_ankle_pitch_joint', 'left_ankle_roll_joint']);
    for (let d = 0; d < model.dofCount; d++) expect(model.dofUpper[d]! - model.dofLower[d]!, model.dofNames[d]!).toBeGreaterThan(0.4);
  });

  it('stands on its toes at z = 0 in the neutral pose, about 1.2 m from toe to head link', () => {
    expect(Math.abs(z('left_toe_link'))).toBeLessThan(1e-3);
    expect(Math.abs(z('right_toe_link'))).toBeLessThan(1e-3);
    expect(z('pelvis')).toBeCloseTo(0.793, 6);
    expect(z('head_link')).toBeGreaterThan(1.1);
    expect(z('head_link')).toBeLessThan(1.3);
  });
});
