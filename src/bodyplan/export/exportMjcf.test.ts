import { describe, expect, it } from 'vitest';
import { exportMjcf } from './exportMjcf.ts';
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
});
