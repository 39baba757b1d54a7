import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importXacro } from '../xacro/importXacro.ts';
import { compareWithMujoco } from './mujocoReference.ts';

/**
 * The ROS 2-style arm package (test-data/xacro/ros2-arm, written for these tests from the structure
 * vendor packages use): its kinematics, limits and masses come from YAML files read with
 * xacro.load_yaml, indexed as d['k'] and d.k, with `a if c else b`, `not in` and `side[0]`. The
 * expanded URDF, loaded by MuJoCo, puts every link where our plan puts it.
 */
const folder = join(import.meta.dirname, '..', '..', '..', '..', 'test-data', 'xacro', 'ros2-arm');
const main = join(folder, 'urdf', 'arm.urdf.xacro');
const readFile = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

function imported(args: Record<string, string>) {
  const result = importXacro(main, readFile(main)!, { readFile, packages: new Map([['arm_description', folder]]), args: new Map(Object.entries(args)) });
  expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  return { plan: result.plan!, expanded: result.expanded! };
}

describe('a ROS 2 arm description with load_yaml, checked against MuJoCo', () => {
  it.each([
    [{}, 'l_', 9],
    [{ side: 'right', gripper: 'parallel' }, 'r_', 10],
  ])('with arguments %j, the joints are named %s and MuJoCo agrees on every one of the %i links', async (args, prefix, links) => {
    const { plan, expanded } = imported(args);
    expect(plan.joints).toHaveLength(links);
    expect(plan.joints.map((j) => j.name).slice(0, 3)).toEqual(['stand', `${prefix}base_link`, `${prefix}shoulder_link`]);
    const c = await compareWithMujoco(expanded, 'arm.urdf', plan, 50, 7);
    console.log(`ros2-arm ${JSON.stringify(args)}: ${c.compared} links compared with MuJoCo over 50 poses, largest difference ${c.maxError.toExponential(2)} m`);
    expect(c.unmatched).toEqual([]);
    expect(c.compared).toBe(links);
    expect(c.maxError).toBeLessThanOrEqual(1e-9 * Math.max(c.size, 1e-3));
  });

  it('writes the YAML numbers where the macro reads them: key and attribute access, !degrees limits, a continuous joint by a flag', () => {
    const { expanded } = imported({});
    expect(expanded).toContain('<origin xyz="0 0 0.1625" rpy="0 0 0"/>');
    expect(expanded).toContain('<origin xyz="-0.3922 0 0.1333" rpy="0 0 0"/>');
    // roll: !degrees -90, pitch: !radians math.pi
    expect(expanded).toContain('<origin xyz="0 0.0996 -2.043e-11" rpy="-1.5707963267948966 3.141592653589793 -3.141592653589793"/>');
    expect(expanded).toContain('<limit lower="-3.141592653589793" upper="3.141592653589793" effort="150.0" velocity="3.141592653589793"/>');
    expect(expanded).toContain('<joint name="l_wrist_3_joint" type="continuous">');
    expect(expanded).toContain('<cylinder radius="0.054" length="0.425"/>');
    expect(expanded).not.toContain('gripper');
  });
});
