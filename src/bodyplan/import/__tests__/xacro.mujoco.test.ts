import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importXacro } from '../xacro/importXacro.ts';
import { compareWithMujoco, mujoco } from './mujocoReference.ts';
import { binaryStl, TETRAHEDRON } from './stlFixture.ts';

/**
 * The biped xacro model (models/biped_description, written for these tests) expanded by us: the
 * expanded URDF, loaded by MuJoCo, puts every link where our plan of the same xacro puts it, for
 * the default arguments and for others. MuJoCo reads URDF mesh file names without their folders
 * (`package://…/meshes/thigh.stl` is `thigh.stl`), so the meshes sit beside the model.
 */
const folder = join(import.meta.dirname, 'models', 'biped_description');
const main = join(folder, 'urdf', 'biped.urdf.xacro');
const readFile = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};
const MESHES = { 'body.stl': binaryStl(TETRAHEDRON), 'thigh.stl': binaryStl(TETRAHEDRON) };

function imported(args: Record<string, string>) {
  const result = importXacro(main, readFile(main)!, { readFile, packages: new Map([['biped_description', folder]]), args: new Map(Object.entries(args)) });
  expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  return { plan: result.plan!, expanded: result.expanded! };
}

describe('xacro expansion checked against MuJoCo', () => {
  it.each([
    [{}, 8],
    [{ with_head: 'false', leg_length: '0.7' }, 8],
  ])('with arguments %j, MuJoCo agrees on every one of the %i links', async (args, links) => {
    const { plan, expanded } = imported(args);
    expect(plan.joints).toHaveLength(links);
    const c = await compareWithMujoco(expanded, 'biped.urdf', plan, 50, 23, MESHES);
    expect(c.unmatched).toEqual([]);
    expect(c.compared).toBe(links);
    expect(c.maxError).toBeLessThanOrEqual(1e-9 * Math.max(c.size, 1e-3));
  });

  it('MuJoCo puts the left foot of the expanded URDF where the xacro\'s arithmetic says (hip yaw pi/8, knee tilt 10 degrees, thigh = half the leg)', async () => {
    const { expanded } = imported({ leg_length: '0.6' });
    const m = await mujoco();
    m.FS.writeFile('/models/biped_foot.urdf', expanded);
    const model = m.MjModel.loadFromXML('/models/biped_foot.urdf');
    const data = new m.MjData(model);
    try {
      m.mj_kinematics(model, data);
      const foot = m.mj_name2id(model, 1, 'left_foot');
      const xpos = [...(data.xpos as Float64Array).slice(3 * foot, 3 * foot + 3)];
      // hip at (0, 0.1, -0.05) turned pi/8 about z; knee 0.3 below it, tilted 10 degrees about x; ankle (0.05, 0, -0.3) below the knee.
      const [yaw, tilt] = [Math.PI / 8, (10 * Math.PI) / 180];
      const inThigh = [0.05, 0.3 * Math.sin(tilt), -0.3 - 0.3 * Math.cos(tilt)];
      const expected = [Math.cos(yaw) * inThigh[0]! - Math.sin(yaw) * inThigh[1]!, 0.1 + Math.sin(yaw) * inThigh[0]! + Math.cos(yaw) * inThigh[1]!, -0.05 + inThigh[2]!];
      xpos.forEach((x, k) => expect(x).toBeCloseTo(expected[k]!, 12));
    } finally {
      data.delete();
      model.delete();
    }
  });
});
