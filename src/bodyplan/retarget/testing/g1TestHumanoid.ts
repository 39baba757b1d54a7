import type { BodyPlan, Dof, Vec3 } from '../../format/schema.ts';

/**
 * A test humanoid shaped and named like Unitree's G1 (29 hinges), for the retargeting tests (issue 41).
 *
 * Link names, DOF order, hinge axes and joint limits follow the G1's published MJCF/URDF layout
 * (pelvis; per leg hip pitch, roll, yaw, knee, ankle pitch, roll; waist yaw, roll, pitch (torso_link);
 * per arm shoulder pitch, roll, yaw, elbow, wrist roll, pitch, yaw). The offsets are rounded
 * G1-sized lengths written by us (not the vendor's files): the pelvis stands at 0.793 m and the body
 * is about 1.3 m tall. Three fixed links the G1's kinematic tree lacks as named points are added
 * so a mocap skeleton has somewhere to land: `head_link` (the skull base, where a BVH's Head joint
 * is), `left_toe_link`/`right_toe_link` (the ball of the foot, on the sole, so the neutral pose's
 * toes are at z = 0); `left_rubber_hand`/`right_rubber_hand` are the G1's own fixed hand links.
 * Limits are the G1's in radians; all offsets have no rotation (the G1's small hip-roll tilt is left out).
 */
export function g1TestHumanoid(): BodyPlan {
  const joints: BodyPlan['joints'] = [{ name: 'pelvis', parent: null, offset_pos: [0, 0, 0.793], offset_quat: [1, 0, 0, 0], dofs: [] }];
  const add = (name: string, parent: string, offset: Vec3, dof?: { axis: Vec3; limits: [number, number] }): void => {
    const dofs: Dof[] = dof === undefined ? [] : [{ name: name.replace(/_link$/, '_joint'), type: 'hinge', axis: dof.axis, neutral: 0, limits: dof.limits }];
    joints.push({ name, parent, offset_pos: offset, offset_quat: [1, 0, 0, 0], dofs });
  };
  const X: Vec3 = [1, 0, 0];
  const Y: Vec3 = [0, 1, 0];
  const Z: Vec3 = [0, 0, 1];

  for (const side of ['left', 'right'] as const) {
    // s mirrors lateral offsets; the roll limits mirror too (outward is positive on the left).
    const s = side === 'left' ? 1 : -1;
    const outward = (a: number, b: number): [number, number] => (side === 'left' ? [a, b] : [-b, -a]);
    add(`${side}_hip_pitch_link`, 'pelvis', [0, s * 0.0645, -0.1027], { axis: Y, limits: [-2.5307, 2.8798] });
    add(`${side}_hip_roll_link`, `${side}_hip_pitch_link`, [0, s * 0.052, -0.0305], { axis: X, limits: outward(-0.5236, 2.9671) });
    add(`${side}_hip_yaw_link`, `${side}_hip_roll_link`, [0.025, 0, -0.1241], { axis: Z, limits: [-2.7576, 2.7576] });
    add(`${side}_knee_link`, `${side}_hip_yaw_link`, [-0.0783, s * 0.0021, -0.1773], { axis: Y, limits: [-0.0873, 2.8798] });
    add(`${side}_ankle_pitch_link`, `${side}_knee_link`, [0, 0, -0.3], { axis: Y, limits: [-0.8727, 0.5236] });
    add(`${side}_ankle_roll_link`, `${side}_ankle_pitch_link`, [0, 0, -0.0176], { axis: X, limits: [-0.2618, 0.2618] });
    // The ankle-roll origin stands 0.793 - 0.7522 = 0.041 m above the floor: the toe is on the sole.
    add(`${side}_toe_link`, `${side}_ankle_roll_link`, [0.13, 0, -0.0408]);
  }

  add('waist_yaw_link', 'pelvis', [0, 0, 0], { axis: Z, limits: [-2.618, 2.618] });
  add('waist_roll_link', 'waist_yaw_link', [-0.004, 0, 0.035], { axis: X, limits: [-0.52, 0.52] });
  add('torso_link', 'waist_roll_link', [0, 0, 0.019], { axis: Y, limits: [-0.52, 0.52] });
  add('head_link', 'torso_link', [0.004, 0, 0.33]);

  for (const side of ['left', 'right'] as const) {
    const s = side === 'left' ? 1 : -1;
    const outward = (a: number, b: number): [number, number] => (side === 'left' ? [a, b] : [-b, -a]);
    add(`${side}_shoulder_pitch_link`, 'torso_link', [0.004, s * 0.1002, 0.2378], { axis: Y, limits: [-3.0892, 2.6704] });
    add(`${side}_shoulder_roll_link`, `${side}_shoulder_pitch_link`, [0, s * 0.038, -0.0138], { axis: X, limits: outward(-1.5882, 2.2515) });
    add(`${side}_shoulder_yaw_link`, `${side}_shoulder_roll_link`, [0, s * 0.0062, -0.1032], { axis: Z, limits: [-2.618, 2.618] });
    // At elbow 0 the G1's forearm points forward; the arm hangs with the elbow at about +1.57.
    add(`${side}_elbow_link`, `${side}_shoulder_yaw_link`, [0.0158, 0, -0.0805], { axis: Y, limits: [-1.0472, 2.0944] });
    add(`${side}_wrist_roll_link`, `${side}_elbow_link`, [0.1, s * 0.0019, -0.01], { axis: X, limits: [-1.9722, 1.9722] });
    add(`${side}_wrist_pitch_link`, `${side}_wrist_roll_link`, [0.038, 0, 0], { axis: Y, limits: [-1.6144, 1.6144] });
    add(`${side}_wrist_yaw_link`, `${side}_wrist_pitch_link`, [0.046, 0, 0], { axis: Z, limits: [-1.6144, 1.6144] });
    add(`${side}_rubber_hand`, `${side}_wrist_yaw_link`, [0.0415, s * 0.003, 0]);
  }
  return { fixed_base: false, joints };
}
