import { describe, expect, it } from 'vitest';
import { exportMjcf, MAX_INDENT_LEVELS } from './exportMjcf.ts';
import { importRobotModel } from '../import/importRobotModel.ts';
import { compileBodyPlan } from '../kinematics/model.ts';
import { ForwardKinematics } from '../kinematics/kinematics.ts';
import { parseXml, attribute, type XmlElement } from '../import/xml.ts';
import type { BodyPlan } from '../format/schema.ts';

const identity = { offset_pos: [0, 0, 0] as [number, number, number], offset_quat: [1, 0, 0, 0] as [number, number, number, number] };

function all(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const stack = [element];
  while (stack.length > 0) {
    const e = stack.pop()!;
    if (e.name === name) out.push(e);
    stack.push(...[...e.children].reverse());
  }
  return out;
}

describe('exportMjcf', () => {
  it('writes bodies, hinge/slide joints with ranges, sites for DOF-less leaves, a neutral keyframe, escaped names', () => {
    const plan: BodyPlan = {
      fixed_base: true,
      joints: [
        { name: 'base', parent: null, ...identity, dofs: [{ name: 'yaw', type: 'hinge', axis: [0, 0, 1], neutral: 0.25, limits: [-1, 1] }] },
        { name: 'arm<&>', parent: 'base', offset_pos: [1, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [{ type: 'slide', axis: [1, 0, 0], neutral: 0, limits: null }] },
        { name: 'tip', parent: 'arm<&>', offset_pos: [0, 0, 1], offset_quat: [1, 0, 0, 0], dofs: [] },
      ],
    };
    const xml = exportMjcf(plan, 'm');
    const root = parseXml(xml);
    expect(all(root, 'body').map((b) => attribute(b, 'name'))).toEqual(['base', 'arm<&>', 'arm<&>__dofs']);
    expect(all(root, 'joint').map((j) => [attribute(j, 'name'), attribute(j, 'type'), attribute(j, 'limited'), attribute(j, 'range')])).toEqual([
      ['yaw', 'hinge', 'true', '-1 1'],
      ['arm<&>:0', 'slide', 'false', undefined],
    ]);
    expect(all(root, 'site').map((s) => [attribute(s, 'name'), attribute(s, 'pos')])).toEqual([['tip', '0 0 1']]);
    expect(attribute(all(root, 'key')[0]!, 'qpos')).toBe('0.25 0');
    expect(all(root, 'freejoint')).toEqual([]);
  });

  it('a free-floating plan gets a free joint; a non-root joint named "world" is renamed for MuJoCo', () => {
    const plan: BodyPlan = {
      fixed_base: false,
      joints: [
        { name: 'root', parent: null, ...identity, dofs: [] },
        { name: 'world', parent: 'root', ...identity, dofs: [{ type: 'hinge', axis: [1, 0, 0], neutral: 0 }] },
      ],
    };
    const root = parseXml(exportMjcf(plan));
    expect(all(root, 'freejoint')).toHaveLength(1);
    expect(all(root, 'body').map((b) => attribute(b, 'name'))).toEqual(['root', 'world_body']);
    expect(attribute(all(root, 'key')[0]!, 'qpos')).toBe('0 0 0 1 0 0 0 0');
  });

  it('a 10,000-joint chain exports linearly (indentation capped) and imports back with the same keypoints', () => {
    const count = 10_000;
    const joints: BodyPlan['joints'] = Array.from({ length: count }, (_, k) => ({
      name: `j${k}`,
      parent: k === 0 ? null : `j${k - 1}`,
      offset_pos: [0.01, 0.002 * Math.sin(k), 0] as [number, number, number],
      offset_quat: [1, 0, 0, 0] as [number, number, number, number],
      dofs: [{ name: `h${k}`, type: 'hinge' as const, axis: [0, 0, 1] as [number, number, number], neutral: 0, limits: [-0.5, 0.5] as [number, number] }],
    }));
    const plan: BodyPlan = { fixed_base: true, joints };
    const planBytes = JSON.stringify(plan, null, 2).length;
    const xml = exportMjcf(plan);
    const widestIndent = Math.max(...xml.split('\n').map((line) => line.length - line.trimStart().length));
    // Before the cap: 402 MB for this chain (two spaces a level). Now a few hundred bytes a joint.
    expect(widestIndent).toBeLessThanOrEqual(2 * MAX_INDENT_LEVELS + 4);
    // Linear: ten times the joints, about ten times the bytes (with two spaces a level it was 60 times).
    const tenth = exportMjcf({ fixed_base: true, joints: joints.slice(0, count / 10) });
    expect(xml.length / tenth.length).toBeLessThan(10.5);
    expect(xml.length).toBeLessThan(2 * planBytes);

    const imported = importRobotModel(xml);
    expect(imported.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const back = compileBodyPlan(imported.plan!);
    const model = compileBodyPlan(plan);
    expect(back.dofCount).toBe(count);
    const dofs = Float64Array.from({ length: count }, (_, k) => 0.4 * Math.sin(0.37 * k));
    const fk = new ForwardKinematics(model);
    const fkBack = new ForwardKinematics(back);
    fk.compute(dofs);
    fkBack.compute(dofs);
    const keypointOf = (f: ForwardKinematics, m: typeof model, name: string) => {
      const j = m.jointNames.indexOf(name);
      return Array.from(f.keypoints.subarray(3 * j, 3 * j + 3));
    };
    let worst = 0;
    for (const name of ['j1', 'j100', 'j5000', 'j9999']) {
      const a = keypointOf(fk, model, name);
      const b = keypointOf(fkBack, back, name);
      worst = Math.max(worst, ...a.map((v, i) => Math.abs(v - b[i]!)));
    }
    expect(worst).toBeLessThan(1e-9);
  });
});
