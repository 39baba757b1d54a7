import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRobotModel } from '../importRobotModel.ts';
import { compareWithMujoco } from './mujocoReference.ts';

/**
 * URDF `spherical` joints (pybullet's humanoids; not in ROS's URDF specification): MuJoCo's URDF
 * reader makes each a ball joint, and the import makes each three hinges about x, y, z, as for an
 * MJCF ball. spherical.urdf is written for this test in the layout of pybullet's humanoid.
 */
const source = readFileSync(join(import.meta.dirname, 'models', 'spherical.urdf'), 'utf8');

describe('URDF spherical joints', () => {
  it('become three unbounded hinges named joint:x, :y, :z, with one located warning each', () => {
    const { plan, diagnostics } = importRobotModel(source);
    expect(plan).not.toBeNull();
    const chest = plan!.joints.find((j) => j.name === 'chest')!;
    expect(chest.dofs.map((d) => [d.name, d.axis, d.limits])).toEqual([
      ['chest:x', [1, 0, 0], null],
      ['chest:y', [0, 1, 0], null],
      ['chest:z', [0, 0, 1], null],
    ]);
    const lines = source.split('\n');
    const warnings = diagnostics.filter((d) => d.code === 'ball-approximation');
    expect(warnings.map((d) => d.line)).toEqual(['"chest"', '"neck"', '"right_shoulder"', '"left_hip"'].map((n) => lines.findIndex((l) => l.includes(`<joint name=${n}`)) + 1));
    expect(warnings[0]!.message).toMatch(/^spherical joint "chest" becomes three hinges/);
  });

  it('MuJoCo loads the file with ball joints and every link lands where MuJoCo puts it', async () => {
    const plan = importRobotModel(source).plan!;
    const c = await compareWithMujoco(source, 'spherical.urdf', plan, 40, 23);
    expect(c.unmatched).toEqual([]);
    expect(c.compared).toBe(plan.joints.length);
    expect(c.maxError).toBeLessThanOrEqual(1e-9 * Math.max(c.size, 1e-3));
  });
});
