import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportMjcf } from '../../export/exportMjcf.ts';
import type { NamedPoses } from '../../format/namedPoses.ts';
import { loadBodyPlan } from '../../format/load.ts';
import { importRobotModel } from '../importRobotModel.ts';

const g1 = readFileSync(join(import.meta.dirname, 'models', 'g1_keyframes.xml'), 'utf8');

function imported(text: string) {
  const result = importRobotModel(text);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  // x-poses is an extension key: the plan stays valid.
  expect(loadBodyPlan(JSON.stringify(result.plan)).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { plan: result.plan!, diagnostics: result.diagnostics, poses: (result.plan as Record<string, unknown>)['x-poses'] as NamedPoses };
}

describe('MJCF keyframes as named poses', () => {
  it('a G1-style humanoid keeps its pelvis height as the pose "initial", and "stand" with qpos minus ref; a key of the wrong length is a located warning', () => {
    const { plan, diagnostics, poses } = imported(g1);
    expect(plan.joints[0]).toMatchObject({ name: 'pelvis', offset_pos: [0, 0, 0] });
    expect(Object.keys(poses)).toEqual(['initial', 'stand', 'crouch']);
    expect(poses.initial!.root).toEqual({ pos: [0, 0, 0.793], quat: [1, 0, 0, 0] });
    expect(poses.initial!.dofs.left_knee_link).toEqual({ left_knee_joint: 0 });
    expect(poses.stand!.root).toEqual({ pos: [0, 0, 0.755], quat: [1, 0, 0, 0] });
    expect(poses.stand!.dofs).toMatchObject({
      left_hip_pitch_link: { left_hip_pitch_joint: -0.312 },
      left_knee_link: { left_knee_joint: expect.closeTo(0.669, 12) as number },
      right_knee_link: { right_knee_joint: 0.669 },
      torso_link: { waist_yaw_joint: 0.1 },
    });
    expect(poses.crouch!.root!.quat[2]).toBeCloseTo(0.0998334, 6);
    const skipped = diagnostics.filter((d) => d.code === 'key-skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]!.message).toBe('<key name="bad_length"> has 10 qpos values, but the model\'s joints take 16; the key is skipped');
    expect(skipped[0]!.line).toBe(g1.split('\n').findIndex((l) => l.includes('bad_length')) + 1);
    console.log(`G1 import: pelvis initial z ${poses.initial!.root!.pos[2]}, stand z ${poses.stand!.root!.pos[2]}, left knee stand ${poses.stand!.dofs.left_knee_link!.left_knee_joint}`);
  });

  it('a ball key becomes the three hinges\' intrinsic x-y-z angles; a hinge ref in degrees is taken off in radians; a key without qpos is qpos0', () => {
    const half = Math.SQRT1_2;
    const text = `<mujoco><compiler angle="degree"/><worldbody><body name="base"><body name="arm" pos="0 0 1"><joint name="shoulder" type="ball"/><body name="fore" pos="0 0 1"><joint name="elbow" axis="0 1 0" ref="90"/></body></body></body></worldbody>
      <keyframe><key name="bent" qpos="${half} ${half} 0 0  2"/><key name="rest"/></keyframe></mujoco>`;
    const { poses } = imported(text);
    expect(poses.bent!.dofs.arm).toEqual({ 'shoulder:x': expect.closeTo(Math.PI / 2, 12) as number, 'shoulder:y': 0, 'shoulder:z': 0 });
    expect(poses.bent!.dofs.fore!.elbow).toBeCloseTo(2 - Math.PI / 2, 12);
    expect(poses.rest).toEqual({ dofs: { arm: { 'shoulder:x': 0, 'shoulder:y': 0, 'shoulder:z': 0 }, fore: { elbow: 0 } } });
    expect(poses.initial).toBeUndefined(); // a fixed base has no placement to lose
  });

  it('a key whose qpos is not numbers is a located warning, and the other keys are kept', () => {
    const { poses, diagnostics } = imported('<mujoco><worldbody><body name="a"><joint name="j"/></body></worldbody><keyframe>\n<key name="x" qpos="0.5 oops"/>\n<key name="y" qpos="0.25"/></keyframe></mujoco>');
    expect(Object.keys(poses)).toEqual(['y']);
    expect(diagnostics).toMatchObject([{ severity: 'warning', code: 'key-skipped', line: 2, message: '<key name="x">: "oops" in qpos is not a finite number; the key is skipped' }]);
  });

  it('round trip: Export MJCF writes "neutral", "current" and every named pose; importing it gives the same named poses (with "current")', () => {
    const { plan, poses } = imported(g1);
    const dofs = new Float64Array(plan.joints.reduce((n, j) => n + j.dofs.length, 0)).fill(0.05);
    const warnings: string[] = [];
    const xml = exportMjcf(plan, 'g1', { current: { dofs, rootPosition: [0.1, 0.2, 0.7], rootQuat: [1, 0, 0, 0] }, warnings });
    expect(warnings).toEqual([]);
    const keyNames = [...xml.matchAll(/<key name="([^"]+)"/g)].map((m) => m[1]);
    expect(keyNames).toEqual(['neutral', 'current', 'initial', 'stand', 'crouch']);
    const again = imported(xml).poses;
    // "neutral" only repeats the DOFs' neutral values: it is not kept again.
    expect(Object.keys(again)).toEqual(['current', 'initial', 'stand', 'crouch']);
    for (const name of ['initial', 'stand', 'crouch']) {
      expect(again[name]!.root!.pos).toEqual(poses[name]!.root!.pos);
      for (const [joint, values] of Object.entries(poses[name]!.dofs)) {
        for (const [dof, value] of Object.entries(values)) expect(again[name]!.dofs[joint]![dof]).toBeCloseTo(value, 12);
      }
    }
    expect(again.current!.root).toEqual({ pos: [0.1, 0.2, 0.7], quat: [1, 0, 0, 0] });
    expect(again.current!.dofs.torso_link).toEqual({ waist_yaw_joint: 0.05 });
    console.log(`round trip: keys ${keyNames.join(', ')}; re-imported stand pelvis z ${again.stand!.root!.pos[2]}, initial ${again.initial!.root!.pos[2]}`);
  });

  it('Export MJCF names what of x-poses it cannot write', () => {
    const { plan } = imported(g1);
    const warnings: string[] = [];
    const withBad = { ...plan, 'x-poses': { neutral: { dofs: {} }, odd: { dofs: { nosuch: { a: 1 } } }, broken: { dofs: { torso_link: { waist_yaw_joint: 'x' } } } } };
    const xml = exportMjcf(withBad, 'g1', { warnings });
    expect([...xml.matchAll(/<key name="([^"]+)"/g)].map((m) => m[1])).toEqual(['neutral', 'neutral_2', 'odd']);
    expect(warnings).toEqual([
      'x-poses/broken: "x" is not a finite number (/dofs/torso_link/waist_yaw_joint); left out',
      'x-poses/odd/dofs/nosuch: no joint is named "nosuch"; its values were not applied',
      'x-poses/neutral: the keyframe name is taken, written as "neutral_2"',
    ]);
  });
});
