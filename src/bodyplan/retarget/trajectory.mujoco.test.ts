import { describe, expect, it } from 'vitest';
import { g1SizedHumanoid } from '../../../bench/g1SizedHumanoid.ts';
import { exportMjcf } from '../export/exportMjcf.ts';
import type { BodyPlan } from '../format/schema.ts';
import { mujoco } from '../import/__tests__/mujocoReference.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { solveRetarget } from './solveRetarget.ts';
import { fkMotionTargets } from './testing/fkMotionTargets.ts';
import { trajectoryToCsv, trajectoryToKeyframes } from './trajectoryFiles.ts';
import { inMujocoOrder, trajectoryPoseAt } from './trajectoryColumns.ts';

/**
 * MuJoCo itself plays the retargeted trajectory on the MJCF `bodyplan export-mjcf` writes: each CSV
 * row's columns after `time` go into qpos as they are (then `mj_kinematics`), and each keyframe of
 * the `--keyframes` file is loaded with `mj_resetDataKeyframe`; every body must sit where our FK puts
 * that link at the frame, to 1e-9 m. The plan is also tried with its joints listed breadth-first, so
 * its flat DOF order differs from MuJoCo's depth-first joint order: the trajectory must be in MuJoCo's.
 */
const OBJ_BODY = 1;
const LINKS = ['pelvis', 'left_leg_3', 'left_leg_5', 'right_leg_3', 'right_leg_5', 'waist_2', 'left_arm_3', 'left_arm_6', 'right_arm_3', 'right_arm_6'];

/** The same robot with its joints listed by depth (parents still before children): flat DOF order != MJCF order. */
function breadthFirst(plan: BodyPlan): BodyPlan {
  const depth = new Map<string, number>();
  for (const joint of plan.joints) depth.set(joint.name, joint.parent === null ? 0 : depth.get(joint.parent)! + 1);
  return { ...plan, joints: [...plan.joints].sort((a, b) => depth.get(a.name)! - depth.get(b.name)!) };
}

/** Parses the CSV the CLI writes: header, then one row of numbers per frame. */
function readCsv(text: string): { header: string[]; rows: number[][] } {
  const [head, ...lines] = text.trimEnd().split('\n');
  return { header: head!.split(','), rows: lines.map((line) => line.split(',').map(Number)) };
}

describe('a retargeted trajectory played in MuJoCo', () => {
  for (const [label, plan] of [['joints listed depth-first', g1SizedHumanoid()], ['joints listed breadth-first', breadthFirst(g1SizedHumanoid())]] as const) {
    it(`puts every body where our FK does, at every frame, from the CSV and from the keyframes (${label})`, async () => {
      const model = compileBodyPlan(plan);
      const solved = solveRetarget(model, fkMotionTargets(model, LINKS, 90, 30, 0.5));
      const trajectory = inMujocoOrder(model, solved);
      const csv = readCsv(trajectoryToCsv(trajectory));
      expect(csv.header).toEqual(trajectory.columns);
      expect(csv.header.slice(0, 8)).toEqual(['time', 'root_x', 'root_y', 'root_z', 'root_qw', 'root_qx', 'root_qy', 'root_qz']);
      expect(csv.rows).toHaveLength(90);

      const m = await mujoco();
      const keysFile = `/models/retarget_keys_${label.split(' ')[2]}.xml`;
      m.FS.writeFile(keysFile, trajectoryToKeyframes(trajectory, 'g1_sized'));
      const modelFile = `/models/retarget_${label.split(' ')[2]}.xml`;
      // The exported model's own keyframes (neutral) are dropped: MuJoCo has one <keyframe> list, ours is included.
      const xml = exportMjcf(plan, 'g1_sized').replace(/ {2}<keyframe>[\s\S]*<\/keyframe>\n/, '').replace('</mujoco>', `  <include file="${keysFile}"/>\n</mujoco>`);
      m.FS.writeFile(modelFile, xml);
      const mj = m.MjModel.loadFromXML(modelFile);
      const data = new m.MjData(mj);
      try {
        expect(mj.nq).toBe(csv.header.length - 1);
        expect(mj.nkey).toBe(90);
        expect((mj.key_time as Float64Array)[30]).toBe(1);
        const fk = new ForwardKinematics(model);
        const bodies: { id: number; joint: number }[] = [];
        for (let b = 1; b < mj.nbody; b++) {
          const joint = model.jointNames.indexOf(m.mj_id2name(mj, OBJ_BODY, b));
          if (joint >= 0) bodies.push({ id: b, joint });
        }
        expect(bodies.length).toBe(model.jointCount);
        let worstCsv = 0;
        let worstKey = 0;
        const farthest = (): number => {
          let worst = 0;
          const xpos = data.xpos as Float64Array;
          for (const { id, joint } of bodies) for (let k = 0; k < 3; k++) worst = Math.max(worst, Math.abs(xpos[3 * id + k]! - fk.keypoints[3 * joint + k]!));
          return worst;
        };
        for (let f = 0; f < csv.rows.length; f++) {
          // Our FK from the solved pose in the plan's own DOF order (straight from the solve, not from the file).
          const pose = trajectoryPoseAt(solved, f);
          fk.compute(pose.dofs, pose.rootPosition, pose.rootQuat);
          (data.qpos as Float64Array).set(csv.rows[f]!.slice(1));
          m.mj_kinematics(mj, data);
          worstCsv = Math.max(worstCsv, farthest());
          m.mj_resetDataKeyframe(mj, data, f);
          m.mj_kinematics(mj, data);
          worstKey = Math.max(worstKey, farthest());
        }
        console.log(`${label}: ${bodies.length} bodies x 90 frames; largest |MuJoCo - our FK|: ${worstCsv.toExponential(2)} m from the CSV, ${worstKey.toExponential(2)} m from the keyframes`);
        expect(worstCsv).toBeLessThan(1e-9);
        expect(worstKey).toBeLessThan(1e-9);
      } finally {
        data.delete();
        mj.delete();
      }
    });
  }
});
