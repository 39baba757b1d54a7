import { describe, expect, it } from 'vitest';
import { quatRotate } from '../../kinematics/rotation.ts';
import type { BodyPlan } from '../../format/schema.ts';
import { visualPrimitives } from '../visualGeoms.ts';

describe('visualPrimitives', () => {
  it('turns a fromto capsule into a centre, an orientation along the segment and a half length; counts meshes as skipped', () => {
    const plan: BodyPlan = {
      fixed_base: true,
      joints: [{
        name: 'a', parent: null, offset_pos: [0, 0, 0], offset_quat: [1, 0, 0, 0], dofs: [],
        'x-geoms': [
          { type: 'capsule', fromto: [0, 0, 0, 0.3, 0.4, 0], size: [0.02] },
          { type: 'box', size: [1, 2, 3], pos: [1, 0, 0], quat: [1, 0, 0, 0], rgba: [1, 0, 0, 0.5] },
          { type: 'mesh', mesh: 'shell' },
        ],
      }],
    };
    const { primitives, skipped } = visualPrimitives(plan);
    expect(skipped).toBe(1);
    const [capsule, box] = primitives;
    expect(capsule).toMatchObject({ joint: 0, shape: 'capsule', pos: [0.15, 0.2, 0] });
    expect(capsule!.size[0]).toBe(0.02);
    expect(capsule!.size[1]).toBeCloseTo(0.25, 15);
    const axis = quatRotate(capsule!.quat, [0, 0, 1]);
    [0.6, 0.8, 0].forEach((v, i) => expect(axis[i]).toBeCloseTo(v, 12));
    expect(box).toMatchObject({ shape: 'box', size: [1, 2, 3], pos: [1, 0, 0], rgba: [1, 0, 0, 0.5] });
  });
});
