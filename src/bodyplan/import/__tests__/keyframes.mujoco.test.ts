import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportMjcf } from '../../export/exportMjcf.ts';
import { poseNamesOf, readNamedPoses } from '../../format/namedPoses.ts';
import type { BodyPlan } from '../../format/schema.ts';
import { ForwardKinematics } from '../../kinematics/kinematics.ts';
import { compileBodyPlan } from '../../kinematics/model.ts';
import { importRobotModel } from '../importRobotModel.ts';
import { mujoco } from './mujocoReference.ts';

/**
 * MuJoCo itself poses the model at each keyframe (`mj_resetDataKeyframe`, then `mj_kinematics`):
 * every body and site must sit where the plan's FK puts it at the named pose of that name, for the
 * G1-style model as written and for the MJCF Export MJCF writes from its import.
 */
const OBJ_BODY = 1;
const OBJ_SITE = 6;
// MuJoCo refuses a model whose key has the wrong qpos length; the importer skips it (mjcfKeyframes.test.ts).
const g1 = readFileSync(join(import.meta.dirname, 'models', 'g1_keyframes.xml'), 'utf8').replace(/\n\s*<key name="bad_length"[^\n]*/, '');

interface KeyCheck { key: string; maxError: number; pelvisZ: number }

/** For MuJoCo's key `k` (or qpos0 when k is -1), the largest distance between MuJoCo and the plan's FK at `pose`. */
async function compareAtKeys(xml: string, plan: BodyPlan, poseForKey: (key: string) => { dofs: Float64Array; root: { position?: number[]; quat?: number[] } | null }, keys: string[]): Promise<KeyCheck[]> {
  const m = await mujoco();
  m.FS.writeFile('/models/keyframes.xml', xml);
  const model = m.MjModel.loadFromXML('/models/keyframes.xml');
  const data = new m.MjData(model);
  try {
    expect(model.nkey).toBe(keys.filter((k) => k !== 'qpos0').length);
    const bodyModel = compileBodyPlan(plan);
    const fk = new ForwardKinematics(bodyModel, { trackDofFrames: false, incremental: false });
    const jointIndex = new Map(bodyModel.jointNames.map((name, j) => [name, j]));
    const points: { kind: 'body' | 'site'; id: number; joint: number; name: string }[] = [];
    for (let b = 1; b < model.nbody; b++) {
      const joint = jointIndex.get(m.mj_id2name(model, OBJ_BODY, b));
      if (joint !== undefined) points.push({ kind: 'body', id: b, joint, name: m.mj_id2name(model, OBJ_BODY, b) });
    }
    for (let s = 0; s < model.nsite; s++) {
      const joint = jointIndex.get(m.mj_id2name(model, OBJ_SITE, s));
      if (joint !== undefined) points.push({ kind: 'site', id: s, joint, name: m.mj_id2name(model, OBJ_SITE, s) });
    }
    expect(points.length).toBeGreaterThanOrEqual(12);
    return keys.map((key, index) => {
      if (key === 'qpos0') m.mj_resetData(model, data);
      else m.mj_resetDataKeyframe(model, data, keys.slice(0, index).filter((k) => k !== 'qpos0').length);
      m.mj_kinematics(model, data);
      const pose = poseForKey(key);
      fk.compute(pose.dofs, pose.root?.position, pose.root?.quat);
      let maxError = 0;
      let pelvisZ = Number.NaN;
      for (const p of points) {
        const source = (p.kind === 'body' ? data.xpos : data.site_xpos) as Float64Array;
        for (let k = 0; k < 3; k++) maxError = Math.max(maxError, Math.abs(fk.keypoints[3 * p.joint + k]! - source[3 * p.id + k]!));
        if (p.name === 'pelvis') pelvisZ = source[3 * p.id + 2]!;
      }
      return { key, maxError, pelvisZ };
    });
  } finally {
    data.delete();
    model.delete();
  }
}

describe('MJCF keyframes agree with MuJoCo', () => {
  const result = importRobotModel(g1);
  const plan = result.plan!;
  const names = poseNamesOf(plan);
  const named = new Map(readNamedPoses(plan, names).poses.map((p) => [p.name, p]));

  it('the G1-style model as written: qpos0 is the pose "initial" (pelvis at 0.793 m), each key the named pose of its name', async () => {
    const checks = await compareAtKeys(g1, plan, (key) => named.get(key === 'qpos0' ? 'initial' : key)!, ['qpos0', 'stand', 'crouch']);
    console.log(`G1 as written: ${checks.map((c) => `${c.key} pelvis z ${c.pelvisZ}, max error ${c.maxError.toExponential(2)} m`).join('; ')}`);
    expect(checks[0]!.pelvisZ).toBe(0.793);
    expect(checks[1]!.pelvisZ).toBe(0.755);
    for (const c of checks) expect(c.maxError).toBeLessThan(1e-12);
  });

  it('the exported MJCF: its keys neutral, current, initial, stand and crouch pose MuJoCo as the plan', async () => {
    const current = { dofs: Float64Array.from(names.dofNeutral).fill(0.2), rootPosition: [0.3, -0.1, 0.9], rootQuat: [0.9950042, 0.0998334, 0, 0] };
    const xml = exportMjcf(plan, 'g1', { current });
    const poses = new Map<string, { dofs: Float64Array; root: { position?: number[]; quat?: number[] } | null }>(named);
    poses.set('neutral', { dofs: names.dofNeutral, root: null });
    poses.set('current', { dofs: current.dofs, root: { position: current.rootPosition, quat: current.rootQuat } });
    const checks = await compareAtKeys(xml, plan, (key) => poses.get(key)!, ['neutral', 'current', 'initial', 'stand', 'crouch']);
    console.log(`exported: ${checks.map((c) => `${c.key} pelvis z ${c.pelvisZ}, max error ${c.maxError.toExponential(2)} m`).join('; ')}`);
    expect(checks.find((c) => c.key === 'initial')!.pelvisZ).toBe(0.793);
    expect(checks.find((c) => c.key === 'stand')!.pelvisZ).toBe(0.755);
    for (const c of checks) expect(c.maxError).toBeLessThan(1e-12);
  });
});
