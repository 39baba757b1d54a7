import { describe, expect, it } from 'vitest';
import { suggestMapping } from './suggestMapping.ts';
import { g1TestHumanoid } from './testing/g1TestHumanoid.ts';
import { lafanSkeleton } from './testing/walkTurnJumpMotion.ts';
import { CLIP_MARKERS } from './testing/clipFiles.ts';

const g1 = g1TestHumanoid();
const linkOf = (names: string[], plan = g1) => Object.fromEntries(suggestMapping(names, plan).rows.map((r) => [r.source, r.link]));

describe('suggestMapping', () => {
  it('maps every bone of a LAFAN1 skeleton onto the G1 (the points the G1 has no link at stay unmapped)', () => {
    const names = lafanSkeleton().map((j) => j.name);
    expect(names).toHaveLength(22);
    expect(linkOf(names)).toEqual({
      Hips: 'pelvis',
      LeftUpLeg: 'left_hip_pitch_link', LeftLeg: 'left_knee_link', LeftFoot: 'left_ankle_roll_link', LeftToe: 'left_toe_link',
      RightUpLeg: 'right_hip_pitch_link', RightLeg: 'right_knee_link', RightFoot: 'right_ankle_roll_link', RightToe: 'right_toe_link',
      // The G1's waist joints all sit at the top of the pelvis and it has no neck or clavicle joint.
      Spine: null, Spine1: null, Spine2: null, Neck: null, Head: 'head_link',
      LeftShoulder: null, LeftArm: 'left_shoulder_pitch_link', LeftForeArm: 'left_elbow_link', LeftHand: 'left_wrist_yaw_link',
      RightShoulder: null, RightArm: 'right_shoulder_pitch_link', RightForeArm: 'right_elbow_link', RightHand: 'right_wrist_yaw_link',
    });
  });

  it('weights the feet and hands 5, the pelvis 2 and the rest 1, and says why a row is unmapped', () => {
    const { map, rows } = suggestMapping(lafanSkeleton().map((j) => j.name), g1);
    const weight = Object.fromEntries(map.entries.map((e) => [e.source, e.weight]));
    expect([weight.LeftFoot, weight.RightToe, weight.LeftHand, weight.Hips, weight.LeftLeg, weight.Head]).toEqual([5, 5, 5, 2, 1, 1]);
    expect(map.entries).toHaveLength(16);
    expect(rows.find((r) => r.source === 'Spine1')!.why).toBe('no robot link at this body point');
  });

  it('reads Mixamo, Blender and CMU spellings of the sides and bones', () => {
    expect(linkOf(['mixamorig:Hips', 'mixamorig:LeftUpLeg', 'mixamorig:RightToeBase', 'mixamorig:RightToe_End', 'mixamorig:HeadTop_End', 'mixamorig:LeftHandThumb1'])).toEqual({
      'mixamorig:Hips': 'pelvis', 'mixamorig:LeftUpLeg': 'left_hip_pitch_link', 'mixamorig:RightToeBase': 'right_toe_link',
      'mixamorig:RightToe_End': null, 'mixamorig:HeadTop_End': null, 'mixamorig:LeftHandThumb1': null,
    });
    expect(linkOf(['thigh.L', 'shin.R', 'foot_l', 'l_hand', 'RightForeArm', 'left_elbow', 'LHipJoint'])).toEqual({
      'thigh.L': 'left_hip_pitch_link', 'shin.R': 'right_knee_link', foot_l: 'left_ankle_roll_link', l_hand: 'left_wrist_yaw_link',
      RightForeArm: 'right_elbow_link', left_elbow: 'left_elbow_link', LHipJoint: null,
    });
  });

  it('maps Plug-in Gait markers, the four pelvis and four head markers onto one link each', () => {
    expect(linkOf(CLIP_MARKERS.map(([name]) => name))).toEqual({
      LASI: 'pelvis', RASI: 'pelvis', LPSI: 'pelvis', RPSI: 'pelvis',
      LKNE: 'left_knee_link', RKNE: 'right_knee_link', LANK: 'left_ankle_roll_link', RANK: 'right_ankle_roll_link',
      LHEE: null, RHEE: null, LTOE: 'left_toe_link', RTOE: 'right_toe_link', C7: null, CLAV: null,
      LSHO: 'left_shoulder_pitch_link', RSHO: 'right_shoulder_pitch_link', LELB: 'left_elbow_link', RELB: 'right_elbow_link',
      LWRA: 'left_wrist_yaw_link', LWRB: 'left_wrist_yaw_link', RWRA: 'right_wrist_yaw_link', RWRB: 'right_wrist_yaw_link',
      LFHD: 'head_link', RFHD: 'head_link', LBHD: 'head_link', RBHD: 'head_link',
    });
  });

  it('follows an H1-like tree: hip yaw first, the ankle link as the foot, no toe, hand or head', () => {
    const link = (name: string, parent: string | null) => ({ name, parent });
    const h1 = { joints: [link('pelvis', null)] };
    for (const side of ['left', 'right']) {
      h1.joints.push(link(`${side}_hip_yaw_link`, 'pelvis'), link(`${side}_hip_roll_link`, `${side}_hip_yaw_link`), link(`${side}_hip_pitch_link`, `${side}_hip_roll_link`));
      h1.joints.push(link(`${side}_knee_link`, `${side}_hip_pitch_link`), link(`${side}_ankle_link`, `${side}_knee_link`));
    }
    h1.joints.push(link('torso_link', 'pelvis'));
    for (const side of ['left', 'right']) {
      h1.joints.push(link(`${side}_shoulder_pitch_link`, 'torso_link'), link(`${side}_shoulder_roll_link`, `${side}_shoulder_pitch_link`));
      h1.joints.push(link(`${side}_shoulder_yaw_link`, `${side}_shoulder_roll_link`), link(`${side}_elbow_link`, `${side}_shoulder_yaw_link`));
    }
    const plan = { joints: h1.joints.map((j) => ({ ...j, offset_pos: [0, 0, 0] as [number, number, number], offset_quat: [1, 0, 0, 0] as [number, number, number, number], dofs: [] })) };
    const rows = suggestMapping(['LeftUpLeg', 'LeftFoot', 'LeftToe', 'LeftArm', 'LeftForeArm', 'LeftHand', 'Head'], plan).rows;
    expect(Object.fromEntries(rows.map((r) => [r.source, r.link]))).toEqual({
      LeftUpLeg: 'left_hip_yaw_link', LeftFoot: 'left_ankle_link', LeftToe: null, LeftArm: 'left_shoulder_pitch_link', LeftForeArm: 'left_elbow_link', LeftHand: null, Head: null,
    });
    expect(rows.find((r) => r.source === 'LeftToe')!.why).toBe('the robot has no left toe link');
  });

  it('takes the leaf of the leg chain as the foot when no link name says ankle or foot', () => {
    const joints = ['pelvis', 'l_hip', 'l_knee', 'l_sole'].map((name, i, all) => ({ name, parent: i === 0 ? null : all[i - 1]!, offset_pos: [0, 0, 0] as [number, number, number], offset_quat: [1, 0, 0, 0] as [number, number, number, number], dofs: [] }));
    expect(linkOf(['LeftUpLeg', 'LeftLeg', 'LeftFoot'], { fixed_base: false, joints })).toEqual({ LeftUpLeg: 'l_hip', LeftLeg: 'l_knee', LeftFoot: 'l_sole' });
  });
});
