// Test support: a three-joint body plan whose joint names a tracker's parts can match.
import { compileBodyPlan } from '../../kinematics/model.ts';

export const TRACKED = compileBodyPlan({
  fixed_base: false,
  joints: [
    { name: 'Thorax', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
    { name: 'LeftKnee', parent: 'Thorax', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'hinge', axis: [0, 0, 1], neutral: 0 }] },
    { name: 'LeftFoot', parent: 'LeftKnee', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [] },
  ],
});
